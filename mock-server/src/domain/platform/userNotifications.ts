// The notification centre's notifications (issue 27; contract/notifications.ts): each addressed to
// every user, to one firm's users or to one user; a user sees those addressed to them, marks them
// read and dismisses them — never another user's, and never one not addressed to them (an id that
// is not one of theirs is unknown, whoever's it is).
import {
  NOTIFICATIONS_MAX,
  type NotificationDto,
  type NotificationListDto,
  type NotificationSeverityDto,
} from '../../../../src/api/contract/notifications';
import type { Db } from '../../db/database';
import type { Clock } from './clock';

/** Who a notification is for: everyone, a firm's users or one user. */
export type NotificationAudience = { kind: 'everyone' } | { kind: 'firm'; firmId: string } | { kind: 'user'; userId: number };

/** The reader: a user of a firm. */
export interface NotificationReader {
  userId: number;
  firmId: string;
}

interface Row {
  id: number;
  title: string;
  message: string;
  severity: NotificationSeverityDto;
  created_at: number;
  read_at: number | null;
}

/** The public id of a notification ('U-12'); null for text that is not one. */
export function notificationNumber(id: string): number | null {
  const match = /^U-([1-9]\d{0,15})$/.exec(id);
  const n = match?.[1] ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(n) ? n : null;
}

// The notifications addressed to the reader (@userId of @firmId) that they have not dismissed.
const ADDRESSED = `
  FROM user_notifications n
  LEFT JOIN user_notification_marks m ON m.notification_id = n.id AND m.user_id = @userId
  WHERE (n.user_id IS NULL OR n.user_id = @userId) AND (n.firm_id IS NULL OR n.firm_id = @firmId) AND m.dismissed_at IS NULL`;

export class UserNotificationStore {
  private readonly selectList;
  private readonly countUnread;
  private readonly selectOne;
  private readonly markRead;
  private readonly markDismissed;
  private readonly insert;
  private readonly firmExists;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.selectList = db.prepare<[NotificationReader & { limit: number }], Row>(
      `SELECT n.id, n.title, n.message, n.severity, n.created_at, m.read_at ${ADDRESSED} ORDER BY n.created_at DESC, n.id DESC LIMIT @limit`,
    );
    this.countUnread = db.prepare<[NotificationReader], number>(`SELECT count(*) ${ADDRESSED} AND m.read_at IS NULL`).pluck();
    this.selectOne = db.prepare<[NotificationReader & { id: number }], number>(`SELECT n.id ${ADDRESSED} AND n.id = @id`).pluck();
    this.markRead = db.prepare<[number, number, number]>(
      `INSERT INTO user_notification_marks (notification_id, user_id, read_at) VALUES (?, ?, ?)
       ON CONFLICT (notification_id, user_id) DO UPDATE SET read_at = coalesce(read_at, excluded.read_at)`,
    );
    this.markDismissed = db.prepare<[number, number, number, number]>(
      `INSERT INTO user_notification_marks (notification_id, user_id, read_at, dismissed_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (notification_id, user_id) DO UPDATE SET read_at = coalesce(read_at, excluded.read_at), dismissed_at = excluded.dismissed_at`,
    );
    this.insert = db.prepare<[string | null, number | null, string, string, NotificationSeverityDto, number]>(
      'INSERT INTO user_notifications (firm_id, user_id, title, message, severity, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.firmExists = db.prepare<[string], number>('SELECT 1 FROM firms WHERE id = ?').pluck();
  }

  /** The reader's notifications not dismissed, newest first (at most NOTIFICATIONS_MAX), and how many are unread. */
  list(reader: NotificationReader): NotificationListDto {
    const notifications = this.selectList.all({ userId: reader.userId, firmId: reader.firmId, limit: NOTIFICATIONS_MAX }).map(
      (row): NotificationDto => ({
        id: `U-${row.id}`,
        title: row.title,
        message: row.message,
        severity: row.severity,
        createdAt: new Date(row.created_at).toISOString(),
        read: row.read_at !== null,
      }),
    );
    return { notifications, unread: this.countUnread.get({ userId: reader.userId, firmId: reader.firmId }) ?? 0 };
  }

  /** Marks the reader's notifications among `ids` read (the others are ignored); all or nothing, in one transaction. */
  read(reader: NotificationReader, ids: readonly string[]): void {
    const now = this.clock.now();
    this.db.transaction(() => {
      for (const id of ids) {
        const n = notificationNumber(id);
        if (n !== null && this.selectOne.get({ userId: reader.userId, firmId: reader.firmId, id: n }) !== undefined) this.markRead.run(n, reader.userId, now);
      }
    })();
  }

  /** Dismisses one of the reader's notifications; false when it is not one of theirs (or already dismissed). */
  dismiss(reader: NotificationReader, id: string): boolean {
    const n = notificationNumber(id);
    if (n === null) return false;
    return this.db.transaction(() => {
      if (this.selectOne.get({ userId: reader.userId, firmId: reader.firmId, id: n }) === undefined) return false;
      const now = this.clock.now();
      this.markDismissed.run(n, reader.userId, now, now);
      return true;
    })();
  }

  /** Adds a notification for the audience (the control API, the seed); its public id, or null for a firm that does not exist. */
  add(audience: NotificationAudience, notification: { title: string; message: string; severity: NotificationSeverityDto }, at: number = this.clock.now()): string | null {
    if (audience.kind === 'firm' && this.firmExists.get(audience.firmId) === undefined) return null;
    const firmId = audience.kind === 'firm' ? audience.firmId : null;
    const userId = audience.kind === 'user' ? audience.userId : null;
    const { lastInsertRowid } = this.insert.run(firmId, userId, notification.title, notification.message, notification.severity, at);
    return `U-${Number(lastInsertRowid)}`;
  }
}
