// The last step of every sign-in (spec part 2 §7): once the second factor is done — none needed,
// an approved push, a right one-time code — the password-level session becomes a full one with a
// new id (no session fixation; the old id is no longer valid). The route sets the new cookie.
import type { Session, SessionStore } from './sessions';
import type { User } from './users';

export type SignInCompletion =
  /** The new full session: the caller is signed in. */
  | { kind: 'completed'; session: Session }
  /** The user is gone or blocked: the session has ended, nobody is signed in. */
  | { kind: 'notLoggedIn' };

/** Raises `session` (of `user`) to full with a new id, unless the user is gone or blocked. */
export function completeSignIn(sessions: SessionStore, session: Session, user: User | null): SignInCompletion {
  if (!user || user.blocked) {
    sessions.destroy(session.id);
    return { kind: 'notLoggedIn' };
  }
  return { kind: 'completed', session: sessions.renew(session, 'full') };
}
