// Where the audit rows go (domain/audit/auditStore.ts): a gateway on a file writes them from a thread of
// its own into a database of its own beside it; an in-memory gateway keeps them in-process. Both
// stores keep the same contract, checked here on each; the thread's own matters after.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../mock-server/src/db/database';
import { openSqlite } from '../../mock-server/src/db/sqlite';
import { inlineAuditStore, threadAuditStore, type AuditStore } from '../../mock-server/src/domain/audit/auditStore';
import { auditFileOf, type AuditedCall } from '../../mock-server/src/domain/audit/auditTable';
import type { SecurityEventRow } from '../../mock-server/src/domain/audit/securityEventTable';
import { seedScenario } from '../../mock-server/src/scenario/seed';
import { COUNTRY_LIST_PATH, T0, TEST_SCENARIO, startGateway, stopGateways } from './support/testGateway';

const call = (requestId: string, at = T0, extra: Partial<AuditedCall> = {}): AuditedCall => ({
  requestId,
  at,
  method: 'GET',
  route: COUNTRY_LIST_PATH,
  status: 200,
  durationMs: 3,
  userId: null,
  ...extra,
});
const ids = (calls: readonly AuditedCall[]) => calls.map((c) => c.requestId);

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-store-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const stores: [string, (failures: Error[]) => AuditStore][] = [
  ['in-process', (failures) => inlineAuditStore((e) => failures.push(e))],
  ['in its own thread', (failures) => threadAuditStore(path.join(tempDir(), 'g.audit.sqlite'), (e) => failures.push(e))],
];

describe.each(stores)('the audit store %s', (_name, make) => {
  let store: AuditStore;
  let failures: Error[];
  beforeEach(() => {
    failures = [];
    store = make(failures);
  });
  afterEach(() => store.close());

  it('lists the calls of a period in order of time, then of arrival, at most `limit`', async () => {
    store.append([call('second-at-t0-01', T0), call('later-call-0002', T0 + 5)]);
    store.append([call('third-at-t0-003', T0), call('before-period-4', T0 - 1)]);
    expect(ids(await store.periodOf(T0, T0 + 5, 10))).toEqual(['second-at-t0-01', 'third-at-t0-003', 'later-call-0002']);
    expect(ids(await store.periodOf(T0, T0 + 5, 2))).toEqual(['second-at-t0-01', 'third-at-t0-003']);
    expect(await store.periodOf(T0, T0 + 5, 10)).toContainEqual(call('later-call-0002', T0 + 5)); // every field back as written
  });

  it('sweeps the rows older than an instant, and says how many', async () => {
    store.append([call('old-call-000001', T0 - 10), call('new-call-000002', T0)]);
    expect(await store.sweep(T0)).toBe(1);
    expect(ids(await store.periodOf(0, T0 * 2, 10))).toEqual(['new-call-000002']);
  });

  it('clears every row (the reset)', async () => {
    store.append([call('any-call-000001')]);
    await store.clear();
    expect(await store.periodOf(0, T0 * 2, 10)).toEqual([]);
  });

  it('reports a batch it cannot write and keeps none of it; later batches are written', async () => {
    store.append([call('fine-but-batch1'), call('bad-status-0002', T0, { status: 42 })]);
    store.append([call('second-batch-03')]);
    expect(ids(await store.periodOf(0, T0 * 2, 10))).toEqual(['second-batch-03']);
    expect(failures.map((e) => e.message)).toEqual([expect.stringContaining('2 audit rows not written')]);
  });

  it('keeps security events beside the calls: by period and user, newest or oldest first; swept and cleared apart', async () => {
    const event = (at: number, userId: number | null, kind = 'signIn'): SecurityEventRow => ({
      at,
      kind,
      outcome: 'success',
      detail: 'password',
      userId,
      address: '10.0.0.1',
      userAgent: 'Test',
    });
    store.appendSecurityEvents([event(T0 - 10, 1), event(T0, 2)]);
    store.appendSecurityEvents([event(T0 + 5, 1, 'sessionEnded')]);
    store.append([call('a-call-at-t0-01')]);
    const query = { from: T0 - 10, to: T0 + 5, limit: 10 };
    expect((await store.securityEvents({ ...query, userId: 1, newestFirst: true })).map((e) => e.kind)).toEqual(['sessionEnded', 'signIn']);
    expect(await store.securityEvents({ ...query, newestFirst: false })).toEqual([event(T0 - 10, 1), event(T0, 2), event(T0 + 5, 1, 'sessionEnded')]);
    expect(await store.sweepSecurityEvents(T0)).toBe(1);
    expect(ids(await store.periodOf(0, T0 * 2, 10))).toEqual(['a-call-at-t0-01']);
    store.appendSecurityEvents([{ ...event(T0, 3), outcome: 'maybe' }]); // the table's CHECK refuses it
    expect(await store.securityEvents({ ...query, newestFirst: false })).toHaveLength(2);
    expect(failures.map((e) => e.message)).toEqual([expect.stringContaining('1 security events not written')]);
    await store.clear();
    expect(await store.securityEvents({ ...query, newestFirst: false })).toEqual([]);
  });

  it('drops what is appended after it closed, and answers nothing', async () => {
    store.append([call('before-close-01')]);
    await store.close();
    expect(() => store.append([call('after-close-002')])).not.toThrow();
    await expect(store.close()).resolves.toBeUndefined();
  });
});

