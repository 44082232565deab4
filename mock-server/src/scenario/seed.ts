// Seeds the demo scenario: firms, accounts, users (scrypt hashes of DEMO_PASSWORD), phones,
// feature flags and client notifications. resetScenario wipes every data table and seeds again.
import { dataTables, type Db } from '../db/database';
import { DEFAULT_SCRYPT_COST, hashPasswordSync, type PasswordHash, type ScryptCost } from '../domain/passwords';
import { DEFAULT_FLAGS, DEFAULT_NOTIFICATIONS } from './defaults';
import { DEMO_PASSWORD, DEMO_USERS } from './demoUsers';
import { DEMO_FIRMS } from './firms';

export interface ScenarioOptions {
  /** scrypt cost of the demo users' hashes; tests pass a cheap one (the cost is kept in each hash). */
  passwordCost?: ScryptCost;
}

// scrypt is slow on purpose; each demo user's salt and hash are made once per process and cost,
// and reused by later resets (every user still has a salt of its own).
const credentials = new Map<string, PasswordHash>();
function demoCredential(username: string, cost: ScryptCost): PasswordHash {
  const key = `${cost.N}/${cost.r}/${cost.p}/${username}`;
  let credential = credentials.get(key);
  if (!credential) {
    credential = hashPasswordSync(DEMO_PASSWORD, cost);
    credentials.set(key, credential);
  }
  return credential;
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
  const phone = db.prepare('INSERT INTO user_phones (user_id, country_code, number, label) VALUES (?, ?, ?, ?)');
  const flag = db.prepare('INSERT INTO feature_flags (name, value) VALUES (?, ?)');
  const notification = db.prepare('INSERT INTO client_notifications (message, severity) VALUES (?, ?)');

  for (const f of DEMO_FIRMS) {
    firm.run(f.id, f.legalName, f.countryCode);
    for (const a of f.accounts) account.run(a.accountNumber, f.id, a.shortName, a.displayName, a.type);
  }
  for (const u of DEMO_USERS) {
    const { hash, salt } = demoCredential(u.username, options.passwordCost ?? DEFAULT_SCRYPT_COST);
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
    for (const p of u.phones ?? []) phone.run(lastInsertRowid, p.countryCode, p.number, p.label);
  }
  for (const [name, value] of Object.entries(DEFAULT_FLAGS)) flag.run(name, value ? 1 : 0);
  for (const n of DEFAULT_NOTIFICATIONS) notification.run(n.message, n.severity);
}

export function seedScenario(db: Db, options: ScenarioOptions = {}): void {
  db.transaction(() => insertScenario(db, options))();
}

/** Seeds only a database that has no users yet (first start). Returns whether it seeded. */
export function seedIfEmpty(db: Db, options: ScenarioOptions = {}): boolean {
  const users = db.prepare('SELECT COUNT(*) FROM users').pluck().get() as number;
  if (users > 0) return false;
  seedScenario(db, options);
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
