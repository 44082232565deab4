// The last step of every sign-in (spec part 2 §7): once the second factor is done — none needed,
// an approved push, a right one-time code — the password-level session becomes a full one with a
// new id (no session fixation; the old id is no longer valid). The route sets the new cookie. The
// firm's session limit is checked again here, in the transaction that raises the session
// (sessionLimits.ts), and the sign-in's success is a security event. A user who must use a passkey
// (passkeys.ts passkeyPolicyOf) completes only with it, whatever route the other factor came by.
import type { SignInFactorDetail } from '../../../../src/api/contract/security';
import type { Db } from '../../db/database';
import type { SecurityEventRecorder } from '../audit/securityEvents';
import { MESSAGES } from './messages';
import { passkeyPolicyOf, type PasskeyStore } from './passkeys';
import type { SessionLimits } from './sessionLimits';
import type { Session, SessionStore } from './sessions';
import type { User } from './users';

export interface SignInDeps {
  db: Db;
  sessions: SessionStore;
  sessionLimits: SessionLimits;
  securityEvents: SecurityEventRecorder;
  passkeys: PasskeyStore;
}

export type SignInCompletion =
  /** The new full session: the caller is signed in. */
  | { kind: 'completed'; session: Session }
  /** The user is gone or blocked: the session has ended, nobody is signed in. */
  | { kind: 'notLoggedIn' }
  /** The user's other sign-ins reached the firm's limit meanwhile: the session has ended. */
  | { kind: 'sessionLimit'; message: string }
  /** The user has a passkey and must use it (passkeys.ts passkeyPolicyOf): the session stays at password level. */
  | { kind: 'passkeyRequired' };

/** Raises `session` (of `user`) to full with a new id, unless the user is gone, blocked or at the firm's limit. */
export function completeSignIn(deps: SignInDeps, session: Session, user: User | null, factor: SignInFactorDetail): SignInCompletion {
  const { sessions } = deps;
  if (!user || user.blocked) {
    sessions.destroy(session.id);
    return { kind: 'notLoggedIn' };
  }
  return deps.db.transaction((): SignInCompletion => {
    // Read in the transaction that raises the session: a passkey added meanwhile counts.
    if (factor !== 'passkey' && passkeyPolicyOf(deps.passkeys, user) === 'required') return { kind: 'passkeyRequired' };
    const limit = deps.sessionLimits.reachedBy(sessions, user.id);
    if (limit !== null) {
      sessions.destroy(session.id);
      deps.securityEvents.record({ kind: 'signIn', outcome: 'failure', detail: 'sessionLimit', userId: user.id, client: session.client });
      return { kind: 'sessionLimit', message: MESSAGES.sessionLimit(limit) };
    }
    const full = sessions.renew(session, 'full');
    deps.securityEvents.record({ kind: 'signIn', outcome: 'success', detail: factor, userId: user.id, client: session.client });
    return { kind: 'completed', session: full };
  })();
}
