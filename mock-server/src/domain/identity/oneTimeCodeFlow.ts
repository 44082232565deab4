// The one-time-code flow (spec part 2 §4, §7; issue 10's limits): who may use codes, sending one,
// checking one, and the lockout after too many wrong ones. A right code either verifies the
// identity of an identity flow or completes an SMS user's sign-in (signIn.ts) — or a push user's,
// who took "Try another way" while the flag try-another-way is on (issue 27: the first code sent
// withdraws the sign-in's push, so the push can no longer complete it). The routes turn each
// outcome into an answer (routes/oneTimeCodes.ts); nothing here knows of HTTP.
//
//   send and check each run in one transaction that reads the flag again first (codesApply): a
//   push user's codes are refused (codesNotUsed) once the flag is off, the check that would
//   complete the sign-in included.
//   check:  person locked out of codes? ─yes→ lockedOut
//           the code (oneTimeCodes.ts):  verified   → identityVerified | signedIn | notLoggedIn
//                                        incorrect  → incorrect, or lockedOut at the person's limit
//                                        burned     → codesLocked, or lockedOut at the person's limit
//                                        locked     → codesLocked;  expired → expired;  none → noCodePending
import type { Db } from '../../db/database';
import type { SecurityEventRecorder } from '../audit/securityEvents';
import type { Clock } from '../platform/clock';
import type { AttemptStore } from './attempts';
import type { AttemptContext } from './attemptContext';
import type { CodeLimits, CodeSubject } from './codeLimits';
import type { IdentityDirectory, Phone } from './identities';
import type { Attempt } from './attempts';
import { codesApply, type FlagReader, type OneTimeCodes, type OtpChannel } from './oneTimeCodes';
import type { PushChallenges } from './push';
import type { PushEvents } from './pushEvents';
import type { Session, SessionStore } from './sessions';
import type { SessionLimits } from './sessionLimits';
import type { PasskeyStore } from './passkeys';
import { completeSignIn } from './signIn';
import type { UserDirectory } from './users';

/** A caller who may use codes, and whose codes they are (the limits count per person). */
export interface CodeCaller extends AttemptContext {
  subject: CodeSubject;
}

export type CodeAccess = { kind: 'allowed'; caller: CodeCaller } | { kind: 'codesNotUsed' };

export type SendOutcome =
  | { kind: 'sent' }
  /** Codes are not (or no longer: the flag try-another-way turned off) part of this sign-in (1403). */
  | { kind: 'codesNotUsed' }
  /** Too many wrong codes lately: the person gets no codes for a while (1491). */
  | { kind: 'lockedOut' }
  /** This attempt's code was burned by wrong tries: no more codes for it (1491). */
  | { kind: 'codesLocked' }
  /** No phone of the caller has this id. */
  | { kind: 'unknownPhone' }
  /** Too many codes sent to the person on this channel lately. */
  | { kind: 'sendLimit'; retryAfterMs: number };

export type CheckOutcome =
  /** Codes are no longer part of this sign-in (a push user's, the flag try-another-way turned off): nothing checked (1403). */
  | { kind: 'codesNotUsed' }
  /** An identity flow's identity is verified: its next step may run. */
  | { kind: 'identityVerified' }
  /** An SMS user's sign-in is complete: the new full session. */
  | { kind: 'signedIn'; session: Session }
  /** A right code, but the user is gone or blocked: the session has ended. */
  | { kind: 'notLoggedIn' }
  /** A right code, but the user's other sign-ins reached the firm's limit: the session has ended. */
  | { kind: 'sessionLimit'; message: string }
  | { kind: 'incorrect' }
  | { kind: 'codesLocked' }
  /** The person's wrong codes reached the limit (now or before): locked out (lockOut). */
  | { kind: 'lockedOut' }
  | { kind: 'expired' }
  | { kind: 'noCodePending' }
  /** A right code, but the user must sign in with their passkey (signIn.ts): the session stays at password level. */
  | { kind: 'passkeyRequired' };

export interface CodeFlowDeps {
  db: Db;
  passkeys: PasskeyStore;
  sessionLimits: SessionLimits;
  securityEvents: SecurityEventRecorder;
  codes: OneTimeCodes;
  codeLimits: CodeLimits;
  identities: IdentityDirectory;
  attempts: AttemptStore;
  sessions: SessionStore;
  users: UserDirectory;
  clock: Clock;
  flags: FlagReader;
  push: PushChallenges;
  pushEvents: PushEvents;
}

/** Whose codes they are: the attempt's user, else its identity (registration); null when neither is left. */
export function subjectOf(context: AttemptContext): CodeSubject | null {
  if (context.user) return { userId: context.user.id };
  return context.identity ? { identityId: context.identity.id } : null;
}

/** Codes serve identity flows and an SMS user's sign-in at password level; a push user's with the flag on (oneTimeCodes.codesApply). */
export function codeAccess(context: AttemptContext, flags: FlagReader): CodeAccess {
  const subject = subjectOf(context);
  if (!subject || !codesApply(context.attempt, context.session.level, context.user, flags)) return { kind: 'codesNotUsed' };
  return { kind: 'allowed', caller: { ...context, subject } };
}

/** Whether codes are still part of the caller's attempt: the flag is read again (inside the send's or the check's transaction). */
const stillApply = (deps: CodeFlowDeps, caller: CodeCaller): boolean => codesApply(caller.attempt, caller.session.level, caller.user, deps.flags);

