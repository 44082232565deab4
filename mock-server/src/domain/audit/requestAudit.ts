// The request audit log (docs/action-log.md): one row per API call the gateway answered. Rows wait
// in memory and go to the audit store in batches (at most a second late), so the log costs the hot
// path an array push; the store writes them beside the event loop (auditStore.ts). An export, a
// sweep and the gateway closing send what waits first.
import type { AuditEventDto, AuditExportDto } from '../../../../src/api/contract/auditLog';
import { AUDIT_MAX_EVENTS } from '../../../../src/api/contract/auditLog';
import type { Db } from '../../db/database';
import type { AuditedCall } from './auditTable';
import { auditStoreFor, type AuditFailure, type AuditStore } from './auditStore';
import type { UserDirectory } from '../identity/users';

export type { AuditedCall } from './auditTable';

const BATCH = 200;
const FLUSH_AFTER_MS = 1_000;
/** How long rows are kept: a week, the longest period an export may ask for. */
export const AUDIT_RETENTION_MS = 7 * 24 * 3600 * 1000;

export class RequestAuditLog {
  private waiting: AuditedCall[] = [];
  private timer: NodeJS.Timeout | null = null;
  /** The gateway has closed: a call answered after it (an answer finishing late) is dropped, not left to a timer. */
  private closed = false;
  private report: AuditFailure = (error) => console.error('request audit log:', error.message);
  /** Where the rows go; the security events share it (securityEvents.ts). */
  readonly store: AuditStore;

  /** `users`: who made each call, named at export; `store`: where the rows go (default: auditStoreFor the gateway's database). */
  constructor(
    db: Db,
    private readonly users: Pick<UserDirectory, 'findById'>,
    store?: AuditStore,
  ) {
    this.store = store ?? auditStoreFor(db, (error) => this.report(error));
  }

  /** Where a failure to write rows is told (the gateway's log); they are never thrown at a caller. */
  reportFailuresTo(report: AuditFailure): void {
    this.report = report;
  }

  record(call: AuditedCall): void {
    if (this.closed) return;
    this.waiting.push(call);
    if (this.waiting.length >= BATCH) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), FLUSH_AFTER_MS).unref();
  }

  /** Sends what waits to the store (an export, the batch size, the timer, the gateway closing). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.waiting.length === 0) return;
    const calls = this.waiting;
    this.waiting = [];
    this.store.append(calls);
  }

  /** The gateway is closing: what waits is written, and no timer is left behind. */
  async close(): Promise<void> {
    this.flush();
    this.closed = true;
    await this.store.close();
  }

  /** Deletes the rows older than the retention (the sweep, on the gateway's clock); how many. Never rejects. */
  async sweep(now: number): Promise<number> {
    this.flush();
    try {
      return await this.store.sweep(now - AUDIT_RETENTION_MS);
    } catch (error) {
      this.report(error instanceof Error ? error : new Error(String(error)));
      return 0;
    }
  }

  /** Forgets every row, those waiting too, and the security events in the same store (the control API's reset). */
  async clear(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.waiting = [];
    await this.store.clear();
  }

  /** The calls answered from `from` to `to` (epoch ms, both included), oldest first. */
  async export(from: number, to: number): Promise<AuditExportDto> {
    this.flush();
    const calls = await this.store.periodOf(from, to, AUDIT_MAX_EVENTS + 1);
    const usernames = new Map<number, string | null>();
    const usernameOf = (userId: number | null) => {
      if (userId === null) return null;
      if (!usernames.has(userId)) usernames.set(userId, this.users.findById(userId)?.username ?? null);
      return usernames.get(userId) ?? null;
    };
    const events: AuditEventDto[] = calls.slice(0, AUDIT_MAX_EVENTS).map((c) => ({
      requestId: c.requestId,
      at: new Date(c.at).toISOString(),
      method: c.method,
      route: c.route,
      status: c.status,
      durationMs: c.durationMs,
      username: usernameOf(c.userId),
    }));
    return { from: new Date(from).toISOString(), to: new Date(to).toISOString(), events, truncated: calls.length > AUDIT_MAX_EVENTS };
  }
}
