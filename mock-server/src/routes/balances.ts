// Balances (spec part 2 §3, §7; contract/accountsGateway.ts): securities, positions with the
// account summary, the balance history and the latest price. Full session only; positions and
// history need FDAS_AS_INST_DASHBOARD on the account (market-maker accounts answer too). Positions
// and the history are sent as the JSON the balance reader keeps per quote minute (answerCache.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ACCOUNTS_GATEWAY_PATHS as PATHS, BALANCE_HISTORY_MAX_DAYS } from '../../../src/api/contract/accountsGateway';
import { ACTIONS } from '../domain/entitlements';
import { accountAccess, type AccessServices } from '../http/accountAccess';
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
import { ACCOUNT_NUMBER_PATTERN, accountNumberBody, emptyQuerySchema } from './schemas';

const POSITIONS_BODY = accountNumberBody('accountIdFilter');

const historyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['accountNumber', 'days'],
  properties: {
    accountNumber: { type: 'string', pattern: ACCOUNT_NUMBER_PATTERN },
    days: { type: 'integer', minimum: 1, maximum: BALANCE_HISTORY_MAX_DAYS },
  },
} as const;

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

  app.post<{ Body: { accountIdFilter: string } }>(
    PATHS.positions,
    { onRequest: fullSession, schema: { body: POSITIONS_BODY } },
    async (request, reply) => {
      const access = accountAccess(services, request, reply, request.body.accountIdFilter, ACTIONS.dashboard);
      if (!access) return reply;
      const { accountNumber } = access.account;
      return send(reply, `positions ${accountNumber}`, services.balances.positionsJson(accountNumber, clock.now()));
    },
  );

  app.post<{ Body: { accountNumber: string; days: number } }>(
    PATHS.balanceHistory,
    { onRequest: fullSession, schema: { body: historyBody } },
    async (request, reply) => {
      const access = accountAccess(services, request, reply, request.body.accountNumber, ACTIONS.dashboard);
      if (!access) return reply;
      const { accountNumber } = access.account;
      const { days } = request.body;
      return send(reply, `history ${accountNumber} ${days}`, await services.balances.historyJson(accountNumber, days, clock.now()));
    },
  );

  app.get<{ Querystring: { from: string; to: 'USD' } }>(
    PATHS.latestPrice,
    { onRequest: fullSession, schema: { querystring: latestPriceQuery } },
    async (request, reply) => {
      const latest = services.prices.latest(request.query.from, clock.now());
      return latest ? ok(latest) : sendAreaError(request, reply, 404, `Unknown asset: ${request.query.from}`);
    },
  );
}
