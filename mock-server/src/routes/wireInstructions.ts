// Saved wire instructions (spec part 2 §7): list, create, nickname check, delete (status/disable),
// and the non-US check. Thin: schemas for the shape, the shared validators for the rules, the
// domain (domain/instructions/wireInstructions.ts) for uniqueness, maxima, approval and audit.
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SAVED_INSTRUCTION_PATHS as PATHS, WIRE_DELETED } from '../../../src/api/contract/savedInstructions';
import { gatewayAnswers } from '../../../src/api/contract/schemas/envelopes';
import {
  CreateWireInstructionRequestSchema,
  NicknameValidationSchema,
  SavedWireInstructionPageSchema,
  SavedWireInstructionSchema,
  WireDisableRequestSchema,
  WireInstructionListQuerySchema,
  WireInstructionValidationSchema,
  WireNicknameQuerySchema,
} from '../../../src/api/contract/schemas/savedInstructions';
import { isValidIban } from '../../../src/shared/validation/codecs/bankCodes';
import { INSTRUCTION_MESSAGES as M } from '../../../src/shared/validation/savedInstructionMessages';
import { validateWireInstruction, type WireInstructionFormValues } from '../../../src/shared/validation/wireInstruction';
import { ACTIONS } from '../domain/accounts/entitlements';
import { accountAccess } from '../http/accountAccess';
import { gatewayAnswer, gatewaySuccess as ok, sendAreaError } from '../http/answers';
import { requireSession } from '../http/sessionCookie';
import { instructionAccess, refusedByRules, type InstructionDeps } from './instructionAnswers';
import { REQUEST_ID_USED_TEXT } from './mintBurn';

/** The list's query, its absent fields filled by the schema's defaults. */
type ListQuery = Required<Static<typeof WireInstructionListQuerySchema>>;

/** The rules beyond the form: the bank must be known, the IBAN must pass mod-97 and its country's length. */
function bankErrors(deps: InstructionDeps, form: WireInstructionFormValues): Record<string, string | undefined> {
  if (form.bankLocation === 'US') return { routingNumber: deps.banks.byRoutingNumber(form.routingNumber ?? '') ? undefined : M.bicNotFound };
  return {
    bankBic: deps.banks.byBic(form.bankBic ?? '') ? undefined : M.bicNotFound,
    bankIBAN: form.accountType === 'IBAN' && !isValidIban(form.bankIBAN ?? '') ? M.ibanInvalid : undefined,
    intermediaryBankBic: form.intermediaryBankBic && !deps.banks.byBic(form.intermediaryBankBic) ? M.bicNotFound : undefined,
  };
}

export function registerWireInstructionRoutes(app: FastifyInstance, deps: InstructionDeps): void {
  const fullSession = requireSession(deps.sessions, 'full');
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  const list = { querystring: WireInstructionListQuerySchema, response: gatewayAnswers(SavedWireInstructionPageSchema), 'x-entitlement': ACTIONS.dashboard };
  typed.get(PATHS.wireInstructions, { onRequest: fullSession, schema: list }, async (request, reply) => {
    const q = request.query as ListQuery;
    const access = accountAccess(deps, request, reply, q.fdasAccountNumber, ACTIONS.dashboard);
    if (!access) return reply;
    const statuses = ([['ACTIVE', q.active], ['PENDING', q.pending], ['INACTIVE', q.inactive]] as const).filter(([, on]) => on === 'true').map(([s]) => s);
    return ok(deps.wireInstructions.list(access.account.accountNumber, statuses, Number(q.page), Number(q.count)));
  });

  const create = { body: CreateWireInstructionRequestSchema, response: gatewayAnswers(SavedWireInstructionSchema), 'x-entitlement': ACTIONS.wireInstructionCreate };
  // requestId (optional; the SPA sends one per opened form): the same key answers the same instruction.
  typed.post(PATHS.wireInstructions, { onRequest: fullSession, schema: create }, async (request, reply) => {
    const { fdasAccountNumber, requestId, ...form } = request.body;
    const access = accountAccess(deps, request, reply, fdasAccountNumber, ACTIONS.wireInstructionCreate);
    if (!access) return reply;
    if (refusedByRules(request, reply, validateWireInstruction(form)) || refusedByRules(request, reply, bankErrors(deps, form))) return reply;
    const maximum = deps.accounts.settingsOf(fdasAccountNumber).maxWireInstructionsPermitted;
    const outcome = deps.wireInstructions.create(fdasAccountNumber, form, access.user.id, maximum, requestId);
    if (outcome.kind === 'nicknameTaken') return sendAreaError(request, reply, 409, M.nicknameTaken);
    if (outcome.kind === 'maximumReached') return sendAreaError(request, reply, 409, `This account already has the maximum of ${outcome.maximum} wire instructions.`);
    if (outcome.kind === 'requestIdReused') return sendAreaError(request, reply, 409, REQUEST_ID_USED_TEXT);
    return ok(outcome.instruction);
  });

  typed.get(
    PATHS.wireNicknameValidate,
    { onRequest: fullSession, schema: { querystring: WireNicknameQuerySchema, response: gatewayAnswers(NicknameValidationSchema), 'x-entitlement': ACTIONS.wireInstructionCreate } },
    async (request, reply) => {
      const access = accountAccess(deps, request, reply, request.query.fdasAccountNumber, ACTIONS.wireInstructionCreate);
      if (!access) return reply;
      return ok({ available: deps.wireInstructions.isNicknameAvailable(access.account.accountNumber, request.query.nickname) });
    },
  );

  // The success carries no data: its status says 'Instruction deleted successfully.'.
  typed.post(
    PATHS.wireDisable,
    { onRequest: fullSession, schema: { body: WireDisableRequestSchema, response: gatewayAnswers(Type.Null()), 'x-entitlement': ACTIONS.wireInstructionCreate } },
    async (request, reply) => {
      const id = request.body.accountInstructionId;
      const access = instructionAccess(deps, request, reply, deps.wireInstructions.liveAccountOf(id), ACTIONS.wireInstructionCreate);
      if (!access) return reply;
      deps.wireInstructions.remove({ id, accountNumber: access.account.accountNumber }, access.user.id);
      return gatewayAnswer(WIRE_DELETED.code, WIRE_DELETED.text);
    },
  );

  // Not shown in the spec: the non-US form as a body; answers { valid: true } or the 400 of its first rule.
  const nonUs = { body: CreateWireInstructionRequestSchema, response: gatewayAnswers(WireInstructionValidationSchema), 'x-entitlement': ACTIONS.wireInstructionCreate };
  typed.post(PATHS.nonUsWireValidate, { onRequest: fullSession, schema: nonUs }, async (request, reply) => {
    const { fdasAccountNumber, ...form } = request.body;
    const access = accountAccess(deps, request, reply, fdasAccountNumber, ACTIONS.wireInstructionCreate);
    if (!access) return reply;
    if (form.bankLocation !== 'NON_US') return sendAreaError(request, reply, 400, 'body.bankLocation must be NON_US');
    if (refusedByRules(request, reply, validateWireInstruction(form)) || refusedByRules(request, reply, bankErrors(deps, form))) return reply;
    return ok({ valid: true });
  });
}
