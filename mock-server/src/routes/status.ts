// Login status and gateway health (spec part 1 §7).
import type { FastifyInstance } from 'fastify';
import { SUCCESS_CODE, SUCCESS_TEXT } from '../../../src/api/contract/responses';
import { MESSAGES, pendingFactorMessage } from '../domain/authentication';
import { gatewayAnswer } from '../http/answers';
import { currentSession } from '../http/sessionCookie';
import type { GatewayServices } from '../services';
import { emptyBodySchema } from './schemas';

export const LOGIN_STATUS_CODES = { notCompleted: 'AUTH1201', notLoggedIn: 'AUTH1401' } as const;

export function registerStatusRoutes(app: FastifyInstance, services: GatewayServices): void {
  app.get('/gateway/public/status', async () => gatewayAnswer(SUCCESS_CODE, SUCCESS_TEXT, { state: 'UP' }));

  app.post('/gateway/institutional/status', { schema: { body: emptyBodySchema } }, async (request) => {
    const session = currentSession(services.sessions, request);
    const user = session ? services.users.findById(session.userId) : null;
    if (!session || !user) return gatewayAnswer(LOGIN_STATUS_CODES.notLoggedIn, MESSAGES.notLoggedIn);
    if (session.level === 'full') {
      const { username, firstName, lastName } = user;
      return gatewayAnswer(SUCCESS_CODE, SUCCESS_TEXT, { loggedIn: true, username, firstName, lastName });
    }
    const pending = pendingFactorMessage(user.secondFactor) ?? MESSAGES.authNotCompleted;
    return gatewayAnswer(LOGIN_STATUS_CODES.notCompleted, pending);
  });
}
