// The API's rate limit (issue 10): every /gateway and /user call counts against its session (the
// session cookie) and its address, each with a maximum per fixed window; over either, 429 with
// Retry-After (seconds) and the area's error shape. @fastify/rate-limit keeps the counters (one
// store per limit, in memory). Not limited: the control API (tests and demos; guarded on its own)
// and the two status calls, so a limited client can still learn the gateway's state; the SPA's
// files. The sign-in calls keep their own, stricter limit per address on top (routes/identity.ts).
// The defaults are far above the portal's own peak (docs/gateway.md: about 20 calls in the
// sign-in cascade, 4 per account switch, a push poll every 3 s), so the portal never meets them.
// A refused call gets its 429 after a moment (holdRefusal): a 429 costs the gateway as much as a
// small answer, so a client that ignores Retry-After and calls at full speed would otherwise still
// take its share of the event loop from everyone else's calls.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOGIN_STATUS_PATH, PUBLIC_STATUS_PATH } from '../../../src/api/contract/status';
import { areaOf, routePatternOf, sendAreaError } from './answers';
import { sessionIdOf } from './sessionCookie';

export interface ApiRateLimit {
  /** Calls per window with one session cookie. */
  perSession: number;
  /** Calls per window from one address (all its sessions and calls without one). */
  perAddress: number;
  timeWindowMs: number;
  /** How long a refused call waits for its 429 (default REFUSAL_HOLD_MS; 0: none). */
  refusalHoldMs?: number;
}

export const DEFAULT_API_RATE_LIMIT: ApiRateLimit = { perSession: 600, perAddress: 3000, timeWindowMs: 60_000 };

/** Calls no API limit refuses: the public and the institutional status. */
export const UNLIMITED_PATHS: ReadonlySet<string> = new Set([PUBLIC_STATUS_PATH, LOGIN_STATUS_PATH]);

export const tooManyRequestsText = (seconds: number) =>
  `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

/** How long a refused call waits for its 429 (at most its Retry-After). */
export const REFUSAL_HOLD_MS = 1000;

/** What the hold needs of a connection (a net.Socket has it; an injected request's may not). */
interface Closable {
  once(event: 'close', listener: () => void): unknown;
  removeListener(event: 'close', listener: () => void): unknown;
}

/**
 * Waits `ms` before a refusal is answered, or until the connection closes. HTTP/1.1 sends one call
 * at a time on a connection, so a client that keeps calling past its limit gets one answer per
 * connection per hold, and its calls stop taking the event loop from everyone else's; a waiting
 * call costs a timer, no work.
 */
export function holdRefusal(socket: Partial<Closable> | null | undefined, ms: number): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const closable = socket && typeof socket.once === 'function' && typeof socket.removeListener === 'function' ? (socket as Closable) : null;
    const done = () => {
      clearTimeout(timer);
      closable?.removeListener('close', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    closable?.once('close', done);
  });
}

const isLimited = (request: FastifyRequest) => {
  const area = areaOf(request);
  return (area === 'gateway' || area === 'identity') && !UNLIMITED_PATHS.has(routePatternOf(request) ?? '');
};

/** Needs @fastify/rate-limit registered on `app` (buildApp does). */
export function registerApiRateLimit(app: FastifyInstance, limit: ApiRateLimit): void {
  const byAddress = app.createRateLimit({ max: limit.perAddress, timeWindow: limit.timeWindowMs, keyGenerator: (request) => `address ${request.ip}` });
  const bySession = app.createRateLimit({
    max: limit.perSession,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request) => `session ${sessionIdOf(request) ?? ''}`,
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!isLimited(request)) return;
    const checks = [await byAddress(request)];
    if (sessionIdOf(request)) checks.push(await bySession(request));
    for (const check of checks) {
      if (check.isAllowed || !check.isExceeded) continue;
      const seconds = Math.max(1, Math.ceil(check.ttl / 1000));
      reply.header('retry-after', String(seconds));
      await holdRefusal(request.raw.socket, Math.min(limit.refusalHoldMs ?? REFUSAL_HOLD_MS, seconds * 1000));
      return sendAreaError(request, reply, 429, tooManyRequestsText(seconds));
    }
  });
}

/** API_RATE_LIMIT_PER_SESSION / _PER_ADDRESS (calls a minute; 'off' for none). */
export function apiRateLimitFromEnv(env: NodeJS.ProcessEnv): ApiRateLimit | false {
  const read = (value: string | undefined, fallback: number) => {
    if (value === undefined || value === '') return fallback;
    if (value === 'off') return Infinity;
    const n = Number(value);
    if (!Number.isInteger(n) || n <= 0) throw new Error(`A rate limit is a positive whole number of calls a minute, or off: ${value}`);
    return n;
  };
  const perSession = read(env.API_RATE_LIMIT_PER_SESSION, DEFAULT_API_RATE_LIMIT.perSession);
  const perAddress = read(env.API_RATE_LIMIT_PER_ADDRESS, DEFAULT_API_RATE_LIMIT.perAddress);
  if (perSession === Infinity && perAddress === Infinity) return false;
  return { perSession: Math.min(perSession, Number.MAX_SAFE_INTEGER), perAddress: Math.min(perAddress, Number.MAX_SAFE_INTEGER), timeWindowMs: 60_000 };
}
