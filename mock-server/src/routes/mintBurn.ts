// Mint & Burn (spec part 1 §1–§4, §7–§9; contract/mintBurn.ts): the mint wire details and the burn
// address history, for market-maker accounts (burn address generation shares its path with the
// custody deposit address: routes/inboundAddress.ts). Full session only; the
// account held by the user's firm, the call's FDAS_MM_* action on it, and a market-maker account
// (http/accountAccess.ts marketMakerAccess). Bodies are exactly the contract's fields (400 else).
import type { FastifyInstance } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import {
  MINT_BURN_PATHS as PATHS,
  NO_HISTORICAL_ADDRESS_CODES,
  type HistoricalAddressesRequestDto,
  type MintAccountDetailsRequestDto,
} from '../../../src/api/contract/mintBurn';
import { nullable } from '../../../src/api/contract/schemas/common';
import {
  HistoricalAddressListSchema,
  HistoricalAddressesRequestSchema,
  MintAccountDetailsRequestSchema,
  MintAccountDetailsSchema,
} from '../../../src/api/contract/schemas/mintBurn';
import { ACTIONS, type ActionName } from '../domain/accounts/entitlements';
import { postMarketMakerCall, type AccessServices, type AccountCall } from '../http/accountAccess';
import { gatewayAnswer, gatewaySuccess as ok, sendAreaError } from '../http/answers';
import type { GatewayServices } from '../services';

export const NO_HISTORY = { code: NO_HISTORICAL_ADDRESS_CODES[0], text: 'No historical addresses found' } as const;
export const REQUEST_ID_USED_TEXT = 'Request id already used';
export const NO_MINT_DETAILS_TEXT = 'No mint account details for this account';

/** What the Mint & Burn routes use. */
export type MintBurnRouteDeps = AccessServices & Pick<GatewayServices, 'sessions' | 'flags' | 'clock' | 'mintDetails' | 'burnAddresses'>;

export function registerMintBurnRoutes(app: FastifyInstance, services: MintBurnRouteDeps): void {
  const { clock } = services;
  /** A call on the market-maker account its body names, needing `need` there. */
  const marketMakerCall = <B extends { accountNumber: string }>(path: string, body: object, answerSchema: TSchema, need: ActionName, answer: AccountCall<B>['answer']) =>
    postMarketMakerCall<B>(app, services, { path, body, answerSchema, accountOf: (b) => b.accountNumber, need, answer });

  marketMakerCall<MintAccountDetailsRequestDto>(PATHS.mintAccountDetails, MintAccountDetailsRequestSchema, MintAccountDetailsSchema, ACTIONS.marketMakerWireCreate, (access, request, reply) => {
    const details = services.mintDetails.detailsOf(access.account);
    return details ? ok(details) : sendAreaError(request, reply, 404, NO_MINT_DETAILS_TEXT);
  });

  // The answer's data is null (with the code MM1030) while the account has no burn address yet.
  const historyAnswer = nullable(HistoricalAddressListSchema);
  marketMakerCall<HistoricalAddressesRequestDto>(PATHS.historicalAddresses, HistoricalAddressesRequestSchema, historyAnswer, ACTIONS.marketMakerTransferCreate, (access, request) => {
    const addresses = services.burnAddresses.history(access.account.accountNumber, request.body.asset, clock.now());
    // None yet: HTTP 200 with the provider's code and no data (the SPA reads it as an empty list).
    return addresses.length > 0 ? ok(addresses) : gatewayAnswer(NO_HISTORY.code, NO_HISTORY.text);
  });
}
