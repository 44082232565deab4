// The login decision (POST /user/session/login, spec part 2 §7; order of calls: docs/adr/0006):
// what a session at password level becomes. The route turns the decision into an answer and a cookie.
import type { Attempt } from './attempts';
import type { PushChallenges } from './push';
import type { Session } from './sessions';
import type { User } from './users';

export type LoginDecision =
  /** No live session, or its user is gone or blocked: the session ends, 1401 Not Logged In. */
  | { kind: 'notLoggedIn' }
  /** Already full: nothing changes, 1200. */
  | { kind: 'alreadyFull' }
  /** Raise the session to full with a new id: no second factor, or the push was approved. */
  | { kind: 'complete' }
  /** A push user: the push sent now, or the one still pending (1201 with its id). */
  | { kind: 'pushPending'; challengeId: string }
  /** A push user over the limit on pushes (push.ts PUSH_SEND_LIMIT): none sent; 429 with the time to wait. */
  | { kind: 'pushLimit'; retryAfterMs: number }
  /** An SMS user, or a push user who took another way (a code): the SPA selects a phone and enters a code (1201). */
  | { kind: 'codeRequired' };

/** `attempt` is the session's: a push user's sign-in that switched to a code (attempts.ts pushWithdrawn) gets no push again. */
export function decideLogin(push: PushChallenges, session: Session | null, user: User | null, attempt: Attempt | null): LoginDecision {
  if (!session || !user || user.blocked) return { kind: 'notLoggedIn' };
  if (session.level === 'full') return { kind: 'alreadyFull' };
  if (user.secondFactor === 'none') return { kind: 'complete' };
  if (user.secondFactor === 'push' && user.pushBehaviour && attempt?.pushWithdrawn !== true) {
    // A push still pending is sent again as is; an approved one completes the sign-in; after a
    // decline or an expiry a new push goes out, within the user's limit on pushes.
    const latest = push.latestOfAttempt(session.attemptId);
    if (latest?.status === 'APPROVED') return { kind: 'complete' };
    if (latest?.status === 'PENDING') return { kind: 'pushPending', challengeId: latest.id };
    const sent = push.send(session.attemptId, user.id, user.pushBehaviour);
    return sent.kind === 'sent' ? { kind: 'pushPending', challengeId: sent.challenge.id } : { kind: 'pushLimit', retryAfterMs: sent.retryAfterMs };
  }
  return { kind: 'codeRequired' };
}
