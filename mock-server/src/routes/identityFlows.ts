// Identity flows (spec part 2 §4, §5, §7): register, username lookup, password reset. Each starts
// with the identity search, which opens an identity session; a one-time code to a phone on file
// verifies the identity (routes/oneTimeCodes.ts); then the flow's last call ends the session.
// The rules and their outcomes are the domain's (domain/identity/identityFlows.ts): each route
// parses, calls it and answers.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AUTH_CODES, type UsernameResponse } from '../../../src/api/contract/identity';
import type { IdentityResponse } from '../../../src/api/contract/responses';
import { EmptyQuerySchema } from '../../../src/api/contract/schemas/common';
import { identityAnswers } from '../../../src/api/contract/schemas/envelopes';
import {
  IdentitySearchRequestSchema,
  PasswordEnrollmentRequestSchema,
  PasswordResetRequestSchema,
  UsernameAnswerSchema,
  loginHeadersSchema,
} from '../../../src/api/contract/schemas/identity';
import { validateIdentitySearch } from '../../../src/shared/validation';
import type { IdentityFlow } from '../domain/identity/attempts';
import {
  finishPasswordReset,
  finishRegistration,
  lookUpUsername,
  startIdentityFlow,
  type InvalidInput,
  type SearchOutcome,
  type StepRefusal,
} from '../domain/identity/identityFlows';
import { MESSAGES } from '../domain/identity/messages';
import { identityAnswer, sendAreaError } from '../http/answers';
import { attemptContext } from '../http/attemptContext';
import { clientOf } from '../http/clientInfo';
import { readLoginHeaders } from '../http/loginHeaders';
import { clearSessionCookie, sessionIdOf, setSessionCookie } from '../http/sessionCookie';
import type { SignInRateLimit } from '../http/signInRateLimit';
import type { GatewayServices } from '../services';

/** What the identity-flow routes work with: only these services. */
export type IdentityFlowServices = Pick<GatewayServices, 'db' | 'clock' | 'identities' | 'sessions' | 'attempts' | 'users' | 'passwordCost' | 'securityEvents'>;

const searchSchema = { body: IdentitySearchRequestSchema, headers: loginHeadersSchema(false), response: identityAnswers() };

const resetSchema = { body: PasswordResetRequestSchema, response: identityAnswers() };

const registerSchema = { body: PasswordEnrollmentRequestSchema, response: identityAnswers() };

const usernameSchema = { querystring: EmptyQuerySchema, response: identityAnswers(UsernameAnswerSchema) };

/** 'YYYY-MM-DD' → 'MM/DD/YYYY', the form the shared validator reads. */
const toFormDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The search's refusals; a found identity's answer is 1200 'User found'. */
const SEARCH_REFUSALS: Record<Exclude<SearchOutcome['kind'], 'started'>, () => IdentityResponse> = {
  moreDataRequired: () => identityAnswer(AUTH_CODES.dataUnavailable, MESSAGES.moreDataRequired),
  userNotFound: () => identityAnswer(AUTH_CODES.userNotFound, MESSAGES.userNotFound),
  alreadyRegistered: () => identityAnswer(AUTH_CODES.invalidData, MESSAGES.alreadyRegistered),
};

/** A step out of turn: 401 without an identity session, 1403 in another flow, 1428 before the code. */
function refusedStep(request: FastifyRequest, reply: FastifyReply, refusal: StepRefusal): FastifyReply | IdentityResponse {
  switch (refusal.kind) {
    case 'noSession':
      return sendAreaError(request, reply, 401, 'Unauthorized');
    case 'wrongFlow':
      return identityAnswer(AUTH_CODES.invalidData, MESSAGES.wrongFlow);
    case 'notVerified':
      return identityAnswer(AUTH_CODES.preconditionRequired, MESSAGES.identityNotVerified);
  }
}

const isStepRefusal = (outcome: { kind: string }): outcome is StepRefusal =>
  outcome.kind === 'noSession' || outcome.kind === 'wrongFlow' || outcome.kind === 'notVerified';

/** A refused input, named by its field, as every other 400. */
const refusedInput = (request: FastifyRequest, reply: FastifyReply, outcome: InvalidInput) =>
  sendAreaError(request, reply, 400, `body.${outcome.field}: ${outcome.message}`);

