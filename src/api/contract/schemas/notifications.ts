// The notification centre's requests and answers as schemas (contract/notifications.ts derives its
// types from them; the gateway validates requests and serializes answers with them;
// docs/openapi.json shows them). Issue 27; spec part 2 §7.
import { Type } from '@sinclair/typebox';
import { NOTIFICATION_ID_PATTERN, NOTIFICATION_SEVERITIES, NOTIFICATIONS_MAX } from '../constants';
import { oneOfStrings } from './common';

const NOTIFICATION_ID = Type.String({ pattern: NOTIFICATION_ID_PATTERN, maxLength: 18, description: "'U-' and a number." });

export const NotificationSchema = Type.Object({
  id: Type.String({ description: "'U-' and a number." }),
  title: Type.String(),
  message: Type.String({ description: "The text, with the spec's link=[url] markup (part 1 §1) where a link is meant." }),
  severity: oneOfStrings(NOTIFICATION_SEVERITIES, { description: 'Picks the styling.' }),
  createdAt: Type.String({ description: "ISO 8601, the gateway's clock." }),
  read: Type.Boolean(),
});

/** The answer of every notification call: the user's notifications not dismissed, newest first, at most NOTIFICATIONS_MAX. */
export const NotificationListSchema = Type.Object({
  notifications: Type.Array(NotificationSchema),
  unread: Type.Integer({ minimum: 0, description: "The user's unread notifications (of all not dismissed, even beyond the list's maximum)." }),
});

/** POST …/notification/read: marks those of the user's notifications read. */
export const MarkNotificationsReadRequestSchema = Type.Object(
  { ids: Type.Array(NOTIFICATION_ID, { maxItems: NOTIFICATIONS_MAX, uniqueItems: true }) },
  { additionalProperties: false },
);

/** POST …/notification/dismiss: dismisses one of the user's notifications (404 for an id that is not one of theirs). */
export const DismissNotificationRequestSchema = Type.Object({ id: NOTIFICATION_ID }, { additionalProperties: false });
