// The notification centre (issue 27; spec part 2 §7: POST /api/v1/notification/list, "data read"):
// the signed-in user's notifications — addressed to every user, to their firm or to them — read
// and unread, and what marks them read or dismisses one. Shared by the gateway (which answers) and
// the SPA's bell and panel (which show them). The feature-flag service's client notifications
// (contract/featureService.ts) are another channel and stay as they are.
import { arrayOf, isBoolean, isNumber, isObject, isString, oneOf } from './guards';
import { MONEY_MOVEMENT_BASE } from './moneyMovement';

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
export const NOTIFICATIONS_MAX = 50;
export const NOTIFICATION_TITLE_MAX = 80;
export const NOTIFICATION_MESSAGE_MAX = 500;

/** The severities of the spec's client notifications (part 1 §1), which pick the styling. */
export const NOTIFICATION_SEVERITIES = ['low', 'high', 'red', 'green', 'blue', 'yellow'] as const;
export type NotificationSeverityDto = (typeof NOTIFICATION_SEVERITIES)[number];

export interface NotificationDto {
  /** 'U-' and a number. */
  id: string;
  title: string;
  /** The text, with the spec's link=[url] markup (part 1 §1) where a link is meant. */
  message: string;
  severity: NotificationSeverityDto;
  /** ISO 8601, the gateway's clock. */
  createdAt: string;
  read: boolean;
}

export interface NotificationListDto {
  notifications: NotificationDto[];
  /** The user's unread notifications (of all not dismissed, even beyond the list's maximum). */
  unread: number;
}

export interface MarkNotificationsReadRequest {
  ids: string[];
}

export interface DismissNotificationRequest {
  id: string;
}

/** The control API's body: to every user, a firm's users or one user. */
export interface AddNotificationRequest {
  title: string;
  message: string;
  severity: NotificationSeverityDto;
  firmId?: string;
  username?: string;
}

export const NOTIFICATION_ID_PATTERN = '^U-[1-9][0-9]{0,15}$';

export const isNotificationSeverity = oneOf(NOTIFICATION_SEVERITIES);

export function isNotificationDto(v: unknown): v is NotificationDto {
  return isObject(v) && isString(v.id) && isString(v.title) && isString(v.message) && isNotificationSeverity(v.severity) && isString(v.createdAt) && isBoolean(v.read);
}

const isNotificationList = arrayOf(isNotificationDto);
export const isNotificationListDto = (v: unknown): v is NotificationListDto => isObject(v) && isNotificationList(v.notifications) && isNumber(v.unread);
