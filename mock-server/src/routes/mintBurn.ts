// Mint & Burn (spec part 1 §1–§4, §7–§9; contract/mintBurn.ts): the mint wire details, the burn
// address history and burn address generation, for market-maker accounts. Full session only; the
// account held by the user's firm, the call's FDAS_MM_* action on it, and a market-maker account
// (http/accountAccess.ts marketMakerAccess). Bodies are exactly the contract's fields (400 else).
import type { FastifyInstance } from 'fastify';
import {
  BURN_COST_BASIS_VALUE,
  MINT_BURN_ASSET,
  MINT_BURN_PATHS as PATHS,
  NO_HISTORICAL_ADDRESS_CODES,
  type HistoricalAddressesRequestDto,
  type InboundAddressRequestDto,
  type MintAccountDetailsRequestDto,
} from '../../../src/api/contract/mintBurn';
import { ACTIONS } from '../domain/entitlements';
import { marketMakerAccess } from '../http/accountAccess';
import { gatewayAnswer, gatewaySuccess as ok, sendAreaError } from '../http/answers';
import { requireSession } from '../http/sessionCookie';
import type { GatewayServices } from '../services';
import { ACCOUNT_NUMBER_PATTERN, accountNumberBody } from './schemas';

/** A UUID in either letter case (the contract's isRequestId). */
export const REQUEST_ID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
export const NO_HISTORY = { code: NO_HISTORICAL_ADDRESS_CODES[0], text: 'No historical addresses found' } as const;
export const REQUEST_ID_USED_TEXT = 'Request id already used';
export const NO_MINT_DETAILS_TEXT = 'No mint account details for this account';

const MINT_DETAILS_BODY = accountNumberBody('accountNumber');

const HISTORY_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['accountNumber', 'asset'],
  properties: {
    accountNumber: { type: 'string', pattern: ACCOUNT_NUMBER_PATTERN },
    asset: { enum: [MINT_BURN_ASSET] },
  },
} as const;

const INBOUND_ADDRESS_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['requestId', 'costBasisValue', 'asset', 'accountNumber'],
  properties: {
    requestId: { type: 'string', maxLength: 36, pattern: REQUEST_ID_PATTERN },
    costBasisValue: { enum: [BURN_COST_BASIS_VALUE] },
    asset: { enum: [MINT_BURN_ASSET] },
    accountNumber: { type: 'string', pattern: ACCOUNT_NUMBER_PATTERN },
  },
} as const;

export function registerMintBurnRoutes(app: FastifyInstance, services: GatewayServices): void {
  const fullSession = requireSession(services.sessions, 'full');
  const { clock } = services;

  app.post<{ Body: MintAccountDetailsRequestDto }>(
    PATHS.mintAccountDetails,
    { onRequest: fullSession, schema: { body: MINT_DETAILS_BODY } },
    async (request, reply) => {
      const access = marketMakerAccess(services, request, reply, request.body.accountNumber, ACTIONS.marketMakerWireCreate);
      if (!access) return reply;
      const details = services.mintDetails.detailsOf(access.account);
      return details ? ok(details) : sendAreaError(request, reply, 404, NO_MINT_DETAILS_TEXT);
    },
  );

  app.post<{ Body: HistoricalAddressesRequestDto }>(
    PATHS.historicalAddresses,
    { onRequest: fullSession, schema: { body: HISTORY_BODY } },
    async (request, reply) => {
      const access = marketMakerAccess(services, request, reply, request.body.accountNumber, ACTIONS.marketMakerTransferCreate);
      if (!access) return reply;
      const addresses = services.burnAddresses.history(access.account.accountNumber, request.body.asset, clock.now());
      // None yet: HTTP 200 with the provider's code and no data (the SPA reads it as an empty list).
      return addresses.length > 0 ? ok(addresses) : gatewayAnswer(NO_HISTORY.code, NO_HISTORY.text);
    },
  );

  app.post<{ Body: InboundAddressRequestDto }>(
    PATHS.inboundAddress,
    { onRequest: fullSession, schema: { body: INBOUND_ADDRESS_BODY } },
    async (request, reply) => {
      const access = marketMakerAccess(services, request, reply, request.body.accountNumber, ACTIONS.marketMakerTransferCreate);
      if (!access) return reply;
      const outcome = services.burnAddresses.generate({ ...request.body, accountNumber: access.account.accountNumber }, access.user.id);
      if (outcome.kind === 'conflict') return sendAreaError(request, reply, 409, REQUEST_ID_USED_TEXT);
      return ok(outcome.address);
    },
  );
}
