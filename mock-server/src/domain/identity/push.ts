// Push challenges: sent at login to a push user's device. The demo device answers by the user's
// behaviour — approve or decline PUSH_ANSWER_DELAY_MS after the push, or never — and the control
// API can answer a pending push. The status is worked out from the clock when it is read, so no
// timers run.
// Bounded (issue 25):
//   - a push lives exactly as long as the SPA polls for it (src/api/contract/config.ts
//     pushLifetimeMs: (pushPollLimit − 1) × pushPollIntervalMs of the configuration served); its
//     expiry is fixed when it is sent. An answer after it — the device's or the control API's — never
//     counts, so the SPA's last poll reads a final status and no approval is silently lost;
//   - a push whose sign-in has ended (its attempt has no session: Cancel, the SPA gave up, logout)
//     cannot be answered either;
//   - PUSH_SEND_LIMIT pushes per user within its window (every sign-in counts; a pending push sent
//     again does not): beyond it none is sent and the caller answers 429 with the time to wait.
import { randomBytes } from 'node:crypto';
import type { PushStatus } from '../../../../src/api/contract/identity';
import type { Db } from '../../db/database';
import type { Clock } from '../platform/clock';
import type { WindowLimit } from './codeLimits';
import type { PushBehaviour } from './users';

export const PUSH_ANSWER_DELAY_MS = 2000;
export const PUSH_SEND_LIMIT: WindowLimit = { max: 5, windowMs: 15 * 60_000 };

export type PushAnswer = Extract<PushStatus, 'APPROVED' | 'DECLINED'>;

export interface PushChallenge {
  id: string;
  attemptId: number;
  userId: number;
  status: PushStatus;
}

/** A push sent, or none: the user's limit is reached, and the next may go in retryAfterMs. */
export type PushSend = { kind: 'sent'; challenge: PushChallenge } | { kind: 'limited'; retryAfterMs: number };

/** What answering a user's push on the device came to. */
export type DeviceAnswer =
  | { kind: 'answered' }
  /** The user's latest push expired unanswered: the answer completes nothing. */
  | { kind: 'expired'; expiredAt: number }
  /** The user's latest push belongs to a sign-in that has ended. */
  | { kind: 'ended' }
  /** No push waits for this user. */
  | { kind: 'none' };

interface ChallengeRow {
  id: string;
  attempt_id: number;
  user_id: number;
  behaviour: PushBehaviour;
  created_at: number;
  expires_at: number;
  answer: PushAnswer | null;
}

const DEVICE_ANSWER: Record<PushBehaviour, PushAnswer | null> = { approve: 'APPROVED', decline: 'DECLINED', never: null };

/** The challenge's status at `now`. A stored answer came before the expiry, so it stands; the demo device answers only if it would in time. */
export function pushStatusAt(row: Pick<ChallengeRow, 'behaviour' | 'created_at' | 'expires_at' | 'answer'>, now: number): PushStatus {
  if (row.answer) return row.answer;
  const device = DEVICE_ANSWER[row.behaviour];
  const deviceAt = row.created_at + PUSH_ANSWER_DELAY_MS;
  if (device && deviceAt < row.expires_at && now >= deviceAt) return device;
  return now >= row.expires_at ? 'EXPIRED' : 'PENDING';
}

export class PushChallenges {
  private readonly insert;
  private readonly byId;
  private readonly ofAttempt;
  private readonly ofUser;
  private readonly removeOfAttempt;
  private readonly answerRow;
  private readonly pruneSends;
  private readonly sendsOf;
  private readonly recordSend;
  private readonly sendInTransaction;

