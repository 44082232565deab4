// The security events' rows in the audit database (db/auditMigrations/002): the synchronous part,
// run where the rows live — the audit thread of a gateway on a file, or in-process for an in-memory
// gateway (auditStore.ts). The schema is migrated with the request audit log's (auditTable.ts), so
// this table is made after that one.
import type { Db } from '../../db/database';

/** One row: nothing secret (see the migration). */
export interface SecurityEventRow {
  at: number;
  kind: string;
  outcome: string;
  detail: string | null;
  userId: number | null;
  address: string | null;
  userAgent: string | null;
}

/** Which rows: a period (both ends included), optionally one user's; newest first when `newestFirst`. */
export interface SecurityEventQuery {
  from: number;
  to: number;
  userId?: number;
  limit: number;
  newestFirst: boolean;
}

interface Row {
  at: number;
  kind: string;
  outcome: string;
  detail: string | null;
  user_id: number | null;
  address: string | null;
  user_agent: string | null;
}

const COLUMNS = 'at, kind, outcome, detail, user_id, address, user_agent';

const toEvent = (r: Row): SecurityEventRow => ({
  at: r.at,
  kind: r.kind,
  outcome: r.outcome,
  detail: r.detail,
  userId: r.user_id,
  address: r.address,
  userAgent: r.user_agent,
});

export class SecurityEventTable {
  private readonly insertMany;
  private readonly queries;
  private readonly expired;
  private readonly all;

  constructor(db: Db) {
    const insert = db.prepare<[number, string, string, string | null, number | null, string | null, string | null]>(
      `INSERT INTO security_events (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertMany = db.transaction((events: readonly SecurityEventRow[]) => {
      events.forEach((e) => insert.run(e.at, e.kind, e.outcome, e.detail, e.userId, e.address, e.userAgent));
    });
    const select = (where: string, order: 'ASC' | 'DESC') =>
      db.prepare<[{ from: number; to: number; userId?: number; limit: number }], Row>(
        `SELECT ${COLUMNS} FROM security_events WHERE at BETWEEN @from AND @to${where} ORDER BY at ${order}, id ${order} LIMIT @limit`,
      );
    this.queries = {
      all: { ASC: select('', 'ASC'), DESC: select('', 'DESC') },
      ofUser: { ASC: select(' AND user_id = @userId', 'ASC'), DESC: select(' AND user_id = @userId', 'DESC') },
    };
    this.expired = db.prepare<[number]>('DELETE FROM security_events WHERE at < ?');
    this.all = db.prepare('DELETE FROM security_events');
  }

  append(events: readonly SecurityEventRow[]): void {
    if (events.length > 0) this.insertMany(events);
  }

  find(query: SecurityEventQuery): SecurityEventRow[] {
    const order = query.newestFirst ? 'DESC' : 'ASC';
    const { from, to, limit } = query;
    const rows = query.userId === undefined ? this.queries.all[order].all({ from, to, limit }) : this.queries.ofUser[order].all({ from, to, limit, userId: query.userId });
    return rows.map(toEvent);
  }

  /** Deletes the rows older than `before`; how many. */
  sweep(before: number): number {
    return this.expired.run(before).changes;
  }

  clear(): void {
    this.all.run();
  }
}
