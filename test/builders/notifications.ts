// Notification-centre answers (contract/notifications.ts) for the SPA's tests.
import type { NotificationDto, NotificationListDto } from '../../src/api/contract/notifications';

export function aNotification(id: string, overrides: Partial<NotificationDto> = {}): NotificationDto {
  return { id, title: `Title ${id}`, message: `Message ${id}.`, severity: 'blue', createdAt: '2026-11-29T06:05:32.000Z', read: false, ...overrides };
}

/** A list answer: the unread count is the unread ones listed unless given. */
export function listOf(notifications: NotificationDto[], unread = notifications.filter((n) => !n.read).length): NotificationListDto {
  return { notifications, unread };
}
