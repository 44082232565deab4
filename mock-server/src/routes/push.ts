// Push status polling (spec part 1 §7): GET /user/factor/push/status/{challengeId} answers the
// field Status. Only the session of the attempt that sent the push may read it; any other caller
// gets 404, as for an unknown challenge. The poll that sees APPROVED completes the sign-in.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AUTH_CODES, type PushStatusResponse } from '../../../src/api/contract/identity';
import { EmptyQuerySchema } from '../../../src/api/contract/schemas/common';
import { identityAnswers } from '../../../src/api/contract/schemas/envelopes';
import { PushStatusAnswerSchema, PushStatusParamsSchema } from '../../../src/api/contract/schemas/identity';
import { MESSAGES } from '../domain/identity/messages';
import { completeSignIn } from '../domain/identity/signIn';
import { identityAnswer, sendAreaError } from '../http/answers';
import { sessionIdOf, setSessionCookie } from '../http/sessionCookie';
import type { GatewayServices } from '../services';

const statusSchema = { params: PushStatusParamsSchema, querystring: EmptyQuerySchema, response: identityAnswers(PushStatusAnswerSchema) };

export function registerPushRoutes(
  app: FastifyInstance,
  services: Pick<GatewayServices, 'db' | 'passkeys' | 'sessions' | 'sessionLimits' | 'securityEvents' | 'push' | 'pushEvents' | 'users'>,
): void {
  const { sessions, push, users } = services;

  app.withTypeProvider<TypeBoxTypeProvider>().get('/user/factor/push/status/:challengeId', { schema: { ...statusSchema, 'x-session': 'password' } }, async (request, reply) => {
    const session = sessions.find(sessionIdOf(request));
    const challenge = push.find(request.params.challengeId);
    if (!session || !challenge || challenge.attemptId !== session.attemptId) return sendAreaError(request, reply, 404, 'Not Found');
    sessions.touch(session);
    services.pushEvents.recordFor(session.attemptId);
    if (challenge.status === 'APPROVED' && session.level === 'password') {
      const completion = completeSignIn(services, session, users.findById(session.userId), 'push');
      if (completion.kind !== 'completed') return sendAreaError(request, reply, 404, 'Not Found');
      setSessionCookie(request, reply, completion.session);
    }
    const answer: PushStatusResponse = { ...identityAnswer(AUTH_CODES.ok, MESSAGES.ok), Status: challenge.status };
    return answer;
  });
}
