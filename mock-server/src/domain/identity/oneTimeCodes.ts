// One-time security codes (spec part 2 §4: text, call, rep). A code is 6 random digits, bound to
// its attempt and channel, valid for OTP_TTL_MS, used once, and burned after OTP_MAX_WRONG_TRIES
// wrong tries (the attempt then gets no more codes). Only an HMAC of the code is stored, keyed
// with a secret that lives in this process only; the clear code goes to the simulated outbox.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';
import type { Attempt, AttemptStore } from './attempts';
import type { Clock } from '../platform/clock';
import type { FeatureFlagStore } from '../platform/featureFlags';
import { maskPhoneNumber, type Phone } from './identities';
import type { OneTimeCodeOutbox, OtpChannel } from './outbox';
import type { SessionLevel } from './sessions';
import type { User } from './users';

export type { OtpChannel } from './outbox';
export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_WRONG_TRIES = 5;
const OTP_DIGITS = 6;

/** What the code rules read of the flags. */
export type FlagReader = Pick<FeatureFlagStore, 'get'>;

export type OtpVerification = 'verified' | 'incorrect' | 'burned' | 'expired' | 'none' | 'locked';

interface CodeRow {
  channel: OtpChannel;
  code_hmac: string;
  expires_at: number;
  wrong_tries: number;
}

/**
 * Codes serve identity flows, and a sign-in at password level of a user whose second factor is SMS.
 * A push user may swap the push for a code only while the flag `try-another-way` is on (read here,
 * at each call: issue 27's "Try another way"); with it off (or unknown) a push user cannot, as a
 * code is a weaker second factor than the push on the registered device.
 */
export function codesApply(attempt: Attempt, sessionLevel: SessionLevel, user: User | null, flags: FlagReader): boolean {
  if (attempt.flow !== 'Login') return sessionLevel === 'identity';
  if (sessionLevel !== 'password') return false;
  return user?.secondFactor === 'sms' || (user?.secondFactor === 'push' && flags.get('try-another-way') === true);
}

export class OneTimeCodes {
  private readonly secret = randomBytes(32);
  private readonly upsert;
  private readonly select;
  private readonly remove;
  private readonly countWrong;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly attempts: AttemptStore,
    private readonly outbox: OneTimeCodeOutbox,
  ) {
    this.upsert = db.prepare<[number, OtpChannel, number | null, string, number, number]>(
      `INSERT INTO one_time_codes (attempt_id, channel, phone_id, code_hmac, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT(attempt_id) DO UPDATE SET channel = excluded.channel, phone_id = excluded.phone_id, code_hmac = excluded.code_hmac,
         created_at = excluded.created_at, expires_at = excluded.expires_at, wrong_tries = 0`,
    );
    this.select = db.prepare<[number], CodeRow>('SELECT channel, code_hmac, expires_at, wrong_tries FROM one_time_codes WHERE attempt_id = ?');
    this.remove = db.prepare<[number]>('DELETE FROM one_time_codes WHERE attempt_id = ?');
    this.countWrong = db.prepare<[number]>('UPDATE one_time_codes SET wrong_tries = wrong_tries + 1 WHERE attempt_id = ?');
  }

  private hmac(attemptId: number, channel: OtpChannel, code: string): string {
    return createHmac('sha256', this.secret).update(`${attemptId}:${channel}:${code}`).digest('hex');
  }

  /** An opaque id for one of the attempt's phones (the database id never leaves the gateway). */
  phoneToken(attemptId: number, phoneId: number): string {
    return createHmac('sha256', this.secret).update(`phone:${attemptId}:${phoneId}`).digest('hex').slice(0, 32);
  }

  /** Sends a new code (replacing the attempt's previous one) to the phone, or for a representative. */
  issue(attempt: Attempt, channel: OtpChannel, recipient: { username: string | null; phone: Phone | null }): void {
    const code = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
    const now = this.clock.now();
    this.upsert.run(attempt.id, channel, recipient.phone?.id ?? null, this.hmac(attempt.id, channel, code), now, now + OTP_TTL_MS);
    this.outbox.deliver({
      username: recipient.username,
      phoneNumber: recipient.phone?.number ?? null,
      maskedPhone: recipient.phone ? maskPhoneNumber(recipient.phone.number) : null,
      channel,
      code,
      sentAt: now,
    });
  }

  /**
   * Sends a new code bound to `binding` (a step-up's challenge, domain/identity/stepUp.ts) to the
   * phone; answers the HMAC to store, which `matchesBound` checks. Same digits, secret and outbox
   * as the sign-in's codes; the binding's prefix keeps the two HMACs apart.
   */
  issueBound(binding: string, channel: OtpChannel, recipient: { username: string; phone: Phone }): string {
    const code = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
    const number = recipient.phone.number;
    this.outbox.deliver({ username: recipient.username, phoneNumber: number, maskedPhone: maskPhoneNumber(number), channel, code, sentAt: this.clock.now() });
    return this.boundHmac(binding, channel, code);
  }

  /** Whether `code` is the one issueBound sent for the binding on the channel (constant time). */
  matchesBound(binding: string, channel: OtpChannel, code: string, storedHmac: string): boolean {
    const expected = Buffer.from(storedHmac, 'hex');
    const actual = Buffer.from(this.boundHmac(binding, channel, code), 'hex');
    return expected.length === actual.length && timingSafeEqual(actual, expected);
  }

  private boundHmac(binding: string, channel: OtpChannel, code: string): string {
    return createHmac('sha256', this.secret).update(`bound:${binding}:${channel}:${code}`).digest('hex');
  }

  /** Checks a code sent on `channel` for the attempt; a right code is used up, a 5th wrong one burns it. */
  verify(attempt: Attempt, channel: OtpChannel, code: string): OtpVerification {
    return this.db.transaction((): OtpVerification => {
      const current = this.attempts.get(attempt.id);
      if (!current) return 'none';
      if (current.otpLocked) return 'locked';
      const row = this.select.get(attempt.id);
      if (!row || row.channel !== channel) return 'none';
      if (this.clock.now() >= row.expires_at) {
        this.remove.run(attempt.id);
        return 'expired';
      }
      const expected = Buffer.from(row.code_hmac, 'hex');
      const actual = Buffer.from(this.hmac(attempt.id, channel, code), 'hex');
      if (timingSafeEqual(actual, expected)) {
        this.remove.run(attempt.id);
        return 'verified';
      }
      if (row.wrong_tries + 1 >= OTP_MAX_WRONG_TRIES) {
        this.remove.run(attempt.id);
        this.attempts.lockOneTimeCodes(attempt.id);
        return 'burned';
      }
      this.countWrong.run(attempt.id);
      return 'incorrect';
    })();
  }
}
