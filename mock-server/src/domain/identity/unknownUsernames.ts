// Wrong passwords for usernames that no user has, counted exactly as a user's are (users.ts): the
// same lockout after the same number of tries, for the same time, forgotten after the same day. So
// the lockout answers cannot tell which usernames exist (docs/gateway.md "Lockout"). Rows are kept
// only while they can still matter (a day after the last failure, or while locked).
import type { Db } from '../../db/database';
import { FAILURE_MEMORY_MS, LOCKOUT_MS, MAX_FAILED_ATTEMPTS, NEXT_FAILURE_COUNT_SQL, lockoutOver } from './users';

export type UnknownUsernameOutcome = 'invalid' | 'lockedOut';

export class UnknownUsernames {
  private readonly select;
  private readonly count;
  private readonly remove;
  private readonly removeOld;

  constructor(db: Db) {
    this.select = db.prepare<[string], { locked_at: number | null }>('SELECT locked_at FROM unknown_username_failures WHERE username_key = ?');
    this.count = db.prepare<[{ key: string; max: number; now: number; forgetBefore: number }], { locked_at: number | null }>(
      `INSERT INTO unknown_username_failures (username_key, failed_attempts, last_failed_at, locked_at)
         VALUES (@key, 1, @now, CASE WHEN 1 >= @max THEN @now END)
       ON CONFLICT (username_key) DO UPDATE SET
         failed_attempts = ${NEXT_FAILURE_COUNT_SQL},
         locked_at = CASE WHEN ${NEXT_FAILURE_COUNT_SQL} >= @max THEN @now ELSE locked_at END,
         last_failed_at = @now
       RETURNING locked_at`,
    );
    this.remove = db.prepare<[string]>('DELETE FROM unknown_username_failures WHERE username_key = ?');
    this.removeOld = db.prepare<[number, number]>(
      'DELETE FROM unknown_username_failures WHERE last_failed_at < ? AND (locked_at IS NULL OR locked_at < ?)',
    );
  }

  /** Whether the unknown username is locked out at `now` (its tries then count nothing). */
  isLockedOut(username: string, now: number): boolean {
    const lockedAt = this.select.get(username.toLowerCase())?.locked_at ?? null;
    return lockedAt !== null && !lockoutOver(lockedAt, now);
  }

  /** A wrong password for an unknown username at `now`: 'lockedOut' while it is locked out, as a user would be. */
  recordFailure(username: string, now: number): UnknownUsernameOutcome {
    const key = username.toLowerCase();
    this.removeOld.run(now - FAILURE_MEMORY_MS, now - LOCKOUT_MS);
    const row = this.select.get(key);
    const lockedAt = row?.locked_at ?? null;
    if (lockedAt !== null) {
      // Locked: nothing counts until the time is up, then it starts again (as liftLockout does).
      if (!lockoutOver(lockedAt, now)) return 'lockedOut';
      this.remove.run(key);
    }
    const after = this.count.get({ key, max: MAX_FAILED_ATTEMPTS, now, forgetBefore: now - FAILURE_MEMORY_MS });
    return (after?.locked_at ?? null) === null ? 'invalid' : 'lockedOut';
  }
}
