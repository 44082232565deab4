// The security events of push challenges (push.ts): each push sent, and its outcome — approved,
// declined or expired — recorded once (push_challenges.sent_recorded / outcome_recorded, migration
// 019), at the time it happened on the gateway's clock. A push's status is worked out from the
// clock when it is read (no timers), so the outcome is recorded where it is first seen: the status
// poll, the login call (before a new push replaces an answered one) and the sweep (a push nobody
// polled any more). The client is the one of the sign-in the push belongs to.
import type { PushStatus } from '../../../../src/api/contract/identity';
import type { SecurityEventKind } from '../../../../src/api/contract/security';
import type { Db } from '../../db/database';
import type { SecurityEventRecorder } from '../audit/securityEvents';
import type { Clock } from '../platform/clock';
import { PUSH_ANSWER_DELAY_MS, pushStatusAt, type PushAnswer } from './push';
import type { PushBehaviour } from './users';

interface PendingRow {
  id: string;
  user_id: number;
  behaviour: PushBehaviour;
  created_at: number;
  /** Fixed when the push is sent (push.ts: the SPA's poll window). */
  expires_at: number;
  answer: PushAnswer | null;
  answered_at: number | null;
  sent_recorded: 0 | 1;
  outcome_recorded: 0 | 1;
  address: string | null;
  user_agent: string | null;
}

const OUTCOME_KINDS: Record<Exclude<PushStatus, 'PENDING'>, SecurityEventKind> = {
  APPROVED: 'pushApproved',
  DECLINED: 'pushDeclined',
  EXPIRED: 'pushExpired',
};

/** When the push's settled status came about: its answer, the demo device's answer, or its expiry. */
function settledAt(row: PendingRow, status: Exclude<PushStatus, 'PENDING'>): number {
  if (row.answered_at !== null) return row.answered_at;
  return status === 'EXPIRED' ? row.expires_at : row.created_at + PUSH_ANSWER_DELAY_MS;
}

export class PushEvents {
  private readonly unrecordedOfAttempt;
  private readonly unrecorded;
  private readonly markSent;
  private readonly markOutcome;

  constructor(
    db: Db,
    private readonly clock: Clock,
    private readonly events: SecurityEventRecorder,
  ) {
    const select = (where: string) =>
      `SELECT p.id, p.user_id, p.behaviour, p.created_at, p.expires_at, p.answer, p.answered_at, p.sent_recorded, p.outcome_recorded,
         (SELECT s.address FROM sessions s WHERE s.attempt_id = p.attempt_id LIMIT 1) AS address,
         (SELECT s.user_agent FROM sessions s WHERE s.attempt_id = p.attempt_id LIMIT 1) AS user_agent
       FROM push_challenges p WHERE (p.sent_recorded = 0 OR p.outcome_recorded = 0)${where}`;
    this.unrecordedOfAttempt = db.prepare<[number], PendingRow>(select(' AND p.attempt_id = ?'));
    this.unrecorded = db.prepare<[], PendingRow>(select(''));
    this.markSent = db.prepare<[string]>('UPDATE push_challenges SET sent_recorded = 1 WHERE id = ? AND sent_recorded = 0');
    this.markOutcome = db.prepare<[string]>('UPDATE push_challenges SET outcome_recorded = 1 WHERE id = ? AND outcome_recorded = 0');
  }

  /** Records what is new of the attempt's pushes (a status poll, a login). */
  recordFor(attemptId: number): void {
    this.unrecordedOfAttempt.all(attemptId).forEach((row) => this.recordRow(row));
  }

  /** Records what is new of every push (the sweep). */
  recordDue(): void {
    this.unrecorded.all().forEach((row) => this.recordRow(row));
  }

  private recordRow(row: PendingRow): void {
    const base = { userId: row.user_id, client: { address: row.address, userAgent: row.user_agent } };
    if (row.sent_recorded === 0 && this.markSent.run(row.id).changes === 1) {
      this.events.record({ ...base, kind: 'pushSent', outcome: 'success', at: row.created_at });
    }
    const status = pushStatusAt(row, this.clock.now());
    if (status === 'PENDING' || row.outcome_recorded === 1 || this.markOutcome.run(row.id).changes !== 1) return;
    this.events.record({ ...base, kind: OUTCOME_KINDS[status], outcome: status === 'APPROVED' ? 'success' : 'failure', at: settledAt(row, status) });
  }
}
