// The simulated SMS / voice outbox: where a one-time code "is sent". In memory only (never in the
// database, never logged), read by the control API (GET /__mock/otp), emptied by the reset.

/** How a code reaches the person: text message, phone call, or a Client Service representative. */
export type OtpChannel = 'sms' | 'voice' | 'rep';

export interface OutboxMessage {
  /** The user the code is for; null for an identity without a user yet (registration). */
  username: string | null;
  /** The phone's full number (E.164); null for a representative-assisted code. */
  phoneNumber: string | null;
  maskedPhone: string | null;
  channel: OtpChannel;
  code: string;
  sentAt: number;
}

/** Enough for any demo; older messages are dropped. */
const KEPT_MESSAGES = 100;

export class OneTimeCodeOutbox {
  private messages: OutboxMessage[] = [];

  deliver(message: OutboxMessage): void {
    this.messages = [...this.messages.slice(1 - KEPT_MESSAGES), message];
  }

  /** The latest message for a username (any case) or to a phone number; null when there is none. */
  latest(to: { username: string } | { phoneNumber: string }): OutboxMessage | null {
    const matches = (m: OutboxMessage) =>
      'username' in to ? m.username?.toLowerCase() === to.username.toLowerCase() : m.phoneNumber === to.phoneNumber;
    for (let i = this.messages.length - 1; i >= 0; i -= 1) {
      const message = this.messages[i] as OutboxMessage;
      if (matches(message)) return { ...message };
    }
    return null;
  }

  clear(): void {
    this.messages = [];
  }
}
