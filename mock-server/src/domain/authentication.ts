// Sign-in rules: password check with lockout, the identity-service codes of each outcome, and
// which second factor is still pending.
import { AUTH_CODES, LOGIN_STATUS_TEXTS } from '../../../src/api/contract/identity';
import { MESSAGES } from './messages';
import { decoyHash, verifyPassword } from './passwords';
import { isLockedOut, type SecondFactor, type User, type UserDirectory } from './users';

export type PasswordOutcome =
  | { kind: 'authenticated'; user: User }
  | { kind: 'invalid' }
  | { kind: 'blocked'; userId: number; code: typeof AUTH_CODES.userBlocked | typeof AUTH_CODES.blocked; message: string };

function blockedOutcome(user: Pick<User, 'id' | 'blocked' | 'failedAttempts'>): PasswordOutcome {
  // A user blocked by the lockout rule gets 1491; one blocked by an administrator gets 1203.
  return isLockedOut(user)
    ? { kind: 'blocked', userId: user.id, code: AUTH_CODES.blocked, message: MESSAGES.lockedOut }
    : { kind: 'blocked', userId: user.id, code: AUTH_CODES.userBlocked, message: MESSAGES.userBlocked };
}

export async function authenticatePassword(users: UserDirectory, username: string, password: string): Promise<PasswordOutcome> {
  const user = users.findByUsername(username);
  // Unknown users cost the same scrypt run, so timing does not reveal which usernames exist.
  const matches = await verifyPassword(password, user?.password ?? decoyHash());
  if (!user) return { kind: 'invalid' };
  if (user.blocked) return blockedOutcome(user);
  if (matches) {
    users.clearFailedAttempts(user.id);
    return { kind: 'authenticated', user };
  }
  const after = users.recordFailedAttempt(user.id);
  return after.blocked ? blockedOutcome({ id: user.id, ...after }) : { kind: 'invalid' };
}

/** The login-status text that tells the SPA which second factor is still needed; null when none is. */
export function pendingFactorMessage(secondFactor: SecondFactor): string | null {
  if (secondFactor === 'push') return LOGIN_STATUS_TEXTS.push;
  if (secondFactor === 'sms') return LOGIN_STATUS_TEXTS.sms;
  return null;
}
