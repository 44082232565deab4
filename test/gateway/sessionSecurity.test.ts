// The session's security properties, each observed through the HTTP contract.
import { DEFAULT_ABSOLUTE_LIFETIME_MS, DEFAULT_IDLE_TIMEOUT_MS, touchGranularityMs } from '../../mock-server/src/domain/identity/sessions';
import {
  XHR,
  count,
  countryList,
  loginStatus,
  passwordAuthentication,
  sessionCookie,
  sessionLogin,
  signIn,
  gatewayForThisFile,
  startGateway,
  stopGateways,
} from './support/testGateway';

const gateway = gatewayForThisFile();

afterEach(stopGateways);

const UNAUTHORIZED = { status: { code: '401', text: 'Unauthorized' }, data: null };

it('sets the session cookie HttpOnly, SameSite=Strict, Path=/ and not Secure over plain http', async () => {
  const { app } = gateway;
  const res = await passwordAuthentication(app, 'demo.plain');
  const header = String(res.headers['set-cookie']);
  expect(header).toMatch(/^icp_session=[0-9a-f]{32};/);
  expect(header).toContain('HttpOnly');
  expect(header).toContain('SameSite=Strict');
  expect(header).toContain('Path=/');
  expect(header).not.toContain('Secure');
  expect(header).not.toMatch(/Max-Age|Expires/);
});

it('sends one Set-Cookie an answer, and finds the session cookie among other cookies of the Cookie header', async () => {
  const { app } = gateway;
  const first = await passwordAuthentication(app, 'demo.plain');
  expect([first.headers['set-cookie']].flat()).toHaveLength(1);
  const cookie = await signIn(app, 'demo.plain');
  const among = `theme=dark; ${cookie}; other="quoted value"; icp_session=ffffffffffffffffffffffffffffffff`;
  expect((await countryList(app, among)).statusCode).toBe(200); // the first icp_session counts, as a browser sends its own first
  expect(JSON.parse((await countryList(app, 'theme=dark; other=1')).body)).toEqual(UNAUTHORIZED);
  expect(JSON.parse((await countryList(app, 'icp_session=%E0%A4%A')).body)).toEqual(UNAUTHORIZED); // a malformed value is no session, not an error
});

it('renews the session id at each sign-in step', async () => {
  const { app } = gateway;
  const first = sessionCookie(await passwordAuthentication(app, 'demo.plain'));
  const second = sessionCookie(await passwordAuthentication(app, 'demo.plain', undefined, first));
  expect(second).not.toBe(first);
  // The superseded id no longer counts.
  expect(JSON.parse((await loginStatus(app, first)).body).status.code).toBe('AUTH1401');
  const full = await signIn(app, 'demo.plain');
  expect(full).not.toBe(second);
});

it('stores only a hash of the session id', async () => {
  const { app, db } = gateway;
  const cookie = await signIn(app);
  const id = cookie.split('=')[1] ?? '';
  const stored = db.prepare('SELECT id_hash FROM sessions').pluck().all() as string[];
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatch(/^[0-9a-f]{64}$/);
  expect(stored[0]).not.toContain(id);
});

it('rejects the old cookie after logout (401 on the country list)', async () => {
  const { app } = gateway;
  const cookie = await signIn(app);
  expect((await countryList(app, cookie)).statusCode).toBe(200);
  await app.inject({ method: 'DELETE', url: '/user/session/login', headers: { ...XHR, cookie } });
  const after = await countryList(app, cookie);
  expect(after.statusCode).toBe(401);
  expect(JSON.parse(after.body)).toEqual(UNAUTHORIZED);
});

it('refuses a protected call with a password-level session', async () => {
  const { app } = gateway;
  const cookie = sessionCookie(await passwordAuthentication(app, 'demo.push'));
  const res = await countryList(app, cookie);
  expect(res.statusCode).toBe(401);
  expect(JSON.parse(res.body)).toEqual(UNAUTHORIZED);
});

it('refuses a protected call without a session or with a forged id', async () => {
  const { app } = gateway;
  expect((await countryList(app)).statusCode).toBe(401);
  expect((await countryList(app, 'icp_session=0123456789abcdef0123456789abcdef')).statusCode).toBe(401);
  expect((await countryList(app, 'icp_session=../../etc')).statusCode).toBe(401);
});

