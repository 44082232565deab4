// Counts the writes made through a connection, so what the gateway keeps in memory can tell "no
// write since I last looked" without asking SQLite (db/generation.ts). The gateway's database is
// opened in exclusive locking mode (database.ts): while it runs, no other connection can read or
// write the file, so its own connection's writes are all the writes there are. Every statement that
// may write (better-sqlite3's `readonly` is false: INSERT, UPDATE, DELETE, DDL, ATTACH, a PRAGMA
// that sets) counts each time it runs, and so does every `exec`. A write that fails or is rolled
// back counts too: a look too many, never one too few.
import type { Db } from './connection';

const WRITES = Symbol('writes through this connection');
type Tracked = Db & { [WRITES]: number };

/** Writes counted on `db` so far; undefined for a connection not tracked (then always look). */
export function writesOf(db: Db): number | undefined {
  return (db as Partial<Tracked>)[WRITES];
}

type Runner = (...args: unknown[]) => unknown;

/** Counts the writes made through `db` from now on; returns it. */
export function trackWrites(db: Db): Db {
  const tracked = db as Tracked;
  if (tracked[WRITES] !== undefined) return db;
  tracked[WRITES] = 0;
  const prepare = db.prepare.bind(db) as (source: string) => ReturnType<Db['prepare']>;
  const exec = db.exec.bind(db);
  db.prepare = ((source: string) => {
    const statement = prepare(source);
    if (!statement.readonly) {
      const counted = statement as unknown as Record<'run' | 'get' | 'all' | 'iterate', Runner>;
      for (const method of ['run', 'get', 'all', 'iterate'] as const) {
        const original = counted[method];
        counted[method] = function countedWrite(this: unknown, ...args: unknown[]) {
          tracked[WRITES] += 1;
          return original.apply(this, args);
        };
      }
    }
    return statement;
  }) as Db['prepare'];
  db.exec = (source: string) => {
    tracked[WRITES] += 1;
    return exec(source);
  };
  return db;
}
