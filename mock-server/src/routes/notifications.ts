// The notification centre's calls (issue 27; contract/notifications.ts, docs/gateway.md
// "Notifications"): the signed-in user's notifications, marking them read, dismissing one. Each
// needs a full session and touches only the caller's own reading of notifications addressed to
// them; an id that is not one of theirs is unknown (404), whoever's it is.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NOTIFICATION_PATHS as PATHS, type NotificationListDto } from '../../../src/api/contract/notifications';
import { EmptyBodySchema } from '../../../src/api/contract/schemas/common';
import { gatewayAnswers } from '../../../src/api/contract/schemas/envelopes';
import { DismissNotificationRequestSchema, MarkNotificationsReadRequestSchema, NotificationListSchema } from '../../../src/api/contract/schemas/notifications';
import type { NotificationReader } from '../domain/platform/userNotifications';
import { sessionUser } from '../http/accountAccess';
import { gatewaySuccess, sendAreaError } from '../http/answers';
import { requireSession } from '../http/sessionCookie';
import type { GatewayServices } from '../services';

const listAnswers = gatewayAnswers(NotificationListSchema);
const listSchema = { body: EmptyBodySchema, response: listAnswers };
const readSchema = { body: MarkNotificationsReadRequestSchema, response: listAnswers };
const dismissSchema = { body: DismissNotificationRequestSchema, response: listAnswers };

export function registerNotificationRoutes(app: FastifyInstance, services: Pick<GatewayServices, 'sessions' | 'access' | 'userNotifications'>): void {
  const { userNotifications } = services;
  const signedIn = requireSession(services.sessions, 'full');
  /** The caller as a reader, or null after answering 401 (the user is gone). */
  const readerOf = (request: FastifyRequest, reply: FastifyReply): NotificationReader | null => {
    const user = sessionUser(services, request);
    if (!user) {
      void sendAreaError(request, reply, 401, 'Unauthorized');
      return null;
    }
    return { userId: user.id, firmId: user.firmId };
  };

  app.post(PATHS.list, { onRequest: signedIn, schema: listSchema }, (request, reply) => {
    const reader = readerOf(request, reply);
    if (!reader) return reply;
    const data: NotificationListDto = userNotifications.list(reader);
    return gatewaySuccess(data);
  });

  app.withTypeProvider<TypeBoxTypeProvider>().post(PATHS.read, { onRequest: signedIn, schema: readSchema }, async (request, reply) => {
    const reader = readerOf(request, reply);
    if (!reader) return reply;
    userNotifications.read(reader, request.body.ids);
    return gatewaySuccess(userNotifications.list(reader));
  });

  app.withTypeProvider<TypeBoxTypeProvider>().post(PATHS.dismiss, { onRequest: signedIn, schema: dismissSchema }, async (request, reply) => {
    const reader = readerOf(request, reply);
    if (!reader) return reply;
    if (!userNotifications.dismiss(reader, request.body.id)) return sendAreaError(request, reply, 404, 'Not Found');
    return gatewaySuccess(userNotifications.list(reader));
  });
}
