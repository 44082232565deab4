// The gateway's connection type, on its own: database.ts opens one, writeTracking.ts and
// generation.ts work on one, and none of them needs the others to name it.
import type Database from 'better-sqlite3';

export type Db = Database.Database;
