// Sign-in rules: password check with lockout, the identity-service codes of each outcome, and
// which second factor is still pending. An unknown username takes the same path as a real one
// (same scrypt time, same lockout after the same tries): docs/gateway.md "Lockout".
import { AUTH_CODES, LOGIN_STATUS_TEXTS } from '../../../../src/api/contract/identity';
import type { Clock } from '../platform/clock';
import { MESSAGES } from './messages';
import { normalised } from './enrollment';
import { decoyHash, verifyPassword } from './passwords';
import type { UnknownUsernames } from './unknownUsernames';
import { isLockedOut, lockoutOver, type SecondFactor, type User, type UserDirectory } from './users';

export interface PasswordCheckDeps {
  users: UserDirectory;
  unknownUsernames: UnknownUsernames;
  clock: Clock;
}

export type PasswordOutcome =
  | { kind: 'authenticated'; user: User }
  | { kind: 'invalid' }
  | { kind: 'blocked'; userId: number | null; code: typeof AUTH_CODES.userBlocked | typeof AUTH_CODES.blocked; message: string };

function blockedOutcome(user: Pick<User, 'id' | 'blocked' | 'failedAttempts'>): PasswordOutcome {
  // A user blocked by the lockout rule gets 1491; one blocked by an administrator gets 1203.
  return isLockedOut(user)
    ? { kind: 'blocked', userId: user.id, code: AUTH_CODES.blocked, message: MESSAGES.lockedOut }
    : { kind: 'blocked', userId: user.id, code: AUTH_CODES.userBlocked, message: MESSAGES.userBlocked };
}

const LOCKED_OUT = { code: AUTH_CODES.blocked, message: MESSAGES.lockedOut } as const;

export async function authenticatePassword(deps: PasswordCheckDeps, username: string, password: string): Promise<PasswordOutcome> {
  const { users, unknownUsernames, clock } = deps;
  const found = users.findByUsername(username);
  // Unknown users cost the same scrypt run, so timing does not reveal which usernames exist.
  // NFKC, as the password was when it was set (domain/identity/enrollment.ts).
  const matches = await verifyPassword(normalised(password), found?.password ?? decoyHash());
  const now = clock.now();
  if (!found) {
    // Counted like a real user's wrong passwords, so the lockout does not tell them apart.
    return unknownUsernames.recordFailure(username, now) === 'lockedOut' ? { kind: 'blocked', userId: null, ...LOCKED_OUT } : { kind: 'invalid' };
  }
  let user = found;
  if (user.blocked) {
    if (!isLockedOut(user) || !lockoutOver(user.lockedAt, now)) return blockedOutcome(user);
    // The lockout's time is up: this attempt counts afresh.
    users.liftLockout(user.id);
    user = { ...user, blocked: false, failedAttempts: 0, lockedAt: null };
  }
  if (matches) {
    users.clearFailedAttempts(user.id);
    return { kind: 'authenticated', user };
  }
  const after = users.recordFailedAttempt(user.id, now);
  return after.blocked ? blockedOutcome({ id: user.id, ...after }) : { kind: 'invalid' };
}

/** The login-status text that tells the SPA which second factor is still needed; null when none is. */
export function pendingFactorMessage(secondFactor: SecondFactor): string | null {
  if (secondFactor === 'push') return LOGIN_STATUS_TEXTS.push;
  if (secondFactor === 'sms') return LOGIN_STATUS_TEXTS.sms;
  return null;
}
