// Removing the last passkey with a one-time code (issue 26; docs/gateway.md "Passkeys"): instead of
// a fresh assertion of the passkey, a code sent by text message to the phone on file, bound to the
// removal — this session and this passkey (the HMAC's input, oneTimeCodes.ts issueBound) — kept as
// the removal's single-use proof in passkey_challenges (PasskeyStore.keepRemovalCode) for
// OTP_TTL_MS. The person's code limits (codeLimits.ts) count the sends and the wrong codes, as for
// a step-up (stepUp.ts): too many wrong ones lock the person out of codes, and use the code up.
import type { CodeLimits } from './codeLimits';
import { maskPhoneNumber, type IdentityDirectory, type Phone } from './identities';
import { OTP_TTL_MS, type OneTimeCodes } from './oneTimeCodes';
import type { PasskeyStore } from './passkeys';

export interface RemovalDeps {
  passkeys: PasskeyStore;
  codes: OneTimeCodes;
  codeLimits: CodeLimits;
  identities: IdentityDirectory;
}

/** Who removes: the user and the session the code is bound to. */
export interface RemovalCaller {
  userId: number;
  username: string;
  sessionId: string;
}

export type RemovalCodeSent =
  | { kind: 'sent'; maskedPhone: string }
  | { kind: 'notFound' }
  | { kind: 'notLast' }
  | { kind: 'noPhone' }
  | { kind: 'lockedOut' }
  | { kind: 'limited'; retryAfterMs: number };

export type RemovalCodeRefusal = 'noCode' | 'expired' | 'wrongCode' | 'lockedOut';

/** The one channel of a removal code. */
const CHANNEL = 'sms';
const codeBinding = (caller: RemovalCaller, publicId: string) => `passkey-removal:${caller.sessionId}:${publicId}`;

/** The phone a removal code goes to: the first on file, or null. */
function removalPhoneOf(identities: IdentityDirectory, userId: number): Phone | null {
  const identity = identities.findByUser(userId);
  return (identity && identities.phonesOf(identity.id)[0]) ?? null;
}

/** The masked phone the SECURITY page names, or null when the user has none. */
export const removalPhoneMasked = (identities: IdentityDirectory, userId: number): string | null => {
  const phone = removalPhoneOf(identities, userId);
  return phone ? maskPhoneNumber(phone.number) : null;
};

/** Sends a code to remove the user's last passkey `publicId`; a new one replaces the unused one. */
export function sendRemovalCode(deps: RemovalDeps, caller: RemovalCaller, publicId: string): RemovalCodeSent {
  if (!deps.passkeys.ofUserById(caller.userId, publicId)) return { kind: 'notFound' };
  if (deps.passkeys.listOf(caller.userId).length !== 1) return { kind: 'notLast' };
  const phone = removalPhoneOf(deps.identities, caller.userId);
  if (!phone) return { kind: 'noPhone' };
  const subject = { userId: caller.userId };
  if (deps.codeLimits.locked(subject)) return { kind: 'lockedOut' };
  const send = deps.codeLimits.trySend(subject, CHANNEL);
  if (!send.allowed) return { kind: 'limited', retryAfterMs: send.retryAfterMs };
  const hmac = deps.codes.issueBound(codeBinding(caller, publicId), CHANNEL, { username: caller.username, phone });
  deps.passkeys.keepRemovalCode(caller.sessionId, caller.userId, hmac, OTP_TTL_MS);
  return { kind: 'sent', maskedPhone: maskPhoneNumber(phone.number) };
}

/**
 * Checks `code` for the removal of `publicId` by this session; a right one is used up. Runs inside
 * the removal's transaction. A wrong one is counted against the person (the code stays until the
 * person is locked out, which uses it up).
 */
export function spendRemovalCode(deps: RemovalDeps, caller: RemovalCaller, publicId: string, code: string): { ok: true } | { ok: false; reason: RemovalCodeRefusal } {
  const subject = { userId: caller.userId };
  if (deps.codeLimits.locked(subject)) return { ok: false, reason: 'lockedOut' };
  const stored = deps.passkeys.removalCodeOf(caller.sessionId, caller.userId);
  if (!stored) return { ok: false, reason: 'noCode' };
  if (deps.passkeys.clock.now() > stored.expiresAt) {
    deps.passkeys.retire(stored.hmac);
    return { ok: false, reason: 'expired' };
  }
  if (!deps.codes.matchesBound(codeBinding(caller, publicId), CHANNEL, code, stored.hmac)) {
    if (deps.codeLimits.recordWrong(subject)) {
      deps.passkeys.retire(stored.hmac);
      return { ok: false, reason: 'lockedOut' };
    }
    return { ok: false, reason: 'wrongCode' };
  }
  deps.codeLimits.recordRight(subject);
  deps.passkeys.retire(stored.hmac);
  return { ok: true };
}
