// Identity and session service (spec part 2 §7), sign-in: password authentication, login (which
// sends the push of a push user), logout. Answers use { responseBaseInfo: { status: { code,
// message } } }; outcomes are HTTP 200 with the code. Order of the SPA's calls: docs/adr/0006.
// The rules are the domain's (authentication.ts, login.ts); this module turns them into answers.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AUTH_CODES, type SessionLoginResponse } from '../../../src/api/contract/identity';
import { identityAnswers } from '../../../src/api/contract/schemas/envelopes';
import { LoginRequestSchema, PasswordAuthenticationRequestSchema, SessionLoginAnswerSchema, loginHeadersSchema } from '../../../src/api/contract/schemas/identity';
import { EmptyBodySchema } from '../../../src/api/contract/schemas/common';
import { authenticatePassword, pendingFactorMessage } from '../domain/identity/authentication';
import { decideLogin } from '../domain/identity/login';
import { MESSAGES } from '../domain/identity/messages';
import { passkeyPolicyOf } from '../domain/identity/passkeys';
import { completeSignIn } from '../domain/identity/signIn';
import { identityAnswer, sendAreaError } from '../http/answers';
import { clientOf } from '../http/clientInfo';
import { readLoginHeaders } from '../http/loginHeaders';
import { clearSessionCookie, sessionIdOf, setSessionCookie } from '../http/sessionCookie';
import type { SignInRateLimit } from '../http/signInRateLimit';
import type { GatewayServices } from '../services';

/** What the sign-in routes work with: only these services. */
export type SignInServices = Pick<
  GatewayServices,
  'db' | 'passkeys' | 'users' | 'unknownUsernames' | 'clock' | 'sessions' | 'sessionLimits' | 'attempts' | 'push' | 'pushEvents' | 'securityEvents'
>;

const passwordAuthenticationSchema = { body: PasswordAuthenticationRequestSchema, response: identityAnswers() };

const loginSchema = { body: LoginRequestSchema, headers: loginHeadersSchema(true), response: identityAnswers(SessionLoginAnswerSchema) };

/** Logout takes no fields: an empty body, `{}` or none; anything else is 400 like every other call. */
const logoutSchema = { body: EmptyBodySchema, response: identityAnswers() };

export function registerIdentityRoutes(app: FastifyInstance, services: SignInServices, signInLimit: SignInRateLimit): void {
  registerPasswordRoute(app, services, signInLimit);
  registerLoginRoute(app, services);
  registerLogoutRoute(app, services);
}

function registerPasswordRoute(app: FastifyInstance, services: SignInServices, signInLimit: SignInRateLimit): void {
  const { sessions, attempts } = services;
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/user/factor/password/authentication',
    { schema: passwordAuthenticationSchema, config: signInLimit.routeConfig() },
    async (request, reply) => {
      // A new attempt ends whatever session the browser had.
      const previous = sessionIdOf(request);
      if (previous) sessions.end(previous, 'newSignIn');

      const client = clientOf(request);
      const outcome = await authenticatePassword(services, request.body.username, request.body.password, client);
      if (outcome.kind !== 'authenticated') {
        clearSessionCookie(request, reply);
        if (outcome.kind === 'invalid') return identityAnswer(AUTH_CODES.invalidData, MESSAGES.invalidCredentials);
        if (outcome.kind === 'sessionLimit') return identityAnswer(AUTH_CODES.invalidData, outcome.message);
        // A blocked user keeps no session anywhere (this also ends them at the lockout itself).
        if (outcome.userId !== null) sessions.destroyForUser(outcome.userId, outcome.code === AUTH_CODES.blocked ? 'lockout' : 'blocked');
        return identityAnswer(outcome.code, outcome.message);
      }
      const attempt = attempts.start('Login', { userId: outcome.user.id });
      setSessionCookie(request, reply, sessions.create(outcome.user.id, 'password', attempt.id, client));
      const pending = pendingFactorMessage(outcome.user.secondFactor, passkeyPolicyOf(services.passkeys, outcome.user));
      return pending ? identityAnswer(AUTH_CODES.authNotCompleted, pending) : identityAnswer(AUTH_CODES.ok, MESSAGES.ok);
    },
  );
}

function registerLoginRoute(app: FastifyInstance, services: SignInServices): void {
  const { users, sessions, attempts, push, pushEvents } = services;
  app.withTypeProvider<TypeBoxTypeProvider>().post('/user/session/login', { schema: { ...loginSchema, 'x-session': 'password' } }, async (request, reply) => {
    const headers = readLoginHeaders(request.headers, request.body.requestBaseInfo?.flowType);
    if (!headers.ok) return sendAreaError(request, reply, 400, headers.message);

    const session = sessions.find(sessionIdOf(request));
    const user = session ? users.findById(session.userId) : null;
    // An answered push is recorded before a new one may replace it, and a new one once sent.
    if (session) pushEvents.recordFor(session.attemptId);
    // A user who must use a passkey is sent no push (and completes only with it: signIn.ts).
    if (session?.level === 'password' && user && !user.blocked && passkeyPolicyOf(services.passkeys, user) === 'required') {
      sessions.touch(session);
      return identityAnswer(AUTH_CODES.authNotCompleted, MESSAGES.passkeyRequired);
    }
    const decision = decideLogin(push, session, user, session ? attempts.get(session.attemptId) : null);
    if (decision.kind === 'notLoggedIn' || !session) {
      if (session) sessions.end(session.id, 'blocked');
      return identityAnswer(AUTH_CODES.unavailable, MESSAGES.notLoggedIn);
    }
    if (decision.kind === 'pushPending') pushEvents.recordFor(session.attemptId);
    if (headers.headers) attempts.recordHeaders(session.attemptId, headers.headers);
    sessions.touch(session);
    switch (decision.kind) {
      case 'alreadyFull':
        return identityAnswer(AUTH_CODES.ok, MESSAGES.ok);
      case 'complete': {
        const completion = completeSignIn(services, session, user, user?.secondFactor === 'push' ? 'push' : 'password');
        if (completion.kind === 'notLoggedIn') return identityAnswer(AUTH_CODES.unavailable, MESSAGES.notLoggedIn);
        if (completion.kind === 'sessionLimit') return identityAnswer(AUTH_CODES.invalidData, completion.message);
        if (completion.kind === 'passkeyRequired') return identityAnswer(AUTH_CODES.authNotCompleted, MESSAGES.passkeyRequired);
        setSessionCookie(request, reply, completion.session);
        return identityAnswer(AUTH_CODES.ok, MESSAGES.ok);
      }
      case 'pushPending': {
        const answer: SessionLoginResponse = { ...identityAnswer(AUTH_CODES.authNotCompleted, MESSAGES.authNotCompleted), pushChallengeId: decision.challengeId };
        return answer;
      }
      case 'pushLimit':
        reply.header('retry-after', String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))));
        return sendAreaError(request, reply, 429, MESSAGES.pushSendLimit(decision.retryAfterMs));
      case 'codeRequired':
        // SMS (or a push user who took another way): the SPA goes on to select a phone and enter a one-time code.
        return identityAnswer(AUTH_CODES.authNotCompleted, MESSAGES.authNotCompleted);
    }
  });
}

function registerLogoutRoute(app: FastifyInstance, services: Pick<SignInServices, 'sessions'>): void {
  app.delete('/user/session/login', { schema: logoutSchema }, async (request, reply) => {
    const id = sessionIdOf(request);
    if (id) services.sessions.end(id, 'logout');
    clearSessionCookie(request, reply);
    return identityAnswer(AUTH_CODES.ok, MESSAGES.ok);
  });
}
