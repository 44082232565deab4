// Saved digital asset instructions and the allow-list settings (spec part 2 §4, §6, §7): list,
// create (idempotent by sdaiUUID per user), delete, nickname check, activation periods, enable /
// edit / disable. The form rules are the shared validators; the domain does the rest, the flags
// aa, disEnabled and mm-sdai among it (domain/instructions/allowListFlags.ts: 403, nothing changed).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ACTIVATION_PERIODS,
  ADDRESS_DELETED,
  SAVED_ADDRESS_FLAG_TEXTS as FLAG_TEXTS,
  SAVED_INSTRUCTION_PATHS as PATHS,
  SDAI_UPDATED_TEXT,
  type SdaiEditDto,
  type SdaiEnableDto,
} from '../../../src/api/contract/savedInstructions';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { gatewayAnswers } from '../../../src/api/contract/schemas/envelopes';
import {
  AccountRequestSchema,
  ActivationPeriodsSchema,
  AddressDeleteRequestSchema,
  AddressNicknameRequestSchema,
  CreateDigitalAssetInstructionRequestSchema,
  NicknameValidationSchema,
  SavedDigitalAssetInstructionListSchema,
  SavedDigitalAssetInstructionSchema,
  SdaiDisableRequestSchema,
  SdaiEditRequestSchema,
  SdaiEnableRequestSchema,
  SdaiStateSchema,
} from '../../../src/api/contract/schemas/savedInstructions';
import { validateDigitalAssetInstruction } from '../../../src/shared/validation/digitalAssetInstruction';
import { INSTRUCTION_MESSAGES as M } from '../../../src/shared/validation/savedInstructionMessages';
import { ACTIONS } from '../domain/accounts/entitlements';
import { INSTITUTION_IDS } from '../domain/instructions/institutions';
import { accountAccess } from '../http/accountAccess';
import { gatewayAnswer, gatewaySuccess as ok, sendAreaError } from '../http/answers';
import { requireSession } from '../http/sessionCookie';
import { instructionAccess, refusedByRules, type InstructionDeps } from './instructionAnswers';

export const ALLOW_LIST_DISABLING_TEXT = 'Saved Digital Asset Instructions are being disabled.';
const NOT_ALLOWED_NOW = 'The allow-list cannot be changed this way in its current state.';