describe('the audit thread', () => {
  it('writes into the file, where a new thread finds the rows after a close (and none appended after it)', async () => {
    const file = path.join(tempDir(), 'g.audit.sqlite');
    const first = threadAuditStore(file, (e) => {
      throw e;
    });
    first.append([call('kept-on-disk-01')]);
    await first.close();
    first.append([call('after-close-002')]); // dropped: the file must not get it
    const onDisk = openSqlite(file, { readonly: true });
    expect(onDisk.prepare('SELECT request_id FROM request_audit').pluck().all()).toEqual(['kept-on-disk-01']);
    onDisk.close();
    const second = threadAuditStore(file, (e) => {
      throw e;
    });
    expect(ids(await second.periodOf(0, T0 * 2, 10))).toEqual(['kept-on-disk-01']);
    await second.close();
  });

  it('a thread that cannot open its file is reported, and every question to it is refused, not left waiting', async () => {
    const failures: Error[] = [];
    const store = threadAuditStore(path.join(tempDir(), 'no', 'such', 'dir', 'g.audit.sqlite'), (e) => failures.push(e));
    await expect(store.periodOf(0, 1, 1)).rejects.toThrow();
    expect(failures).toHaveLength(1);
    expect(() => store.append([call('nowhere-to-go-1')])).not.toThrow();
    await expect(store.close()).resolves.toBeUndefined();
  });

  it('sits beside the gateway file: gateway.sqlite → gateway.audit.sqlite', () => {
    expect(auditFileOf('/data/gateway.sqlite')).toBe('/data/gateway.audit.sqlite');
    expect(auditFileOf('/data/gateway.db')).toBe('/data/gateway.db.audit.sqlite');
  });
});

describe('a gateway on a file', () => {
  afterEach(stopGateways);

  it('keeps its audit log in the file beside its own (not in its own database), and exports it', async () => {
    const file = path.join(tempDir(), 'gateway.sqlite');
    const db = openDatabase(file);
    seedScenario(db, TEST_SCENARIO);
    const { app } = await startGateway({ db });
    await app.inject({ method: 'GET', url: COUNTRY_LIST_PATH, headers: { 'x-request-id': 'on-a-file-00001' } });
    const res = await app.inject({ method: 'GET', url: `/__mock/audit?from=${new Date(T0 - 1000).toISOString()}&to=${new Date(T0 + 1000).toISOString()}` });
    expect((JSON.parse(res.body) as { events: { requestId: string }[] }).events.map((e) => e.requestId)).toEqual(['on-a-file-00001']);
    expect(db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'request_audit'").pluck().get()).toBe(0);
    expect(fs.existsSync(auditFileOf(file))).toBe(true);
    const reset = await app.inject({ method: 'POST', url: '/__mock/reset' });
    expect(reset.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: `/__mock/audit?from=${new Date(T0 - 1000).toISOString()}&to=${new Date(T0 + 1000).toISOString()}` });
    expect((JSON.parse(after.body) as { events: unknown[] }).events).toEqual([]); // the reset forgets the log too
  });
});
