// The login decision (POST /user/session/login, spec part 2 §7; order of calls: docs/adr/0006):
// what a session at password level becomes. The route turns the decision into an answer and a cookie.
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
  /** An SMS user: the SPA selects a phone and enters a code (1201). */
  | { kind: 'codeRequired' };

export function decideLogin(push: PushChallenges, session: Session | null, user: User | null): LoginDecision {
  if (!session || !user || user.blocked) return { kind: 'notLoggedIn' };
  if (session.level === 'full') return { kind: 'alreadyFull' };
  if (user.secondFactor === 'none') return { kind: 'complete' };
  if (user.secondFactor === 'push' && user.pushBehaviour) {
    // A push still pending is sent again as is; an approved one completes the sign-in; after a
    // decline or an expiry a new push goes out.
    const latest = push.latestOfAttempt(session.attemptId);
    if (latest?.status === 'APPROVED') return { kind: 'complete' };
    const challenge = latest?.status === 'PENDING' ? latest : push.send(session.attemptId, user.id, user.pushBehaviour);
    return { kind: 'pushPending', challengeId: challenge.id };
  }
  return { kind: 'codeRequired' };
}
