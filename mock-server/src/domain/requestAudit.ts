// The request audit log (migration 013, docs/action-log.md): one row per API call the gateway
// answered. Rows are written in batches (one transaction per batch, at most a second late) so the
// log costs the hot path an array push, not an SQLite write; an export writes what waits first.
import type { AuditEventDto, AuditExportDto } from '../../../src/api/contract/auditLog';
import { AUDIT_MAX_EVENTS } from '../../../src/api/contract/auditLog';
import type { Db } from '../db/database';

export interface AuditedCall {
  requestId: string;
  at: number;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  userId: number | null;
}

interface Row {
  request_id: string;
  at: number;
  method: string;
  route: string;
  status: number;
  duration_ms: number;
  username: string | null;
}

const BATCH = 200;
const FLUSH_AFTER_MS = 1_000;
/** How long rows are kept: a week, the longest period an export may ask for. */
export const AUDIT_RETENTION_MS = 7 * 24 * 3600 * 1000;

export class RequestAuditLog {
  private waiting: AuditedCall[] = [];
  private timer: NodeJS.Timeout | null = null;
  /** The gateway has closed: a call answered after it (an answer finishing late) is written at once. */
  private closed = false;
  private readonly insertMany;
  private readonly period;
  private readonly expired;

  constructor(private readonly db: Db) {
    const insert = db.prepare<[string, number, string, string, number, number, number | null]>(
      'INSERT INTO request_audit (request_id, at, method, route, status, duration_ms, user_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.insertMany = db.transaction((calls: readonly AuditedCall[]) => {
      calls.forEach((c) => insert.run(c.requestId, c.at, c.method, c.route, c.status, c.durationMs, c.userId));
    });
    this.expired = db.prepare<[number]>('DELETE FROM request_audit WHERE at < ?');
    this.period = db.prepare<[number, number, number]>(
      `SELECT a.request_id, a.at, a.method, a.route, a.status, a.duration_ms, u.username
         FROM request_audit a LEFT JOIN users u ON u.id = a.user_id
        WHERE a.at BETWEEN ? AND ? ORDER BY a.at, a.id LIMIT ?`,
    );
  }

  record(call: AuditedCall): void {
    this.waiting.push(call);
    if (this.closed || this.waiting.length >= BATCH) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), FLUSH_AFTER_MS).unref();
  }

  /** Writes what waits (an export, the batch size, the timer, the gateway closing). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.waiting.length === 0) return;
    const calls = this.waiting;
    this.waiting = [];
    // A database already closed (the process is stopping) takes no rows: dropping them beats a
    // timer throwing into whatever runs next.
    if (this.db.open) this.insertMany(calls);
  }

  /**
   * The gateway is closing: what waits is written, and no timer is left behind. An answer whose
   * audit hook runs after this (it can finish after the close began) is written at once.
   */
  close(): void {
    this.closed = true;
    this.flush();
  }

  /** Deletes the rows older than the retention (the sweep, on the gateway's clock); how many. */
  sweep(now: number): number {
    this.flush();
    return this.expired.run(now - AUDIT_RETENTION_MS).changes;
  }

  /** The calls answered from `from` to `to` (epoch ms, both included), oldest first. */
  export(from: number, to: number): AuditExportDto {
    this.flush();
    const rows = this.period.all(from, to, AUDIT_MAX_EVENTS + 1) as Row[];
    const events: AuditEventDto[] = rows.slice(0, AUDIT_MAX_EVENTS).map((r) => ({
      requestId: r.request_id,
      at: new Date(r.at).toISOString(),
      method: r.method,
      route: r.route,
      status: r.status,
      durationMs: r.duration_ms,
      username: r.username,
    }));
    return { from: new Date(from).toISOString(), to: new Date(to).toISOString(), events, truncated: rows.length > AUDIT_MAX_EVENTS };
  }
}
