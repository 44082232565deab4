// The user directory: lookups, the failed-attempt counter behind the lockout rule, new users
// (registration) and new passwords (reset).
import { mapRow, type Db } from '../../db/database';
import type { PasswordHash } from './passwords';

export type SecondFactor = 'none' | 'push' | 'sms';
export type PushBehaviour = 'approve' | 'decline' | 'never';

/** Failed passwords in a row after which a user is blocked. */
export const MAX_FAILED_ATTEMPTS = 5;
/** A lockout by the rule ends this long after it began (or at a password reset): docs/gateway.md "Lockout". */
export const LOCKOUT_MS = 15 * 60_000;
/** Wrong passwords older than this are forgotten: the count starts again. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

export interface User {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  firmId: string;
  secondFactor: SecondFactor;
  pushBehaviour: PushBehaviour | null;
  blocked: boolean;
  failedAttempts: number;
  /** When the lockout rule blocked the user; null when not locked by the rule. */
  lockedAt: number | null;
  password: PasswordHash;
}

interface UserRow {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  firm_id: string;
  second_factor: SecondFactor;
  push_behaviour: PushBehaviour | null;
  blocked: 0 | 1;
  failed_attempts: number;
  locked_at: number | null;
  password_hash: string;
  password_salt: string;
}

function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    firmId: row.firm_id,
    secondFactor: row.second_factor,
    pushBehaviour: row.push_behaviour,
    blocked: row.blocked === 1,
    failedAttempts: row.failed_attempts,
    lockedAt: row.locked_at,
    password: { hash: row.password_hash, salt: row.password_salt },
  };
}

/**
 * A user is blocked either by the lockout rule (failed_attempts reached the maximum) or by an
 * administrator (blocked with fewer failures: failures are not counted once a user is blocked).
 */
export function isLockedOut(user: Pick<User, 'blocked' | 'failedAttempts'>): boolean {
  return user.blocked && user.failedAttempts >= MAX_FAILED_ATTEMPTS;
}

/** Whether a lockout by the rule that began at `lockedAt` is over at `now` (a stored lockout without an instant is). */
export const lockoutOver = (lockedAt: number | null, now: number): boolean => lockedAt === null || now >= lockedAt + LOCKOUT_MS;

/**
 * The next count of wrong passwords in a row after one more at `now` (SQL, over the columns
 * failed_attempts and last_failed_at): older failures are forgotten.
 */
export const NEXT_FAILURE_COUNT_SQL = 'CASE WHEN last_failed_at IS NULL OR last_failed_at < @forgetBefore THEN 1 ELSE failed_attempts + 1 END';

export interface NewUser {
  username: string;
  firstName: string;
  lastName: string;
  firmId: string;
  password: PasswordHash;
}

export class UserDirectory {
  private readonly byUsername;
  private readonly byId;
  private readonly failure;
  private readonly success;
  private readonly lift;
  private readonly lock;
  private readonly insert;
  private readonly passwordUpdate;

  constructor(db: Db) {
    this.byUsername = db.prepare<[string], UserRow>('SELECT * FROM users WHERE username = ?');
    this.byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
    // One statement, so concurrent failures can neither lose a count nor skip the block.
    this.failure = db.prepare<[{ id: number; max: number; now: number; forgetBefore: number }], { failed_attempts: number; blocked: 0 | 1 }>(
      `UPDATE users SET failed_attempts = ${NEXT_FAILURE_COUNT_SQL},
         blocked = CASE WHEN ${NEXT_FAILURE_COUNT_SQL} >= @max THEN 1 ELSE blocked END,
         locked_at = CASE WHEN ${NEXT_FAILURE_COUNT_SQL} >= @max THEN @now ELSE locked_at END,
         last_failed_at = @now
       WHERE id = @id RETURNING failed_attempts, blocked`,
    );
    // Never on a blocked row: a right password does not lift a lockout (issue 25), only time or a reset does.
    this.success = db.prepare<[number]>('UPDATE users SET failed_attempts = 0, last_failed_at = NULL WHERE id = ? AND blocked = 0');
    // Only a lockout by the rule ends with time; an administrator's block (fewer failures) stays.
    this.lift = db.prepare<[number, number]>(
      'UPDATE users SET blocked = 0, failed_attempts = 0, locked_at = NULL, last_failed_at = NULL WHERE id = ? AND blocked = 1 AND failed_attempts >= ?',
    );
    this.lock = db.prepare<[{ id: number; max: number; now: number }]>(
      `UPDATE users SET blocked = 1, failed_attempts = MAX(failed_attempts, @max), locked_at = @now
       WHERE id = @id AND NOT (blocked = 1 AND failed_attempts < @max)`,
    );
    this.insert = db.prepare<[string, string, string, string, string, string]>(
      `INSERT INTO users (username, first_name, last_name, firm_id, password_hash, password_salt, second_factor)
       VALUES (?, ?, ?, ?, ?, ?, 'none')`,
    );
    // A lockout ends with the new password; an administrator's block stays (see isLockedOut).
    this.passwordUpdate = db.prepare<[string, string, number, number]>(
      `UPDATE users SET password_hash = ?, password_salt = ?, failed_attempts = 0, last_failed_at = NULL, locked_at = NULL,
         blocked = CASE WHEN failed_attempts >= ? THEN 0 ELSE blocked END
       WHERE id = ?`,
    );
  }

  findByUsername(username: string): User | null {
    return mapRow(this.byUsername.get(username), toUser);
  }

  findById(id: number): User | null {
    return mapRow(this.byId.get(id), toUser);
  }

  /** Counts a failed password at `now`; returns whether the user is now blocked. */
  recordFailedAttempt(userId: number, now: number): { failedAttempts: number; blocked: boolean } {
    const row = this.failure.get({ id: userId, max: MAX_FAILED_ATTEMPTS, now, forgetBefore: now - FAILURE_MEMORY_MS });
    return { failedAttempts: row?.failed_attempts ?? 0, blocked: row?.blocked === 1 };
  }

  /** Ends a lockout by the rule (its time is up); an administrator's block stays. */
  liftLockout(userId: number): void {
    this.lift.run(userId, MAX_FAILED_ATTEMPTS);
  }

  /** Locks the user out by the rule at `now` (too many wrong security codes), unless an administrator blocked them. */
  lockOut(userId: number, now: number): void {
    this.lock.run({ id: userId, max: MAX_FAILED_ATTEMPTS, now });
  }

  /** A right password: the count of wrong ones starts again (a blocked user's row is left as it is). */
  clearFailedAttempts(userId: number): void {
    this.success.run(userId);
  }

  /** Creates a user without a second factor; null when the username is taken (any case). */
  create(user: NewUser): number | null {
    if (this.byUsername.get(user.username)) return null;
    try {
      const { lastInsertRowid } = this.insert.run(user.username, user.firstName, user.lastName, user.firmId, user.password.hash, user.password.salt);
      return Number(lastInsertRowid);
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return null;
      throw error;
    }
  }

  /** Stores a new password, clears the failure count and lifts a lockout. */
  setPassword(userId: number, password: PasswordHash): void {
    this.passwordUpdate.run(password.hash, password.salt, MAX_FAILED_ATTEMPTS, userId);
  }
}
