// Applies db/migrations/NNN_name.sql in order, each once, each in its own transaction, and records
// it in schema_migrations. A later issue adds a table by adding a file with the number reserved for
// it: numbers are reserved per piece of work, so one may be missing for a while (docs/gateway.md
// "Inside"); a number used twice is refused.
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
/** The audit database's migrations (domain/audit/auditTable.ts), applied as the gateway's are. */
export const AUDIT_MIGRATIONS_DIR = path.join(__dirname, 'auditMigrations');
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = MIGRATION_FILE.exec(file);
      if (!match?.[1]) throw new Error(`Migration file name must look like 001_name.sql: ${file}`);
      return { version: Number(match[1]), name: file, sql: fs.readFileSync(path.join(dir, file), 'utf8') };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((m, i) => {
    const before = migrations[i - 1];
    if (before?.version === m.version) throw new Error(`Migration number ${m.name.slice(0, 3)} is used twice: ${before.name}, ${m.name}`);
  });
  return migrations;
}

/** Applies the pending migrations; returns the names applied now. */
export function migrate(db: Database.Database, migrations: Migration[] = readMigrations()): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL DEFAULT (datetime('now')))`);
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[],
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)');
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name);
    })();
    done.push(migration.name);
  }
  return done;
}
