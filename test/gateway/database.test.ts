// Migrations and the seeded demo scenario.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { dataTables, openDatabase, registerFunctions } from '../../mock-server/src/db/database';
import { openSqlite } from '../../mock-server/src/db/sqlite';
import { migrate, readMigrations } from '../../mock-server/src/db/migrate';
import { ensureMasterSecret } from '../../mock-server/src/domain/mintBurn/secrets';
import { verifyPassword } from '../../mock-server/src/domain/identity/passwords';
import { DEMO_PASSWORD, DEMO_USERS } from '../../mock-server/src/scenario/demoUsers';
import { PartlySeededDatabase, resetScenario, seedIfEmpty, seedScenario } from '../../mock-server/src/scenario/seed';

/** The names of the migrations from `version` on: what an older database takes (every later one). */
const namesFrom = (migrations: ReturnType<typeof readMigrations>, version: number) => migrations.filter((m) => m.version >= version).map((m) => m.name);
import { TEST_SCENARIO, count } from './support/testGateway';
import { findInJson } from '../support/secretScan';

/** Every row of every data table, to show a start changed nothing. */
function snapshotOf(db: Database.Database): Record<string, unknown[]> {
  return Object.fromEntries(dataTables(db).map((table) => [table, db.prepare(`SELECT * FROM "${table}"`).all()]));
}

function accountTypesOf(db: Database.Database, username: string): string[] {
  return db
    .prepare(
      `SELECT a.account_type FROM users u JOIN accounts a ON a.firm_id = u.firm_id WHERE u.username = ? ORDER BY a.account_type`,
    )
    .pluck()
    .all(username) as string[];
}

describe('migrations', () => {
  it('apply in order once and are recorded in schema_migrations', () => {
    const db = openSqlite(':memory:');
    const applied = migrate(db);
    expect(applied).toEqual(readMigrations().map((m) => m.name));
    expect(applied.slice(0, 2)).toEqual(['001_foundation.sql', '002_identity_and_sign_in.sql']);
    expect(migrate(db)).toEqual([]);
    const recorded = db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all();
    expect(recorded).toEqual(readMigrations().map((m) => m.version));
    db.close();
  });

  it('take a number missing (reserved by another branch), and refuse a number used twice', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    fs.writeFileSync(path.join(dir, '001_a.sql'), 'CREATE TABLE a (x);');
    fs.writeFileSync(path.join(dir, '003_c.sql'), 'CREATE TABLE c (x);');
    expect(readMigrations(dir).map((m) => m.version)).toEqual([1, 3]);
    fs.writeFileSync(path.join(dir, '003_d.sql'), 'CREATE TABLE d (x);');
    expect(() => readMigrations(dir)).toThrow('Migration number 003 is used twice: 003_c.sql, 003_d.sql');
    fs.rmSync(dir, { recursive: true });
  });

  it('roll back a failing migration whole', () => {
    const db = openSqlite(':memory:');
    const broken = [{ version: 1, name: '001_broken.sql', sql: 'CREATE TABLE ok (x); CREATE TABLE nope (' }];
    expect(() => migrate(db, broken)).toThrow();
    expect(db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'ok'").pluck().get()).toBe(0);
    expect(db.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBe(0);
    db.close();
  });

  it('use WAL for a database file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-db-'));
    const db = openDatabase(path.join(dir, 'nested', 'gateway.sqlite'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
    fs.rmSync(dir, { recursive: true });
  });
});

