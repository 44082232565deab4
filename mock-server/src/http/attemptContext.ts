// Resolves the caller's session into what the identity routes work with: the session, its attempt,
// the user (if any) and the identity (if any).
import type { FastifyRequest } from 'fastify';
import type { Attempt } from '../domain/identity/attempts';
import type { Identity } from '../domain/identity/identities';
import type { AnySession } from '../domain/identity/sessions';
import type { User } from '../domain/identity/users';
import type { GatewayServices } from '../services';
import { sessionIdOf } from './sessionCookie';

export interface AttemptContext {
  session: AnySession;
  attempt: Attempt;
  user: User | null;
  identity: Identity | null;
}

export type AttemptServices = Pick<GatewayServices, 'sessions' | 'attempts' | 'users' | 'identities'>;

/** The caller's live session (any level) with its attempt; the idle timer restarts. Null when none. */
export function attemptContext(services: AttemptServices, request: FastifyRequest): AttemptContext | null {
  const session = services.sessions.findAny(sessionIdOf(request));
  const attempt = session ? services.attempts.get(session.attemptId) : null;
  if (!session || !attempt) return null;
  services.sessions.touch(session);
  if (attempt.flow === 'Login') {
    const user = attempt.userId === null ? null : services.users.findById(attempt.userId);
    return { session, attempt, user, identity: user ? services.identities.findByUser(user.id) : null };
  }
  const identity = attempt.identityId === null ? null : services.identities.findById(attempt.identityId);
  const user = identity?.userId ? services.users.findById(identity.userId) : null;
  return { session, attempt, user, identity };
}
