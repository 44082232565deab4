// Security events (issue 25; docs/gateway.md "Security events"): each sign-in success and failure,
// lockout, one-time code sent and wrong, push sent / approved / declined / expired, factor added and
// removed, session ended (logout, timeout, ended by the user, …) and password reset is one row of
// the audit database (securityEventTable.ts), written through the audit store's thread beside the
// request audit log's. A row holds the user where known, the client's address and user agent, the
// time and the outcome — never a password, a code or a session id (nothing here takes one). The
// SECURITY page reads the user's own rows; the control API exports everyone's by period.
import type {
  FactorDetail,
  SecurityEventDetail,
  SecurityEventDto,
  SecurityEventExportDto,
  SecurityEventKind,
  SecurityEventOutcome,
} from '../../../../src/api/contract/security';
import { SECURITY_EVENTS_DAYS, SECURITY_EVENTS_MAX, USER_AGENT_MAX_LENGTH } from '../../../../src/api/contract/security';
import type { Clock } from '../platform/clock';
import type { AuditFailure, AuditStore } from './auditStore';
import type { SecurityEventRow } from './securityEventTable';

/** Who made a call: the client's address as the gateway derives it (request.ip) and its user agent. */
export interface ClientInfo {
  address: string | null;
  userAgent: string | null;
}

export const NO_CLIENT: ClientInfo = { address: null, userAgent: null };

/** An address is kept to this many characters (an IPv6 address with a zone fits). */
const ADDRESS_MAX_LENGTH = 64;

/** A client as stored: texts cut to their columns' lengths, control characters dropped, empty as null. */
export function clientInfo(address: string | undefined | null, userAgent: string | undefined | null): ClientInfo {
  const clean = (text: string | undefined | null, max: number) => {
    const kept = (text ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, max);
    return kept === '' ? null : kept;
  };
  return { address: clean(address, ADDRESS_MAX_LENGTH), userAgent: clean(userAgent, USER_AGENT_MAX_LENGTH) };
}

export interface SecurityEvent {
  kind: SecurityEventKind;
  outcome: SecurityEventOutcome;
  detail?: SecurityEventDetail | null;
  /** The user, where known (an unknown username's failure has none). */
  userId: number | null;
  client: ClientInfo;
  /** When it happened, if not now (a timeout: when the session expired). */
  at?: number;
}

/** What the rules record through: the log below, or a test's recorder. */
export interface SecurityEventRecorder {
  record(event: SecurityEvent): void;
}

const DAY_MS = 24 * 3600 * 1000;
/** How long events are kept: longer than a year (the page shows the last SECURITY_EVENTS_DAYS days). */
export const SECURITY_EVENT_RETENTION_MS = 400 * DAY_MS;
/** The control API's export: at most this long a period and this many events. */
export const SECURITY_EXPORT_MAX_PERIOD_MS = 31 * DAY_MS;
const SECURITY_EXPORT_MAX_EVENTS = 10_000;

const toDto = (row: SecurityEventRow): SecurityEventDto => ({
  at: new Date(row.at).toISOString(),
  kind: row.kind as SecurityEventKind,
  outcome: row.outcome as SecurityEventOutcome,
  detail: row.detail as SecurityEventDetail | null,
  address: row.address,
  userAgent: row.userAgent,
});

export class SecurityEventLog implements SecurityEventRecorder {
  private report: AuditFailure = (error) => console.error('security events:', error.message);

  constructor(
    private readonly store: AuditStore,
    private readonly clock: Clock,
    private readonly users: { findById(id: number): { username: string } | null },
  ) {}

  /** Where a failed sweep is told (the gateway's log); a failed append goes where the store's failures go. */
  reportFailuresTo(report: AuditFailure): void {
    this.report = report;
  }

  record(event: SecurityEvent): void {
    this.store.appendSecurityEvents([
      {
        at: event.at ?? this.clock.now(),
        kind: event.kind,
        outcome: event.outcome,
        detail: event.detail ?? null,
        userId: event.userId,
        address: event.client.address,
        userAgent: event.client.userAgent,
      },
    ]);
  }

  /** The user's events of the last SECURITY_EVENTS_DAYS days on the gateway's clock, newest first. */
  async recentOf(userId: number): Promise<SecurityEventDto[]> {
    const to = this.clock.now();
    const rows = await this.store.securityEvents({ from: to - SECURITY_EVENTS_DAYS * DAY_MS, to, userId, limit: SECURITY_EVENTS_MAX, newestFirst: true });
    return rows.map(toDto);
  }

  /** Every event from `from` to `to` (both included), oldest first, each with its username; one user's with `userId`. */
  async export(from: number, to: number, userId?: number): Promise<SecurityEventExportDto> {
    const rows = await this.store.securityEvents({ from, to, userId, limit: SECURITY_EXPORT_MAX_EVENTS + 1, newestFirst: false });
    const names = new Map<number, string | null>();
    const usernameOf = (id: number | null) => {
      if (id === null) return null;
      if (!names.has(id)) names.set(id, this.users.findById(id)?.username ?? null);
      return names.get(id) ?? null;
    };
    const events = rows.slice(0, SECURITY_EXPORT_MAX_EVENTS).map((row) => ({ ...toDto(row), username: usernameOf(row.userId) }));
    return { from: new Date(from).toISOString(), to: new Date(to).toISOString(), events, truncated: rows.length > SECURITY_EXPORT_MAX_EVENTS };
  }

  /** Deletes the events older than the retention (the sweep); never rejects. */
  async sweep(now: number): Promise<void> {
    try {
      await this.store.sweepSecurityEvents(now - SECURITY_EVENT_RETENTION_MS);
    } catch (error) {
      this.report(error instanceof Error ? error : new Error(String(error)));
    }
  }
}

/** A sign-in refused at its passkey (issue 26): the user the credential or the session names, else none. */
export function recordPasskeySignInRefused(events: SecurityEventRecorder, userId: number | null, client: ClientInfo): void {
  events.record({ kind: 'signIn', outcome: 'failure', detail: 'passkeyRefused', userId, client });
}

/** A factor enrolled or removed (issue 26's passkeys: a passkey; the password at registration). */
export function recordFactorChange(events: SecurityEventRecorder, change: 'added' | 'removed', factor: FactorDetail, userId: number, client: ClientInfo): void {
  events.record({ kind: change === 'added' ? 'factorAdded' : 'factorRemoved', outcome: 'success', detail: factor, userId, client });
}
