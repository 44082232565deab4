// The API's rate limit per session and per address (http/apiRateLimit.ts; off in the other tests):
// 429 with Retry-After in the area's shape; the status calls and the control API stay usable.
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiRateLimitFromEnv, DEFAULT_API_RATE_LIMIT, holdRefusal, REFUSAL_HOLD_MS } from '../../mock-server/src/http/apiRateLimit';
import { ACCOUNTS, PATHS, post } from './support/accounts';
import { COUNTRY_LIST_PATH, signIn, startGateway, stopGateways } from './support/testGateway';

afterEach(stopGateways);

const positions = (app: Parameters<typeof post>[0], cookie: string) => post(app, PATHS.positions, { accountIdFilter: ACCOUNTS.plainCustody }, cookie);

describe('per session', () => {
  it('answers 429 with Retry-After and a clear message in the /gateway shape once a session is over its limit', async () => {
    const { app } = await startGateway({ apiRateLimit: { perSession: 3, perAddress: 1000, timeWindowMs: 60_000, refusalHoldMs: 0 } });
    const cookie = await signIn(app); // two /user calls, on the session's count from the login on
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await positions(app, cookie));
    const limited = answers.find((a) => a.statusCode === 429);
    expect(answers[0]?.statusCode).toBe(200);
    expect(limited).toBeDefined();
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited?.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(JSON.parse(limited?.body ?? '')).toEqual({
      status: { code: '429', text: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds?\.$/) },
      data: null,
    });
    // Another session from the same address is not limited by this one's count.
    expect((await positions(app, await signIn(app))).statusCode).toBe(200);
  });

  it('leaves the status calls and the control API usable while a session is limited', async () => {
    const { app } = await startGateway({ apiRateLimit: { perSession: 1, perAddress: 5, timeWindowMs: 60_000, refusalHoldMs: 0 } });
    const cookie = await signIn(app);
    for (let i = 0; i < 6; i += 1) await app.inject({ method: 'GET', url: COUNTRY_LIST_PATH, headers: { cookie } });
    expect((await app.inject({ method: 'GET', url: COUNTRY_LIST_PATH, headers: { cookie } })).statusCode).toBe(429);
    expect((await app.inject({ method: 'GET', url: '/gateway/public/status' })).statusCode).toBe(200);
    const status = await app.inject({ method: 'POST', url: '/gateway/institutional/status', headers: { cookie, 'x-requested-with': 'XMLHttpRequest' }, payload: {} });
    expect(status.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/__mock/state' })).statusCode).not.toBe(429);
  });
});

describe('per address', () => {
  it('counts calls without a session and answers 429 in the /user shape', async () => {
    const { app } = await startGateway({ apiRateLimit: { perSession: 1000, perAddress: 2, timeWindowMs: 60_000, refusalHoldMs: 0 } });
    const call = () => app.inject({ method: 'POST', url: '/user/factor/password/authentication', headers: { 'x-requested-with': 'XMLHttpRequest' }, payload: {} });
    await call();
    await call();
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(JSON.parse(limited.body).responseBaseInfo.status).toEqual({ code: '429', message: expect.stringMatching(/^Too many requests/) });
  });
});

describe('configuration', () => {
  it('reads calls a minute per session and per address from the environment, off for none, and refuses nonsense', () => {
    expect(apiRateLimitFromEnv({})).toEqual(DEFAULT_API_RATE_LIMIT);
    expect(apiRateLimitFromEnv({ API_RATE_LIMIT_PER_SESSION: '50', API_RATE_LIMIT_PER_ADDRESS: '70' })).toEqual({ perSession: 50, perAddress: 70, timeWindowMs: 60_000 });
    expect(apiRateLimitFromEnv({ API_RATE_LIMIT_PER_SESSION: 'off', API_RATE_LIMIT_PER_ADDRESS: 'off' })).toBe(false);
    expect(() => apiRateLimitFromEnv({ API_RATE_LIMIT_PER_SESSION: '-3' })).toThrow(/positive whole number/);
  });
});

describe('a refused call is held', () => {
  const fakeSocket = () => new EventEmitter();
  afterEach(() => jest.useRealTimers());

  it('answers after the hold, not before', async () => {
    jest.useFakeTimers();
    let answered = false;
    const held = holdRefusal(fakeSocket(), 1000).then(() => (answered = true));
    await jest.advanceTimersByTimeAsync(999);
    expect(answered).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await held;
    expect(answered).toBe(true);
  });

  it('lets go at once when the connection closes, and holds without a connection to watch', async () => {
    jest.useFakeTimers();
    const socket = fakeSocket();
    const held = holdRefusal(socket, 1000);
    socket.emit('close');
    await held; // no timer advanced: resolved by the close
    expect(socket.listenerCount('close')).toBe(0);
    let answered = false;
    void holdRefusal(null, 1000).then(() => (answered = true));
    await jest.advanceTimersByTimeAsync(1000);
    expect(answered).toBe(true);
    await expect(holdRefusal(socket, 0)).resolves.toBeUndefined();
  });

  it('over a real socket: a refused call waits while another connection is answered, and is answered 429 after', async () => {
    const { app } = await startGateway({ apiRateLimit: { perSession: 1, perAddress: 1000, timeWindowMs: 60_000 } });
    const cookie = await signIn(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const get = (path: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path, agent: false, headers }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined }));
          })
          .on('error', reject);
      });
    expect((await get(COUNTRY_LIST_PATH, { cookie })).status).toBe(200);
    const order: string[] = [];
    const refused = get(COUNTRY_LIST_PATH, { cookie }).then((r) => (order.push('refused call'), r));
    const other = get('/gateway/public/status').then((r) => (order.push('another connection'), r));
    const [refusedAnswer, otherAnswer] = await Promise.all([refused, other]);
    expect(order).toEqual(['another connection', 'refused call']);
    expect(otherAnswer.status).toBe(200);
    expect(refusedAnswer.status).toBe(429);
    expect(Number(refusedAnswer.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(REFUSAL_HOLD_MS).toBeLessThanOrEqual(1000); // never longer than the shortest Retry-After
  });
});
