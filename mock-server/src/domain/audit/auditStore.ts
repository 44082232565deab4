// Where the request audit log's rows go (auditTable.ts). A gateway on a file writes them from a
// thread of its own, into a database of its own beside the gateway's (auditFileOf): appending is a
// message, and the inserts and the WAL checkpoints they cause (which wait on the disk) run beside
// the event loop instead of inside the call that filled a batch. Under load those checkpoints were
// the gateway's slowest 1 % of answers (docs/gateway.md "Load"). An in-memory gateway (the tests)
// keeps them in-process, in an in-memory database of their own: the same table, no thread to start.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Db } from '../../db/database';
import { openSqlite } from '../../db/sqlite';
import { AuditTable, auditFileOf, notWrittenText, type AuditedCall } from './auditTable';
import { SecurityEventTable, type SecurityEventQuery, type SecurityEventRow } from './securityEventTable';

export interface AuditStore {
  /** Appends in order; a failure is reported, not thrown (the calls were answered already). */
  append(calls: readonly AuditedCall[]): void;
  periodOf(from: number, to: number, limit: number): Promise<AuditedCall[]>;
  sweep(before: number): Promise<number>;
  /** Security events (securityEventTable.ts): appended in order, a failure reported, not thrown. */
  appendSecurityEvents(events: readonly SecurityEventRow[]): void;
  securityEvents(query: SecurityEventQuery): Promise<SecurityEventRow[]>;
  sweepSecurityEvents(before: number): Promise<number>;
  /** Deletes every row of both tables (the control API's reset). */
  clear(): Promise<void>;
  /** Writes what was appended and closes; appends after it are dropped. */
  close(): Promise<void>;
}

/** The messages of the audit thread (auditWorker.ts). */
export type AuditRequest =
  | { op: 'append'; calls: readonly AuditedCall[] }
  | { op: 'period'; id: number; from: number; to: number; limit: number }
  | { op: 'sweep'; id: number; before: number }
  | { op: 'appendSecurityEvents'; events: readonly SecurityEventRow[] }
  | { op: 'securityEvents'; id: number; query: SecurityEventQuery }
  | { op: 'sweepSecurityEvents'; id: number; before: number }
  | { op: 'clear'; id: number }
  | { op: 'close'; id: number };

/** An answer to a request by id; a failed append answers with id null. */
export type AuditReply = { id: number | null; ok: true; value: unknown } | { id: number | null; ok: false; error: string };

export type AuditFailure = (error: Error) => void;

/** The audit database's two tables on one connection: the request log migrates the schema first. */
export function auditTablesOn(db: Db) {
  const calls = new AuditTable(db);
  return { calls, securityEvents: new SecurityEventTable(db) };
}

/** How a batch of security events the audit database refused is told. */
export const eventsNotWrittenText = (count: number, error: unknown): string => `${count} security events not written: ${String(error)}`;

/** In-process, in an in-memory database of its own. */
export function inlineAuditStore(onFailure: AuditFailure): AuditStore {
  const { calls: table, securityEvents } = auditTablesOn(openSqlite(':memory:'));
  let open = true;
  return {
    append(calls) {
      if (!open) return;
      try {
        table.append(calls);
      } catch (error) {
        onFailure(new Error(notWrittenText(calls.length, error)));
      }
    },
    periodOf: async (from, to, limit) => (open ? table.periodOf(from, to, limit) : []),
    sweep: async (before) => (open ? table.sweep(before) : 0),
    appendSecurityEvents(events) {
      if (!open) return;
      try {
        securityEvents.append(events);
      } catch (error) {
        onFailure(new Error(eventsNotWrittenText(events.length, error)));
      }
    },
    securityEvents: async (query) => (open ? securityEvents.find(query) : []),
    sweepSecurityEvents: async (before) => (open ? securityEvents.sweep(before) : 0),
    clear: async () => {
      if (!open) return;
      table.clear();
      securityEvents.clear();
    },
    close: async () => {
      open = false;
      table.close();
    },
  };
}

const WORKER_FILE = path.join(__dirname, `auditWorker${path.extname(__filename)}`);

/** The thread's entry: run from TypeScript (tsx, the tests) it needs tsx's loader first. */
function startWorker(file: string): Worker {
  if (!WORKER_FILE.endsWith('.ts')) return new Worker(WORKER_FILE, { workerData: { file } });
  const boot = `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(WORKER_FILE)});`;
  return new Worker(boot, { eval: true, workerData: { file } });
}

/** In a thread of its own, on `file`. */
export function threadAuditStore(file: string, onFailure: AuditFailure): AuditStore {
  const worker = startWorker(file);
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let ended: Error | null = null;
  let closing = false;
  // The thread keeps the process alive only while an answer is awaited (a close among them).
  worker.unref();

  const end = (error: Error) => {
    if (ended) return;
    ended = error;
    pending.forEach((p) => p.reject(error));
    pending.clear();
    if (!closing) onFailure(error);
  };
  worker.on('message', (reply: AuditReply) => {
    if (reply.id === null) {
      if (!reply.ok) onFailure(new Error(reply.error));
      return;
    }
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.ok) waiting?.resolve(reply.value);
    else waiting?.reject(new Error(reply.error));
  });
  worker.on('error', (error) => end(error));
  worker.on('exit', (code) => end(new Error(`the audit thread ended (exit code ${code})`)));

  function ask<T>(request: Exclude<AuditRequest, { op: 'append' | 'appendSecurityEvents' }>): Promise<T> {
    if (ended) return Promise.reject(ended);
    worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(request.id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage(request);
    });
  }

  return {
    append(calls) {
      if (ended || closing || calls.length === 0) return;
      worker.postMessage({ op: 'append', calls } satisfies AuditRequest);
    },
    periodOf: (from, to, limit) => ask<AuditedCall[]>({ op: 'period', id: nextId++, from, to, limit }),
    sweep: (before) => ask<number>({ op: 'sweep', id: nextId++, before }),
    appendSecurityEvents(events) {
      if (ended || closing || events.length === 0) return;
      worker.postMessage({ op: 'appendSecurityEvents', events } satisfies AuditRequest);
    },
    securityEvents: (query) => ask<SecurityEventRow[]>({ op: 'securityEvents', id: nextId++, query }),
    sweepSecurityEvents: (before) => ask<number>({ op: 'sweepSecurityEvents', id: nextId++, before }),
    clear: () => ask<void>({ op: 'clear', id: nextId++ }),
    async close() {
      if (closing) return;
      const closed = ended ? Promise.resolve() : ask<void>({ op: 'close', id: nextId++ });
      closing = true;
      try {
        await closed;
      } catch (error) {
        onFailure(error instanceof Error ? error : new Error(String(error)));
      } finally {
        await worker.terminate();
      }
    },
  };
}

/** The store for a gateway on `db`: a thread beside a file, in-process beside an in-memory database. */
export function auditStoreFor(db: Db, onFailure: AuditFailure): AuditStore {
  return db.memory ? inlineAuditStore(onFailure) : threadAuditStore(auditFileOf(db.name), onFailure);
}
