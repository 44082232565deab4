// Balances (spec part 2 §3, §7; contract/accountsGateway.ts): securities, positions with the
// account summary, the balance history and the latest price. Full session only; positions and
// history need FDAS_AS_INST_DASHBOARD on the account (market-maker accounts answer too). Positions
// and the history are sent as the JSON the balance reader keeps per quote minute (answerCache.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ACCOUNTS_GATEWAY_PATHS as PATHS, BALANCE_HISTORY_MAX_DAYS } from '../../../src/api/contract/accountsGateway';
import { ACTIONS } from '../domain/entitlements';
import { postAccountCall, type AccessServices } from '../http/accountAccess';
import { gatewaySuccess as ok, sendAreaError } from '../http/answers';
import { requireSession } from '../http/sessionCookie';
import type { GatewayServices } from '../services';

/** What the balance routes use. */
export type BalanceRouteDeps = AccessServices & Pick<GatewayServices, 'sessions' | 'clock' | 'securities' | 'prices' | 'balances'>;

/** A /gateway success around data already in JSON. */
const SUCCESS_STATUS = JSON.stringify(ok(null).status);
const successJson = (dataJson: string) => `{"status":${SUCCESS_STATUS},"data":${dataJson}}`;

/**
 * Sends data already in JSON as a /gateway success. The body last sent for each key is kept with
 * the JSON it was made from, so a kept answer (the same string) is encoded once, not per request:
 * 381 KB for the 500-token account.
 */
function jsonSender(capacity = 256) {
  const bodies = new Map<string, { json: string; body: Buffer }>();
  return (reply: FastifyReply, key: string, json: string): FastifyReply => {
    let kept = bodies.get(key);
    if (kept?.json !== json) {
      if (bodies.size >= capacity) bodies.clear();
      kept = { json, body: Buffer.from(successJson(json)) };
      bodies.set(key, kept);
    }
    return reply.type('application/json; charset=utf-8').send(kept.body);
  };
}
import { accountNumberBody, emptyQuerySchema } from './schemas';

const POSITIONS_BODY = accountNumberBody('accountIdFilter');

const historyBody = accountNumberBody('accountNumber', { days: { type: 'integer', minimum: 1, maximum: BALANCE_HISTORY_MAX_DAYS } });

const latestPriceQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: {
    from: { type: 'string', pattern: '^[A-Z0-9]{1,10}$' },
    to: { enum: ['USD'] },
  },
} as const;

export function registerBalanceRoutes(app: FastifyInstance, services: BalanceRouteDeps): void {
  const fullSession = requireSession(services.sessions, 'full');
  const { clock } = services;
  const send = jsonSender();

  app.get(PATHS.securities, { onRequest: fullSession, schema: { querystring: emptyQuerySchema } }, async () => ok(services.securities.list()));

  postAccountCall<{ accountIdFilter: string }>(app, services, {
    path: PATHS.positions,
    body: POSITIONS_BODY,
    accountOf: (body) => body.accountIdFilter,
    need: ACTIONS.dashboard,
    answer: ({ account: { accountNumber } }, _request, reply) =>
      send(reply, `positions ${accountNumber}`, services.balances.positionsJson(accountNumber, clock.now())),
  });

  postAccountCall<{ accountNumber: string; days: number }>(app, services, {
    path: PATHS.balanceHistory,
    body: historyBody,
    accountOf: (body) => body.accountNumber,
    need: ACTIONS.dashboard,
    answer: async ({ account: { accountNumber } }, { body: { days } }, reply) =>
      send(reply, `history ${accountNumber} ${days}`, await services.balances.historyJson(accountNumber, days, clock.now())),
  });

  app.get<{ Querystring: { from: string; to: 'USD' } }>(
    PATHS.latestPrice,
    { onRequest: fullSession, schema: { querystring: latestPriceQuery } },
    async (request, reply) => {
      const latest = services.prices.latest(request.query.from, clock.now());
      return latest ? ok(latest) : sendAreaError(request, reply, 404, `Unknown asset: ${request.query.from}`);
    },
  );
}
