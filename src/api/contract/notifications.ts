// The notification centre (issue 27; spec part 2 §7: POST /api/v1/notification/list, "data read"):
// the signed-in user's notifications — addressed to every user, to their firm or to them — read
// and unread, and what marks them read or dismisses one. Shared by the gateway (which answers) and
// the SPA's bell and panel (which show them). The feature-flag service's client notifications
// (contract/featureService.ts) are another channel and stay as they are.
// The answers' shapes are the schemas of schemas/notifications.ts.
import type { Static } from '@sinclair/typebox';
import { NOTIFICATION_SEVERITIES } from './constants';
import { arrayOf, isBoolean, isNumber, isObject, isString, oneOf } from './guards';
import { MONEY_MOVEMENT_BASE } from './moneyMovement';
import type { NotificationListSchema, NotificationSchema } from './schemas/notifications';

const BASE = `${MONEY_MOVEMENT_BASE}/api/v1/notification`;

export const NOTIFICATION_PATHS = {
  /** POST {}: the user's notifications not dismissed, newest first, at most NOTIFICATIONS_MAX (spec part 2 §7). */
  list: `${BASE}/list`,
  /** POST { ids }: marks those of the user's notifications read (ours: the spec does not show it). */
  read: `${BASE}/read`,
  /** POST { id }: dismisses one of the user's notifications (ours). */
  dismiss: `${BASE}/dismiss`,
} as const;

/** The control API's call that adds a notification (the control panel's form). */
export const NOTIFICATION_CONTROL_PATH = '/__mock/notifications';

/** The panel lists at most this many (newest first). */
export { NOTIFICATIONS_MAX } from './constants';
export const NOTIFICATION_TITLE_MAX = 80;
export const NOTIFICATION_MESSAGE_MAX = 500;

/** The severities of the spec's client notifications (part 1 §1), which pick the styling. */
export { NOTIFICATION_SEVERITIES } from './constants';
export type NotificationSeverityDto = (typeof NOTIFICATION_SEVERITIES)[number];

export type NotificationDto = Static<typeof NotificationSchema>;

export type NotificationListDto = Static<typeof NotificationListSchema>;





/** The control API's body: to every user, a firm's users or one user. */
export interface AddNotificationRequest {
  title: string;
  message: string;
  severity: NotificationSeverityDto;
  firmId?: string;
  username?: string;
}

export const isNotificationSeverity = oneOf(NOTIFICATION_SEVERITIES);

export function isNotificationDto(v: unknown): v is NotificationDto {
  return isObject(v) && isString(v.id) && isString(v.title) && isString(v.message) && isNotificationSeverity(v.severity) && isString(v.createdAt) && isBoolean(v.read);
}

const isNotificationList = arrayOf(isNotificationDto);
export const isNotificationListDto = (v: unknown): v is NotificationListDto => isObject(v) && isNotificationList(v.notifications) && isNumber(v.unread);
