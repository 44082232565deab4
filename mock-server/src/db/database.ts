// Opens the gateway's SQLite database (a file, or ':memory:' for tests) and brings its schema up
// to date.
import fs from 'node:fs';
import path from 'node:path';
import { migrate } from './migrate';
import { openSqlite } from './sqlite';
import type { Db } from './connection';
import { trackWrites } from './writeTracking';

export type { Db } from './connection';

export function openDatabase(file: string): Db {
  const inMemory = file === ':memory:';
  if (!inMemory) fs.mkdirSync(path.dirname(file), { recursive: true });
  // Before anything is prepared: every statement that may write is counted (db/writeTracking.ts).
  const db = trackWrites(openSqlite(file));
  if (!inMemory) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('locking_mode = EXCLUSIVE');
  }
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  registerFunctions(db);
  migrate(db);
  return db;
}

/**
 * units_sum(text): the exact sum of integer texts (ledger amounts), as text; NULLs are skipped and
 * no rows sum to '0'. SQLite's SUM stops at 64 bits, and 18-decimal balances do not fit in them.
 */
export function registerFunctions(db: Db): void {
  db.aggregate('units_sum', {
    start: () => 0n,
    step: (total: bigint, value: unknown) => (value === null || value === undefined ? total : total + BigInt(value as string)),
    result: (total: bigint) => total.toString(),
    deterministic: true,
  });
}

/**
 * Tables the gateway keeps through a reset: the migration log, the read and access generations
 * (they never go back, so a kept answer is never taken for another state), and the secrets it made for itself
 * (the burn master secret: the seeded burn addresses are derived from it, so a reset that made a
 * new one would change them).
 */
export const KEPT_TABLES: readonly string[] = ['schema_migrations', 'gateway_secrets', 'read_generation', 'access_generation', 'session_generation'];

/** Tables that hold scenario data (everything but KEPT_TABLES), oldest first. */
export function dataTables(db: Db): string[] {
  return (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[]).filter(
    (name) => !KEPT_TABLES.includes(name),
  );
}

/** A row read with .get() turned into its domain object; null when there is none. */
export const mapRow = <R, T>(row: R | undefined, map: (row: R) => T): T | null => (row ? map(row) : null);
