// Request ids and the request audit log (docs/action-log.md). Each request's id is the client's
// X-Request-Id when it is a plain token (the SPA sends one per call), else one of the gateway's own;
// the log lines and the answer's X-Request-Id carry it. Every API call (/gateway, /user) answered
// becomes a row of the audit log: id, time, user, method, route pattern, status, duration; but the
// maintenance heartbeat (the public status, polled by every open page, no user's act) which would
// fill the log and cost the busiest call a write. The hooks are plain callbacks (no promise each).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_PATTERN } from '../../../src/api/contract/auditLog';
import type { Clock } from '../domain/platform/clock';
import type { RequestAuditLog } from '../domain/audit/requestAudit';
import type { SecurityEventLog } from '../domain/audit/securityEvents';
import { PUBLIC_STATUS_PATH } from '../../../src/api/contract/status';
import { areaOf, routePatternOf } from './answers';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The gateway's own ids: 32 hex digits, a random prefix drawn once per process (80 bits, so ids of
 * earlier runs in the same audit log are not met again) and a counter. An id names a call in the
 * logs; it grants nothing, so it need not be unpredictable, and a counter costs the busiest calls
 * a fraction of a fresh UUID (most calls without the SPA's id are load, not people).
 */
const OWN_ID_PREFIX = randomBytes(10).toString('hex');
let ownIds = 0;
export const ownRequestId = (): string => OWN_ID_PREFIX + (++ownIds).toString(16).padStart(12, '0');

/** Fastify's genReqId: the client's id when acceptable, never a value that could mislead a log. */
export function requestIdOf(raw: IncomingMessage): string {
  const sent = raw.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && REQUEST_ID_PATTERN.test(sent) ? sent : ownRequestId();
}

export function registerRequestAudit(app: FastifyInstance, deps: { requestAudit: RequestAuditLog; securityEvents: SecurityEventLog; clock: Clock }): void {
  deps.requestAudit.reportFailuresTo((error) => app.log.error({ err: error }, 'the request audit log could not write'));
  deps.securityEvents.reportFailuresTo((error) => app.log.error({ err: error }, 'the security events could not be swept'));
  app.addHook('onSend', (request, reply, payload, done) => {
    if (areaOf(request) !== 'site') reply.header(REQUEST_ID_HEADER, request.id);
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const area = areaOf(request);
    if ((area !== 'gateway' && area !== 'identity') || routePatternOf(request) === PUBLIC_STATUS_PATH) return done();
    deps.requestAudit.record({
      requestId: request.id,
      at: deps.clock.now(),
      method: request.method,
      route: (routePatternOf(request) ?? '(no route)').slice(0, 200),
      status: reply.statusCode,
      durationMs: Math.max(0, Math.round(reply.elapsedTime)),
      userId: request.session?.userId ?? null,
    });
    done();
  });
  app.addHook('onClose', async () => deps.requestAudit.close());
}