it('expires a session idle for longer than the timeout, and activity restarts the timer', async () => {
  const { app, clock, db } = gateway;
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

it('ends a session 12 hours after the password however active it is, renewals included', async () => {
  expect(DEFAULT_ABSOLUTE_LIFETIME_MS).toBe(12 * 60 * 60 * 1000);
  const { app, clock } = await startGateway({ sessionAbsoluteLifetimeMs: 60_000 });
  const password = sessionCookie(await passwordAuthentication(app, 'demo.plain'));
  clock.advance(30_000);
  const full = sessionCookie(await sessionLogin(app, password)); // renewed 30 s in
  clock.advance(29_999);
  expect((await countryList(app, full)).statusCode).toBe(200);
  clock.advance(2);
  expect((await countryList(app, full)).statusCode).toBe(401);
});

it('keeps an active session for the default 12 hours and not longer', async () => {
  const { app, clock } = gateway;
  const cookie = await signIn(app);
  const step = DEFAULT_IDLE_TIMEOUT_MS - 60_000;
  let elapsed = 0;
  while (elapsed + step < DEFAULT_ABSOLUTE_LIFETIME_MS) {
    clock.advance(step);
    elapsed += step;
    expect((await countryList(app, cookie)).statusCode).toBe(200);
  }
  clock.advance(DEFAULT_ABSOLUTE_LIFETIME_MS - elapsed + 1);
  expect((await countryList(app, cookie)).statusCode).toBe(401);
});

it('ends every session of a user locked out by wrong passwords, sign-ins in progress included', async () => {
  const { app, db } = gateway;
  const full = await signIn(app, 'demo.maker');
  const other = await signIn(app, 'demo.checker');
  const inProgress = sessionCookie(await passwordAuthentication(app, 'demo.maker'));
  expect(count(db, 'sessions')).toBe(3);
  for (let i = 0; i < 4; i += 1) await passwordAuthentication(app, 'demo.maker', `wrong-${i}`);
  expect((await countryList(app, full)).statusCode).toBe(200); // not blocked yet
  const fifth = await passwordAuthentication(app, 'demo.maker', 'wrong-4');
  expect(JSON.parse(fifth.body).responseBaseInfo.status.code).toBe('1491');
  expect((await countryList(app, full)).statusCode).toBe(401);
  expect(JSON.parse((await sessionLogin(app, inProgress)).body).responseBaseInfo.status.code).toBe('1401');
  expect((await countryList(app, other)).statusCode).toBe(200);
  expect(count(db, 'sessions')).toBe(1);
});

it('does not let an identity session pass for a signed-in one', async () => {
  const { app, db } = gateway;
  const res = await app.inject({
    method: 'POST',
    url: '/user/identity/attributes/.search',
    headers: XHR,
    payload: { requestBaseInfo: { flowType: 'Register' }, filter: { firstName: 'Jordan', lastName: 'Avery', dob: '1988-07-19', ssnLast4: '5307' } },
  });
  const cookie = sessionCookie(res);
  expect(db.prepare('SELECT level FROM sessions').pluck().all()).toEqual(['identity']);
  expect((await countryList(app, cookie)).statusCode).toBe(401);
  expect(JSON.parse((await loginStatus(app, cookie)).body).status.code).toBe('AUTH1401');
});

/** Waits until `condition` holds (polling), failing after 5 s. */
async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition did not hold within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

it('sweeps expired sessions (and their attempts) periodically, judged on the gateway clock, without them coming back', async () => {
  const { app, db, clock } = await startGateway({ sessionSweepIntervalMs: 10, sessionIdleTimeoutMs: 60_000 });
  for (const username of ['demo.plain', 'demo.mm', 'demo.viewer']) await signIn(app, username);
  expect(count(db, 'sessions')).toBe(3);
  expect(count(db, 'auth_attempts')).toBe(3);
  clock.advance(30_000);
  await signIn(app, 'demo.ie'); // this one is not idle long enough when the others expire
  clock.advance(30_001);
  // No call comes: the timer alone removes them.
  await waitFor(() => count(db, 'sessions') === 1);
  expect(count(db, 'auth_attempts')).toBe(1);
});

it('writes the session row at most once every 5 seconds however busy the session is, and still restarts the idle timer', async () => {
  const { app, clock, db } = gateway;
  const cookie = await signIn(app);
  const lastSeen = () => db.prepare('SELECT last_seen_at FROM sessions').pluck().get() as number;
  const signedInAt = lastSeen();
  const writes = () => db.prepare('SELECT total_changes()').pluck().get() as number;
  const before = writes();
  for (let i = 0; i < 20; i += 1) {
    expect((await countryList(app, cookie)).statusCode).toBe(200);
    clock.advance(200); // 20 calls over 4 s
  }
  expect(writes()).toBe(before);
  expect(lastSeen()).toBe(signedInAt);
  clock.advance(1000);
  expect((await countryList(app, cookie)).statusCode).toBe(200);
  expect(lastSeen()).toBe(signedInAt + 5000);
  expect(touchGranularityMs(DEFAULT_IDLE_TIMEOUT_MS)).toBe(5000);
  expect(touchGranularityMs(60_000)).toBe(600);
});
