// The control API's allow-list calls (issue 25): the custodian's side of a disablement. Disabling
// the allow-list needs a video identity verification (spec part 2 §4), which the custodian's staff
// hold with the client; these calls stand for recording it: the accounts waiting for one, and
// "Complete disablement", which moves PENDING_DISABLEMENT to DISABLED. Only the control API does it
// (loopback or the control token: control/access.ts), never a user of the portal.
import type { FastifyInstance } from 'fastify';
import type { GatewayServices } from '../services';

export const ALLOW_LIST_CONTROL_PATHS = {
  pendingDisablement: '/__mock/allow-list/pending-disablement',
  completeDisablement: '/__mock/allow-list/:accountNumber/complete-disablement',
} as const;

const accountParams = {
  type: 'object',
  additionalProperties: false,
  required: ['accountNumber'],
  properties: { accountNumber: { type: 'string', pattern: '^[A-Z0-9]{6,20}$' } },
} as const;

const isEmptyBody = (body: unknown): boolean =>
  body === undefined || body === null || (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);

export function registerAllowListControlRoutes(app: FastifyInstance, services: Pick<GatewayServices, 'addressInstructions'>): void {
  const { addressInstructions } = services;

  app.get(ALLOW_LIST_CONTROL_PATHS.pendingDisablement, async () => ({ accounts: addressInstructions.pendingDisablements() }));

  app.post<{ Params: { accountNumber: string }; Body: unknown }>(
    ALLOW_LIST_CONTROL_PATHS.completeDisablement,
    { schema: { params: accountParams } },
    async (request, reply) => {
      if (!isEmptyBody(request.body)) return reply.code(400).send({ error: 'The body is empty or {}' });
      const { accountNumber } = request.params;
      const outcome = addressInstructions.completeDisablement(accountNumber);
      switch (outcome.kind) {
        case 'completed':
          return outcome.state;
        case 'unknownAccount':
          return reply.code(404).send({ error: `No account ${accountNumber}` });
        case 'notPendingDisablement':
          return reply.code(409).send({ error: `The allow-list of ${accountNumber} is ${outcome.aaEnabled}: only PENDING_DISABLEMENT can be completed` });
      }
    },
  );
}
