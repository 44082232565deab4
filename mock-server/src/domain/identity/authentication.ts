// Sign-in rules: password check with lockout, the identity-service codes of each outcome, and
// which second factor is still pending. An unknown username takes the same path as a real one
// (same scrypt time, same lockout after the same tries): docs/gateway.md "Lockout".
import { AUTH_CODES, LOGIN_STATUS_TEXTS } from '../../../../src/api/contract/identity';
import type { SignInRefusalDetail } from '../../../../src/api/contract/security';
import type { Db } from '../../db/database';
import type { ClientInfo, SecurityEventRecorder } from '../audit/securityEvents';
import type { Clock } from '../platform/clock';
import { MESSAGES } from './messages';
import { normalised } from './enrollment';
import { decoyHash, verifyPassword } from './passwords';
import type { SessionLimits } from './sessionLimits';
import type { SessionStore } from './sessions';
import type { UnknownUsernames } from './unknownUsernames';
import { isLockedOut, lockoutOver, type SecondFactor, type User, type UserDirectory } from './users';
import type { PasskeyPolicy } from './passkeys';

export interface PasswordCheckDeps {
  db: Db;
  users: UserDirectory;
  unknownUsernames: UnknownUsernames;
  clock: Clock;
  sessions: Pick<SessionStore, 'signedInSessionsOf'>;
  sessionLimits: SessionLimits;
  securityEvents: SecurityEventRecorder;
}

export type PasswordOutcome =
  | { kind: 'authenticated'; user: User }
  | { kind: 'invalid' }
  | { kind: 'blocked'; userId: number | null; code: typeof AUTH_CODES.userBlocked | typeof AUTH_CODES.blocked; message: string }
  /** The right password, but the user holds as many signed-in sessions as their firm allows. */
  | { kind: 'sessionLimit'; message: string };

function blockedOutcome(user: Pick<User, 'id' | 'blocked' | 'failedAttempts'>): PasswordOutcome {
  // A user blocked by the lockout rule gets 1491; one blocked by an administrator gets 1203.
  return isLockedOut(user)
    ? { kind: 'blocked', userId: user.id, code: AUTH_CODES.blocked, message: MESSAGES.lockedOut }
    : { kind: 'blocked', userId: user.id, code: AUTH_CODES.userBlocked, message: MESSAGES.userBlocked };
}

const LOCKED_OUT = { code: AUTH_CODES.blocked, message: MESSAGES.lockedOut } as const;

/**
 * The decision on one password check, on the user's row as it is now (read inside the caller's
 * transaction, after scrypt): a copy read before scrypt could be a lockout behind, and every
 * concurrent guess would then be checked (issue 25).
 */
function decide(deps: PasswordCheckDeps, stored: User | null, checkedHash: string, matches: boolean, now: number): PasswordOutcome {
  const { users } = deps;
  // Gone, or its password changed while scrypt ran: what was checked is no longer its password.
  if (!stored || stored.password.hash !== checkedHash) return { kind: 'invalid' };
  let user = stored;
  if (user.blocked) {
    // Blocked now: nothing counts, nothing is cleared, a right password included.
    if (!isLockedOut(user) || !lockoutOver(user.lockedAt, now)) return blockedOutcome(user);
    // The lockout's time is up: this attempt counts afresh.
    users.liftLockout(user.id);
    user = { ...user, blocked: false, failedAttempts: 0, lockedAt: null };
  }
  if (matches) {
    users.clearFailedAttempts(user.id);
    const limit = deps.sessionLimits.reachedBy(deps.sessions, user.id);
    return limit === null ? { kind: 'authenticated', user } : { kind: 'sessionLimit', message: MESSAGES.sessionLimit(limit) };
  }
  const after = users.recordFailedAttempt(user.id, now);
  return after.blocked ? blockedOutcome({ id: user.id, ...after }) : { kind: 'invalid' };
}

/** The security events of a password check: a refusal, and the lockout this attempt caused. */
function recordOutcome(events: SecurityEventRecorder, outcome: PasswordOutcome, userId: number | null, lockedBefore: boolean, client: ClientInfo): void {
  if (outcome.kind === 'authenticated') return; // the sign-in succeeds when its second factor is done (signIn.ts)
  const refusal = (detail: SignInRefusalDetail) => events.record({ kind: 'signIn', outcome: 'failure', detail, userId, client });
  switch (outcome.kind) {
    case 'invalid':
      return refusal(userId === null ? 'unknownUser' : 'wrongPassword');
    case 'sessionLimit':
      return refusal('sessionLimit');
    case 'blocked':
      if (outcome.code === AUTH_CODES.userBlocked) return refusal('blocked');
      if (lockedBefore) return refusal('lockedOut');
      // This wrong password locked the user (or the unknown name) out.
      refusal(userId === null ? 'unknownUser' : 'wrongPassword');
      events.record({ kind: 'lockout', outcome: 'failure', detail: 'passwords', userId, client });
  }
}

export async function authenticatePassword(deps: PasswordCheckDeps, username: string, password: string, client: ClientInfo): Promise<PasswordOutcome> {
  const { users, unknownUsernames, clock } = deps;
  // Only to pick the hash scrypt runs against: the decision reads the row again afterwards.
  const found = users.findByUsername(username);
  // Unknown users cost the same scrypt run, so timing does not reveal which usernames exist.
  // NFKC, as the password was when it was set (domain/identity/enrollment.ts).
  const checked = found?.password ?? decoyHash();
  const matches = await verifyPassword(normalised(password), checked);
  const now = clock.now();
  if (!found) {
    // Counted like a real user's wrong passwords, so the lockout does not tell them apart.
    const locked = unknownUsernames.isLockedOut(username, now);
    const outcome: PasswordOutcome =
      unknownUsernames.recordFailure(username, now) === 'lockedOut' ? { kind: 'blocked', userId: null, ...LOCKED_OUT } : { kind: 'invalid' };
    recordOutcome(deps.securityEvents, outcome, null, locked, client);
    return outcome;
  }
  // The count and the decision in one transaction, on the row as it is now.
  return deps.db.transaction(() => {
    const stored = users.findById(found.id);
    const lockedBefore = stored !== null && stored.blocked && isLockedOut(stored) && !lockoutOver(stored.lockedAt, now);
    const outcome = decide(deps, stored, checked.hash, matches, now);
    recordOutcome(deps.securityEvents, outcome, found.id, lockedBefore, client);
    return outcome;
  })();
}

/** The login-status text that tells the SPA which second factor is still needed; null when none is. */
export function pendingFactorMessage(secondFactor: SecondFactor, passkey: PasskeyPolicy = 'none'): string | null {
  if (passkey !== 'none') return LOGIN_STATUS_TEXTS.passkey;
  if (secondFactor === 'push') return LOGIN_STATUS_TEXTS.push;
  if (secondFactor === 'sms') return LOGIN_STATUS_TEXTS.sms;
  return null;
}
