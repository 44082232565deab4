// Password hashing with node:crypto scrypt: a random 16-byte salt per user, parameters kept in the
// stored hash so they can be raised later, and a constant-time comparison.
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}
/** node's default scrypt cost (16 MiB, ~35 ms here). */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

export interface PasswordHash {
  /** `scrypt$N$r$p$<hex key>` */
  hash: string;
  /** hex */
  salt: string;
}

export function hashPasswordSync(password: string, cost: ScryptCost = DEFAULT_SCRYPT_COST): PasswordHash {
  const salt = randomBytes(16).toString('hex');
  const key = scryptSync(password, Buffer.from(salt, 'hex'), KEY_LENGTH, { ...cost, maxmem: 256 * cost.N * cost.r });
  return { hash: `scrypt$${cost.N}$${cost.r}$${cost.p}$${key.toString('hex')}`, salt };
}

function scryptAsync(password: string, salt: Buffer, length: number, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, { ...cost, maxmem: 256 * cost.N * cost.r }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** True when the password matches; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const parts = stored.hash.split('$');
  const [scheme, n, r, p, keyHex] = parts;
  if (parts.length !== 5 || scheme !== 'scrypt' || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (expected.length === 0 || ![cost.N, cost.r, cost.p].every((x) => Number.isSafeInteger(x) && x > 0)) return false;
  const actual = await scryptAsync(password, Buffer.from(stored.salt, 'hex'), expected.length, cost);
  return timingSafeEqual(actual, expected);
}

let decoy: PasswordHash | undefined;
/** A hash to verify against when the username is unknown, so both cases take the same time. */
export function decoyHash(): PasswordHash {
  decoy ??= hashPasswordSync(randomBytes(12).toString('hex'));
  return decoy;
}

/** As hashPasswordSync, without blocking the event loop (request handlers use this one). */
export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_SCRYPT_COST): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, cost);
  return { hash: `scrypt$${cost.N}$${cost.r}$${cost.p}$${key.toString('hex')}`, salt: salt.toString('hex') };
}
