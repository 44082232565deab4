// The feature service's keys and the client-notification items it answers (spec part 1 §1, part 2
// §3 and §7). Shared with the gateway so both build and read the same keys and items; the item is
// the schema of schemas/platform.ts.
import type { Static } from '@sinclair/typebox';
import { NOTIFICATION_SEVERITIES } from './constants';
import type { ClientNotificationSchema } from './schemas/platform';

export type FeatureKeyType = 'flag' | 'notification';

/** Key sent to the feature service: {appnumber}-{type}-{name}, e.g. '42-flag-MarketMaker'. */
export function featureKey(appNumber: string, type: FeatureKeyType, name: string): string {
  return `${appNumber}-${type}-${name}`;
}

/** The name under which client notifications are kept: key {appnumber}-notification-client. */
export const CLIENT_NOTIFICATIONS_NAME = 'client';

/** Client notification severities, styled by the shell. */
export { NOTIFICATION_SEVERITIES } from './constants';
export type NotificationSeverity = (typeof NOTIFICATION_SEVERITIES)[number];

/** One item of the notification answer's data array. `message` may hold link=[url] markup. */
export type ClientNotification = Static<typeof ClientNotificationSchema>;

export function isNotificationSeverity(value: unknown): value is NotificationSeverity {
  return typeof value === 'string' && (NOTIFICATION_SEVERITIES as readonly string[]).includes(value);
}
