// Identity flows (spec part 2 §4, §5, §7): register, username lookup, password reset. Each starts
// with the identity search, which opens an identity session; a one-time code to a phone on file
// verifies the identity (routes/oneTimeCodes.ts); then the flow's last call ends the session.
// The registration and reset transactions are the domain's (domain/identity/enrollment.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AUTH_CODES,
  type IdentitySearchRequest,
  type PasswordEnrollmentRequest,
  type PasswordResetRequest,
  type UsernameResponse,
} from '../../../src/api/contract/identity';
import { validateIdentitySearch } from '../../../src/shared/validation';
import type { IdentityFlow } from '../domain/identity/attempts';
import { register, resetPassword, type EnrollmentOutcome } from '../domain/identity/enrollment';
import { MESSAGES } from '../domain/identity/messages';
import { identityAnswer, sendAreaError } from '../http/answers';
import { attemptContext, type AttemptContext } from '../http/attemptContext';
import { loginHeadersSchema, readLoginHeaders } from '../http/loginHeaders';
import { clearSessionCookie, sessionIdOf, setSessionCookie } from '../http/sessionCookie';
import type { SignInRateLimit } from '../http/signInRateLimit';
import type { GatewayServices } from '../services';
import { closedObject, emptyQuerySchema, identityFlowBaseInfoSchema } from './schemas';

/** What the identity-flow routes work with: only these services. */
export type IdentityFlowServices = Pick<GatewayServices, 'db' | 'clock' | 'identities' | 'sessions' | 'attempts' | 'users' | 'passwordCost'>;

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

const searchSchema = {
  body: closedObject({
    requestBaseInfo: identityFlowBaseInfoSchema,
    filter: closedObject(
      { firstName: text(64), lastName: text(64), dob: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }, ssnLast4: text(16), zip: text(16) },
      ['firstName', 'lastName', 'dob', 'ssnLast4'],
    ),
  }),
  headers: loginHeadersSchema(false),
};

const resetSchema = { body: closedObject({ newPassword: text(64) }) };

const registerSchema = { body: closedObject({ username: text(64), password: text(64) }) };

const usernameSchema = { querystring: emptyQuerySchema };

/** 'YYYY-MM-DD' → 'MM/DD/YYYY', the form the shared validator reads. */
const toFormDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

type FlowStep = { ok: true; context: AttemptContext } | { ok: false; answer: unknown };

