// Seeds the demo scenario: firms, accounts, users (scrypt hashes of DEMO_PASSWORD), identities
// (the users' and those without a user yet; the last 4 of the national id as a scrypt hash) with
// their phones, feature flags and client notifications. resetScenario wipes every data table and
// seeds again.
import { dataTables, type Db } from '../db/database';
import { DEFAULT_SCRYPT_COST, hashPasswordSync, type PasswordHash, type ScryptCost } from '../domain/passwords';
import { DEFAULT_FLAGS, DEFAULT_NOTIFICATIONS } from './defaults';
import { DEMO_IDENTITIES, DEMO_PASSWORD, DEMO_USERS, type DemoPersonalData } from './demoUsers';
import { DEMO_FIRMS } from './firms';

export interface ScenarioOptions {
  /**
   * scrypt cost of the demo users' password hashes and of the identities' last-4 hashes; tests pass
   * a cheap one (the cost is kept in each hash).
   */
  passwordCost?: ScryptCost;
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
  const firm = db.prepare('INSERT INTO firms (id, legal_name, country_code) VALUES (?, ?, ?)');
  const account = db.prepare(
    'INSERT INTO accounts (account_number, firm_id, short_name, display_name, account_type) VALUES (?, ?, ?, ?, ?)',
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
    firm.run(f.id, f.legalName, f.countryCode);
    for (const a of f.accounts) account.run(a.accountNumber, f.id, a.shortName, a.displayName, a.type);
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
  for (const [name, value] of Object.entries(DEFAULT_FLAGS)) flag.run(name, value ? 1 : 0);
  for (const n of DEFAULT_NOTIFICATIONS) notification.run(n.message, n.severity);
}

export function seedScenario(db: Db, options: ScenarioOptions = {}): void {
  db.transaction(() => insertScenario(db, options))();
}

/**
 * Seeds a database that has no users yet (first start), and re-seeds one whose users have no
 * identities (made before identities existed). Returns whether it seeded.
 */
export function seedIfEmpty(db: Db, options: ScenarioOptions = {}): boolean {
  const users = db.prepare('SELECT COUNT(*) FROM users').pluck().get() as number;
  if (users === 0) {
    seedScenario(db, options);
    return true;
  }
  const identities = db.prepare('SELECT COUNT(*) FROM identities').pluck().get() as number;
  if (identities > 0) return false;
  resetScenario(db, options);
  return true;
}

/** Restores the seeded scenario: every data table emptied (sessions included), then seeded. */
export function resetScenario(db: Db, options: ScenarioOptions = {}): void {
  db.transaction(() => {
    db.pragma('defer_foreign_keys = ON');
    for (const table of dataTables(db)) db.prepare(`DELETE FROM "${table}"`).run();
    insertScenario(db, options);
  })();
}
