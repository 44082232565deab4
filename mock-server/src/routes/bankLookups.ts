// Lookups of the instruction forms (spec part 2 §7, part 1 §5): bank by routing number (v1) and
// by BIC (v2), IBAN validation (400 = invalid), wallet address validation, institutions. Each
// applies the shared rule first (a malformed code is a 400 with the spec's message).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SAVED_INSTRUCTION_PATHS as PATHS } from '../../../src/api/contract/savedInstructions';
import { EmptyQuerySchema } from '../../../src/api/contract/schemas/common';
import { gatewayAnswers } from '../../../src/api/contract/schemas/envelopes';
import {
  AccountRequestSchema,
  BicQuerySchema,
  IbanRequestSchema,
  IbanValidationSchema,
  InstitutionListSchema,
  NonUsBankSchema,
  RoutingNumberQuerySchema,
  UsBankSchema,
  WalletAddressQuerySchema,
  WalletAddressValidationSchema,
} from '../../../src/api/contract/schemas/savedInstructions';
import { isValidIban } from '../../../src/shared/validation/codecs/bankCodes';
import { isValidWalletAddress, walletNetworkOf } from '../../../src/shared/validation/codecs/walletAddress';
import { INSTRUCTION_MESSAGES as M } from '../../../src/shared/validation/savedInstructionMessages';
import { validateBic, validateIbanLength, validateRoutingNumber } from '../../../src/shared/validation/wireInstruction';
import { INSTITUTIONS } from '../domain/instructions/institutions';
import { accountAccess } from '../http/accountAccess';
import { gatewaySuccess as ok, sendAreaError } from '../http/answers';
import { requireSession } from '../http/sessionCookie';
import type { InstructionDeps } from './instructionAnswers';

export function registerBankLookupRoutes(app: FastifyInstance, deps: Pick<InstructionDeps, 'sessions' | 'users' | 'accounts' | 'entitlements' | 'access' | 'banks'>): void {
  const fullSession = requireSession(deps.sessions, 'full');
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get(PATHS.bankByRouting, { onRequest: fullSession, schema: { querystring: RoutingNumberQuerySchema, response: gatewayAnswers(UsBankSchema) } }, async (request, reply) => {
    const invalid = validateRoutingNumber(request.query.routingNumber);
    if (invalid) return sendAreaError(request, reply, 400, invalid);
    const bank = deps.banks.byRoutingNumber(request.query.routingNumber);
    return bank ? ok(bank) : sendAreaError(request, reply, 404, M.bicNotFound);
  });

  typed.get(PATHS.bankByBic, { onRequest: fullSession, schema: { querystring: BicQuerySchema, response: gatewayAnswers(NonUsBankSchema) } }, async (request, reply) => {
    const invalid = validateBic(request.query.transitNumber);
    if (invalid) return sendAreaError(request, reply, 400, invalid);
    const bank = deps.banks.byBic(request.query.transitNumber);
    return bank ? ok(bank) : sendAreaError(request, reply, 404, M.bicNotFound);
  });

  typed.post(PATHS.ibanValidate, { onRequest: fullSession, schema: { body: IbanRequestSchema, response: gatewayAnswers(IbanValidationSchema) } }, async (request, reply) => {
    const invalid = validateIbanLength(request.body.iban) ?? (isValidIban(request.body.iban) ? undefined : M.ibanInvalid);
    return invalid ? sendAreaError(request, reply, 400, invalid) : ok({ valid: true });
  });

  typed.get(
    PATHS.walletAddressValidate,
    { onRequest: fullSession, schema: { querystring: WalletAddressQuerySchema, response: gatewayAnswers(WalletAddressValidationSchema) } },
    async (request, reply) => {
      const { address, token, blockchain } = request.query;
      if ((token === undefined) === (blockchain === undefined)) return sendAreaError(request, reply, 400, 'querystring must have exactly one of token, blockchain');
      const network = walletNetworkOf(blockchain ?? (token === 'FIDD' ? 'ETH' : token));
      if (network === null) return sendAreaError(request, reply, 400, M.selectNetwork);
      return ok({ valid: isValidWalletAddress(network, address) });
    },
  );

  app.get(PATHS.institutions, { onRequest: fullSession, schema: { querystring: EmptyQuerySchema, response: gatewayAnswers(InstitutionListSchema) } }, async () => ok(INSTITUTIONS));

  const institutions = { body: AccountRequestSchema, response: gatewayAnswers(InstitutionListSchema), 'x-entitlement': 'anyAction' };
  typed.post(PATHS.institutionList, { onRequest: fullSession, schema: institutions }, async (request, reply) => {
    const access = accountAccess(deps, request, reply, request.body.accountNumber, 'anyAction');
    if (!access) return reply;
    return ok([...INSTITUTIONS]);
  });
}