export function registerIdentityFlowRoutes(app: FastifyInstance, services: IdentityFlowServices, signInLimit: SignInRateLimit): void {
  const { identities, sessions, attempts, clock } = services;

  /** The caller's identity session, in `flow`, verified by a code: 401, 1403 or 1428 otherwise. */
  const verifiedStep = (request: FastifyRequest, reply: FastifyReply, flow: IdentityFlow): FlowStep => {
    const context = attemptContext(services, request);
    if (!context || context.session.level !== 'identity' || !context.identity) {
      return { ok: false, answer: sendAreaError(request, reply, 401, 'Unauthorized') };
    }
    if (context.attempt.flow !== flow) return { ok: false, answer: identityAnswer(AUTH_CODES.invalidData, MESSAGES.wrongFlow) };
    if (!context.attempt.identityVerified) return { ok: false, answer: identityAnswer(AUTH_CODES.preconditionRequired, MESSAGES.identityNotVerified) };
    return { ok: true, context };
  };

  /** The flow is done: its session (and with it the attempt) ends. */
  const endFlow = (request: FastifyRequest, reply: FastifyReply, context: AttemptContext) => {
    sessions.destroyForAttempt(context.attempt.id);
    clearSessionCookie(request, reply);
  };

  app.post<{ Body: IdentitySearchRequest }>(
    '/user/identity/attributes/.search',
    { schema: searchSchema, config: signInLimit.routeConfig() },
    async (request, reply) => {
      const { filter, requestBaseInfo } = request.body;
      const today = new Date(clock.now()).toISOString().slice(0, 10);
      const problems = validateIdentitySearch({ ...filter, dob: toFormDate(filter.dob) }, today);
      const [field, problem] = Object.entries(problems)[0] ?? [];
      if (field) return sendAreaError(request, reply, 400, `body.filter.${field}: ${problem}`);
      const flow = requestBaseInfo.flowType as IdentityFlow;
      const headers = readLoginHeaders(request.headers, flow);
      if (!headers.ok) return sendAreaError(request, reply, 400, headers.message);

      // A search starts a new attempt: whatever session the browser had ends.
      const previous = sessionIdOf(request);
      if (previous) sessions.destroy(previous);

      const outcome = await identities.search(filter);
      const identity = outcome.kind === 'found' ? outcome.identity : null;
      const refused = () => clearSessionCookie(request, reply);
      if (outcome.kind === 'moreDataRequired') {
        refused();
        return identityAnswer(AUTH_CODES.dataUnavailable, MESSAGES.moreDataRequired);
      }
      // Username lookup and password reset need credentials to find; registration needs none yet.
      if (!identity || (flow !== 'Register' && identity.userId === null)) {
        refused();
        return identityAnswer(AUTH_CODES.userNotFound, MESSAGES.userNotFound);
      }
      if (flow === 'Register' && identity.userId !== null) {
        refused();
        return identityAnswer(AUTH_CODES.invalidData, MESSAGES.alreadyRegistered);
      }

      const attempt = attempts.start(flow, { identityId: identity.id }, headers.headers);
      setSessionCookie(request, reply, sessions.createIdentity(attempt.id));
      return identityAnswer(AUTH_CODES.ok, MESSAGES.userFound);
    },
  );

  app.get('/user/identity/username', { schema: usernameSchema }, async (request, reply) => {
    const step = verifiedStep(request, reply, 'UsernameLookup');
    if (!step.ok) return step.answer;
    const { user } = step.context;
    if (!user) return identityAnswer(AUTH_CODES.userNotFound, MESSAGES.userNotFound);
    const answer: UsernameResponse = { ...identityAnswer(AUTH_CODES.ok, MESSAGES.ok), username: user.username };
    return answer;
  });

  /** A refused input, named by its field, as every other 400. */
  const refusedInput = (request: FastifyRequest, reply: FastifyReply, outcome: Extract<EnrollmentOutcome, { kind: 'invalid' }>) =>
    sendAreaError(request, reply, 400, `body.${outcome.field}: ${outcome.message}`);

  app.put<{ Body: PasswordResetRequest }>('/user/factor/password/enrollment', { schema: resetSchema }, async (request, reply) => {
    const step = verifiedStep(request, reply, 'PasswordReset');
    if (!step.ok) return step.answer;
    const { user, identity } = step.context;
    if (!user) return identityAnswer(AUTH_CODES.userNotFound, MESSAGES.userNotFound);
    const outcome = await resetPassword(services, user, identity, request.body.newPassword);
    if (outcome.kind === 'invalid') return refusedInput(request, reply, outcome);
    endFlow(request, reply, step.context);
    return identityAnswer(AUTH_CODES.ok, MESSAGES.ok);
  });

  app.post<{ Body: PasswordEnrollmentRequest }>('/user/factor/password/enrollment', { schema: registerSchema }, async (request, reply) => {
    const step = verifiedStep(request, reply, 'Register');
    if (!step.ok) return step.answer;
    const identity = step.context.identity;
    if (!identity || identity.userId !== null) return identityAnswer(AUTH_CODES.invalidData, MESSAGES.alreadyRegistered);
    const outcome = await register(services, identity, request.body.username, request.body.password);
    if (outcome.kind === 'invalid') return refusedInput(request, reply, outcome);
    if (outcome.kind === 'usernameTaken') return identityAnswer(AUTH_CODES.invalidData, MESSAGES.usernameTaken);
    endFlow(request, reply, step.context);
    if (outcome.kind === 'alreadyRegistered') return identityAnswer(AUTH_CODES.invalidData, MESSAGES.alreadyRegistered);
    return identityAnswer(AUTH_CODES.authNotCompleted, MESSAGES.credentialsCreated);
  });
}
