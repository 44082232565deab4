// Login status and gateway health (spec part 1 §7). Between the password and the second factor the
// status text names the factor ('Push Authentication Required', 'SMS 2FA Authentication Required').
import type { FastifyInstance } from 'fastify';
import { LOGIN_STATUS_TEXTS, type LoginStatusData } from '../../../src/api/contract/identity';
import { SUCCESS_CODE, SUCCESS_TEXT } from '../../../src/api/contract/responses';
import { EmptyBodySchema, nullable } from '../../../src/api/contract/schemas/common';
import { gatewayAnswers } from '../../../src/api/contract/schemas/envelopes';
import { LoginStatusDataSchema, PublicStatusDataSchema } from '../../../src/api/contract/schemas/platform';
import { LOGIN_STATUS_PATH, PUBLIC_STATUS_PATH } from '../../../src/api/contract/status';
import { pendingFactorMessage } from '../domain/identity/authentication';
import { MESSAGES } from '../domain/identity/messages';
import { passkeyPolicyOf } from '../domain/identity/passkeys';
import { gatewayAnswer } from '../http/answers';
import { currentSession } from '../http/sessionCookie';
import type { GatewayServices } from '../services';

export const LOGIN_STATUS_CODES = { notCompleted: 'AUTH1201', notLoggedIn: 'AUTH1401' } as const;

export function registerStatusRoutes(app: FastifyInstance, services: Pick<GatewayServices, 'sessions' | 'users' | 'passkeys'>): void {
  app.get(PUBLIC_STATUS_PATH, { schema: { response: gatewayAnswers(PublicStatusDataSchema) } }, async () => gatewayAnswer(SUCCESS_CODE, SUCCESS_TEXT, { state: 'UP' }));

  app.post(LOGIN_STATUS_PATH, { schema: { body: EmptyBodySchema, response: gatewayAnswers(nullable(LoginStatusDataSchema)) } }, async (request) => {
    const session = currentSession(services.sessions, request);
    const user = session ? services.users.findById(session.userId) : null;
    if (!session || !user) return gatewayAnswer(LOGIN_STATUS_CODES.notLoggedIn, LOGIN_STATUS_TEXTS.notLoggedIn);
    if (session.level === 'full') {
      const { username, firstName, lastName } = user;
      return gatewayAnswer<LoginStatusData>(SUCCESS_CODE, SUCCESS_TEXT, { loggedIn: true, username, firstName, lastName });
    }
    const pending = pendingFactorMessage(user.secondFactor, passkeyPolicyOf(services.passkeys, user)) ?? MESSAGES.authNotCompleted;
    return gatewayAnswer(LOGIN_STATUS_CODES.notCompleted, pending);
  });
}
