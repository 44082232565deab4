// Attempts: one sign-in (from the password to the full session) or one identity flow (from the
// identity search to the new password, username or registration). The session carries its
// attempt; the login headers, the identity verification, the one-time code and the push challenge
// belong to it. An attempt without a session is over and is swept.
import type { IDENTITY_FLOWS } from '../../../../src/api/contract/constants';
import type { Db } from '../../db/database';
import type { Clock } from '../platform/clock';

export type IdentityFlow = (typeof IDENTITY_FLOWS)[number];
export type AttemptFlow = 'Login' | IdentityFlow;

export interface LoginHeaders {
  eventType: string;
  subEventType: string;
  deviceSessionId: string;
}

export interface Attempt {
  id: number;
  flow: AttemptFlow;
  /** The user signing in (flow Login); null for identity flows. */
  userId: number | null;
  /** The identity found by the search (identity flows); null for Login. */
  identityId: number | null;
  startedAt: number;
  headers: LoginHeaders | null;
  identityVerified: boolean;
  otpLocked: boolean;
  /** A push user's sign-in switched to a one-time code ("Try another way"): no push completes it. */
  pushWithdrawn: boolean;
}

interface AttemptRow {
  id: number;
  flow: AttemptFlow;
  user_id: number | null;
  identity_id: number | null;
  started_at: number;
  event_type: string | null;
  sub_event_type: string | null;
  device_session_id: string | null;
  identity_verified: 0 | 1;
  otp_locked: 0 | 1;
  push_withdrawn: 0 | 1;
}

function toAttempt(row: AttemptRow): Attempt {
  const headers =
    row.event_type !== null && row.sub_event_type !== null && row.device_session_id !== null
      ? { eventType: row.event_type, subEventType: row.sub_event_type, deviceSessionId: row.device_session_id }
      : null;
  return {
    id: row.id,
    flow: row.flow,
    userId: row.user_id,
    identityId: row.identity_id,
    startedAt: row.started_at,
    headers,
    identityVerified: row.identity_verified === 1,
    otpLocked: row.otp_locked === 1,
    pushWithdrawn: row.push_withdrawn === 1,
  };
}

export class AttemptStore {
  private readonly insert;
  private readonly select;
  private readonly sweep;
  private readonly headersUpdate;
  private readonly verify;
  private readonly lockOtp;
  private readonly withdrawPushOf;
  private readonly currentOfUser;

  constructor(db: Db, private readonly clock: Clock) {
    this.insert = db.prepare<[AttemptFlow, number | null, number | null, number, string | null, string | null, string | null]>(
      `INSERT INTO auth_attempts (flow, user_id, identity_id, started_at, event_type, sub_event_type, device_session_id)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.select = db.prepare<[number], AttemptRow>('SELECT * FROM auth_attempts WHERE id = ?');
    this.sweep = db.prepare('DELETE FROM auth_attempts WHERE NOT EXISTS (SELECT 1 FROM sessions s WHERE s.attempt_id = auth_attempts.id)');
    this.headersUpdate = db.prepare<[string, string, string, number]>(
      'UPDATE auth_attempts SET event_type = ?, sub_event_type = ?, device_session_id = ? WHERE id = ?',
    );
    this.verify = db.prepare<[number]>('UPDATE auth_attempts SET identity_verified = 1 WHERE id = ?');
    this.lockOtp = db.prepare<[number]>('UPDATE auth_attempts SET otp_locked = 1 WHERE id = ?');
    this.withdrawPushOf = db.prepare<[number]>('UPDATE auth_attempts SET push_withdrawn = 1 WHERE id = ?');
    // A user's latest attempt still in progress: a sign-in at password level, or an identity flow
    // of the user's identity.
    this.currentOfUser = db.prepare<[number, number], AttemptRow>(
      `SELECT a.* FROM auth_attempts a JOIN sessions s ON s.attempt_id = a.id
       LEFT JOIN identities i ON i.id = a.identity_id
       WHERE (a.user_id = ? AND s.level = 'password') OR (i.user_id = ? AND s.level = 'identity')
       ORDER BY a.started_at DESC, a.id DESC LIMIT 1`,
    );
  }

  /** Starts an attempt (and sweeps the attempts whose session has ended). */
  start(flow: AttemptFlow, subject: { userId: number } | { identityId: number }, headers: LoginHeaders | null = null): Attempt {
    this.sweep.run();
    const userId = 'userId' in subject ? subject.userId : null;
    const identityId = 'identityId' in subject ? subject.identityId : null;
    const { lastInsertRowid } = this.insert.run(
      flow, userId, identityId, this.clock.now(), headers?.eventType ?? null, headers?.subEventType ?? null, headers?.deviceSessionId ?? null,
    );
    return this.get(Number(lastInsertRowid)) as Attempt;
  }

  /** Deletes the attempts whose session has ended (with their codes and pushes). */
  sweepEnded(): void {
    this.sweep.run();
  }

  get(id: number): Attempt | null {
    const row = this.select.get(id);
    return row ? toAttempt(row) : null;
  }

  recordHeaders(id: number, headers: LoginHeaders): void {
    this.headersUpdate.run(headers.eventType, headers.subEventType, headers.deviceSessionId, id);
  }

  markIdentityVerified(id: number): void {
    this.verify.run(id);
  }

  lockOneTimeCodes(id: number): void {
    this.lockOtp.run(id);
  }

  /** The sign-in goes on with a one-time code: no push of this attempt completes it any more (push.ts withdraw). */
  withdrawPush(id: number): void {
    this.withdrawPushOf.run(id);
  }

  /** The attempt a representative would help with: the user's latest one still in progress. */
  currentForUser(userId: number): Attempt | null {
    const row = this.currentOfUser.get(userId, userId);
    return row ? toAttempt(row) : null;
  }
}