export function registerIdentityFlowRoutes(app: FastifyInstance, services: IdentityFlowServices, signInLimit: SignInRateLimit): void {
  registerIdentitySearchRoute(app, services, signInLimit);
  registerUsernameRoute(app, services);
  registerPasswordResetRoute(app, services);
  registerRegistrationRoute(app, services);
}

function registerIdentitySearchRoute(app: FastifyInstance, services: IdentityFlowServices, signInLimit: SignInRateLimit): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/user/identity/attributes/.search',
    { schema: searchSchema, config: signInLimit.routeConfig() },
    async (request, reply) => {
      const { filter, requestBaseInfo } = request.body;
      const today = new Date(services.clock.now()).toISOString().slice(0, 10);
      const problems = validateIdentitySearch({ ...filter, dob: toFormDate(filter.dob) }, today);
      const [field, problem] = Object.entries(problems)[0] ?? [];
      if (field) return sendAreaError(request, reply, 400, `body.filter.${field}: ${problem}`);
      const flow: IdentityFlow = requestBaseInfo.flowType;
      const headers = readLoginHeaders(request.headers, flow);
      if (!headers.ok) return sendAreaError(request, reply, 400, headers.message);

      const outcome = await startIdentityFlow(services, { flow, filter, headers: headers.headers, previousSessionId: sessionIdOf(request), client: clientOf(request) });
      if (outcome.kind !== 'started') {
        clearSessionCookie(request, reply);
        return SEARCH_REFUSALS[outcome.kind]();
      }
      setSessionCookie(request, reply, outcome.session);
      return identityAnswer(AUTH_CODES.ok, MESSAGES.userFound);
    },
  );
}

function registerUsernameRoute(app: FastifyInstance, services: IdentityFlowServices): void {
  app.get('/user/identity/username', { schema: { ...usernameSchema, 'x-session': 'identity' } }, async (request, reply) => {
    const outcome = lookUpUsername(attemptContext(services, request));
    if (isStepRefusal(outcome)) return refusedStep(request, reply, outcome);
    if (outcome.kind === 'userNotFound') return identityAnswer(AUTH_CODES.userNotFound, MESSAGES.userNotFound);
    const answer: UsernameResponse = { ...identityAnswer(AUTH_CODES.ok, MESSAGES.ok), username: outcome.username };
    return answer;
  });
}

function registerPasswordResetRoute(app: FastifyInstance, services: IdentityFlowServices): void {
  app.withTypeProvider<TypeBoxTypeProvider>().put('/user/factor/password/enrollment', { schema: { ...resetSchema, 'x-session': 'identity' } }, async (request, reply) => {
    const outcome = await finishPasswordReset(services, attemptContext(services, request), request.body.newPassword);
    if (isStepRefusal(outcome)) return refusedStep(request, reply, outcome);
    switch (outcome.kind) {
      case 'invalid':
        return refusedInput(request, reply, outcome);
      case 'userNotFound':
        return identityAnswer(AUTH_CODES.userNotFound, MESSAGES.userNotFound);
      case 'passwordReset':
        clearSessionCookie(request, reply);
        return identityAnswer(AUTH_CODES.ok, MESSAGES.ok);
    }
  });
}

function registerRegistrationRoute(app: FastifyInstance, services: IdentityFlowServices): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post('/user/factor/password/enrollment', { schema: { ...registerSchema, 'x-session': 'identity' } }, async (request, reply) => {
    const outcome = await finishRegistration(services, attemptContext(services, request), request.body.username, request.body.password);
    if (isStepRefusal(outcome)) return refusedStep(request, reply, outcome);
    switch (outcome.kind) {
      case 'invalid':
        return refusedInput(request, reply, outcome);
      case 'usernameTaken':
        return identityAnswer(AUTH_CODES.invalidData, MESSAGES.usernameTaken);
      case 'alreadyRegistered':
        if (outcome.flowEnded) clearSessionCookie(request, reply);
        return identityAnswer(AUTH_CODES.invalidData, MESSAGES.alreadyRegistered);
      case 'registered':
        clearSessionCookie(request, reply);
        return identityAnswer(AUTH_CODES.authNotCompleted, MESSAGES.credentialsCreated);
    }
  });
}
