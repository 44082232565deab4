// Secrets the gateway makes for itself, kept in gateway_secrets (a reset leaves that table alone).
// The burn master secret: every burn address is derived from it (domain/mintBurn/burnAddressDerivation.ts).
// It is 32 random bytes made the first time it is needed, unless BURN_MASTER_SECRET (64 hex digits)
// gives it at start (main.ts), which makes the addresses of a fresh database reproducible. It is
// never answered, logged or shown on the control panel. A real custodian keeps such a key in an HSM
// or KMS; this reference gateway keeps it in its own (git-ignored) database file.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';

export const BURN_MASTER_SECRET_NAME = 'burn-master';
export const MASTER_SECRET_BYTES = 32;
const HEX_SECRET = /^[0-9a-fA-F]{64}$/;

/** The secret BURN_MASTER_SECRET gives: exactly 64 hex digits, else an error that names the variable only. */
export function parseMasterSecret(hex: string): Buffer {
  if (!HEX_SECRET.test(hex)) throw new Error(`BURN_MASTER_SECRET must be ${MASTER_SECRET_BYTES * 2} hex digits (${MASTER_SECRET_BYTES} bytes)`);
  return Buffer.from(hex, 'hex');
}

function stored(db: Db): Buffer | null {
  const value = db.prepare('SELECT value FROM gateway_secrets WHERE name = ?').pluck().get(BURN_MASTER_SECRET_NAME) as Buffer | undefined;
  return value ?? null;
}

function store(db: Db, secret: Buffer): void {
  db.prepare('INSERT INTO gateway_secrets (name, value, created_at) VALUES (?, ?, ?)').run(BURN_MASTER_SECRET_NAME, secret, Date.now());
}

/**
 * The database's burn master secret, made (32 random bytes) and stored if it has none. With `hex`
 * (BURN_MASTER_SECRET): stored if the database has none; the same one is fine; another one is an
 * error, since the database's burn addresses were derived from the one it holds (start again with a
 * new database file, or unset the variable).
 */
export function ensureMasterSecret(db: Db, hex?: string): Buffer {
  const given = hex === undefined ? null : parseMasterSecret(hex);
  const existing = stored(db);
  if (existing) {
    if (given && !timingSafeEqual(given, existing)) {
      throw new Error(
        'BURN_MASTER_SECRET is not the burn master secret this database was made with: unset it, or start with a new database file (DB_FILE)',
      );
    }
    return existing;
  }
  const secret = given ?? randomBytes(MASTER_SECRET_BYTES);
  store(db, secret);
  return secret;
}
