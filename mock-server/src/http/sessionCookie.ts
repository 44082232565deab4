// The session cookie (icp_session: HttpOnly, SameSite=Strict, Path=/, Secure over https) and the
// requireSession(level) onRequest hook (a plain callback) that guards protected endpoints.
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { levelSatisfies, type AnySession, type Session, type SessionStore, type UserSessionLevel } from '../domain/sessions';
import { sendAreaError } from './answers';

export const SESSION_COOKIE = 'icp_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's live session, set by requireSession. */
    session: Session | null;
  }
}

function cookieOptions(request: FastifyRequest) {
  return { httpOnly: true, sameSite: 'strict' as const, path: '/', secure: request.protocol === 'https' };
}

export function sessionIdOf(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, session: AnySession): void {
  reply.setCookie(SESSION_COOKIE, session.id, cookieOptions(request));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

/** The caller's live session, with its idle timer restarted; null when there is none. */
export function currentSession(sessions: SessionStore, request: FastifyRequest): Session | null {
  const session = sessions.find(sessionIdOf(request));
  if (session) sessions.touch(session);
  return session;
}

/** Refuses (401, in the area's shape) calls without a live user session of at least `level`. */
export function requireSession(sessions: SessionStore, level: UserSessionLevel): onRequestHookHandler {
  return function sessionGuard(request, reply, done) {
    const session = sessions.find(sessionIdOf(request));
    if (!session || !levelSatisfies(session.level, level)) {
      sendAreaError(request, reply, 401, 'Unauthorized'); // answered: the chain stops here
      return;
    }
    sessions.touch(session);
    request.session = session;
    done();
  };
}
