// A firm's limit on the signed-in sessions each of its users may hold at once (issue 25; off by
// default, firms.session_limit; the control API sets it). When a user has reached it, a new sign-in
// is refused with a text that says what to do — sign out elsewhere, or wait for a session to time
// out — rather than ending the oldest session: a custodian does not let a new device push out one
// that may be in the middle of a transfer (docs/spec-choices.md). It is checked after the right
// password (so nobody is asked for a second factor in vain) and again, inside the transaction that
// raises the session to full, in completeSignIn (signIn.ts): two sign-ins at once cannot both pass.
import type { Db } from '../../db/database';
import type { SessionStore } from './sessions';

/** The largest limit a firm may set. */
export const MAX_SESSION_LIMIT = 20;

export class SessionLimits {
  private readonly limitOfUser;
  private readonly setOfFirm;

  constructor(db: Db) {
    this.limitOfUser = db.prepare<[number], number | null>('SELECT f.session_limit FROM users u JOIN firms f ON f.id = u.firm_id WHERE u.id = ?').pluck();
    this.setOfFirm = db.prepare<[number | null, string]>('UPDATE firms SET session_limit = ? WHERE id = ?');
  }

  /** The user's firm's limit; null when it sets none. */
  limitFor(userId: number): number | null {
    return this.limitOfUser.get(userId) ?? null;
  }

  /** The limit the user has reached (their live signed-in sessions number at least that), else null. */
  reachedBy(sessions: Pick<SessionStore, 'signedInSessionsOf'>, userId: number): number | null {
    const limit = this.limitFor(userId);
    return limit !== null && sessions.signedInSessionsOf(userId).length >= limit ? limit : null;
  }

  /** Sets (or, with null, lifts) a firm's limit; false when there is no such firm. */
  setForFirm(firmId: string, limit: number | null): boolean {
    return this.setOfFirm.run(limit, firmId).changes === 1;
  }
}
