// Seeds the demo scenario: firms, accounts, users (scrypt hashes of DEMO_PASSWORD), identities
// (the users' and those without a user yet; the last 4 of the national id as a scrypt hash) with
// their phones, assets and price models, account settings and enabled assets, entitlements, the
// ledger history, the mint details and burn history of market-maker accounts, the documents, feature
// flags and client notifications, the inbound deposits awaiting review and the decisions' audit.
// seedIfEmpty seeds only an empty database, and never wipes one that holds data; resetScenario (the
// control API's explicit reset) wipes every data table (not the gateway's secrets) and seeds again. Seeding is fast
// (each reset of a test runs it): see seedHoldings.
import { dataTables, type Db } from '../db/database';
import { DEFAULT_SCRYPT_COST, hashPasswordSync, type PasswordHash, type ScryptCost } from '../domain/identity/passwords';
import { insertActionItems } from './actionItems';
import { DEFAULT_FLAGS, DEFAULT_NOTIFICATIONS, DEFAULT_USER_NOTIFICATIONS } from './defaults';
import { DEMO_IDENTITIES, DEMO_PASSWORD, DEMO_USERS, type DemoPersonalData } from './demoUsers';
import { DEMO_FIRMS } from './firms';
import { insertDocuments } from './documents';
import { insertMintBurn } from './mintBurn';
import { insertSavedInstructions } from './savedInstructions';
import { insertHoldings } from './seedHoldings';

export interface ScenarioOptions {
  /**
   * scrypt cost of the demo users' password hashes and of the identities' last-4 hashes; tests pass
   * a cheap one (the cost is kept in each hash).
   */
  passwordCost?: ScryptCost;
  /**
   * The instant the seeded ledger history ends at (epoch ms); default: the real time of seeding.
   * Tests pass a fixed one, so every reset seeds the same balances.
   */
  asOf?: number;
  /**
   * The busy desk's (demo.busy) thousands of records; default true. Gateway tests that do not read
   * them pass false (each busy plan cut to a hundredth): seeding stays fast.
   */
  busyDesk?: boolean;
}

// scrypt is slow on purpose; each demo hash (with its own salt) is made once per process and cost,
// and reused by later resets.
const hashes = new Map<string, PasswordHash>();
function demoHash(secret: string, owner: string, cost: ScryptCost): PasswordHash {
  const key = `${cost.N}/${cost.r}/${cost.p}/${owner}`;
  let hash = hashes.get(key);
  if (!hash) {
    hash = hashPasswordSync(secret, cost);
    hashes.set(key, hash);
  }
  return hash;
}

function insertScenario(db: Db, options: ScenarioOptions): void {
  const firm = db.prepare('INSERT INTO firms (id, legal_name, country_code, business_unit, four_eyes_transfers) VALUES (?, ?, ?, ?, ?)');
  const account = db.prepare(
    'INSERT INTO accounts (account_number, firm_id, short_name, display_name, account_type, display_order) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const user = db.prepare(
    `INSERT INTO users (username, first_name, last_name, firm_id, password_hash, password_salt, second_factor, push_behaviour, blocked)
     VALUES (@username, @firstName, @lastName, @firmId, @hash, @salt, @secondFactor, @pushBehaviour, @blocked)`,
  );
  const identity = db.prepare(
    `INSERT INTO identities (user_id, firm_id, first_name, last_name, dob, ssn_last4_hash, ssn_last4_salt, zip)
     VALUES (@userId, @firmId, @firstName, @lastName, @dob, @hash, @salt, @zip)`,
  );
  const phone = db.prepare('INSERT INTO identity_phones (identity_id, country_code, number, label) VALUES (?, ?, ?, ?)');
  const cost = options.passwordCost ?? DEFAULT_SCRYPT_COST;
  const addIdentity = (owner: string, person: DemoPersonalData & { firstName: string; lastName: string; firmId: string }, userId: number | null) => {
    const { hash, salt } = demoHash(person.ssnLast4, `identity:${owner}`, cost);
    const { lastInsertRowid } = identity.run({
      userId, firmId: person.firmId, firstName: person.legalFirstName ?? person.firstName, lastName: person.lastName,
      dob: person.dob, hash, salt, zip: person.zip,
    });
    for (const p of person.phones) phone.run(lastInsertRowid, p.countryCode, p.number, p.label);
  };
  const flag = db.prepare('INSERT INTO feature_flags (name, value) VALUES (?, ?)');
  const notification = db.prepare('INSERT INTO client_notifications (message, severity) VALUES (?, ?)');

  for (const f of DEMO_FIRMS) {
    firm.run(f.id, f.legalName, f.countryCode, f.businessUnit, f.fourEyesTransfers ? 1 : 0);
    f.accounts.forEach((a, i) => account.run(a.accountNumber, f.id, a.shortName, a.displayName, a.type, i + 1));
  }
  for (const u of DEMO_USERS) {
    const { hash, salt } = demoHash(DEMO_PASSWORD, `user:${u.username}`, cost);
    const { lastInsertRowid } = user.run({
      username: u.username,
      firstName: u.firstName,
      lastName: u.lastName,
      firmId: u.firmId,
      hash,
      salt,
      secondFactor: u.secondFactor,
      pushBehaviour: u.pushBehaviour ?? null,
      blocked: u.blocked ? 1 : 0,
    });
    addIdentity(u.username, { ...u.identity, firstName: u.firstName, lastName: u.lastName, firmId: u.firmId }, Number(lastInsertRowid));
  }
  DEMO_IDENTITIES.forEach((person, i) => addIdentity(`unregistered:${i}`, person, null));
  const asOf = options.asOf ?? Date.now();
  insertHoldings(db, asOf, options.busyDesk === false);
  insertMintBurn(db, asOf);
  insertSavedInstructions(db, asOf);
  insertActionItems(db, asOf);
  insertDocuments(db, asOf);
  for (const [name, value] of Object.entries(DEFAULT_FLAGS)) flag.run(name, value ? 1 : 0);
  for (const n of DEFAULT_NOTIFICATIONS) notification.run(n.message, n.severity);
  const userNotification = db.prepare('INSERT INTO user_notifications (firm_id, title, message, severity, created_at) VALUES (?, ?, ?, ?, ?)');
  for (const n of DEFAULT_USER_NOTIFICATIONS) userNotification.run(n.firmId, n.title, n.message, n.severity, asOf - n.ageMs);
}

