// The audit thread (auditStore.ts): owns the audit database file and answers the gateway's
// messages in the order they were sent, so an export sees every row appended before it.
import { parentPort, workerData } from 'node:worker_threads';
import { notWrittenText } from './auditTable';
import { auditTablesOn, eventsNotWrittenText, type AuditReply, type AuditRequest } from './auditStore';
import { openSqlite } from '../../db/sqlite';

const { file } = workerData as { file: string };
const db = openSqlite(file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
// Only this thread opens the file: no shared-memory locking on each statement.
db.pragma('locking_mode = EXCLUSIVE');
db.pragma('busy_timeout = 5000');
const { calls: table, securityEvents } = auditTablesOn(db);

function answer(request: Exclude<AuditRequest, { op: 'append' | 'appendSecurityEvents' }>): unknown {
  switch (request.op) {
    case 'period':
      return table.periodOf(request.from, request.to, request.limit);
    case 'sweep':
      return table.sweep(request.before);
    case 'securityEvents':
      return securityEvents.find(request.query);
    case 'sweepSecurityEvents':
      return securityEvents.sweep(request.before);
    case 'clear':
      table.clear();
      return securityEvents.clear();
    case 'close':
      return table.close();
  }
}

parentPort?.on('message', (request: AuditRequest) => {
  if (request.op === 'append') {
    try {
      table.append(request.calls);
    } catch (error) {
      parentPort?.postMessage({ id: null, ok: false, error: notWrittenText(request.calls.length, error) } satisfies AuditReply);
    }
    return;
  }
  if (request.op === 'appendSecurityEvents') {
    try {
      securityEvents.append(request.events);
    } catch (error) {
      parentPort?.postMessage({ id: null, ok: false, error: eventsNotWrittenText(request.events.length, error) } satisfies AuditReply);
    }
    return;
  }
  try {
    parentPort?.postMessage({ id: request.id, ok: true, value: answer(request) } satisfies AuditReply);
  } catch (error) {
    parentPort?.postMessage({ id: request.id, ok: false, error: String(error) } satisfies AuditReply);
  }
});
