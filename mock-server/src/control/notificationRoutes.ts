// The control API's notification call (issue 27): adds a notification to the notification centre
// of every user, of one firm's users or of one user — as the custodian's staff would post one.
// Only the control API does it (loopback or the control token: control/access.ts).
import type { FastifyInstance } from 'fastify';
import {
  NOTIFICATION_CONTROL_PATH,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_SEVERITIES,
  NOTIFICATION_TITLE_MAX,
  type AddNotificationRequest,
} from '../../../src/api/contract/notifications';
import type { NotificationAudience } from '../domain/platform/userNotifications';
import type { GatewayServices } from '../services';

// Text with something other than white space in it, and no control characters.
const TEXT = '^(?=[\\s\\S]*\\S)[^\\u0000-\\u001f\\u007f]*$';
const body = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'message', 'severity'],
  properties: {
    title: { type: 'string', minLength: 1, maxLength: NOTIFICATION_TITLE_MAX, pattern: TEXT },
    message: { type: 'string', minLength: 1, maxLength: NOTIFICATION_MESSAGE_MAX, pattern: TEXT },
    severity: { type: 'string', enum: [...NOTIFICATION_SEVERITIES] },
    firmId: { type: 'string', pattern: '^F-[0-9]{4}$' },
    username: { type: 'string', minLength: 1, maxLength: 64 },
  },
} as const;

export function registerNotificationControlRoutes(app: FastifyInstance, services: Pick<GatewayServices, 'userNotifications' | 'users'>): void {
  app.post<{ Body: AddNotificationRequest }>(NOTIFICATION_CONTROL_PATH, { schema: { body } }, async (request, reply) => {
    const { title, message, severity, firmId, username } = request.body;
    if (firmId !== undefined && username !== undefined) return reply.code(400).send({ error: 'Name a firm or a user, not both' });
    let audience: NotificationAudience = { kind: 'everyone' };
    if (firmId !== undefined) {
      audience = { kind: 'firm', firmId };
    } else if (username !== undefined) {
      const user = services.users.findByUsername(username);
      if (!user) return reply.code(404).send({ error: `There is no user ${username}` });
      audience = { kind: 'user', userId: user.id };
    }
    const id = services.userNotifications.add(audience, { title: title.trim(), message: message.trim(), severity });
    if (id === null) return reply.code(404).send({ error: `There is no firm ${firmId ?? ''}` });
    return reply.code(201).send({ id });
  });
}
