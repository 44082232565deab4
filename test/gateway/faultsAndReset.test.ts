// The control API under /__mock/: injected faults and the scenario reset.
import type { AddressInfo } from 'node:net';
import { REQUEST_TIMEOUT_MS } from '../../src/api/transport/client';
import { control, flag, state } from './support/control';
import { count, countryList, passwordAuthentication, signIn, startGateway, stopGateways } from './support/testGateway';

afterEach(stopGateways);

describe('faults', () => {
  it('applies a fault `times` times in the area shape, then lets calls through', async () => {
    const { app } = await startGateway();
    await control(app, 'POST', '/__mock/faults', { path: '/gateway/public', status: 500, delayMs: 0, times: 2 });
    await control(app, 'POST', '/__mock/faults', { path: '/user/', status: 502, times: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await app.inject({ method: 'GET', url: '/gateway/public/status' })).statusCode);
    expect(statuses).toEqual([500, 500, 200]);
    const identity = await passwordAuthentication(app, 'demo.plain');
    expect(identity.statusCode).toBe(502);
    expect(JSON.parse(identity.body)).toEqual({ responseBaseInfo: { status: { code: '502', message: 'Injected fault' } } });
    expect((await state(app)).faults).toEqual([]);
  });

  it('answers gateway faults in the gateway shape; status 0 only delays', async () => {
    const { app } = await startGateway();
    await control(app, 'POST', '/__mock/faults', { path: '/gateway/public/status', status: 503, times: 1 });
    const res = await app.inject({ method: 'GET', url: '/gateway/public/status' });
    expect(JSON.parse(res.body)).toEqual({ status: { code: '503', text: 'Injected fault' }, data: null });
    await control(app, 'POST', '/__mock/faults', { path: '/gateway/public/status', status: 0, delayMs: 5, times: 1 });
    const delayed = await app.inject({ method: 'GET', url: '/gateway/public/status' });
    expect(delayed.statusCode).toBe(200);
    expect((await state(app)).faults).toEqual([]);
  });

  it('faults only the calls of its method where a path serves several', async () => {
    const { app } = await startGateway();
    await control(app, 'POST', '/__mock/faults', { path: '/gateway/public/status', status: 500, times: 1, method: 'POST' });
    expect((await app.inject({ method: 'GET', url: '/gateway/public/status' })).statusCode).toBe(200);
    expect((await state(app)).faults).toHaveLength(1);
    expect((await app.inject({ method: 'POST', url: '/gateway/public/status', headers: { 'x-requested-with': 'XMLHttpRequest' } })).statusCode).toBe(500);
    expect((await state(app)).faults).toEqual([]);
    const refused = await app.inject({ method: 'POST', url: '/__mock/faults', payload: { path: '/gateway/', status: 500, method: 'get' } });
    expect(refused.statusCode).toBe(400);
  });

  it('faults a path and the paths below it; with exact, that path alone', async () => {
    const { app } = await startGateway();
    await control(app, 'POST', '/__mock/faults', { path: '/gateway/public', status: 500, times: 1 });
    expect((await app.inject({ method: 'GET', url: '/gateway/public/status' })).statusCode).toBe(500);
    await control(app, 'POST', '/__mock/faults', { path: '/gateway/public', status: 500, times: 1, exact: true });
    expect((await app.inject({ method: 'GET', url: '/gateway/public/status' })).statusCode).toBe(200);
    expect((await state(app)).faults).toHaveLength(1);
    await control(app, 'DELETE', '/__mock/faults');
    await control(app, 'POST', '/__mock/faults', { path: '/gateway/public/status', status: 500, times: 1, exact: true });
    expect((await app.inject({ method: 'GET', url: '/gateway/public/status?x=1' })).statusCode).toBe(500);
  });

  it('answers a 503 that is not maintenance: the gateway shape, not the text "In Maintenance"', async () => {
    const { app } = await startGateway();
    await control(app, 'POST', '/__mock/faults', { path: '/gateway/public/status', status: 503, times: 1 });
    const res = await app.inject({ method: 'GET', url: '/gateway/public/status' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).not.toContain('In Maintenance');
  });

  it('delays a call beyond the SPA\'s request timeout, then answers it', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const { app } = await startGateway();
      await control(app, 'POST', '/__mock/faults', { path: '/gateway/public/status', status: 0, delayMs: REQUEST_TIMEOUT_MS + 5_000, times: 1 });
      let settled = false;
      const pending = app.inject({ method: 'GET', url: '/gateway/public/status' }).then((res) => {
        settled = true;
        return res;
      });
      await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 1_000);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(5_000);
      expect((await pending).statusCode).toBe(200);
    } finally {
      jest.useRealTimers();
    }
  });

  it('drops the connection with no answer, once, then lets calls through', async () => {
    const { app } = await startGateway();
    await control(app, 'POST', '/__mock/faults', { path: '/gateway/public/status', status: 0, drop: true, times: 1 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/gateway/public/status`;
    await expect(fetch(url)).rejects.toThrow();
    expect((await fetch(url)).status).toBe(200);
    expect((await state(app)).faults).toEqual([]);
  });

  it('DELETE clears the faults', async () => {
    const { app } = await startGateway();
    await control(app, 'POST', '/__mock/faults', { path: '/gateway/', status: 500, times: 100 });
    expect((await state(app)).faults).toEqual([{ path: '/gateway/', status: 500, delayMs: 0, times: 100, drop: false, exact: false, remaining: 100 }]);
    await control(app, 'DELETE', '/__mock/faults');
    expect((await app.inject({ method: 'GET', url: '/gateway/public/status' })).statusCode).toBe(200);
  });

  it.each([
    [{ path: 'gateway/', status: 500 }],
    [{ path: '/institutional/', status: 500 }],
    [{ path: '/gateway/', status: 200 }],
    [{ path: '/gateway/', status: 600 }],
    [{ path: '/gateway/', status: 500, times: 0 }],
    [{ path: '/gateway/', status: 500, delayMs: -1 }],
    [{ path: '/gateway/', status: 500, delayMs: 120_001 }],
    [{ path: '/gateway/', status: 500, drop: true }],
    [{ path: '/gateway/', status: 0, drop: 'yes' }],
    [{ path: '/gateway/', status: 500.5 }],
    [{ status: 500 }],
    [{ path: '/gateway/', status: 500, body: 'x' }],
  ])('refuses %j', async (payload) => {
    const { app } = await startGateway();
    const res = await control(app, 'POST', '/__mock/faults', payload);
    expect(res.statusCode).toBe(400);
    expect((await state(app)).faults).toEqual([]);
  });
});

describe('counts', () => {
  it('answers the row count of every data table, and a booking shows in it', async () => {
    const { app, db } = await startGateway();
    const before = JSON.parse((await app.inject({ method: 'GET', url: '/__mock/counts' })).body) as Record<string, number>;
    expect(before.users).toBe(count(db, 'users'));
    expect(before.sessions).toBe(0);
    expect(before).not.toHaveProperty('gateway_secrets');
    await signIn(app);
    const after = JSON.parse((await app.inject({ method: 'GET', url: '/__mock/counts' })).body) as Record<string, number>;
    expect(after.sessions).toBe(1);
    expect(after.users).toBe(before.users);
  });
});

describe('reset', () => {
  it('restores the seed and drops sessions, maintenance, clock, faults and overrides', async () => {
    const { app, db, clock } = await startGateway();
    const cookie = await signIn(app);
    for (let i = 0; i < 5; i += 1) await passwordAuthentication(app, 'demo.checker', 'wrong');
    await control(app, 'POST', '/__mock/flags', { MarketMaker: false });
    await control(app, 'POST', '/__mock/clock', { now: '2030-01-01T00:00:00Z' });
    await control(app, 'POST', '/__mock/faults', { path: '/gateway/nothing', status: 500, times: 5 });
    await control(app, 'POST', '/__mock/config', { pushPollLimit: 1 });
    await control(app, 'POST', '/__mock/maintenance', { on: true });

    const res = await control(app, 'POST', '/__mock/reset');
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ maintenance: false, clock: { fixed: false }, faults: [], configOverrides: {} });
    expect(clock.fixedAt()).toBeNull();
    expect(count(db, 'sessions')).toBe(0);
    expect(count(db, 'users')).toBe(18);
    expect((await countryList(app, cookie)).statusCode).toBe(401);
    expect(await flag(app, 'MarketMaker')).toBe(true);
    const relogin = await passwordAuthentication(app, 'demo.checker');
    expect(JSON.parse(relogin.body).responseBaseInfo.status.code).toBe('1200');
  });
});
