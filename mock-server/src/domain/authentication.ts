// Sign-in rules: password check with lockout, the identity-service codes of each outcome, and
// which second factor is still pending.
import { decoyHash, verifyPassword } from './passwords';
import type { SecondFactor, User, UserDirectory } from './users';

export const IDENTITY_CODES = {
  ok: '1200',
  authNotCompleted: '1201',
  userBlocked: '1203',
  unavailable: '1401',
  invalidData: '1403',
  blocked: '1491',
  systemError: '1500',
} as const;

export const MESSAGES = {
  ok: 'OK',
  invalidCredentials: 'The username or password you entered is incorrect.',
  userBlocked: 'Your access has been blocked. Please contact our Client Service Team.',
  lockedOut: 'Your access has been blocked after too many failed sign-in attempts. Please contact our Client Service Team.',
  authNotCompleted: 'Authentication not completed',
  notLoggedIn: 'Not Logged In',
  pushRequired: 'Push Authentication Required',
  smsRequired: 'SMS 2FA Authentication Required',
} as const;

export type PasswordOutcome =
  | { kind: 'authenticated'; user: User }
  | { kind: 'invalid' }
  | { kind: 'blocked'; code: typeof IDENTITY_CODES.userBlocked | typeof IDENTITY_CODES.blocked; message: string };

function blockedOutcome(user: Pick<User, 'failedAttempts'>, maxAttempts: number): PasswordOutcome {
  // A user blocked by the lockout rule gets 1491; one blocked by the provider gets 1203.
  return user.failedAttempts >= maxAttempts
    ? { kind: 'blocked', code: IDENTITY_CODES.blocked, message: MESSAGES.lockedOut }
    : { kind: 'blocked', code: IDENTITY_CODES.userBlocked, message: MESSAGES.userBlocked };
}

export async function authenticatePassword(
  users: UserDirectory,
  username: string,
  password: string,
  maxAttempts: number,
): Promise<PasswordOutcome> {
  const user = users.findByUsername(username);
  // Unknown users cost the same scrypt run, so timing does not reveal which usernames exist.
  const matches = await verifyPassword(password, user?.password ?? decoyHash());
  if (!user) return { kind: 'invalid' };
  if (user.blocked) return blockedOutcome(user, maxAttempts);
  if (matches) {
    users.clearFailedAttempts(user.id);
    return { kind: 'authenticated', user };
  }
  const after = users.recordFailedAttempt(user.id);
  return after.blocked ? blockedOutcome(after, maxAttempts) : { kind: 'invalid' };
}

/** The text that tells the SPA which second factor is still needed; null when none is. */
export function pendingFactorMessage(secondFactor: SecondFactor): string | null {
  if (secondFactor === 'push') return MESSAGES.pushRequired;
  if (secondFactor === 'sms') return MESSAGES.smsRequired;
  return null;
}
