// Balances (spec part 2 §3, §7; contract/accountsGateway.ts): securities, positions with the
// account summary, the balance history and the latest price. Full session only; positions and
// history need FDAS_AS_INST_DASHBOARD on the account (market-maker accounts answer too). Positions
// and the history are sent as the JSON the balance reader keeps per quote minute (answerCache.ts).
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ACCOUNTS_GATEWAY_PATHS as PATHS } from '../../../src/api/contract/accountsGateway';
import { EmptyQuerySchema } from '../../../src/api/contract/schemas/common';
import { gatewayAnswers } from '../../../src/api/contract/schemas/envelopes';
import {
  BalanceHistoryRequestSchema,
  BalanceHistorySchema,
  LatestPriceQuerySchema,
  LatestPriceSchema,
  PositionsRequestSchema,
  PositionsSchema,
} from '../../../src/api/contract/schemas/positions';
import { SecurityListSchema } from '../../../src/api/contract/schemas/securities';
import { ACTIONS } from '../domain/accounts/entitlements';
import { postAccountCall, type AccessServices } from '../http/accountAccess';
import { gatewaySuccess as ok, sendAreaError } from '../http/answers';
import { requireSession } from '../http/sessionCookie';
import type { GatewayServices } from '../services';

/** What the balance routes use. */
export type BalanceRouteDeps = AccessServices & Pick<GatewayServices, 'sessions' | 'clock' | 'securities' | 'prices' | 'balances'>;

/** A /gateway success around data already in JSON. */
const SUCCESS_STATUS = JSON.stringify(ok(null).status);
const successJson = (dataJson: string) => `{"status":${SUCCESS_STATUS},"data":${dataJson}}`;

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
const GZIP_FROM_BYTES = 8 * 1024;
const gzipped = promisify(gzip);

/** Whether the client takes a gzip body (`Accept-Encoding: gzip`, not refused with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

interface KeptBody {
  json: string;
  body: Buffer;
  /** The body gzipped once, off the event loop (zlib's thread pool), for the clients that take it; null inside if that failed. */
  gzip: Promise<Buffer | null> | null;
}

/**
 * Sends data already in JSON as a /gateway success. The body last sent for each key is kept with
 * the JSON it was made from, so a kept answer (the same string) is encoded once, not per request:
 * 381 KB for the 500-token account; gzipped once too (about a tenth of that) for clients that say
 * they take gzip, as browsers do.
 */
function jsonSender(capacity = 256) {
  const bodies = new Map<string, KeptBody>();
  const sendGzipped = async (reply: FastifyReply, kept: KeptBody): Promise<FastifyReply> => {
    kept.gzip ??= gzipped(kept.body).catch(() => null);
    const body = await kept.gzip;
    return body ? reply.header('content-encoding', 'gzip').send(body) : reply.send(kept.body);
  };
  // Not an async function: a body sent as it is (most answers) costs no promise.
  return (request: FastifyRequest, reply: FastifyReply, key: string, json: string): FastifyReply | Promise<FastifyReply> => {
    let kept = bodies.get(key);
    if (kept?.json !== json) {
      if (bodies.size >= capacity) bodies.clear();
      kept = { json, body: Buffer.from(successJson(json)), gzip: null };
      bodies.set(key, kept);
    }
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (kept.body.length < GZIP_FROM_BYTES || !acceptsGzip(request.headers['accept-encoding'])) return reply.send(kept.body);
    return sendGzipped(reply, kept);
  };
}
export function registerBalanceRoutes(app: FastifyInstance, services: BalanceRouteDeps): void {
  const fullSession = requireSession(services.sessions, 'full');
  const { clock } = services;
  const send = jsonSender();

  // The asset list (500-odd entries, ~230 KB of JSON): gzipped for browsers too, like positions. It
  // loads at sign-in beside the dashboard's data calls, whose answers it would otherwise hold back
  // on a slow link (ADR 0022).
  app.get(PATHS.securities, { onRequest: fullSession, schema: { querystring: EmptyQuerySchema, response: gatewayAnswers(SecurityListSchema) } }, (request, reply) =>
    send(request, reply, 'securities', JSON.stringify(services.securities.list())),
  );

  postAccountCall<Static<typeof PositionsRequestSchema>>(app, services, {
    path: PATHS.positions,
    body: PositionsRequestSchema,
    answerSchema: PositionsSchema,
    accountOf: (body) => body.accountIdFilter,
    need: ACTIONS.dashboard,
    answer: ({ account: { accountNumber } }, request, reply) =>
      send(request, reply, `positions ${accountNumber}`, services.balances.positionsJson(accountNumber, clock.now())),
  });

  postAccountCall<Static<typeof BalanceHistoryRequestSchema>>(app, services, {
    path: PATHS.balanceHistory,
    body: BalanceHistoryRequestSchema,
    answerSchema: BalanceHistorySchema,
    accountOf: (body) => body.accountNumber,
    need: ACTIONS.dashboard,
    answer: async ({ account: { accountNumber } }, request, reply) =>
      send(request, reply, `history ${accountNumber} ${request.body.days}`, await services.balances.historyJson(accountNumber, request.body.days, clock.now())),
  });

  // The type provider types the query from its schema (no generic written again).
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    PATHS.latestPrice,
    { onRequest: fullSession, schema: { querystring: LatestPriceQuerySchema, response: gatewayAnswers(LatestPriceSchema) } },
    async (request, reply) => {
      const latest = services.prices.latest(request.query.from, clock.now());
      return latest ? ok(latest) : sendAreaError(request, reply, 404, `Unknown asset: ${request.query.from}`);
    },
  );
}
