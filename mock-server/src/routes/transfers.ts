// Transfers (spec part 2 §2–§9; contract src/api/contract/transfers.ts): outbound wires (v1 and
// v2 paths: the same call, the flag wire-out-v2 chooses the path), outbound digital-asset
// transfers (v2: a saved address; v3: a saved or, where allowed, a direct address) and the wire
// window. Thin: schemas for the shape, accountAccess for ownership and the create action (fiat
// only with wire-create, commodities only with digital-asset-transfer-create), the domain
// (domain/transfers/transfers.ts) for everything else in one transaction.
import type { FastifyInstance } from 'fastify';
import {
  TRANSFER_PATHS as PATHS,
  type BusinessHoursDto,
  type DigitalAssetTransferV3RequestDto,
  type TransferKind,
  type WireTransferRequestDto,
  TRANSFER_ACCOUNT_TYPES,
} from '../../../src/api/contract/transfers';
import { wireWindowAt } from '../../../src/shared/validation/businessHours';
import { ACTIONS, holds, type ActionName } from '../domain/accounts/entitlements';
import type { TransferRequest } from '../domain/transfers/transfers';
import { postAccountCall, type AccountAccess } from '../http/accountAccess';
import { gatewaySuccess as ok, sendAreaError } from '../http/answers';
import { requireSession } from '../http/sessionCookie';
import type { GatewayServices } from '../services';
import { REQUEST_ID_PATTERN } from './mintBurn';
import { ACCOUNT_NUMBER_PATTERN, closedObject, emptyQuerySchema } from './schemas';

const ID = { type: 'string', minLength: 1, maxLength: 64 } as const;
const COMMON = {
  requestId: { type: 'string', maxLength: 36, pattern: REQUEST_ID_PATTERN },
  accountNumber: { type: 'string', pattern: ACCOUNT_NUMBER_PATTERN },
  // A string; its rules (and their messages) are the one shared parser's, its size included
  // (transferAmount.ts parseAmount; the body limit bounds what is read).
  amount: { type: 'string' },
} as const;

const WIRE_BODY = closedObject({ ...COMMON, accountInstructionId: ID, asset: { enum: ['USD'] } });
const DIGITAL_ASSET_V2_BODY = closedObject({ ...COMMON, asset: { type: 'string', pattern: '^[A-Z0-9]{1,12}$' }, addressId: ID });
const DIGITAL_ASSET_V3_BODY = closedObject(
  { ...COMMON, asset: { type: 'string', pattern: '^[A-Z0-9]{1,12}$' }, addressId: ID, address: { type: 'string', minLength: 1, maxLength: 128 } },
  ['requestId', 'accountNumber', 'asset', 'amount'],
);

export const ONE_DESTINATION_TEXT = 'body: exactly one of addressId and address';

export type TransferRouteDeps = Pick<GatewayServices, 'sessions' | 'users' | 'accounts' | 'entitlements' | 'access' | 'clock' | 'transfers'>;

const AUTHORIZE: Record<TransferKind, ActionName> = { WIRE: ACTIONS.wireTransferAuthorize, DIGITAL_ASSET: ACTIONS.digitalAssetTransferAuthorize };

export function registerTransferRoutes(app: FastifyInstance, deps: TransferRouteDeps): void {
  const submit = (access: AccountAccess, kind: TransferKind, body: { requestId: string; asset: string; amount: string }, destination: TransferRequest['destination']) =>
    deps.transfers.submit({
      kind,
      userId: access.user.id,
      canAuthorize: holds(access.actions, AUTHORIZE[kind]),
      requestId: body.requestId.toLowerCase(),
      accountNumber: access.account.accountNumber,
      asset: body.asset,
      amount: body.amount,
      destination,
    });

  for (const path of [PATHS.wireOutV1, PATHS.wireOutV2]) {
    postAccountCall<WireTransferRequestDto>(app, deps, {
      path,
      body: WIRE_BODY,
      accountOf: (b) => b.accountNumber,
      need: ACTIONS.wireTransferCreate,
      accountTypes: TRANSFER_ACCOUNT_TYPES,
      answer: (access, request, reply) => {
        const outcome = submit(access, 'WIRE', request.body, { instructionId: request.body.accountInstructionId });
        return outcome.kind === 'done' ? ok(outcome.transfer) : sendAreaError(request, reply, outcome.refusal.status, outcome.refusal.text);
      },
    });
  }

  for (const path of [PATHS.digitalAssetOutV2, PATHS.digitalAssetOutV3]) {
    postAccountCall<DigitalAssetTransferV3RequestDto>(app, deps, {
      path,
      body: path === PATHS.digitalAssetOutV2 ? DIGITAL_ASSET_V2_BODY : DIGITAL_ASSET_V3_BODY,
      accountOf: (b) => b.accountNumber,
      need: ACTIONS.digitalAssetTransferCreate,
      accountTypes: TRANSFER_ACCOUNT_TYPES,
      answer: (access, request, reply) => {
        const { addressId, address } = request.body;
        if ((addressId === undefined) === (address === undefined)) return sendAreaError(request, reply, 400, ONE_DESTINATION_TEXT);
        const outcome = submit(access, 'DIGITAL_ASSET', request.body, addressId !== undefined ? { instructionId: addressId } : { address: address ?? '' });
        return outcome.kind === 'done' ? ok(outcome.transfer) : sendAreaError(request, reply, outcome.refusal.status, outcome.refusal.text);
      },
    });
  }

  app.get(PATHS.businessHours, { onRequest: requireSession(deps.sessions, 'full'), schema: { querystring: emptyQuerySchema } }, async () => {
    const now = deps.clock.now();
    const window = wireWindowAt(now);
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    const answer: BusinessHoursDto = { status: window.status, asOf: new Date(now).toISOString(), closesAt: iso(window.closesAt), nextOpen: iso(window.nextOpen) };
    return ok(answer);
  });
}
