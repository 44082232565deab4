// Request ids and the request audit log (docs/action-log.md). Each request's id is the client's
// X-Request-Id when it is a plain token (the SPA sends one per call), else one of the gateway's own;
// the log lines and the answer's X-Request-Id carry it. Every API call (/gateway, /user) answered
// becomes a row of the audit log: id, time, user, method, route pattern, status, duration; but the
// maintenance heartbeat (the public status, polled by every open page, no user's act) which would
// fill the log and cost the busiest call a write. The hooks are plain callbacks (no promise each).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_PATTERN } from '../../../src/api/contract/auditLog';
import type { Clock } from '../domain/clock';
import type { RequestAuditLog } from '../domain/requestAudit';
import { PUBLIC_STATUS_PATH } from '../../../src/api/contract/status';
import { areaOf } from './answers';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Fastify's genReqId: the client's id when acceptable, never a value that could mislead a log. */
export function requestIdOf(raw: IncomingMessage): string {
  const sent = raw.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && REQUEST_ID_PATTERN.test(sent) ? sent : randomUUID().replace(/-/g, '');
}

export function registerRequestAudit(app: FastifyInstance, deps: { requestAudit: RequestAuditLog; clock: Clock }): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (areaOf(request) !== 'site') reply.header(REQUEST_ID_HEADER, request.id);
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const area = areaOf(request);
    if ((area !== 'gateway' && area !== 'identity') || request.routeOptions.url === PUBLIC_STATUS_PATH) return done();
    deps.requestAudit.record({
      requestId: request.id,
      at: deps.clock.now(),
      method: request.method,
      route: (request.routeOptions.url ?? '(no route)').slice(0, 200),
      status: reply.statusCode,
      durationMs: Math.max(0, Math.round(reply.elapsedTime)),
      userId: request.session?.userId ?? null,
    });
    done();
  });
  app.addHook('onClose', async () => deps.requestAudit.flush());
}