describe('the seeded demo scenario', () => {
  let db: Database.Database;
  beforeAll(() => {
    db = openDatabase(':memory:');
    seedScenario(db);
  });
  afterAll(() => db.close());

  it('has the 18 demo users with their second factors', () => {
    const users = db.prepare('SELECT username, second_factor, push_behaviour, blocked FROM users ORDER BY username').all();
    expect(users).toHaveLength(18);
    expect(users).toEqual(
      expect.arrayContaining([
        { username: 'demo.plain', second_factor: 'none', push_behaviour: null, blocked: 0 },
        { username: 'demo.push', second_factor: 'push', push_behaviour: 'approve', blocked: 0 },
        { username: 'demo.pushno', second_factor: 'push', push_behaviour: 'decline', blocked: 0 },
        { username: 'demo.pushwait', second_factor: 'push', push_behaviour: 'never', blocked: 0 },
        { username: 'demo.sms', second_factor: 'sms', push_behaviour: null, blocked: 0 },
        { username: 'demo.passkey', second_factor: 'none', push_behaviour: null, blocked: 0 },
        { username: 'demo.blocked', second_factor: 'none', push_behaviour: null, blocked: 1 },
      ]),
    );
    expect(DEMO_USERS.every((u) => u.username.length <= 15)).toBe(true);
  });

  it('stores scrypt hashes (node default cost) with a salt of each user, never the password', async () => {
    const rows = db.prepare('SELECT password_hash, password_salt FROM users').all() as { password_hash: string; password_salt: string }[];
    const [first] = rows;
    await expect(verifyPassword(DEMO_PASSWORD, { hash: first?.password_hash ?? '', salt: first?.password_salt ?? '' })).resolves.toBe(true);
    expect(new Set(rows.map((r) => r.password_salt)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[0-9a-f]{64}$/);
      expect(row.password_hash).not.toContain('Demo!Pass-2026');
    }
  });

  it('gives each user the accounts the scenario describes', () => {
    for (const u of ['demo.plain', 'demo.push', 'demo.pushno', 'demo.pushwait', 'demo.sms']) {
      // Main Custody and the Research Basket (500 assets) are both custody accounts.
      expect(accountTypesOf(db, u)).toEqual(['COLLATERAL', 'CUSTODY', 'CUSTODY', 'SUB_CUSTODY']);
    }
    expect(accountTypesOf(db, 'demo.mm')).toEqual(['MARKET_MAKER', 'MARKET_MAKER']);
    expect(accountTypesOf(db, 'demo.mixed')).toEqual(['CUSTODY', 'MARKET_MAKER']);
    for (const u of ['demo.maker', 'demo.checker', 'demo.viewer']) expect(accountTypesOf(db, u)).toContain('CUSTODY');
    expect(accountTypesOf(db, 'demo.noaccts')).toEqual([]);
    const firmOf = db.prepare('SELECT firm_id FROM users WHERE username = ?').pluck();
    expect(firmOf.get('demo.checker')).toBe(firmOf.get('demo.maker'));
    expect(firmOf.get('demo.viewer')).toBe(firmOf.get('demo.maker'));
    const countryOf = db.prepare('SELECT f.country_code FROM users u JOIN firms f ON f.id = u.firm_id WHERE u.username = ?').pluck();
    expect(countryOf.get('demo.ie')).toBe('IE');
    expect(countryOf.get('demo.plain')).toBe('US');
  });

  it('gives demo.sms a US and a UK phone', () => {
    const phones = db
      .prepare(
        `SELECT p.country_code FROM identity_phones p JOIN identities i ON i.id = p.identity_id
         JOIN users u ON u.id = i.user_id WHERE u.username = ? ORDER BY 1`,
      )
      .pluck()
      .all('demo.sms');
    expect(phones).toEqual(['GB', 'US']);
  });

  it('gives every user an identity with a phone, and keeps the register identities without a user', () => {
    const withoutIdentity = db
      .prepare('SELECT username FROM users u WHERE NOT EXISTS (SELECT 1 FROM identities i JOIN identity_phones p ON p.identity_id = i.id WHERE i.user_id = u.id)')
      .pluck()
      .all();
    expect(withoutIdentity).toEqual([]);
    const unregistered = db
      .prepare("SELECT first_name || ' ' || last_name || ' ' || dob || ' ' || ifnull(zip, '-') FROM identities WHERE user_id IS NULL ORDER BY zip")
      .pluck()
      .all();
    expect(unregistered).toEqual(['Jordan Avery 1988-07-19 10017', 'Sam Taylor 1979-03-14 60601', 'Sam Taylor 1979-03-14 94110']);
  });

  it('stores the last 4 of the national id only as a salted scrypt hash', () => {
    const rows = db.prepare('SELECT ssn_last4_hash, ssn_last4_salt FROM identities').all() as { ssn_last4_hash: string; ssn_last4_salt: string }[];
    expect(rows.length).toBe(DEMO_USERS.length + 3);
    expect(new Set(rows.map((r) => r.ssn_last4_salt)).size).toBe(rows.length);
    for (const row of rows) expect(row.ssn_last4_hash).toMatch(/^scrypt\$16384\$8\$1\$[0-9a-f]{64}$/);
    // As a whole token: a random hex salt or hash may hold the digits '5307' by chance.
    expect(findInJson(db.prepare('SELECT * FROM identities').all(), '5307')).toBeNull();
  });

  it('sets the default flags and two client notifications', () => {
    const flags = Object.fromEntries(
      (db.prepare('SELECT name, value FROM feature_flags').all() as { name: string; value: number }[]).map((r) => [r.name, r.value]),
    );
    expect(flags).toMatchObject({
      MarketMaker: 1, newCookieBanner: 1, oldCookieBanner: 0, CCLogin: 0, stablecoinTerms: 1,
      'multi-account-types': 1, 'am.activityv3.enabled': 1, aa: 1, a2a: 0, 'wire-out-v2': 0,
    });
    const severities = db.prepare('SELECT severity, message FROM client_notifications ORDER BY id').all() as { severity: string; message: string }[];
    expect(severities.map((n) => n.severity)).toEqual(['blue', 'yellow']);
    expect(severities[0]?.message).toMatch(/link=\[https:\/\/[^\]]+\]/);
  });

  it('seeds consistent rows (foreign keys hold, though seeding writes without checking them)', () => {
    expect(db.pragma('foreign_key_check')).toEqual([]);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('seeds assets, entitlements and months of ledger history for every account', () => {
    expect(count(db, 'securities')).toBe(506);
    expect(count(db, 'price_models')).toBe(506);
    expect(count(db, 'entitlement_actions')).toBe(14);
    const perAccount = db
      .prepare('SELECT a.account_number AS account, COUNT(l.id) AS entries, MIN(l.booked_at) AS first FROM accounts a LEFT JOIN ledger_entries l USING (account_number) GROUP BY 1')
      .all() as { account: string; entries: number; first: number }[];
    expect(perAccount).toHaveLength(14);
    const now = Date.now();
    for (const a of perAccount) {
      expect(a.entries).toBeGreaterThanOrEqual(10);
      expect(now - a.first).toBeGreaterThan(80 * 24 * 3_600_000); // months of history
    }
    expect(count(db, 'ledger_entries')).toBeGreaterThan(900);
    const kinds = db.prepare('SELECT DISTINCT kind FROM ledger_entries ORDER BY 1').pluck().all();
    expect(kinds).toEqual(['adjustment', 'deposit', 'fee', 'trade', 'withdrawal']);
    expect(db.prepare('SELECT COUNT(*) FROM ledger_entries WHERE settled = 0').pluck().get()).toBeGreaterThanOrEqual(5);
  });

  it('seeds only an empty database, and reset restores the scenario', () => {
    expect(seedIfEmpty(db)).toBe(false);
    db.prepare("UPDATE users SET blocked = 1, failed_attempts = 5 WHERE username = 'demo.plain'").run();
    db.prepare("DELETE FROM accounts WHERE firm_id = 'F-2001'").run();
    db.prepare("UPDATE feature_flags SET value = 0 WHERE name = 'MarketMaker'").run();
    resetScenario(db);
    expect(count(db, 'users')).toBe(18);
    expect(accountTypesOf(db, 'demo.mm')).toEqual(['MARKET_MAKER', 'MARKET_MAKER']);
    expect(db.prepare("SELECT blocked FROM users WHERE username = 'demo.plain'").pluck().get()).toBe(0);
    expect(db.prepare("SELECT value FROM feature_flags WHERE name = 'MarketMaker'").pluck().get()).toBe(1);
  });
});

describe('reset from the snapshot of the seeded scenario', () => {
  it('restores exactly what seeding builds, with foreign keys holding', () => {
    const restored = openDatabase(':memory:');
    seedScenario(restored, TEST_SCENARIO);
    restored.prepare("UPDATE users SET blocked = 1 WHERE username = 'demo.plain'").run();
    // Rows that reference ledger entries first (the seeded transfers' holds, the confirmed deposit's credit).
    restored.prepare('DELETE FROM transfers').run();
    restored.prepare("DELETE FROM inbound_deposits WHERE status = 'CONFIRMED'").run();
    restored.prepare('DELETE FROM ledger_entries WHERE id % 2 = 0').run();
    restored.prepare("DELETE FROM price_models WHERE symbol = 'A001'").run();
    restored.prepare("INSERT INTO ledger_entries (account_number, symbol, kind, amount, settled, cost_basis_cents, booked_at, description) VALUES ('C40017238', 'USD', 'deposit', '1', 1, 1, 0, 'x')").run();
    restored.prepare('DELETE FROM burn_addresses WHERE derivation_index = 0').run();
    restored.prepare("UPDATE mint_account_details SET reference = reference || ' x'").run();
    resetScenario(restored, TEST_SCENARIO); // the snapshot path
    const fresh = openDatabase(':memory:');
    ensureMasterSecret(fresh, ensureMasterSecret(restored).toString('hex')); // the burn addresses derive from it
    seedScenario(fresh, TEST_SCENARIO);
    const tables = [
      'users', 'accounts', 'securities', 'price_models', 'account_settings', 'account_assets', 'user_entitlements', 'ledger_entries',
      'feature_flags', 'mint_account_details', 'burn_addresses', 'transfers', 'inbound_deposits', 'action_item_decisions',
    ];
    for (const table of tables) {
      const rows = (d: Database.Database) => (d.prepare(`SELECT * FROM "${table}"`).all() as unknown[]).map((r) => JSON.stringify(r)).sort();
      expect([table, rows(restored)]).toEqual([table, rows(fresh)]);
    }
    expect(restored.pragma('foreign_key_check')).toEqual([]);
    expect(restored.pragma('foreign_keys', { simple: true })).toBe(1);
    restored.close();
    fresh.close();
  });
});

describe('the gateway secrets through a reset', () => {
  it('keeps the burn master secret (not scenario data), so the seeded burn addresses come back the same', () => {
    const db = openDatabase(':memory:');
    seedScenario(db, TEST_SCENARIO);
    const secret = () => db.prepare('SELECT name, hex(value) AS value FROM gateway_secrets').all();
    const addresses = () => db.prepare('SELECT account_number, derivation_index, wallet_address, available_at FROM burn_addresses ORDER BY id').all();
    const [before, seeded] = [secret(), addresses()];
    expect(before).toHaveLength(1);
    expect(seeded.length).toBeGreaterThan(0);
    resetScenario(db, TEST_SCENARIO); // from the snapshot
    expect([secret(), addresses()]).toEqual([before, seeded]);
    resetScenario(db, { ...TEST_SCENARIO, asOf: (TEST_SCENARIO.asOf as number) + 1 }); // seeded again
    resetScenario(db, TEST_SCENARIO);
    expect([secret(), addresses()]).toEqual([before, seeded]);
    db.close();
  });
});

describe('a database made before Mint & Burn existed', () => {
  it('takes migration 004, and at start is refused untouched (not wiped, not seeded over) because it has no mint details', () => {
    const db = openSqlite(':memory:');
    db.pragma('foreign_keys = ON');
    const migrations = readMigrations();
    migrate(db, migrations.slice(0, 3));
    registerFunctions(db);
    db.prepare("INSERT INTO firms (id, legal_name, country_code) VALUES ('F-1', 'Old Firm', 'US')").run();
    db.prepare(
      "INSERT INTO users (username, first_name, last_name, firm_id, password_hash, password_salt, second_factor) VALUES ('old.user', 'O', 'U', 'F-1', 'h', 's', 'none')",
    ).run();
    db.prepare("INSERT INTO identities (user_id, firm_id, first_name, last_name, dob, ssn_last4_hash, ssn_last4_salt) VALUES (1, 'F-1', 'O', 'U', '1980-01-01', 'h', 's')").run();
    db.prepare(
      `INSERT INTO securities (symbol, display_order, status, type, full_name, abbreviation, color, decimals, truncated_decimals, max_digits,
         fee_currency, withdraw_fee, transfer_decimals, transfer_min) VALUES ('USD', 1, 'ACTIVE', 'fiat', 'US Dollar', 'USD', '#000000', 2, 2, 12, 'USD', '0', 2, '0.01')`,
    ).run();
    expect(migrate(db, migrations)).toEqual(namesFrom(migrations, 4));
    const before = snapshotOf(db);
    expect(() => seedIfEmpty(db, TEST_SCENARIO)).toThrow(PartlySeededDatabase);
    expect(() => seedIfEmpty(db, TEST_SCENARIO)).toThrow('no rows in mint_account_details, bank_directory, inbound_deposits, documents');
    expect(snapshotOf(db)).toEqual(before); // neither wiped nor seeded over
    expect(count(db, 'users')).toBe(1);
    db.close();
  });
});

describe('a database made before accounts and balances existed', () => {
  it('takes migration 003, and at start is refused untouched because it has no assets', () => {
    const db = openSqlite(':memory:');
    db.pragma('foreign_keys = ON');
    const migrations = readMigrations();
    migrate(db, migrations.slice(0, 2));
    db.prepare("INSERT INTO firms (id, legal_name, country_code) VALUES ('F-1', 'Old Firm', 'US')").run();
    db.prepare(
      "INSERT INTO users (username, first_name, last_name, firm_id, password_hash, password_salt, second_factor) VALUES ('old.user', 'O', 'U', 'F-1', 'h', 's', 'none')",
    ).run();
    db.prepare("INSERT INTO identities (user_id, firm_id, first_name, last_name, dob, ssn_last4_hash, ssn_last4_salt) VALUES (1, 'F-1', 'O', 'U', '1980-01-01', 'h', 's')").run();
    expect(migrate(db, migrations)).toEqual(namesFrom(migrations, 3));
    registerFunctions(db);
    const before = snapshotOf(db);
    expect(() => seedIfEmpty(db, TEST_SCENARIO)).toThrow('no rows in securities, mint_account_details');
    expect(snapshotOf(db)).toEqual(before);
    expect(count(db, 'securities')).toBe(0);
    db.close();
  });
});

describe('a database made before identities existed', () => {
  it('takes migration 002 with its data, and at start is refused untouched because its users have no identity', () => {
    const db = openSqlite(':memory:');
    db.pragma('foreign_keys = ON');
    const [foundation, ...later] = readMigrations();
    migrate(db, [foundation as (typeof later)[number]]);
    db.prepare("INSERT INTO firms (id, legal_name, country_code) VALUES ('F-1', 'Old Firm', 'US')").run();
    db.prepare(
      "INSERT INTO users (username, first_name, last_name, firm_id, password_hash, password_salt, second_factor) VALUES ('old.user', 'O', 'U', 'F-1', 'h', 's', 'sms')",
    ).run();
    db.prepare("INSERT INTO user_phones (user_id, country_code, number, label) VALUES (1, 'US', '+12125550100', 'Mobile')").run();
    db.prepare("INSERT INTO sessions (id_hash, user_id, level, created_at, last_seen_at) VALUES ('x', 1, 'full', 0, 0)").run();

    expect(migrate(db)).toEqual(later.map((m) => m.name));
    expect(count(db, 'sessions')).toBe(0); // sessions of the old shape end
    expect(count(db, 'users')).toBe(1);
    const before = snapshotOf(db);
    expect(() => seedIfEmpty(db, { passwordCost: { N: 1024, r: 8, p: 1 } })).toThrow('no rows in identities, securities');
    expect(snapshotOf(db)).toEqual(before);
    expect(db.prepare('SELECT username FROM users').pluck().all()).toEqual(['old.user']);
    db.close();
  });
});
