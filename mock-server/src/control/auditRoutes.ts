// GET /__mock/audit?from=…&to=… (docs/action-log.md): the request audit log of a period, for a
// support engineer lining the gateway's side up with a session log by request id. A control call:
// loopback or the control token, never mounted in production (control/access.ts).
import type { FastifyInstance } from 'fastify';
import { AUDIT_EXPORT_PATH, AUDIT_MAX_PERIOD_MS } from '../../../src/api/contract/auditLog';
import { parseInstantWithOffset } from '../domain/platform/clock';
import type { GatewayServices } from '../services';

interface AuditQuery {
  from: string;
  to: string;
}

const instant = { type: 'string', minLength: 1, maxLength: 40 } as const;
export const auditQuery = { type: 'object', additionalProperties: false, required: ['from', 'to'], properties: { from: instant, to: instant } } as const;

export function registerAuditExportRoute(app: FastifyInstance, services: Pick<GatewayServices, 'requestAudit'>): void {
  app.get<{ Querystring: AuditQuery }>(AUDIT_EXPORT_PATH, { schema: { querystring: auditQuery } }, async (request, reply) => {
    const from = parseInstantWithOffset(request.query.from);
    const to = parseInstantWithOffset(request.query.to);
    if (from === null || to === null) {
      return reply.code(400).send({ error: 'from and to must be real dates and times with an offset, e.g. 2026-11-20T15:30:00Z' });
    }
    if (to < from) return reply.code(400).send({ error: 'to must not be before from' });
    if (to - from > AUDIT_MAX_PERIOD_MS) return reply.code(400).send({ error: 'a period of at most 7 days' });
    return services.requestAudit.export(from, to);
  });
}
