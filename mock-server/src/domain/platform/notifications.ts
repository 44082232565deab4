// Client notifications shown in the shell (spec part 1 §1): a message with optional link=[url]
// markup and a severity that picks the styling.
import type { Db } from '../../db/database';

export const NOTIFICATION_SEVERITIES = ['low', 'high', 'red', 'green', 'blue', 'yellow'] as const;
export type NotificationSeverity = (typeof NOTIFICATION_SEVERITIES)[number];

/** The notification channel the portal reads: {appNumber}-notification-client. */
export const CLIENT_NOTIFICATION_CHANNEL = 'client';

/** Same shape as the contract's ClientNotification: the id travels as a string. */
export interface ClientNotification {
  id: string;
  message: string;
  severity: NotificationSeverity;
}

export class ClientNotificationStore {
  private readonly selectAll;

  constructor(db: Db) {
    this.selectAll = db.prepare<[], ClientNotification>(
      "SELECT 'N-' || id AS id, message, severity FROM client_notifications ORDER BY id",
    );
  }

  list(): ClientNotification[] {
    return this.selectAll.all();
  }
}
