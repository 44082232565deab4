// The request audit log's rows in SQLite (docs/action-log.md): one row per API call answered. This
// is the synchronous part, run where the rows live: the audit thread of a gateway on a file
// (auditStore.ts), or in-process for an in-memory gateway (the tests). The audit log has a database
// of its own, beside the gateway's (auditFileOf): its writes, and above all their WAL checkpoints
// (which wait on the disk), then never hold the gateway's event loop (docs/gateway.md "Load").
import type { Db } from '../db/database';

/** One call answered: nothing secret (never a body, a query string or a header value). */
export interface AuditedCall {
  requestId: string;
  at: number;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  userId: number | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS request_audit (
  id          INTEGER PRIMARY KEY,
  request_id  TEXT    NOT NULL CHECK (length(request_id) BETWEEN 1 AND 64),
  at          INTEGER NOT NULL,
  method      TEXT    NOT NULL CHECK (length(method) BETWEEN 1 AND 10),
  route       TEXT    NOT NULL CHECK (length(route) <= 200),
  status      INTEGER NOT NULL CHECK (status BETWEEN 100 AND 599),
  duration_ms INTEGER NOT NULL CHECK (duration_ms >= 0),
  user_id     INTEGER
);
CREATE INDEX IF NOT EXISTS request_audit_by_time ON request_audit (at);`;

interface Row {
  request_id: string;
  at: number;
  method: string;
  route: string;
  status: number;
  duration_ms: number;
  user_id: number | null;
}

/** The audit database's file beside the gateway's: gateway.sqlite → gateway.audit.sqlite. */
export const auditFileOf = (gatewayFile: string): string => `${gatewayFile.replace(/\.sqlite$/, '')}.audit.sqlite`;

export class AuditTable {
  private readonly insertMany;
  private readonly period;
  private readonly expired;
  private readonly all;

  constructor(private readonly db: Db) {
    db.exec(SCHEMA);
    const insert = db.prepare<[string, number, string, string, number, number, number | null]>(
      'INSERT INTO request_audit (request_id, at, method, route, status, duration_ms, user_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.insertMany = db.transaction((calls: readonly AuditedCall[]) => {
      calls.forEach((c) => insert.run(c.requestId, c.at, c.method, c.route, c.status, c.durationMs, c.userId));
    });
    this.expired = db.prepare<[number]>('DELETE FROM request_audit WHERE at < ?');
    this.all = db.prepare('DELETE FROM request_audit');
    this.period = db.prepare<[number, number, number], Row>(
      'SELECT request_id, at, method, route, status, duration_ms, user_id FROM request_audit WHERE at BETWEEN ? AND ? ORDER BY at, id LIMIT ?',
    );
  }

  append(calls: readonly AuditedCall[]): void {
    if (calls.length > 0) this.insertMany(calls);
  }

  /** At most `limit` calls answered from `from` to `to` (epoch ms, both included), oldest first. */
  periodOf(from: number, to: number, limit: number): AuditedCall[] {
    return this.period.all(from, to, limit).map((r) => ({
      requestId: r.request_id,
      at: r.at,
      method: r.method,
      route: r.route,
      status: r.status,
      durationMs: r.duration_ms,
      userId: r.user_id,
    }));
  }

  /** Deletes the rows older than `before`; how many. */
  sweep(before: number): number {
    return this.expired.run(before).changes;
  }

  /** Deletes every row (the control API's reset). */
  clear(): void {
    this.all.run();
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
