// The sign-in and identity-search endpoints are rate-limited per IP (disabled in the other tests).
import { JORDAN_AVERY, identitySearch } from './support/signInFlows';
import { trustProxyFromEnv } from '../../mock-server/src/http/transport';
import { DEMO_PASSWORD } from '../../mock-server/src/scenario/demoUsers';
import { PASSWORD_PATH, XHR, passwordAuthentication, startGateway, stopGateways } from './support/testGateway';

afterEach(stopGateways);

it('answers 429 in the identity shape once the limit is reached', async () => {
  const { app, db } = await startGateway({ rateLimit: { max: 2, timeWindowMs: 60_000 } });
  expect((await passwordAuthentication(app, 'demo.plain', 'x')).statusCode).toBe(200);
  expect((await passwordAuthentication(app, 'demo.plain', 'x')).statusCode).toBe(200);
  const limited = await passwordAuthentication(app, 'demo.plain');
  expect(limited.statusCode).toBe(429);
  const body = JSON.parse(limited.body);
  expect(body.responseBaseInfo.status.code).toBe('429');
  expect(body.responseBaseInfo.status.message).toMatch(/^Too many sign-in attempts/);
  expect(limited.headers['retry-after']).toBeDefined();
  // The refused attempt was not even checked.
  expect(db.prepare("SELECT failed_attempts FROM users WHERE username = 'demo.plain'").pluck().get()).toBe(2);
});

it('limits only the sign-in endpoint', async () => {
  const { app } = await startGateway({ rateLimit: { max: 1, timeWindowMs: 60_000 } });
  for (let i = 0; i < 5; i += 1) expect((await app.inject({ method: 'GET', url: '/gateway/public/status' })).statusCode).toBe(200);
});

it('limits the identity search too, on its own count', async () => {
  const { app } = await startGateway({ rateLimit: { max: 1, timeWindowMs: 60_000 } });
  expect((await passwordAuthentication(app, 'demo.plain')).statusCode).toBe(200);
  expect((await identitySearch(app, 'Register', JORDAN_AVERY)).statusCode).toBe(200);
  const limited = await identitySearch(app, 'Register', JORDAN_AVERY);
  expect(limited.statusCode).toBe(429);
  expect(JSON.parse(limited.body).responseBaseInfo.status.code).toBe('429');
});

it('starts every address afresh after POST /__mock/reset (tests need no special environment)', async () => {
  const { app } = await startGateway({ rateLimit: { max: 2, timeWindowMs: 60_000 } });
  for (let i = 0; i < 2; i += 1) expect((await passwordAuthentication(app, 'demo.plain')).statusCode).toBe(200);
  expect((await passwordAuthentication(app, 'demo.plain')).statusCode).toBe(429);
  expect((await identitySearch(app, 'Register', JORDAN_AVERY)).statusCode).toBe(200);
  expect((await identitySearch(app, 'Register', JORDAN_AVERY)).statusCode).toBe(200);
  expect((await identitySearch(app, 'Register', JORDAN_AVERY)).statusCode).toBe(429);
  expect((await app.inject({ method: 'POST', url: '/__mock/reset', headers: XHR })).statusCode).toBe(200);
  expect((await passwordAuthentication(app, 'demo.plain')).statusCode).toBe(200);
  expect((await identitySearch(app, 'Register', JORDAN_AVERY)).statusCode).toBe(200);
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  // The proxy (127.0.0.1) appends the address it saw connect; the client writes what it likes before it.
  const attempt = (app: Awaited<ReturnType<typeof startGateway>>['app'], forwardedFor: string) =>
    app.inject({ method: 'POST', url: PASSWORD_PATH, remoteAddress: '127.0.0.1', headers: { ...XHR, 'x-forwarded-for': forwardedFor }, payload: { username: 'demo.plain', password: 'wrong' } });

  it('counts the address the proxy saw: a new X-Forwarded-For on every try (127.0.0.1 included) does not escape the limit', async () => {
    const { app } = await startGateway({ rateLimit: { max: 2, timeWindowMs: 60_000 }, trustProxy: trustProxyFromEnv('127.0.0.1') || undefined });
    expect((await attempt(app, '127.0.0.1, 203.0.113.9')).statusCode).toBe(200);
    expect((await attempt(app, '198.51.100.1, 203.0.113.9')).statusCode).toBe(200);
    expect((await attempt(app, '198.51.100.2, 203.0.113.9')).statusCode).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await attempt(app, '203.0.113.10')).statusCode).toBe(200);
  });

  it('never lets a client-written 127.0.0.1 share the count of this machine', async () => {
    const { app } = await startGateway({ rateLimit: { max: 1, timeWindowMs: 60_000 }, trustProxy: trustProxyFromEnv('127.0.0.1') || undefined });
    expect((await attempt(app, '127.0.0.1, 203.0.113.9')).statusCode).toBe(200);
    expect((await attempt(app, '127.0.0.1')).statusCode).toBe(200); // this machine's own first try
    expect(DEMO_PASSWORD).not.toBe('wrong');
  });
});
