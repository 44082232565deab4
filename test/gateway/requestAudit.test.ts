// The request audit log (docs/action-log.md, domain/audit/auditTable.ts): every API call answered is a row named
// by the client's X-Request-Id, exported by period through the control API (loopback or the
// control token, like every control call), never with a body, a query or a header value in it.
import fc from 'fast-check';
import { CONTROL_TOKEN_HEADER } from '../../mock-server/src/control/access';
import { openDatabase } from '../../mock-server/src/db/database';
import { createClock } from '../../mock-server/src/domain/platform/clock';
import { AUDIT_RETENTION_MS, RequestAuditLog, type AuditedCall } from '../../mock-server/src/domain/audit/requestAudit';
import type { AuditStore } from '../../mock-server/src/domain/audit/auditStore';
import { seedScenario } from '../../mock-server/src/scenario/seed';
import { UserDirectory } from '../../mock-server/src/domain/identity/users';
import { sweepExpired } from '../../mock-server/src/domain/platform/sweeper';
import { requestIdOf } from '../../mock-server/src/http/requestAudit';
import type { AuditExportDto } from '../../src/api/contract/auditLog';
import { DEMO_PASSWORD } from '../../mock-server/src/scenario/demoUsers';
import { COUNTRY_LIST_PATH, PASSWORD_PATH, T0, TEST_SCENARIO, XHR, signIn, startGateway, stopGateways } from './support/testGateway';

afterEach(stopGateways);

const REQUEST_ID = '0123456789abcdef0123456789abcdef';
/** The sweep's other targets, with nothing to do. */
const idleTargets = {
  sessions: { sweepStale: () => 0 } as never,
  attempts: { sweepEnded: () => 0 } as never,
  transfers: { settleDue: () => 0 },
  addressInstructions: { activateDue: () => 0 },
  pushEvents: { recordDue: () => undefined },
  securityEvents: { sweep: async () => undefined },
    passkeys: { sweep: () => undefined },
    stepUps: { sweep: () => 0 },
};
/** A call answered at `at` (default T0), as the audit hook records it. */
const call = (requestId: string, at = T0): AuditedCall => ({ requestId, at, method: 'GET', route: COUNTRY_LIST_PATH, status: 200, durationMs: 1, userId: null });

/** A store that keeps what it is sent, to see the batches. */
function recordingStore(): AuditStore & { appended: AuditedCall[][]; closed: boolean } {
  return {
    appended: [],
    closed: false,
    append(calls) {
      this.appended.push([...calls]);
    },
    periodOf: async () => [],
    sweep: async () => 0,
    appendSecurityEvents: () => undefined,
    securityEvents: async () => [],
    sweepSecurityEvents: async () => 0,
    clear: async () => undefined,
    async close() {
      this.closed = true;
    },
  };
}
const period = (from: number, to: number) => `/__mock/audit?from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`;

async function exported(app: Awaited<ReturnType<typeof startGateway>>['app'], from = T0 - 60_000, to = T0 + 60_000): Promise<AuditExportDto> {
  const res = await app.inject({ method: 'GET', url: period(from, to) });
  expect(res.statusCode).toBe(200);
  return JSON.parse(res.body) as AuditExportDto;
}

