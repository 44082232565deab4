// createDigitalInboundDepositAddress (POST …/api/v1/digitalasset/transfer/inbound/address): one
// call, two kinds of account. A market-maker account gets a burn address (FIDD, cost basis '1.00',
// FDAS_MM_TOACreate: contract/mintBurn.ts, domain/mintBurn/mintBurn.ts); a custody, sub-custody or collateral
// account a deposit address of any digital asset it may receive (toaInEnabledAssets), with the cost
// basis per unit the client declares (the dashboard entitlement: contract/transfers.ts,
// domain/transfers/depositAddresses.ts). Both are idempotent per user and request id (409 for another body).
import type { FastifyInstance } from 'fastify';
import { BURN_COST_BASIS_VALUE, MINT_BURN_ASSET, MINT_BURN_PATHS } from '../../../src/api/contract/mintBurn';
import { InboundAddressAnswerSchema, InboundDepositAddressRequestSchema } from '../../../src/api/contract/schemas/transfers';
import { TRANSFER_ENTITLEMENTS, assetNotReceivableText, type InboundDepositAddressRequestDto } from '../../../src/api/contract/transfers';
import { checkCostBasis, formatAmountUnits, USD_AMOUNT_DECIMALS } from '../../../src/shared/validation/transferAmount';
import { DEPOSIT_NETWORKS } from '../domain/transfers/depositAddresses';
import { ACTIONS, holds, type ActionName } from '../domain/accounts/entitlements';
import { mintBurnOpen, NOT_ENTITLED_TO_VIEW_TEXT, postAccountCall, notEntitledText, type AccessServices } from '../http/accountAccess';
import { gatewaySuccess as ok, sendAreaError } from '../http/answers';
import type { GatewayServices } from '../services';
import { REQUEST_ID_USED_TEXT } from './mintBurn';

/** 400 of an asset the custody account may not receive. */
export const cannotReceiveText = (asset: string) => `body.asset: ${assetNotReceivableText(asset)}`;

export type InboundAddressRouteDeps = AccessServices & Pick<GatewayServices, 'sessions' | 'flags' | 'securities' | 'burnAddresses' | 'depositAddresses'>;

export function registerInboundAddressRoute(app: FastifyInstance, deps: InboundAddressRouteDeps): void {
  postAccountCall<InboundDepositAddressRequestDto>(app, deps, {
    path: MINT_BURN_PATHS.inboundAddress,
    body: InboundDepositAddressRequestSchema,
    answerSchema: InboundAddressAnswerSchema,
    accountOf: (b) => b.accountNumber,
    need: 'ownership',
    answer: (access, request, reply) => {
      const body = request.body;
      const marketMaker = access.account.accountType === 'MARKET_MAKER';
      const need: ActionName = marketMaker ? ACTIONS.marketMakerTransferCreate : TRANSFER_ENTITLEMENTS.view;
      if (!holds(access.actions, need)) return sendAreaError(request, reply, 403, notEntitledText(need));
      const user = access.user.id;

      if (marketMaker) {
        if (!mintBurnOpen(deps)) return sendAreaError(request, reply, 403, NOT_ENTITLED_TO_VIEW_TEXT);
        if (body.asset !== MINT_BURN_ASSET) return sendAreaError(request, reply, 400, `body.asset must be one of ${MINT_BURN_ASSET}`);
        if (body.costBasisValue !== BURN_COST_BASIS_VALUE) return sendAreaError(request, reply, 400, `body.costBasisValue must be one of ${BURN_COST_BASIS_VALUE}`);
        const outcome = deps.burnAddresses.generate({ ...body, accountNumber: access.account.accountNumber }, user);
        return outcome.kind === 'conflict' ? sendAreaError(request, reply, 409, REQUEST_ID_USED_TEXT) : ok(outcome.address);
      }

      const security = deps.securities.find(body.asset);
      const receivable =
        security !== null && security.type === 'commodity' && security.status === 'ACTIVE' && DEPOSIT_NETWORKS.includes(security.networkName ?? '') &&
        deps.accounts.movesAsset(access.account.accountNumber, security.symbol, 'toaIn');
      if (!receivable || security.networkName === null) return sendAreaError(request, reply, 400, cannotReceiveText(body.asset));
      // The one parser (shared with the receive form): the cents it checked are the cents kept.
      const costBasis = checkCostBasis(body.costBasisValue);
      if (!costBasis.ok) return sendAreaError(request, reply, 400, `body.costBasisValue: ${costBasis.message}`);
      const cents = costBasis.units;
      const outcome = deps.depositAddresses.generate(
        {
          requestId: body.requestId,
          accountNumber: access.account.accountNumber,
          asset: security.symbol,
          network: security.networkName,
          costBasisValue: formatAmountUnits(cents, USD_AMOUNT_DECIMALS),
          costBasisCents: cents,
        },
        user,
      );
      return outcome.kind === 'conflict' ? sendAreaError(request, reply, 409, REQUEST_ID_USED_TEXT) : ok(outcome.address);
    },
  });
}
