// The user directory: lookups, the failed-attempt counter behind the lockout rule, new users
// (registration) and new passwords (reset).
import type { Db } from '../db/database';
import type { PasswordHash } from './passwords';

export type SecondFactor = 'none' | 'push' | 'sms';
export type PushBehaviour = 'approve' | 'decline' | 'never';

/** Failed passwords in a row after which a user is blocked. */
export const MAX_FAILED_ATTEMPTS = 5;

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
  private readonly insert;
  private readonly passwordUpdate;

  constructor(db: Db) {
    this.byUsername = db.prepare<[string], UserRow>('SELECT * FROM users WHERE username = ?');
    this.byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
    // One statement, so concurrent failures can neither lose a count nor skip the block.
    this.failure = db.prepare<[number, number], { failed_attempts: number; blocked: 0 | 1 }>(
      `UPDATE users SET failed_attempts = failed_attempts + 1,
         blocked = CASE WHEN failed_attempts + 1 >= ? THEN 1 ELSE blocked END
       WHERE id = ? RETURNING failed_attempts, blocked`,
    );
    this.success = db.prepare<[number]>('UPDATE users SET failed_attempts = 0 WHERE id = ?');
    this.insert = db.prepare<[string, string, string, string, string, string]>(
      `INSERT INTO users (username, first_name, last_name, firm_id, password_hash, password_salt, second_factor)
       VALUES (?, ?, ?, ?, ?, ?, 'none')`,
    );
    // A lockout ends with the new password; an administrator's block stays (see isLockedOut).
    this.passwordUpdate = db.prepare<[string, string, number, number]>(
      `UPDATE users SET password_hash = ?, password_salt = ?, failed_attempts = 0,
         blocked = CASE WHEN failed_attempts >= ? THEN 0 ELSE blocked END
       WHERE id = ?`,
    );
  }

  findByUsername(username: string): User | null {
    const row = this.byUsername.get(username);
    return row ? toUser(row) : null;
  }

  findById(id: number): User | null {
    const row = this.byId.get(id);
    return row ? toUser(row) : null;
  }

  /** Counts a failed password; returns whether the user is now blocked. */
  recordFailedAttempt(userId: number): { failedAttempts: number; blocked: boolean } {
    const row = this.failure.get(MAX_FAILED_ATTEMPTS, userId);
    return { failedAttempts: row?.failed_attempts ?? 0, blocked: row?.blocked === 1 };
  }

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
