export type LoadStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** Client notification severities (spec part 1 §1). */
export const NOTIFICATION_SEVERITIES = ['low', 'high', 'red', 'green', 'blue', 'yellow'] as const;
export type NotificationSeverity = (typeof NOTIFICATION_SEVERITIES)[number];

export interface ClientNotification {
  id: string;
  message: string;
  severity: NotificationSeverity;
}
