// What the identity rules work with: a live session (any level), its attempt, the user (if any)
// and the identity (if any), and the client the call came from (the security events name it). The
// session id comes from the caller's cookie (http/attemptContext.ts).
import { NO_CLIENT, type ClientInfo } from '../audit/securityEvents';
import type { Attempt, AttemptStore } from './attempts';
import type { Identity, IdentityDirectory } from './identities';
import type { AnySession, SessionStore } from './sessions';
import type { User, UserDirectory } from './users';

export interface AttemptContext {
  session: AnySession;
  attempt: Attempt;
  user: User | null;
  identity: Identity | null;
  /** The client this call came from. */
  client: ClientInfo;
}

export interface AttemptContextDeps {
  sessions: SessionStore;
  attempts: AttemptStore;
  users: UserDirectory;
  identities: IdentityDirectory;
}

/** The live session `sessionId` names, with its attempt; the idle timer restarts. Null when none. */
export function attemptContextOf(deps: AttemptContextDeps, sessionId: string | undefined, client: ClientInfo = NO_CLIENT): AttemptContext | null {
  const session = deps.sessions.findAny(sessionId);
  const attempt = session ? deps.attempts.get(session.attemptId) : null;
  if (!session || !attempt) return null;
  deps.sessions.touch(session);
  if (attempt.flow === 'Login') {
    const user = attempt.userId === null ? null : deps.users.findById(attempt.userId);
    return { session, attempt, user, identity: user ? deps.identities.findByUser(user.id) : null, client };
  }
  const identity = attempt.identityId === null ? null : deps.identities.findById(attempt.identityId);
  const user = identity?.userId ? deps.users.findById(identity.userId) : null;
  return { session, attempt, user, identity, client };
}