  constructor(
    db: Db,
    private readonly clock: Clock,
    /** How long a push sent now lives (the SPA's poll window: AppConfigService.pushLifetimeMs). */
    private readonly lifetimeMs: () => number,
    private readonly limit: WindowLimit = PUSH_SEND_LIMIT,
  ) {
    this.insert = db.prepare<[string, number, number, PushBehaviour, number, number]>(
      'INSERT INTO push_challenges (id, attempt_id, user_id, behaviour, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.byId = db.prepare<[string], ChallengeRow>('SELECT * FROM push_challenges WHERE id = ?');
    this.ofAttempt = db.prepare<[number], ChallengeRow>('SELECT * FROM push_challenges WHERE attempt_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1');
    this.ofUser = db.prepare<[number], ChallengeRow & { live: 0 | 1 }>(
      `SELECT p.*, EXISTS (SELECT 1 FROM sessions s WHERE s.attempt_id = p.attempt_id) AS live
       FROM push_challenges p WHERE p.user_id = ? AND p.answer IS NULL ORDER BY p.created_at DESC, p.rowid DESC`,
    );
    this.removeOfAttempt = db.prepare<[number]>('DELETE FROM push_challenges WHERE attempt_id = ?');
    this.answerRow = db.prepare<[PushAnswer, number, string, number]>(
      'UPDATE push_challenges SET answer = ?, answered_at = ? WHERE id = ? AND answer IS NULL AND expires_at > ?',
    );
    this.pruneSends = db.prepare<[number, number]>('DELETE FROM push_sends WHERE user_id = ? AND sent_at <= ?');
    this.sendsOf = db.prepare<[number], number>('SELECT sent_at FROM push_sends WHERE user_id = ? ORDER BY sent_at').pluck();
    this.recordSend = db.prepare<[number, number]>('INSERT INTO push_sends (user_id, sent_at) VALUES (?, ?)');
    // One transaction: concurrent logins of one user cannot both take the last push of the window.
    this.sendInTransaction = db.transaction((attemptId: number, userId: number, behaviour: PushBehaviour): PushSend => {
      const now = this.clock.now();
      this.pruneSends.run(userId, now - this.limit.windowMs);
      const sent = this.sendsOf.all(userId) as number[];
      if (sent.length >= this.limit.max) return { kind: 'limited', retryAfterMs: (sent[0] as number) + this.limit.windowMs - now };
      this.recordSend.run(userId, now);
      const id = randomBytes(16).toString('hex');
      this.removeOfAttempt.run(attemptId);
      this.insert.run(id, attemptId, userId, behaviour, now, now + this.lifetimeMs());
      return { kind: 'sent', challenge: { id, attemptId, userId, status: 'PENDING' } };
    });
  }

  private toChallenge(row: ChallengeRow): PushChallenge {
    return { id: row.id, attemptId: row.attempt_id, userId: row.user_id, status: pushStatusAt(row, this.clock.now()) };
  }

  /** Sends a push for the attempt (it replaces the attempt's earlier one), unless the user's limit is reached. */
  send(attemptId: number, userId: number, behaviour: PushBehaviour): PushSend {
    return this.sendInTransaction(attemptId, userId, behaviour);
  }

  find(id: string): PushChallenge | null {
    const row = this.byId.get(id);
    return row ? this.toChallenge(row) : null;
  }

  /**
   * The attempt's push is withdrawn ("Try another way": a one-time code was sent instead). Its
   * challenge goes, so neither the device, the control API nor a poll can complete the sign-in
   * with it; the push still counts towards the user's limit.
   */
  withdraw(attemptId: number): void {
    this.removeOfAttempt.run(attemptId);
  }

  latestOfAttempt(attemptId: number): PushChallenge | null {
    const row = this.ofAttempt.get(attemptId);
    return row ? this.toChallenge(row) : null;
  }

  /**
   * The device answers the user's latest push still pending whose sign-in goes on; otherwise says
   * why nothing was answered: the latest push expired, or its sign-in ended, or there is none.
   */
  answerPending(userId: number, answer: PushAnswer): DeviceAnswer {
    const now = this.clock.now();
    const rows = this.ofUser.all(userId);
    const pending = rows.find((row) => row.live === 1 && pushStatusAt(row, now) === 'PENDING');
    if (pending && this.answerRow.run(answer, now, pending.id, now).changes === 1) return { kind: 'answered' };
    const latest = rows[0];
    if (latest && pushStatusAt(latest, now) === 'EXPIRED') return { kind: 'expired', expiredAt: latest.expires_at };
    if (latest?.live === 0 && pushStatusAt(latest, now) === 'PENDING') return { kind: 'ended' };
    return { kind: 'none' };
  }
}
