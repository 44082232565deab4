// The SECURITY page's calls (issue 25; docs/gateway.md "Sessions the user can end"): the signed-in
// user's security events of the last 30 days, their live signed-in sessions (this one marked), and
// ending one of the others or all of them. Each needs a full session and acts only on the caller's
// own sessions: a session is named by its public id, and an id that is not one of the caller's
// other sessions answers 404 whoever's it is. An ended session's next call gets 401.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  END_OTHER_SESSIONS_PATH,
  END_SESSION_PATH,
  SECURITY_EVENTS_PATH,
  SESSIONS_PATH,
  type EndedSessionsDto,
  type SecurityEventListDto,
  type SessionListDto,
} from '../../../src/api/contract/security';
import { EmptyBodySchema, EmptyQuerySchema } from '../../../src/api/contract/schemas/common';
import { gatewayAnswers } from '../../../src/api/contract/schemas/envelopes';
import { EndedSessionsSchema, EndSessionRequestSchema, SecurityEventListSchema, SessionListSchema } from '../../../src/api/contract/schemas/security';
import type { Session, SessionSummary } from '../domain/identity/sessions';
import { gatewaySuccess, sendAreaError } from '../http/answers';
import { requireSession, sessionIdOf } from '../http/sessionCookie';
import type { GatewayServices } from '../services';

const endSessionSchema = { body: EndSessionRequestSchema, response: gatewayAnswers(EndedSessionsSchema) };

const toDto = (s: SessionSummary) => ({
  id: s.publicId,
  current: s.current,
  startedAt: new Date(s.createdAt).toISOString(),
  lastActiveAt: new Date(s.lastSeenAt).toISOString(),
  address: s.client.address,
  userAgent: s.client.userAgent,
});

/** The caller's session: requireSession runs first on every route here, so there is one. */
function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Error('a security route ran without requireSession');
  return request.session;
}

export function registerSecurityRoutes(app: FastifyInstance, services: Pick<GatewayServices, 'sessions' | 'securityEvents'>): void {
  const { sessions, securityEvents } = services;
  const signedIn = requireSession(sessions, 'full');

  app.get(SECURITY_EVENTS_PATH, { onRequest: signedIn, schema: { querystring: EmptyQuerySchema, response: gatewayAnswers(SecurityEventListSchema) } }, async (request) => {
    const data: SecurityEventListDto = { events: await securityEvents.recentOf(sessionOf(request).userId) };
    return gatewaySuccess(data);
  });

  app.get(SESSIONS_PATH, { onRequest: signedIn, schema: { querystring: EmptyQuerySchema, response: gatewayAnswers(SessionListSchema) } }, async (request) => {
    const data: SessionListDto = { sessions: sessions.signedInSessionsOf(sessionOf(request).userId, sessionIdOf(request)).map(toDto) };
    return gatewaySuccess(data);
  });

  app.withTypeProvider<TypeBoxTypeProvider>().post(END_SESSION_PATH, { onRequest: signedIn, schema: endSessionSchema }, async (request, reply) => {
    const session = sessionOf(request);
    if (!sessions.endByPublicId(session.userId, request.body.sessionId, session.id)) return sendAreaError(request, reply, 404, 'Not Found');
    const data: EndedSessionsDto = { ended: 1 };
    return gatewaySuccess(data);
  });

  app.post(END_OTHER_SESSIONS_PATH, { onRequest: signedIn, schema: { body: EmptyBodySchema, response: gatewayAnswers(EndedSessionsSchema) } }, async (request) => {
    const session = sessionOf(request);
    const data: EndedSessionsDto = { ended: sessions.destroyForUser(session.userId, 'endedByUser', session.id) };
    return gatewaySuccess(data);
  });
}
