// Transfers (spec part 2 §2–§9; contract src/api/contract/transfers.ts): outbound wires (v1 and
// v2 paths: the same call, the flag wire-out-v2 chooses the path), outbound digital-asset
// transfers (v2: a saved address; v3: a saved or, where allowed, a direct address, or — flag a2a,
// read by the domain in the booking's transaction — another account of the caller's firm) and the wire
// window. Thin: schemas for the shape, accountAccess for ownership and the create action (fiat
// only with wire-create, commodities only with digital-asset-transfer-create), the domain
// (domain/transfers/transfers.ts) for everything else in one transaction, the step-up's proof
// over this very body included (routes/stepUp.ts, domain/identity/stepUp.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { transferOperation, type TransferSubmitFields } from '../../../src/api/contract/stepUp';
import {
  TRANSFER_PATHS as PATHS,
  type BusinessHoursDto,
  type DigitalAssetTransferV3RequestDto,
  type TransferKind,
  type WireTransferRequestDto,
  TRANSFER_ACCOUNT_TYPES,
} from '../../../src/api/contract/transfers';
import { EmptyQuerySchema } from '../../../src/api/contract/schemas/common';
import { gatewayAnswers } from '../../../src/api/contract/schemas/envelopes';
import {
  BusinessHoursSchema,
  DigitalAssetTransferV2RequestSchema,
  DigitalAssetTransferV3RequestSchema,
  TransferSchema,
  WireTransferRequestSchema,
} from '../../../src/api/contract/schemas/transfers';
import { wireWindowAt } from '../../../src/shared/validation/businessHours';
import { ACTIONS, holds, type ActionName } from '../domain/accounts/entitlements';
import type { StepUpPresented } from '../domain/identity/stepUp';
import type { TransferOutcome, TransferRequest } from '../domain/transfers/transfers';
import { postAccountCall, type AccountAccess } from '../http/accountAccess';
import { gatewaySuccess as ok, sendAreaError } from '../http/answers';
import { requireSession } from '../http/sessionCookie';
import type { GatewayServices } from '../services';
import { stepUpCallerOf, stepUpSigner } from './stepUp';

export const ONE_DESTINATION_TEXT = 'body: exactly one of addressId and address';
/** v3 with another account of the firm among the destinations given (issue 27). */
export const ONE_OF_THREE_TEXT = 'body: exactly one of addressId, address and destinationAccountNumber';

export type TransferRouteDeps = Pick<GatewayServices, 'sessions' | 'users' | 'accounts' | 'entitlements' | 'access' | 'clock' | 'transfers' | 'stepUps' | 'securityEvents'>;

const AUTHORIZE: Record<TransferKind, ActionName> = { WIRE: ACTIONS.wireTransferAuthorize, DIGITAL_ASSET: ACTIONS.digitalAssetTransferAuthorize };

export function registerTransferRoutes(app: FastifyInstance, deps: TransferRouteDeps): void {
  /**
   * The submit with its step-up: the passkey's signature (if any) is checked first, then the domain
   * books in one transaction, using the proof up for the operation rebuilt from this very body.
   */
  const submit = async (
    request: FastifyRequest,
    access: AccountAccess,
    kind: TransferKind,
    body: TransferSubmitFields & { stepUp?: StepUpPresented },
    destination: TransferRequest['destination'],
  ): Promise<TransferOutcome> => {
    const caller = stepUpCallerOf(request, access.user);
    const verified = deps.stepUps.verify(caller, body.stepUp);
    const signer = stepUpSigner(deps, request, caller, verified, transferOperation(kind, body));
    const outcome = deps.transfers.submit({
      kind,
      userId: access.user.id,
      firmId: access.user.firmId,
      canAuthorize: holds(access.actions, AUTHORIZE[kind]),
      requestId: body.requestId.toLowerCase(),
      accountNumber: access.account.accountNumber,
      asset: body.asset,
      amount: body.amount,
      destination,
      sign: signer.sign,
    });
    signer.record(outcome.kind === 'done' && !outcome.replayed);
    return outcome;
  };

  for (const path of [PATHS.wireOutV1, PATHS.wireOutV2]) {
    postAccountCall<WireTransferRequestDto>(app, deps, {
      path,
      body: WireTransferRequestSchema,
      answerSchema: TransferSchema,
      accountOf: (b) => b.accountNumber,
      need: ACTIONS.wireTransferCreate,
      accountTypes: TRANSFER_ACCOUNT_TYPES,
      answer: (access, request, reply) => {
        return submit(request, access, 'WIRE', request.body, { instructionId: request.body.accountInstructionId }).then((outcome) =>
          outcome.kind === 'done' ? ok(outcome.transfer) : sendAreaError(request, reply, outcome.refusal.status, outcome.refusal.text),
        );
      },
    });
  }

  for (const path of [PATHS.digitalAssetOutV2, PATHS.digitalAssetOutV3]) {
    postAccountCall<DigitalAssetTransferV3RequestDto>(app, deps, {
      path,
      body: path === PATHS.digitalAssetOutV2 ? DigitalAssetTransferV2RequestSchema : DigitalAssetTransferV3RequestSchema,
      answerSchema: TransferSchema,
      accountOf: (b) => b.accountNumber,
      need: ACTIONS.digitalAssetTransferCreate,
      accountTypes: TRANSFER_ACCOUNT_TYPES,
      answer: (access, request, reply) => {
        const { addressId, address, destinationAccountNumber: toAccount } = request.body;
        const given = [addressId, address, toAccount].filter((d) => d !== undefined).length;
        if (given !== 1) return sendAreaError(request, reply, 400, toAccount === undefined ? ONE_DESTINATION_TEXT : ONE_OF_THREE_TEXT);
        const destination = addressId !== undefined ? { instructionId: addressId } : toAccount !== undefined ? { accountNumber: toAccount } : { address: address ?? '' };
        return submit(request, access, 'DIGITAL_ASSET', request.body, destination).then((outcome) =>
          outcome.kind === 'done' ? ok(outcome.transfer) : sendAreaError(request, reply, outcome.refusal.status, outcome.refusal.text),
        );
      },
    });
  }

  const businessHours = { querystring: EmptyQuerySchema, response: gatewayAnswers(BusinessHoursSchema) };
  app.get(PATHS.businessHours, { onRequest: requireSession(deps.sessions, 'full'), schema: businessHours }, async () => {
    const now = deps.clock.now();
    const window = wireWindowAt(now);
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    const answer: BusinessHoursDto = { status: window.status, asOf: new Date(now).toISOString(), closesAt: iso(window.closesAt), nextOpen: iso(window.nextOpen) };
    return ok(answer);
  });
}
