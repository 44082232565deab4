// Action items (spec part 1 §2–§9, part 2 §2–§4, §7): the list of a tab, the action item update
// (approve / reject with comments) and an inbound deposit's review (travel-rule data, or declined).
// Thin: schemas for the shape, the shared rules (src/shared/validation/actionItems.ts) for the
// comments and the originator form, the domain (approvals.ts, inboundDeposits.ts) for the decision
// in one transaction; an approval or a rejection only with the step-up's proof over it (routes/stepUp.ts).
import { ACTIONS } from '../domain/accounts/entitlements';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ACTION_ITEM_PATHS as PATHS,
  ACTION_ITEM_TEXTS as T,
  type InboundTravelRuleInput,
} from '../../../src/api/contract/actionItems';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ActionItemListRequestSchema,
  ActionItemListSchema,
  ActionItemSchema,
  ActionItemUpdateRequestSchema,
  InboundDepositReviewRequestSchema,
} from '../../../src/api/contract/schemas/actionItems';
import { gatewayAnswers } from '../../../src/api/contract/schemas/envelopes';
import { travelRuleOf, validateComments, validateTravelRule, type TravelRuleFormValues } from '../../../src/shared/validation/actionItems';
import { decisionOperation } from '../../../src/api/contract/stepUp';
import type { DecisionOutcome } from '../domain/actionItems/actionItemDecisions';
import { COUNTRIES } from '../domain/platform/countries';
import { isDecline } from '../domain/transfers/inboundDeposits';
import { sessionUser } from '../http/accountAccess';
import { gatewaySuccess as ok, sendAreaError } from '../http/answers';
import { requireSession } from '../http/sessionCookie';
import type { GatewayServices } from '../services';
import { stepUpCallerOf, stepUpSigner } from './stepUp';

export type ActionItemRouteDeps = Pick<GatewayServices, 'sessions' | 'access' | 'actionItems' | 'approvals' | 'inboundDeposits' | 'stepUps' | 'securityEvents'>;

const KNOWN_COUNTRIES = new Set(COUNTRIES.map((c) => c.codeTwo));

function answer(request: FastifyRequest, reply: FastifyReply, outcome: DecisionOutcome) {
  return outcome.kind === 'decided' ? ok(outcome.item) : sendAreaError(request, reply, outcome.refusal.status, outcome.refusal.text);
}

/** The form's first refused field as a 400 text, or null when the originator form passes the shared rules. */
function travelRuleProblem(values: Record<string, unknown>): string | null {
  const first = Object.entries(validateTravelRule(values)).find(([, message]) => message);
  if (first) return `body.${first[0]}: ${first[1]}`;
  return KNOWN_COUNTRIES.has(String(values.countryCode)) ? null : 'body.countryCode: Error: Required.';
}

/** A decision needs the Authorize action of the item's kind on its account (docs/openapi.json's x-entitlement). */
const DECIDING_ACTIONS = [
  ACTIONS.wireTransferAuthorize,
  ACTIONS.digitalAssetTransferAuthorize,
  ACTIONS.wireInstructionAuthorize,
  ACTIONS.digitalAssetInstructionAuthorize,
  ACTIONS.marketMakerWireAuthorize,
  ACTIONS.marketMakerTransferAuthorize,
];

export function registerActionItemRoutes(app: FastifyInstance, deps: ActionItemRouteDeps): void {
  const fullSession = requireSession(deps.sessions, 'full');
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  const list = { body: ActionItemListRequestSchema, response: gatewayAnswers(ActionItemListSchema), 'x-entitlement': ACTIONS.dashboard };
  typed.post(PATHS.list, { onRequest: fullSession, schema: list }, async (request, reply) => {
    const user = sessionUser(deps, request);
    if (!user) return sendAreaError(request, reply, 401, 'Unauthorized');
    if (!deps.actionItems.viewsAnyAccount(user.id)) return sendAreaError(request, reply, 403, T.notEntitled);
    return ok(deps.actionItems.list(user.id, request.body.tab));
  });

  const update = { body: ActionItemUpdateRequestSchema, response: gatewayAnswers(ActionItemSchema), 'x-entitlement': DECIDING_ACTIONS };
  typed.post(PATHS.update, { onRequest: fullSession, schema: update }, async (request, reply) => {
    const user = sessionUser(deps, request);
    if (!user) return sendAreaError(request, reply, 401, 'Unauthorized');
    const { referenceId, response, comments = '' } = request.body;
    const problem = validateComments(response, comments);
    if (problem) return sendAreaError(request, reply, 400, `body.comments: ${problem}`);
    // The step-up: a passkey's signature first, then the proof used up inside the decision's transaction.
    const caller = stepUpCallerOf(request, user);
    const verified = deps.stepUps.verify(caller, request.body.stepUp);
    const signer = stepUpSigner(deps, request, caller, verified, decisionOperation({ referenceId, response }));
    const outcome = deps.approvals.decide(user.id, referenceId, response, comments.trim() === '' ? null : comments.trim(), signer.sign);
    signer.record(outcome.kind === 'decided');
    return answer(request, reply, outcome);
  });

  const review = { body: InboundDepositReviewRequestSchema, response: gatewayAnswers(ActionItemSchema), 'x-entitlement': ACTIONS.dashboard };
  typed.post(PATHS.inboundReview, { onRequest: fullSession, schema: review }, async (request, reply) => {
    const user = sessionUser(deps, request);
    if (!user) return sendAreaError(request, reply, 401, 'Unauthorized');
    // Exactly one form (the schema's minItems and maxItems); the shared rules check it below.
    const input = request.body.travelRuleData[0] as InboundTravelRuleInput;
    if (isDecline(input)) {
      if (Object.keys(input).length !== 1) return sendAreaError(request, reply, 400, `body.${T.declineCarriesNothingElse}`);
      return answer(request, reply, deps.inboundDeposits.review(user.id, request.body.referenceId, input));
    }
    const problem = travelRuleProblem(input as unknown as Record<string, unknown>);
    if (problem) return sendAreaError(request, reply, 400, problem);
    const values: TravelRuleFormValues = travelRuleOf(input);
    return answer(request, reply, deps.inboundDeposits.review(user.id, request.body.referenceId, values));
  });
}
