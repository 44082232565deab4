// The control API's security calls (issue 25): the security events of a period, everyone's or one
// user's (GET /__mock/security-events?from=…&to=…[&username=…]), for a compliance officer or a
// support engineer; and a firm's limit on each user's signed-in sessions
// (POST /__mock/firms/:firmId/session-limit { limit: 1–20 | null }), which stands in for the
// custodian's firm administration; and a firm's passkey setting (POST
// /__mock/firms/:firmId/passkey-required { required }: issue 26, docs/gateway.md "Passkeys"), and
// whether a firm requires passkeys to move money (GET /__mock/firms/passkeys-for-money, POST
// /__mock/firms/:firmId/passkeys-for-money { required }: docs/gateway.md "Signed money movement").
// Control calls: loopback or the control token (access.ts).
import type { FastifyInstance } from 'fastify';
import { SECURITY_EVENTS_EXPORT_PATH } from '../../../src/api/contract/security';
import { SECURITY_EXPORT_MAX_PERIOD_MS } from '../domain/audit/securityEvents';
import { MAX_SESSION_LIMIT } from '../domain/identity/sessionLimits';
import { parseInstantWithOffset } from '../domain/platform/clock';
import type { GatewayServices } from '../services';

interface ExportQuery {
  from: string;
  to: string;
  username?: string;
}

const instant = { type: 'string', minLength: 1, maxLength: 40 } as const;
const exportQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: { from: instant, to: instant, username: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,15}$' } },
} as const;

const firmParams = { type: 'object', additionalProperties: false, required: ['firmId'], properties: { firmId: { type: 'string', pattern: '^[A-Za-z0-9-]{1,20}$' } } } as const;
const sessionLimitBody = {
  type: 'object',
  additionalProperties: false,
  required: ['limit'],
  properties: { limit: { anyOf: [{ type: 'integer', minimum: 1, maximum: MAX_SESSION_LIMIT }, { type: 'null' }] } },
} as const;

const passkeyRequiredBody = { type: 'object', additionalProperties: false, required: ['required'], properties: { required: { type: 'boolean' } } } as const;

export function registerSecurityControlRoutes(
  app: FastifyInstance,
  services: Pick<GatewayServices, 'securityEvents' | 'sessionLimits' | 'users' | 'passkeys' | 'stepUps'>,
): void {
  app.get<{ Querystring: ExportQuery }>(SECURITY_EVENTS_EXPORT_PATH, { schema: { querystring: exportQuery } }, async (request, reply) => {
    const from = parseInstantWithOffset(request.query.from);
    const to = parseInstantWithOffset(request.query.to);
    if (from === null || to === null) {
      return reply.code(400).send({ error: 'from and to must be real dates and times with an offset, e.g. 2026-11-20T15:30:00Z' });
    }
    if (to < from) return reply.code(400).send({ error: 'to must not be before from' });
    if (to - from > SECURITY_EXPORT_MAX_PERIOD_MS) return reply.code(400).send({ error: 'a period of at most 31 days' });
    const { username } = request.query;
    if (username === undefined) return services.securityEvents.export(from, to);
    const user = services.users.findByUsername(username);
    if (!user) return reply.code(404).send({ error: `There is no user ${username}` });
    return services.securityEvents.export(from, to, user.id);
  });

  app.post<{ Params: { firmId: string }; Body: { limit: number | null } }>(
    '/__mock/firms/:firmId/session-limit',
    { schema: { params: firmParams, body: sessionLimitBody } },
    async (request, reply) => {
      const { firmId } = request.params;
      if (!services.sessionLimits.setForFirm(firmId, request.body.limit)) return reply.code(404).send({ error: `There is no firm ${firmId}` });
      return { firmId, sessionLimit: request.body.limit };
    },
  );

  app.post<{ Params: { firmId: string }; Body: { required: boolean } }>(
    '/__mock/firms/:firmId/passkey-required',
    { schema: { params: firmParams, body: passkeyRequiredBody } },
    async (request, reply) => {
      const { firmId } = request.params;
      if (!services.passkeys.setPasskeyRequired(firmId, request.body.required)) return reply.code(404).send({ error: `There is no firm ${firmId}` });
      return { firmId, passkeyRequired: request.body.required };
    },
  );

  app.get('/__mock/firms/passkeys-for-money', async () => ({ firms: services.stepUps.passkeysForMoney() }));

  app.post<{ Params: { firmId: string }; Body: { required: boolean } }>(
    '/__mock/firms/:firmId/passkeys-for-money',
    { schema: { params: firmParams, body: passkeyRequiredBody } },
    async (request, reply) => {
      const { firmId } = request.params;
      if (!services.stepUps.setPasskeysForMoney(firmId, request.body.required)) return reply.code(404).send({ error: `There is no firm ${firmId}` });
      return { firmId, passkeysForMoney: request.body.required };
    },
  );
}
