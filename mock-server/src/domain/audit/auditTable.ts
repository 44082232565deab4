// The request audit log's rows in SQLite (docs/action-log.md): one row per API call answered. This
// is the synchronous part, run where the rows live: the audit thread of a gateway on a file
// (auditStore.ts), or in-process for an in-memory gateway (the tests). The audit log has a database
// of its own, beside the gateway's (auditFileOf): its writes, and above all their WAL checkpoints
// (which wait on the disk), then never hold the gateway's event loop (docs/gateway.md "Load"). Its
// schema is migrated as the gateway's is, from db/auditMigrations/.
import type { Db } from '../../db/database';
import { AUDIT_MIGRATIONS_DIR, migrate, readMigrations } from '../../db/migrate';

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

/** How a batch the audit database refused is told (the calls were answered already: never thrown). */
export const notWrittenText = (count: number, error: unknown): string => `${count} audit rows not written: ${String(error)}`;

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
    migrate(db, readMigrations(AUDIT_MIGRATIONS_DIR));
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
