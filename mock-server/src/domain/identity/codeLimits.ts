// Limits on one-time codes per person, across sign-ins and identity flows (issue 10):
//   - wrong codes: WRONG_CODE_LIMIT.max wrong codes within its window, whatever the attempt, lock
//     the person out of codes for the lockout time (1491), in every flow, so a password reset
//     cannot go round it; a user is also locked out of signing in (users.lockOut, the spec's
//     lockout path). A right code clears the count; a resend does not.
//   - sends: CODE_SEND_LIMIT.max codes per person and channel (text, call, rep) within its window;
//     more are refused with a clear message and the time to wait.
// A person is the attempt's user, else its identity. Counts live in memory on the gateway's clock
// (like the per-address rate limits): a restart or POST /__mock/reset forgets them, and
// DELETE /__mock/otp/limits lifts them for tests. Lockouts of users are stored (users.locked_at).
import type { Clock } from '../platform/clock';
import type { OtpChannel } from './outbox';

export interface WindowLimit {
  max: number;
  windowMs: number;
}

export const WRONG_CODE_LIMIT: WindowLimit = { max: 5, windowMs: 60 * 60_000 };
export const CODE_SEND_LIMIT: WindowLimit = { max: 5, windowMs: 15 * 60_000 };

/** Whose codes: a user, or an identity that has no user yet (registration). */
export type CodeSubject = { userId: number } | { identityId: number };

const keyOf = (subject: CodeSubject) => ('userId' in subject ? `user:${subject.userId}` : `identity:${subject.identityId}`);

/** The instants within the window that ends at `now` (oldest first). */
const within = (instants: readonly number[] | undefined, now: number, windowMs: number) => (instants ?? []).filter((t) => t > now - windowMs && t <= now);

export type SendDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export class CodeLimits {
  private readonly wrong = new Map<string, number[]>();
  private readonly sends = new Map<string, number[]>();
  /** People locked out of codes, until the instant given. */
  private readonly lockedUntil = new Map<string, number>();

  constructor(
    private readonly clock: Clock,
    private readonly lockoutMs: number,
    readonly wrongLimit: WindowLimit = WRONG_CODE_LIMIT,
    readonly sendLimit: WindowLimit = CODE_SEND_LIMIT,
  ) {}

  /** Counts a send to `subject` on `channel` if the limit allows it. */
  trySend(subject: CodeSubject, channel: OtpChannel): SendDecision {
    const now = this.clock.now();
    const key = `${keyOf(subject)}:${channel}`;
    const recent = within(this.sends.get(key), now, this.sendLimit.windowMs);
    if (recent.length >= this.sendLimit.max) {
      this.sends.set(key, recent);
      return { allowed: false, retryAfterMs: (recent[0] as number) + this.sendLimit.windowMs - now };
    }
    this.sends.set(key, [...recent, now]);
    return { allowed: true };
  }

  /** Counts a wrong code; true when it reaches the limit (the caller locks the person out). */
  recordWrong(subject: CodeSubject): boolean {
    const now = this.clock.now();
    const key = keyOf(subject);
    const recent = [...within(this.wrong.get(key), now, this.wrongLimit.windowMs), now];
    if (recent.length < this.wrongLimit.max) {
      this.wrong.set(key, recent);
      return false;
    }
    this.wrong.delete(key);
    this.lockedUntil.set(key, now + this.lockoutMs);
    return true;
  }

  /** A right code: the wrong ones before it no longer count. */
  recordRight(subject: CodeSubject): void {
    this.wrong.delete(keyOf(subject));
  }

  /** Whether the person is locked out of codes now. */
  locked(subject: CodeSubject): boolean {
    const until = this.lockedUntil.get(keyOf(subject));
    return until !== undefined && this.clock.now() < until;
  }

  /** Lifts every count and code lockout (tests, POST /__mock/reset). Users' sign-in lockouts are stored. */
  clear(): void {
    this.wrong.clear();
    this.sends.clear();
    this.lockedUntil.clear();
  }
}