/**
 * Runs a bulk write with foreign keys off (they cost a third of a seed): the scenario's rows are
 * made by this code, consistent by construction, and a test runs PRAGMA foreign_key_check after a
 * seed and after a reset. The pragma only takes effect outside a transaction.
 */
function withoutForeignKeys(db: Db, write: () => void): void {
  const enforced = db.pragma('foreign_keys', { simple: true }) === 1;
  if (enforced) db.pragma('foreign_keys = OFF');
  try {
    write();
  } finally {
    if (enforced) db.pragma('foreign_keys = ON');
  }
}

// The scenario as last seeded, kept per connection in an attached in-memory schema, so a reset
// with the same options copies it back inside SQLite instead of building it again (tests reset
// before every test). A scenario seeded at "now" (no asOf) is never the same twice: no snapshot.
const SNAPSHOT = 'seeded_scenario';
const snapshotKeys = new WeakMap<Db, string>();

function snapshotKey(options: ScenarioOptions): string | null {
  if (options.asOf === undefined) return null;
  return JSON.stringify([options.asOf, options.passwordCost ?? DEFAULT_SCRYPT_COST, options.busyDesk !== false]);
}

function takeSnapshot(db: Db, key: string): void {
  const attached = (db.pragma('database_list') as { name: string }[]).some((d) => d.name === SNAPSHOT);
  if (!attached) db.prepare(`ATTACH DATABASE ':memory:' AS ${SNAPSHOT}`).run();
  db.transaction(() => {
    for (const table of dataTables(db)) {
      db.prepare(`DROP TABLE IF EXISTS ${SNAPSHOT}."${table}"`).run();
      db.prepare(`CREATE TABLE ${SNAPSHOT}."${table}" AS SELECT * FROM main."${table}"`).run();
    }
  })();
  snapshotKeys.set(db, key);
}

export function seedScenario(db: Db, options: ScenarioOptions = {}): void {
  withoutForeignKeys(db, () => db.transaction(() => insertScenario(db, options))());
  const key = snapshotKey(options);
  if (key !== null) takeSnapshot(db, key);
}

/** Tables the whole scenario has rows in: a database holding users but not these was seeded by an older version, or is not the demo's. */
const SCENARIO_TABLES = ['users', 'identities', 'securities', 'mint_account_details', 'bank_directory', 'inbound_deposits', 'documents'] as const;

/** A database that holds data but not the whole demo scenario: the gateway does not start on it (main.ts says why). */
export class PartlySeededDatabase extends Error {
  constructor(readonly emptyTables: readonly string[]) {
    super(
      `The database holds data but not the whole demo scenario (no rows in ${emptyTables.join(', ')}). ` +
        'It is neither seeded over nor wiped. To start a fresh demo, move the database file away (or delete it) and start again; ' +
        'a gateway that runs resets its scenario with POST /__mock/reset.',
    );
    this.name = 'PartlySeededDatabase';
  }
}

/**
 * At start: seeds a database whose data tables are all empty (a new file) and answers true; keeps
 * one that holds the scenario (answers false). Never wipes a database that holds data: one that
 * holds some but not the whole scenario (made by an older version before a later migration's data
 * existed, or not the demo's) is refused with PartlySeededDatabase, untouched. The explicit way to
 * start over is the control API's reset (resetScenario) or a new file.
 */
export function seedIfEmpty(db: Db, options: ScenarioOptions = {}): boolean {
  const rowsOf = (table: string) => db.prepare(`SELECT EXISTS (SELECT 1 FROM "${table}")`).pluck().get() as number;
  if (dataTables(db).every((table) => rowsOf(table) === 0)) {
    seedScenario(db, options);
    return true;
  }
  const empty = SCENARIO_TABLES.filter((table) => rowsOf(table) === 0);
  if (empty.length > 0) throw new PartlySeededDatabase(empty);
  return false;
}

/** Restores the seeded scenario: every data table emptied (sessions included), then seeded. */
export function resetScenario(db: Db, options: ScenarioOptions = {}): void {
  const key = snapshotKey(options);
  const restore = key !== null && snapshotKeys.get(db) === key;
  withoutForeignKeys(db, () =>
    db.transaction(() => {
      const tables = dataTables(db);
      // Newest tables first: children before their parents.
      for (const table of [...tables].reverse()) db.prepare(`DELETE FROM main."${table}"`).run();
      if (restore) for (const table of tables) db.prepare(`INSERT INTO main."${table}" SELECT * FROM ${SNAPSHOT}."${table}"`).run();
      else insertScenario(db, options);
    })(),
  );
  if (!restore && key !== null) takeSnapshot(db, key);
}