/**
 * Issues a code for the attempt (oneTimeCodes.issue). A push user's first code withdraws the
 * sign-in's push ("Try another way"): its outcome so far is recorded, the challenge goes, and no
 * new push is sent for the attempt (attempts.pushWithdrawn), all in one transaction with the code.
 */
export function issueCode(
  deps: Pick<CodeFlowDeps, 'db' | 'codes' | 'attempts' | 'push' | 'pushEvents'>,
  attempt: Attempt,
  user: CodeCaller['user'],
  channel: OtpChannel,
  phone: Phone | null,
): void {
  deps.db.transaction(() => {
    if (attempt.flow === 'Login' && user?.secondFactor === 'push') {
      deps.pushEvents.recordFor(attempt.id);
      deps.push.withdraw(attempt.id);
      deps.attempts.withdrawPush(attempt.id);
    }
    deps.codes.issue(attempt, channel, { username: user?.username ?? null, phone });
  })();
}

/** The caller's phones on file (none without an identity). */
export const phonesOf = (identities: IdentityDirectory, context: AttemptContext): Phone[] =>
  context.identity ? identities.phonesOf(context.identity.id) : [];

/** Sends a new code on `channel` to the caller's phone `phoneToken` names (codes.phoneToken). */
export function sendCode(deps: CodeFlowDeps, caller: CodeCaller, channel: OtpChannel, phoneToken: string): SendOutcome {
  return deps.db.transaction(() => sendInTransaction(deps, caller, channel, phoneToken))();
}

function sendInTransaction(deps: CodeFlowDeps, caller: CodeCaller, channel: OtpChannel, phoneToken: string): SendOutcome {
  const { attempt, user, subject } = caller;
  if (!stillApply(deps, caller)) return { kind: 'codesNotUsed' };
  if (deps.codeLimits.locked(subject)) return { kind: 'lockedOut' };
  if (attempt.otpLocked) return { kind: 'codesLocked' };
  const phone = phonesOf(deps.identities, caller).find((p) => deps.codes.phoneToken(attempt.id, p.id) === phoneToken);
  if (!phone) return { kind: 'unknownPhone' };
  const send = deps.codeLimits.trySend(subject, channel);
  const event = { kind: 'codeSent', detail: channel, userId: user?.id ?? null, client: caller.client } as const;
  if (!send.allowed) {
    deps.securityEvents.record({ ...event, outcome: 'failure' });
    return { kind: 'sendLimit', retryAfterMs: send.retryAfterMs };
  }
  issueCode(deps, attempt, user, channel, phone);
  deps.securityEvents.record({ ...event, outcome: 'success' });
  return { kind: 'sent' };
}

/**
 * Too many wrong codes: a user is locked out of signing in too (users.lockOut, the spec's lockout)
 * and every session of theirs ends; an identity without a user loses its flow's session.
 */
export function lockOut(deps: Pick<CodeFlowDeps, 'users' | 'sessions' | 'clock' | 'securityEvents'>, caller: AttemptContext): void {
  deps.securityEvents.record({ kind: 'lockout', outcome: 'failure', detail: 'codes', userId: caller.user?.id ?? null, client: caller.client });
  if (caller.user) {
    deps.users.lockOut(caller.user.id, deps.clock.now());
    deps.sessions.destroyForUser(caller.user.id, 'lockout');
  } else {
    deps.sessions.destroyForAttempt(caller.attempt.id);
  }
}

/** A wrong code counts per person across sign-ins and resends (codeLimits.ts); at the limit, the lockout. */
function wrongCode(deps: CodeFlowDeps, caller: CodeCaller, channel: OtpChannel, below: CheckOutcome): CheckOutcome {
  deps.securityEvents.record({ kind: 'codeWrong', outcome: 'failure', detail: channel, userId: caller.user?.id ?? null, client: caller.client });
  if (!deps.codeLimits.recordWrong(caller.subject)) return below;
  lockOut(deps, caller);
  return { kind: 'lockedOut' };
}

/** A right code: the identity flow goes on, or the sign-in completes. */
function rightCode(deps: CodeFlowDeps, caller: CodeCaller): CheckOutcome {
  deps.codeLimits.recordRight(caller.subject);
  const { session, attempt, user } = caller;
  if (session.level === 'identity') {
    deps.attempts.markIdentityVerified(attempt.id);
    return { kind: 'identityVerified' };
  }
  const completion = completeSignIn(deps, session, user, 'code');
  return completion.kind === 'completed' ? { kind: 'signedIn', session: completion.session } : completion;
}

/** Checks `code`, sent to the caller on `channel`: one transaction, from the flag's read to the full session. */
export function checkCode(deps: CodeFlowDeps, caller: CodeCaller, channel: OtpChannel, code: string): CheckOutcome {
  return deps.db.transaction(() => checkInTransaction(deps, caller, channel, code))();
}

function checkInTransaction(deps: CodeFlowDeps, caller: CodeCaller, channel: OtpChannel, code: string): CheckOutcome {
  if (!stillApply(deps, caller)) return { kind: 'codesNotUsed' };
  if (deps.codeLimits.locked(caller.subject)) return { kind: 'lockedOut' };
  switch (deps.codes.verify(caller.attempt, channel, code)) {
    case 'verified':
      return rightCode(deps, caller);
    case 'incorrect':
      return wrongCode(deps, caller, channel, { kind: 'incorrect' });
    case 'burned':
      return wrongCode(deps, caller, channel, { kind: 'codesLocked' });
    case 'locked':
      return { kind: 'codesLocked' };
    case 'expired':
      return { kind: 'expired' };
    case 'none':
      return { kind: 'noCodePending' };
  }
}
