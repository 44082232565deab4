// The notification centre's calls (issue 27; contract/notifications.ts): the user's notifications
// (spec part 2 §7 POST /api/v1/notification/list), marking them read, dismissing one — each answers
// the list as it now is. The panel shows a failure in place: the banner stays quiet.
import { NOTIFICATION_PATHS, isNotificationListDto, type NotificationListDto } from '../contract/notifications';
import { gatewayPost as post } from '../transport/gatewayCalls';

export const getNotifications = (): Promise<NotificationListDto> => post(NOTIFICATION_PATHS.list, {}, isNotificationListDto, 'page');

export const markNotificationsRead = (ids: readonly string[]): Promise<NotificationListDto> =>
  post(NOTIFICATION_PATHS.read, { ids: [...ids] }, isNotificationListDto, 'page');

export const dismissNotification = (id: string): Promise<NotificationListDto> => post(NOTIFICATION_PATHS.dismiss, { id }, isNotificationListDto, 'page');