export function registerAddressInstructionRoutes(app: FastifyInstance, deps: InstructionDeps): void {
  const fullSession = requireSession(deps.sessions, 'full');
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  // v1 and v3 (spec part 2 §7: "v3 also"; the SPA asks v3 while eu-trvl-rule is on) answer alike.
  for (const path of [PATHS.addressList, PATHS.addressListV3]) {
    const list = { body: AccountRequestSchema, response: gatewayAnswers(SavedDigitalAssetInstructionListSchema), 'x-entitlement': ACTIONS.dashboard };
    typed.post(path, { onRequest: fullSession, schema: list }, async (request, reply) => {
      const access = accountAccess(deps, request, reply, request.body.accountNumber, ACTIONS.dashboard);
      if (!access) return reply;
      if (deps.addressInstructions.closedFor(access.account)) return sendAreaError(request, reply, 403, FLAG_TEXTS.marketMakerClosed);
      return ok(deps.addressInstructions.list(access.account.accountNumber));
    });
  }

  // v1 and v3 (spec part 2 §7: "v3 with eu-trvl-rule") take the same form, the travel-rule fields optional on both.
  for (const path of [PATHS.addressCreate, PATHS.addressCreateV3]) {
    const create = {
      body: CreateDigitalAssetInstructionRequestSchema,
      response: gatewayAnswers(SavedDigitalAssetInstructionSchema),
      'x-entitlement': ACTIONS.digitalAssetInstructionCreate,
    };
    typed.post(path, { onRequest: fullSession, schema: create }, async (request, reply) => {
      const { accountNumber, ...form } = request.body;
      const access = accountAccess(deps, request, reply, accountNumber, ACTIONS.digitalAssetInstructionCreate);
      if (!access) return reply;
      const details = deps.accounts.details(access.account, access.actions, { withBusinessUnit: false });
      if (details.aaEnabled === 'PENDING_DISABLEMENT') return sendAreaError(request, reply, 409, ALLOW_LIST_DISABLING_TEXT);
      const context = { networks: details.enabledNetworks, firmCountry: deps.accounts.firmCountryOf(access.account), institutions: INSTITUTION_IDS };
      if (refusedByRules(request, reply, validateDigitalAssetInstruction(form, context))) return reply;
      const outcome = deps.addressInstructions.create(access.account, form, access.user.id);
      switch (outcome.kind) {
        case 'created':
        case 'replayed':
          return ok(outcome.instruction);
        case 'nicknameTaken':
          return sendAreaError(request, reply, 409, M.nicknameTaken);
        case 'maximumReached':
          return sendAreaError(request, reply, 409, `This account already has the maximum of ${outcome.maximum} digital asset instructions.`);
        case 'allowListDisabling':
          return sendAreaError(request, reply, 409, ALLOW_LIST_DISABLING_TEXT);
        case 'requestIdReused':
          return sendAreaError(request, reply, 409, 'Request id already used');
        case 'marketMakerClosed':
          return sendAreaError(request, reply, 403, FLAG_TEXTS.marketMakerClosed);
      }
    });
  }

  // The success carries no data: its status says 'Instruction deleted successfully.'.
  const remove = { body: AddressDeleteRequestSchema, response: gatewayAnswers(Type.Null()), 'x-entitlement': ACTIONS.digitalAssetInstructionCreate };
  typed.post(PATHS.addressDelete, { onRequest: fullSession, schema: remove }, async (request, reply) => {
    const id = request.body.addressId;
    const access = instructionAccess(deps, request, reply, deps.addressInstructions.liveAccountOf(id), ACTIONS.digitalAssetInstructionCreate);
    if (!access) return reply;
    const outcome = deps.addressInstructions.remove(id, access.account, access.user.id);
    if (outcome.kind === 'marketMakerClosed') return sendAreaError(request, reply, 403, FLAG_TEXTS.marketMakerClosed);
    return gatewayAnswer(ADDRESS_DELETED.code, ADDRESS_DELETED.text);
  });

  typed.post(
    PATHS.addressNicknameValidate,
    { onRequest: fullSession, schema: { body: AddressNicknameRequestSchema, response: gatewayAnswers(NicknameValidationSchema), 'x-entitlement': ACTIONS.digitalAssetInstructionCreate } },
    async (request, reply) => {
      const access = accountAccess(deps, request, reply, request.body.accountNumber, ACTIONS.digitalAssetInstructionCreate);
      if (!access) return reply;
      return ok({ available: deps.addressInstructions.isNicknameAvailable(access.account.accountNumber, request.body.nickname) });
    },
  );

  const periods = { body: AccountRequestSchema, response: gatewayAnswers(ActivationPeriodsSchema), 'x-entitlement': 'anyAction' };
  typed.post(PATHS.activationPeriods, { onRequest: fullSession, schema: periods }, async (request, reply) => {
    const access = accountAccess(deps, request, reply, request.body.accountNumber, 'anyAction');
    if (!access) return reply;
    return ok({ periods: [...ACTIVATION_PERIODS] });
  });

  type SdaiBody = { Body: SdaiEnableDto | SdaiEditDto | { accountNumber: string } };
  const configure = (schema: object) => ({ onRequest: fullSession, schema: { body: schema, response: gatewayAnswers(SdaiStateSchema), 'x-entitlement': ACTIONS.allowListAdmin } }) as const;
  const handler =
    (kind: 'enable' | 'edit' | 'disable') =>
    async (request: FastifyRequest<SdaiBody>, reply: FastifyReply) => {
      const access = accountAccess(deps, request, reply, request.body.accountNumber, ACTIONS.allowListAdmin);
      if (!access) return reply;
      const period = 'activationPeriod' in request.body ? request.body.activationPeriod : '';
      if (kind !== 'disable' && !(ACTIVATION_PERIODS as readonly string[]).includes(period)) {
        return sendAreaError(request, reply, 400, `body.activationPeriod must be one of ${ACTIVATION_PERIODS.join(', ')}`);
      }
      const change = kind === 'disable' ? ({ kind } as const) : { kind, activationPeriod: period };
      const outcome = deps.addressInstructions.configure(access.account.accountNumber, { id: access.user.id, actions: access.actions }, change);
      switch (outcome.kind) {
        case 'allowListOff':
        case 'disablingOff':
          return sendAreaError(request, reply, 403, FLAG_TEXTS[outcome.kind]);
        case 'notAllowedNow':
          return sendAreaError(request, reply, 409, NOT_ALLOWED_NOW);
        case 'changed':
          return kind === 'edit' ? gatewayAnswer('000000', SDAI_UPDATED_TEXT, outcome.state) : ok(outcome.state);
      }
    };
  app.post<SdaiBody>(PATHS.sdaiConfig, configure(SdaiEnableRequestSchema), handler('enable'));
  app.put<SdaiBody>(PATHS.sdaiConfig, configure(SdaiEditRequestSchema), handler('edit'));
  app.post<SdaiBody>(PATHS.sdaiDisable, configure(SdaiDisableRequestSchema), handler('disable'));
}
