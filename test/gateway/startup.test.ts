// A start of the gateway (mock-server/src/startup.ts, scenario/seed.ts seedIfEmpty): a production
// start neither seeds the demo users (who share a published password) nor prints that password,
// unless SEED_DEMO=true; and no start ever wipes a database that holds data.
import type Database from 'better-sqlite3';
import { dataTables, openDatabase } from '../../mock-server/src/db/database';
import { DEMO_IDENTITIES, DEMO_PASSWORD, DEMO_USERS } from '../../mock-server/src/scenario/demoUsers';
import { PartlySeededDatabase, seedIfEmpty, seedScenario } from '../../mock-server/src/scenario/seed';
import { demoWanted, prepareDatabase, startLines } from '../../mock-server/src/startup';
import { TEST_SCENARIO, count } from './support/testGateway';

/** Every row of every data table, to show a start changed nothing. */
function snapshotOf(db: Database.Database): Record<string, unknown[]> {
  return Object.fromEntries(dataTables(db).map((table) => [table, db.prepare(`SELECT * FROM "${table}"`).all()]));
}

const rowsIn = (db: Database.Database) => dataTables(db).reduce((sum, table) => sum + count(db, table), 0);

describe('whether a start wants the demo scenario (NODE_ENV, SEED_DEMO)', () => {
  it('wants it outside production unless SEED_DEMO=false, and in production only with SEED_DEMO=true', () => {
    expect(demoWanted({})).toBe(true); // npm start
    expect(demoWanted({ NODE_ENV: 'test' })).toBe(true);
    expect(demoWanted({ NODE_ENV: 'production' })).toBe(false);
    expect(demoWanted({ NODE_ENV: 'production', SEED_DEMO: '' })).toBe(false);
    expect(demoWanted({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toBe(true);
    expect(demoWanted({ NODE_ENV: 'production', SEED_DEMO: ' TRUE ' })).toBe(true);
    expect(demoWanted({ SEED_DEMO: 'false' })).toBe(false);
  });

  it('refuses any other SEED_DEMO at start rather than guess', () => {
    for (const value of ['1', 'yes', 'on', 'no']) expect(() => demoWanted({ NODE_ENV: 'production', SEED_DEMO: value })).toThrow(`SEED_DEMO is 'true' or 'false', not '${value}'`);
  });
});

describe('a production start', () => {
  it('leaves a new database empty: no demo users, so no shared password to sign in with', () => {
    const db = openDatabase(':memory:');
    expect(prepareDatabase(db, demoWanted({ NODE_ENV: 'production' }), TEST_SCENARIO)).toBe(false);
    expect(rowsIn(db)).toBe(0);
    db.close();
  });

  it('prints neither the demo password, nor the demo users, nor the identities', () => {
    const printed = startLines({ demo: false, seeded: false, portalUrl: 'https://localhost:8080/institutional/', controlNotice: 'Control API: off (NODE_ENV=production).' }).join('\n');
    expect(printed).not.toContain(DEMO_PASSWORD);
    expect(printed).not.toContain('demo.plain');
    for (const identity of DEMO_IDENTITIES) expect(printed).not.toContain(`${identity.firstName} ${identity.lastName}`);
    expect(printed).toContain('Demo scenario: not seeded and not shown (NODE_ENV=production; SEED_DEMO=true seeds it into an empty database).');
    expect(printed).toContain('Portal:        https://localhost:8080/institutional/');
  });

  it('with SEED_DEMO=true seeds a new database and prints the demo users and their password', () => {
    const db = openDatabase(':memory:');
    const demo = demoWanted({ NODE_ENV: 'production', SEED_DEMO: 'true' });
    const seeded = prepareDatabase(db, demo, TEST_SCENARIO);
    expect(seeded).toBe(true);
    expect(count(db, 'users')).toBe(DEMO_USERS.length);
    const printed = startLines({ demo, seeded, portalUrl: 'http://localhost:8080/institutional/', controlNotice: '' }).join('\n');
    expect(printed).toContain('Reference gateway (demo scenario seeded) listening.');
    expect(printed).toContain(`Demo users (password for all: ${DEMO_PASSWORD})`);
    db.close();
  });
});

describe('a start never wipes a database that holds data', () => {
  let seeded: Database.Database;
  beforeEach(() => {
    seeded = openDatabase(':memory:');
    seedScenario(seeded, TEST_SCENARIO);
  });
  afterEach(() => seeded.close());

  it('keeps a seeded database with everything booked since, and does not seed it again', () => {
    seeded.prepare("UPDATE users SET blocked = 1 WHERE username = 'demo.plain'").run();
    const before = snapshotOf(seeded);
    expect(prepareDatabase(seeded, true, TEST_SCENARIO)).toBe(false);
    expect(snapshotOf(seeded)).toEqual(before);
  });

  it('refuses, untouched, a database where one seeded table is empty (it used to wipe every table and seed again)', () => {
    seeded.prepare('DELETE FROM documents').run();
    seeded.prepare("UPDATE users SET blocked = 1 WHERE username = 'demo.plain'").run();
    const before = snapshotOf(seeded);
    expect(() => prepareDatabase(seeded, true, TEST_SCENARIO)).toThrow(PartlySeededDatabase);
    expect(() => seedIfEmpty(seeded, TEST_SCENARIO)).toThrow(
      'The database holds data but not the whole demo scenario (no rows in documents). It is neither seeded over nor wiped. ' +
        'To start a fresh demo, move the database file away (or delete it) and start again; a gateway that runs resets its scenario with POST /__mock/reset.',
    );
    expect(snapshotOf(seeded)).toEqual(before);
    expect(seeded.prepare("SELECT blocked FROM users WHERE username = 'demo.plain'").pluck().get()).toBe(1);
  });

  it('refuses, untouched, a database holding data but no users (it used to seed the demo over it)', () => {
    const db = openDatabase(':memory:');
    db.prepare("INSERT INTO firms (id, legal_name, country_code) VALUES ('F-9', 'A Real Firm', 'US')").run();
    const before = snapshotOf(db);
    expect(() => prepareDatabase(db, true, TEST_SCENARIO)).toThrow('no rows in users, identities, securities');
    expect(snapshotOf(db)).toEqual(before);
    expect(rowsIn(db)).toBe(1);
    db.close();
  });

  it('without the demo (production) leaves any database as it is', () => {
    seeded.prepare('DELETE FROM documents').run();
    const before = snapshotOf(seeded);
    expect(prepareDatabase(seeded, false, TEST_SCENARIO)).toBe(false);
    expect(snapshotOf(seeded)).toEqual(before);
  });
});
