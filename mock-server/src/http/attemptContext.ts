// Resolves the caller's session cookie into what the identity rules work with
// (domain/identity/attemptContext.ts): the session, its attempt, the user and the identity, and the
// client the call came from.
import type { FastifyRequest } from 'fastify';
import { attemptContextOf, type AttemptContext, type AttemptContextDeps } from '../domain/identity/attemptContext';
import { clientOf } from './clientInfo';
import { sessionIdOf } from './sessionCookie';

export type { AttemptContext } from '../domain/identity/attemptContext';

/** The caller's live session (any level) with its attempt; the idle timer restarts. Null when none. */
export function attemptContext(services: AttemptContextDeps, request: FastifyRequest): AttemptContext | null {
  return attemptContextOf(services, sessionIdOf(request), clientOf(request));
}
