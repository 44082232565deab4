// The session's security properties, each observed through the HTTP contract.
import { DEFAULT_IDLE_TIMEOUT_MS } from '../../mock-server/src/domain/sessions';
import {
  XHR,
  countryList,
  loginStatus,
  passwordAuthentication,
  sessionCookie,
  signIn,
  startGateway,
  stopGateways,
} from './support/testGateway';

afterEach(stopGateways);

const UNAUTHORIZED = { status: { code: '401', text: 'Unauthorized' }, data: null };

it('sets the session cookie HttpOnly, SameSite=Strict, Path=/ and not Secure over plain http', async () => {
  const { app } = await startGateway();
  const res = await passwordAuthentication(app, 'demo.plain');
  const header = String(res.headers['set-cookie']);
  expect(header).toMatch(/^icp_session=[0-9a-f]{32};/);
  expect(header).toContain('HttpOnly');
  expect(header).toContain('SameSite=Strict');
  expect(header).toContain('Path=/');
  expect(header).not.toContain('Secure');
  expect(header).not.toMatch(/Max-Age|Expires/);
});

it('renews the session id at each sign-in step', async () => {
  const { app } = await startGateway();
  const first = sessionCookie(await passwordAuthentication(app, 'demo.plain'));
  const second = sessionCookie(await passwordAuthentication(app, 'demo.plain', undefined, first));
  expect(second).not.toBe(first);
  // The superseded id no longer counts.
  expect(JSON.parse((await loginStatus(app, first)).body).status.code).toBe('AUTH1401');
  const full = await signIn(app, 'demo.plain');
  expect(full).not.toBe(second);
});

it('stores only a hash of the session id', async () => {
  const { app, db } = await startGateway();
  const cookie = await signIn(app);
  const id = cookie.split('=')[1] ?? '';
  const stored = db.prepare('SELECT id_hash FROM sessions').pluck().all() as string[];
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatch(/^[0-9a-f]{64}$/);
  expect(stored[0]).not.toContain(id);
});

it('rejects the old cookie after logout (401 on the country list)', async () => {
  const { app } = await startGateway();
  const cookie = await signIn(app);
  expect((await countryList(app, cookie)).statusCode).toBe(200);
  await app.inject({ method: 'DELETE', url: '/user/session/login', headers: { ...XHR, cookie } });
  const after = await countryList(app, cookie);
  expect(after.statusCode).toBe(401);
  expect(JSON.parse(after.body)).toEqual(UNAUTHORIZED);
});

it('refuses a protected call with a password-level session', async () => {
  const { app } = await startGateway();
  const cookie = sessionCookie(await passwordAuthentication(app, 'demo.push'));
  const res = await countryList(app, cookie);
  expect(res.statusCode).toBe(401);
  expect(JSON.parse(res.body)).toEqual(UNAUTHORIZED);
});

it('refuses a protected call without a session or with a forged id', async () => {
  const { app } = await startGateway();
  expect((await countryList(app)).statusCode).toBe(401);
  expect((await countryList(app, 'icp_session=0123456789abcdef0123456789abcdef')).statusCode).toBe(401);
  expect((await countryList(app, 'icp_session=../../etc')).statusCode).toBe(401);
});

it('expires a session idle for longer than the timeout, and activity restarts the timer', async () => {
  const { app, clock, db } = await startGateway();
  const cookie = await signIn(app);
  clock.advance(DEFAULT_IDLE_TIMEOUT_MS - 1000);
  expect((await countryList(app, cookie)).statusCode).toBe(200); // activity: the timer restarts
  clock.advance(DEFAULT_IDLE_TIMEOUT_MS - 1000);
  expect((await countryList(app, cookie)).statusCode).toBe(200);
  clock.advance(DEFAULT_IDLE_TIMEOUT_MS + 1);
  expect((await countryList(app, cookie)).statusCode).toBe(401);
  expect(db.prepare('SELECT COUNT(*) FROM sessions').pluck().get()).toBe(0);
});

it('takes the idle timeout from the options', async () => {
  const { app, clock } = await startGateway({ sessionIdleTimeoutMs: 60_000 });
  const cookie = await signIn(app);
  clock.advance(60_001);
  expect((await countryList(app, cookie)).statusCode).toBe(401);
});

it('is 900 seconds idle by default: 780 s to the dialog plus the 120 s countdown', () => {
  expect(DEFAULT_IDLE_TIMEOUT_MS).toBe(900_000);
});
