// Push challenges: sent at login to a push user's device. The demo device answers by the user's
// behaviour — approve or decline PUSH_ANSWER_DELAY_MS after the push, or never — and the control
// API can answer a pending push. The status is worked out from the clock when it is read, so no
// timers run; a push nobody answered expires after PUSH_TTL_MS.
import { randomBytes } from 'node:crypto';
import type { PushStatus } from '../../../../src/api/contract/identity';
import type { Db } from '../../db/database';
import type { Clock } from '../platform/clock';
import type { PushBehaviour } from './users';

export const PUSH_ANSWER_DELAY_MS = 2000;
export const PUSH_TTL_MS = 5 * 60 * 1000;
export const PUSH_CHALLENGE_ID = '^[0-9a-f]{32}$';

export type PushAnswer = Extract<PushStatus, 'APPROVED' | 'DECLINED'>;

export interface PushChallenge {
  id: string;
  attemptId: number;
  userId: number;
  status: PushStatus;
}

interface ChallengeRow {
  id: string;
  attempt_id: number;
  user_id: number;
  behaviour: PushBehaviour;
  created_at: number;
  answer: PushAnswer | null;
}

const DEVICE_ANSWER: Record<PushBehaviour, PushAnswer | null> = { approve: 'APPROVED', decline: 'DECLINED', never: null };

/** The challenge's status at `now`. An answer always came before the expiry, so it stands. */
export function pushStatusAt(row: Pick<ChallengeRow, 'behaviour' | 'created_at' | 'answer'>, now: number): PushStatus {
  if (row.answer) return row.answer;
  const age = now - row.created_at;
  const device = DEVICE_ANSWER[row.behaviour];
  if (device && age >= PUSH_ANSWER_DELAY_MS) return device;
  return age >= PUSH_TTL_MS ? 'EXPIRED' : 'PENDING';
}

export class PushChallenges {
  private readonly insert;
  private readonly byId;
  private readonly ofAttempt;
  private readonly ofUser;
  private readonly removeOfAttempt;
  private readonly answerRow;

  constructor(db: Db, private readonly clock: Clock) {
    this.insert = db.prepare<[string, number, number, PushBehaviour, number]>(
      'INSERT INTO push_challenges (id, attempt_id, user_id, behaviour, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.byId = db.prepare<[string], ChallengeRow>('SELECT * FROM push_challenges WHERE id = ?');
    this.ofAttempt = db.prepare<[number], ChallengeRow>('SELECT * FROM push_challenges WHERE attempt_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1');
    this.ofUser = db.prepare<[number], ChallengeRow>('SELECT * FROM push_challenges WHERE user_id = ? AND answer IS NULL ORDER BY created_at DESC, rowid DESC');
    this.removeOfAttempt = db.prepare<[number]>('DELETE FROM push_challenges WHERE attempt_id = ?');
    this.answerRow = db.prepare<[PushAnswer, number, string]>('UPDATE push_challenges SET answer = ?, answered_at = ? WHERE id = ? AND answer IS NULL');
  }

  private toChallenge(row: ChallengeRow): PushChallenge {
    return { id: row.id, attemptId: row.attempt_id, userId: row.user_id, status: pushStatusAt(row, this.clock.now()) };
  }

  /** Sends a push for the attempt; it replaces the attempt's earlier one. */
  send(attemptId: number, userId: number, behaviour: PushBehaviour): PushChallenge {
    const id = randomBytes(16).toString('hex');
    this.removeOfAttempt.run(attemptId);
    this.insert.run(id, attemptId, userId, behaviour, this.clock.now());
    return { id, attemptId, userId, status: 'PENDING' };
  }

  find(id: string): PushChallenge | null {
    const row = this.byId.get(id);
    return row ? this.toChallenge(row) : null;
  }

  latestOfAttempt(attemptId: number): PushChallenge | null {
    const row = this.ofAttempt.get(attemptId);
    return row ? this.toChallenge(row) : null;
  }

  /** Answers the user's latest push that is still pending; false when none is. */
  answerPending(userId: number, answer: PushAnswer): boolean {
    const now = this.clock.now();
    const pending = this.ofUser.all(userId).find((row) => pushStatusAt(row, now) === 'PENDING');
    return pending !== undefined && this.answerRow.run(answer, now, pending.id).changes === 1;
  }
}