describe('request ids', () => {
  it("takes the client's X-Request-Id, and answers with it", async () => {
    const { app } = await startGateway();
    const res = await app.inject({ method: 'GET', url: COUNTRY_LIST_PATH, headers: { 'x-request-id': REQUEST_ID } });
    expect(res.headers['x-request-id']).toBe(REQUEST_ID);
  });

  it.each([
    ['missing', undefined],
    ['too short', 'abc'],
    ['too long', 'a'.repeat(65)],
    ['with other characters', 'id with spaces and "quotes"'],
    ['a log-line injection', 'abcdefgh\nlevel=error'],
  ])('an id %s is replaced by one of the gateway\'s own', (_name, sent) => {
    const id = requestIdOf({ headers: sent === undefined ? {} : { 'x-request-id': sent } } as never);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(id).not.toBe(sent);
  });

  it("the gateway's own ids are 32 hex digits and never repeat", () => {
    const ids = Array.from({ length: 1000 }, () => requestIdOf({ headers: {} } as never));
    ids.forEach((id) => expect(id).toMatch(/^[0-9a-f]{32}$/));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the audit log', () => {
  it('keeps each API call with its request id, user, route pattern, status and duration; no site or control call', async () => {
    const { app } = await startGateway();
    const cookie = await signIn(app, 'demo.mm');
    await app.inject({ method: 'GET', url: `${COUNTRY_LIST_PATH}?secret=1`, headers: { cookie, 'x-request-id': REQUEST_ID } });
    await app.inject({ method: 'GET', url: '/__mock/state' });
    await app.inject({ method: 'GET', url: '/nothing/here' });
    const { events, truncated } = await exported(app);
    expect(truncated).toBe(false);
    expect(events.map((e) => e.route)).toEqual([PASSWORD_PATH, '/user/session/login', COUNTRY_LIST_PATH]);
    expect(events[2]).toEqual({ requestId: REQUEST_ID, at: new Date(T0).toISOString(), method: 'GET', route: COUNTRY_LIST_PATH, status: 400, durationMs: expect.any(Number), username: 'demo.mm' }); // the unknown query is refused; its value is not kept
    expect(events[0]?.username).toBeNull(); // no session yet at the password step
    expect(JSON.stringify(events)).not.toContain(DEMO_PASSWORD);
    expect(JSON.stringify(events)).not.toContain('secret');
  });

  it('keeps refused calls too (a 401 without a session)', async () => {
    const { app } = await startGateway();
    await app.inject({ method: 'POST', url: '/gateway/institutional/moneymovement/api/v1/mint/account/details', headers: { ...XHR, 'x-request-id': REQUEST_ID }, payload: {} });
    const { events } = await exported(app);
    expect(events).toEqual([expect.objectContaining({ requestId: REQUEST_ID, status: 401, username: null })]);
  });

  it('lists only the period asked for', async () => {
    const { app, clock } = await startGateway();
    await app.inject({ method: 'GET', url: COUNTRY_LIST_PATH, headers: { 'x-request-id': 'early-request-01' } });
    clock.fix(T0 + 3_600_000);
    await app.inject({ method: 'GET', url: COUNTRY_LIST_PATH, headers: { 'x-request-id': 'late-request-002' } });
    expect((await exported(app, T0 - 1_000, T0 + 1_000)).events.map((e) => e.requestId)).toEqual(['early-request-01']);
    expect((await exported(app, T0 + 3_599_000, T0 + 3_601_000)).events.map((e) => e.requestId)).toEqual(['late-request-002']);
  });

  it('leaves out the maintenance heartbeat (the public status every open page polls): it is no one\'s act', async () => {
    const { app } = await startGateway();
    await app.inject({ method: 'GET', url: '/gateway/public/status', headers: { 'x-request-id': 'heartbeat-000001' } });
    await app.inject({ method: 'GET', url: COUNTRY_LIST_PATH, headers: { 'x-request-id': 'country-list-001' } });
    expect((await exported(app)).events.map((e) => e.requestId)).toEqual(['country-list-001']);
  });

  it('keeps a week of rows: the sweep deletes older ones on the gateway clock', async () => {
    const db = openDatabase(':memory:');
    const log = new RequestAuditLog(db, new UserDirectory(db));
    log.record(call('week-old-request', T0));
    log.record(call('recent-request-1', T0 + 3_600_000));
    expect(sweepExpired({ ...idleTargets, clock: createClock(T0 + AUDIT_RETENTION_MS + 1), requestAudit: log })).toBeUndefined();
    expect((await log.export(T0 - 60_000, T0 + 3_700_000)).events.map((e) => e.requestId)).toEqual(['recent-request-1']);
    await log.close();
    db.close();
  });
});

describe('batches', () => {
  it('sends rows to the store in batches of 200: none before an export, the timer or a full batch', async () => {
    jest.useFakeTimers();
    const db = openDatabase(':memory:');
    try {
      const store = recordingStore();
      const log = new RequestAuditLog(db, new UserDirectory(db), store);
      for (let i = 0; i < 199; i += 1) log.record(call(`request-${String(i).padStart(6, '0')}`));
      expect(store.appended).toEqual([]);
      log.record(call('request-000199'));
      expect(store.appended.map((batch) => batch.length)).toEqual([200]);
      log.record(call('request-000200'));
      jest.advanceTimersByTime(999);
      expect(store.appended).toHaveLength(1);
      jest.advanceTimersByTime(1);
      expect(store.appended.map((batch) => batch.length)).toEqual([200, 1]);
      log.record(call('request-000201'));
      await log.export(T0, T0);
      expect(store.appended.map((batch) => batch.length)).toEqual([200, 1, 1]); // an export sends what waits first
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
      db.close();
    }
  });

  it('names the user of each call at export, null for a user id no user has', async () => {
    const db = openDatabase(':memory:');
    seedScenario(db, TEST_SCENARIO);
    const userId = db.prepare("SELECT id FROM users WHERE username = 'demo.mm'").pluck().get() as number;
    const log = new RequestAuditLog(db, new UserDirectory(db));
    log.record({ ...call('by-a-user-00001'), userId });
    log.record({ ...call('by-no-one-00002'), userId: 987_654 });
    log.record(call('no-session-0003'));
    expect((await log.export(T0, T0)).events.map((e) => e.username)).toEqual(['demo.mm', null, null]);
    await log.close();
    db.close();
  });

  it('a store that fails to write is reported, not thrown at the call that filled the batch', async () => {
    const db = openDatabase(':memory:');
    const log = new RequestAuditLog(db, new UserDirectory(db));
    const failures: Error[] = [];
    log.reportFailuresTo((error) => failures.push(error));
    log.record({ ...call('bad-status-0001'), status: 42 }); // no real call has it: the table's CHECK refuses the batch
    expect(() => log.flush()).not.toThrow();
    expect(failures.map((e) => e.message)).toEqual([expect.stringContaining('1 audit rows not written')]);
    log.record(call('good-status-002'));
    expect((await log.export(T0, T0)).events.map((e) => e.requestId)).toEqual(['good-status-002']);
    await log.close();
    db.close();
  });
});

describe('closing', () => {
  it('writes what waits when the gateway closes; a call answered after it (its audit hook ran late) is dropped, not left to a timer', async () => {
    jest.useFakeTimers();
    const db = openDatabase(':memory:');
    try {
      const store = recordingStore();
      const log = new RequestAuditLog(db, new UserDirectory(db), store);
      log.record(call('before-close'));
      await log.close();
      log.record(call('after-close'));
      expect(store.appended.flat().map((c) => c.requestId)).toEqual(['before-close']);
      expect(store.closed).toBe(true);
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
      db.close();
    }
  });

  it('a timer due after the database closed throws nothing (it once threw into the next test of its worker)', () => {
    jest.useFakeTimers();
    try {
      const db = openDatabase(':memory:');
      const log = new RequestAuditLog(db, new UserDirectory(db));
      log.record(call('waiting'));
      db.close();
      expect(() => jest.advanceTimersByTime(2000)).not.toThrow();
      void log.close();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the export', () => {
  it.each([
    ['a date that does not exist', '/__mock/audit?from=2026-02-30T00:00:00Z&to=2026-03-02T00:00:00Z', 'from and to must be real dates and times with an offset, e.g. 2026-11-20T15:30:00Z'],
    ['no offset', '/__mock/audit?from=2026-03-02T00:00:00&to=2026-03-02T01:00:00Z', 'from and to must be real dates and times with an offset, e.g. 2026-11-20T15:30:00Z'],
    ['an end before the start', '/__mock/audit?from=2026-03-02T01:00:00Z&to=2026-03-02T00:00:00Z', 'to must not be before from'],
    ['more than 7 days', '/__mock/audit?from=2026-03-01T00:00:00Z&to=2026-03-09T00:00:01Z', 'a period of at most 7 days'],
  ])('refuses %s (400 and why)', async (_name, url, error) => {
    const { app } = await startGateway();
    const res = await app.inject({ method: 'GET', url });
    expect([res.statusCode, JSON.parse(res.body)]).toEqual([400, { error }]);
  });

  it('refuses any query that is not a period, never with a 5xx (seeded random queries)', async () => {
    const { app } = await startGateway();
    const queries = fc.sample(fc.dictionary(fc.constantFrom('from', 'to', 'x', 'requestId'), fc.string({ maxLength: 60 })), { numRuns: 60, seed: 20_261_126 });
    for (const query of queries) {
      const res = await app.inject({ method: 'GET', url: `/__mock/audit?${new URLSearchParams(query).toString()}` });
      expect([JSON.stringify(query), res.statusCode < 500]).toEqual([JSON.stringify(query), true]);
      if (res.statusCode !== 200) expect(JSON.parse(res.body)).toEqual({ error: expect.any(String) });
    }
  });

  it('is a control call: another address gets 403; with a control token, the token is needed', async () => {
    const open = await startGateway();
    const other = await open.app.inject({ method: 'GET', url: period(T0, T0 + 1), remoteAddress: '10.0.0.7' });
    expect(other.statusCode).toBe(403);
    const token = 'control-token-for-tests-0123456789';
    const guarded = await startGateway({ host: '0.0.0.0', controlToken: token });
    expect((await guarded.app.inject({ method: 'GET', url: period(T0, T0 + 1), remoteAddress: '10.0.0.7' })).statusCode).toBe(401);
    const allowed = await guarded.app.inject({ method: 'GET', url: period(T0, T0 + 1), remoteAddress: '10.0.0.7', headers: { [CONTROL_TOKEN_HEADER]: token } });
    expect(allowed.statusCode).toBe(200);
  });

  it('is not there in production', async () => {
    const { app } = await startGateway({ production: true });
    expect((await app.inject({ method: 'GET', url: period(T0, T0 + 1) })).statusCode).toBe(404);
  });
});
