// Identity and session service (spec part 2 §7): password authentication, login, logout. Answers
// use { responseBaseInfo: { status: { code, message } } }; outcomes are HTTP 200 with the code.
import type { FastifyInstance } from 'fastify';
import {
  IDENTITY_CODES as CODES,
  MESSAGES,
  authenticatePassword,
  pendingFactorMessage,
} from '../domain/authentication';
import { MAX_FAILED_ATTEMPTS } from '../domain/users';
import { identityAnswer } from '../http/answers';
import { clearSessionCookie, sessionIdOf, setSessionCookie } from '../http/sessionCookie';
import type { GatewayServices } from '../services';
import { requestBaseInfoSchema } from './schemas';

export interface RateLimitSetting {
  max: number;
  timeWindowMs: number;
}

interface PasswordBody {
  username: string;
  password: string;
}

const passwordAuthenticationSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['username', 'password'],
    properties: {
      requestBaseInfo: requestBaseInfoSchema,
      username: { type: 'string', minLength: 1, maxLength: 15 },
      password: { type: 'string', minLength: 1, maxLength: 20 },
    },
  },
};

const loginSchema = {
  body: { type: 'object', additionalProperties: false, properties: { requestBaseInfo: requestBaseInfoSchema } },
};

export function registerIdentityRoutes(app: FastifyInstance, services: GatewayServices, rateLimit: RateLimitSetting | false): void {
  const { users, sessions } = services;

  app.post<{ Body: PasswordBody }>(
    '/user/factor/password/authentication',
    {
      schema: passwordAuthenticationSchema,
      config: rateLimit ? { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.timeWindowMs } } : {},
    },
    async (request, reply) => {
      // A new attempt ends whatever session the browser had.
      const previous = sessionIdOf(request);
      if (previous) sessions.destroy(previous);

      const outcome = await authenticatePassword(users, request.body.username, request.body.password, MAX_FAILED_ATTEMPTS);
      if (outcome.kind !== 'authenticated') {
        clearSessionCookie(request, reply);
        return outcome.kind === 'blocked'
          ? identityAnswer(outcome.code, outcome.message)
          : identityAnswer(CODES.invalidData, MESSAGES.invalidCredentials);
      }
      setSessionCookie(request, reply, sessions.create(outcome.user.id, 'password'));
      const pending = pendingFactorMessage(outcome.user.secondFactor);
      return pending ? identityAnswer(CODES.authNotCompleted, pending) : identityAnswer(CODES.ok, MESSAGES.ok);
    },
  );

  app.post('/user/session/login', { schema: loginSchema }, async (request, reply) => {
    const session = sessions.find(sessionIdOf(request));
    const user = session ? users.findById(session.userId) : null;
    if (!session || !user || user.blocked) {
      if (session) sessions.destroy(session.id);
      return identityAnswer(CODES.unavailable, MESSAGES.notLoggedIn);
    }
    if (session.level === 'full') {
      sessions.touch(session);
      return identityAnswer(CODES.ok, MESSAGES.ok);
    }
    if (pendingFactorMessage(user.secondFactor)) return identityAnswer(CODES.authNotCompleted, MESSAGES.authNotCompleted);
    // Raising the level of authentication gets a new session id (no session fixation).
    setSessionCookie(request, reply, sessions.renew(session, 'full'));
    return identityAnswer(CODES.ok, MESSAGES.ok);
  });

  app.delete('/user/session/login', async (request, reply) => {
    const id = sessionIdOf(request);
    if (id) sessions.destroy(id);
    clearSessionCookie(request, reply);
    return identityAnswer(CODES.ok, MESSAGES.ok);
  });
}
