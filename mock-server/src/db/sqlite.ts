// Every SQLite connection of the gateway is made here (better-sqlite3). BETTER_SQLITE3_BINDING, when
// set, names another build of better-sqlite3's native addon: `npm run test:node22` runs the suites
// on Node 22 with one built for that Node's ABI (test/node22/run.ts). Unset, the package loads its own.
import Database from 'better-sqlite3';

export function openSqlite(file: string, options: Database.Options = {}): Database.Database {
  const nativeBinding = process.env.BETTER_SQLITE3_BINDING || undefined;
  return new Database(file, nativeBinding ? { ...options, nativeBinding } : options);
}
