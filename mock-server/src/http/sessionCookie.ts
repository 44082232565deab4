// The session cookie (icp_session: HttpOnly, SameSite=Strict, Path=/, Secure over https) and the
// requireSession(level) onRequest hook (a plain callback) that guards protected endpoints.
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { levelSatisfies, type AnySession, type Session, type SessionStore, type UserSessionLevel } from '../domain/identity/sessions';
import { sendAreaError } from './answers';

export const SESSION_COOKIE = 'icp_session';
const SESSION_ID = Symbol('session id of the call');

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's live session, set by requireSession. */
    session: Session | null;
  }
}

function cookieOptions(request: FastifyRequest) {
  return { httpOnly: true, sameSite: 'strict' as const, path: '/', secure: request.protocol === 'https' };
}

/**
 * The session id the call's Cookie header carries. @fastify/cookie's parser, asked only by the
 * calls that need it: the plugin runs without its hooks (app.ts), which parsed every call's
 * cookies and looked at every answer for cookies to set, a cost every call paid.
 */
export function sessionIdOf(request: FastifyRequest): string | undefined {
  // Parsed once per call (the rate limit and the session guard both ask), as the plugin's hook did.
  const holder = request as FastifyRequest & { [SESSION_ID]?: string | null };
  let id = holder[SESSION_ID];
  if (id === undefined) {
    const header = request.headers.cookie;
    id = (header ? request.server.parseCookie(header)[SESSION_COOKIE] : undefined) ?? null;
    holder[SESSION_ID] = id;
  }
  return id ?? undefined;
}

/**
 * A usernameless passkey sign-in's cookie (icp_passkey: HttpOnly, SameSite=Strict, Path=/user/session/passkey,
 * 2 minutes): a random value its challenge is bound to (routes/passkeys.ts), set by the options call
 * only, which sets no session cookie. Otherwise the session cookie is the only cookie the gateway sets.
 */
export const PASSKEY_CEREMONY_COOKIE = 'icp_passkey';
const CEREMONY_PATH = '/user/session/passkey';

export function passkeyCeremonyOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  const value = header ? request.server.parseCookie(header)[PASSKEY_CEREMONY_COOKIE] : undefined;
  return value && /^[0-9a-f]{32}$/.test(value) ? value : undefined;
}

export function setPasskeyCeremonyCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAgeSeconds: number): void {
  reply.header('set-cookie', request.server.serializeCookie(PASSKEY_CEREMONY_COOKIE, value, { ...cookieOptions(request), path: CEREMONY_PATH, maxAge: maxAgeSeconds }));
}

/** The last session cookie set in a call is the one sent. */
function sendSessionCookie(request: FastifyRequest, reply: FastifyReply, value: string, expired: boolean): void {
  const options = expired ? { ...cookieOptions(request), expires: new Date(0), maxAge: 0 } : cookieOptions(request);
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', request.server.serializeCookie(SESSION_COOKIE, value, options));
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, session: AnySession): void {
  sendSessionCookie(request, reply, session.id, false);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  sendSessionCookie(request, reply, '', true);
}

/** The caller's live session, with its idle timer restarted; null when there is none. */
export function currentSession(sessions: SessionStore, request: FastifyRequest): Session | null {
  const session = sessions.find(sessionIdOf(request));
  if (session) sessions.touch(session);
  return session;
}

/** The level each guard made by requireSession asks for: the OpenAPI document names it per call (http/openapi.ts). */
const GUARD_LEVELS = new WeakMap<object, UserSessionLevel>();

/** The session level a route's onRequest hook asks for, when it is requireSession's; else undefined. */
export const sessionLevelOf = (hook: unknown): UserSessionLevel | undefined => (typeof hook === 'function' ? GUARD_LEVELS.get(hook) : undefined);

/** Refuses (401, in the area's shape) calls without a live user session of at least `level`. */
export function requireSession(sessions: SessionStore, level: UserSessionLevel): onRequestHookHandler {
  const guard: onRequestHookHandler = function sessionGuard(request, reply, done) {
    const session = sessions.find(sessionIdOf(request));
    if (!session || !levelSatisfies(session.level, level)) {
      sendAreaError(request, reply, 401, 'Unauthorized'); // answered: the chain stops here
      return;
    }
    sessions.touch(session);
    request.session = session;
    done();
  };
  GUARD_LEVELS.set(guard, level);
  return guard;
}
