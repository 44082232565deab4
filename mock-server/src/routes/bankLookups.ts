// Lookups of the instruction forms (spec part 2 §7, part 1 §5): bank by routing number (v1) and
// by BIC (v2), IBAN validation (400 = invalid), wallet address validation, institutions. Each
// applies the shared rule first (a malformed code is a 400 with the spec's message).
import type { FastifyInstance } from 'fastify';
import { SAVED_INSTRUCTION_PATHS as PATHS } from '../../../src/api/contract/savedInstructions';
import { isValidIban } from '../../../src/shared/validation/codecs/bankCodes';
import { isValidWalletAddress, walletNetworkOf } from '../../../src/shared/validation/codecs/walletAddress';
import { INSTRUCTION_MESSAGES as M } from '../../../src/shared/validation/savedInstructionMessages';
import { validateBic, validateIbanLength, validateRoutingNumber } from '../../../src/shared/validation/wireInstruction';
import { INSTITUTIONS } from '../domain/instructions/institutions';
import { accountAccess } from '../http/accountAccess';
import { gatewaySuccess as ok, sendAreaError } from '../http/answers';
import { requireSession } from '../http/sessionCookie';
import { emptyQuerySchema } from './schemas';
import type { InstructionDeps } from './instructionAnswers';
import { ACCOUNT_BODY, BIC_QUERY, IBAN_BODY, ROUTING_QUERY, WALLET_QUERY } from './savedInstructionSchemas';

export function registerBankLookupRoutes(app: FastifyInstance, deps: Pick<InstructionDeps, 'sessions' | 'users' | 'accounts' | 'entitlements' | 'access' | 'banks'>): void {
  const fullSession = requireSession(deps.sessions, 'full');

  app.get<{ Querystring: { routingNumber: string } }>(PATHS.bankByRouting, { onRequest: fullSession, schema: { querystring: ROUTING_QUERY } }, async (request, reply) => {
    const invalid = validateRoutingNumber(request.query.routingNumber);
    if (invalid) return sendAreaError(request, reply, 400, invalid);
    const bank = deps.banks.byRoutingNumber(request.query.routingNumber);
    return bank ? ok(bank) : sendAreaError(request, reply, 404, M.bicNotFound);
  });

  app.get<{ Querystring: { transitNumber: string } }>(PATHS.bankByBic, { onRequest: fullSession, schema: { querystring: BIC_QUERY } }, async (request, reply) => {
    const invalid = validateBic(request.query.transitNumber);
    if (invalid) return sendAreaError(request, reply, 400, invalid);
    const bank = deps.banks.byBic(request.query.transitNumber);
    return bank ? ok(bank) : sendAreaError(request, reply, 404, M.bicNotFound);
  });

  app.post<{ Body: { iban: string } }>(PATHS.ibanValidate, { onRequest: fullSession, schema: { body: IBAN_BODY } }, async (request, reply) => {
    const invalid = validateIbanLength(request.body.iban) ?? (isValidIban(request.body.iban) ? undefined : M.ibanInvalid);
    return invalid ? sendAreaError(request, reply, 400, invalid) : ok({ valid: true });
  });

  app.get<{ Querystring: { address: string; token?: string; blockchain?: string } }>(
    PATHS.walletAddressValidate,
    { onRequest: fullSession, schema: { querystring: WALLET_QUERY } },
    async (request, reply) => {
      const { address, token, blockchain } = request.query;
      if ((token === undefined) === (blockchain === undefined)) return sendAreaError(request, reply, 400, 'querystring must have exactly one of token, blockchain');
      const network = walletNetworkOf(blockchain ?? (token === 'FIDD' ? 'ETH' : token));
      if (network === null) return sendAreaError(request, reply, 400, M.selectNetwork);
      return ok({ valid: isValidWalletAddress(network, address) });
    },
  );

  app.get(PATHS.institutions, { onRequest: fullSession, schema: { querystring: emptyQuerySchema } }, async () => ok(INSTITUTIONS));

  app.post<{ Body: { accountNumber: string } }>(PATHS.institutionList, { onRequest: fullSession, schema: { body: ACCOUNT_BODY, 'x-entitlement': 'anyAction' } }, async (request, reply) => {
    const access = accountAccess(deps, request, reply, request.body.accountNumber, 'anyAction');
    if (!access) return reply;
    return ok(INSTITUTIONS);
  });
}
