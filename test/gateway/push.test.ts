// Push sign-in: POST /user/session/login sends the push; GET /user/factor/push/status/{id} is
// polled; the demo behaviours and the control API answer it. Time moves on the fake clock only.
// Bounded (issue 25): a push lives as long as the SPA polls for it ((pushPollLimit − 1) ×
// pushPollIntervalMs of the configuration served), an answer after that or after its sign-in ended
// counts for nothing and the device is told why, and a user gets at most 5 pushes in 15 minutes.
import type { Db } from '../../mock-server/src/db/database';
import { PUSH_ANSWER_DELAY_MS, PUSH_SEND_LIMIT } from '../../mock-server/src/domain/identity/push';
import { AppConfigService } from '../../mock-server/src/domain/platform/appConfig';
import { CONFIG_DIR } from '../../mock-server/src/paths';
import { control } from './support/control';
import { beginSignIn, body, code, pollPush } from './support/signInFlows';
import { T0, XHR, count, countryList, loginStatus, passwordAuthentication, sessionCookie, sessionLogin, signIn, gatewayForThisFile } from './support/testGateway';

const gateway = gatewayForThisFile();
/** The shipped configuration's poll window: 20 polls 3 s apart span 57 s. */
const LIFETIME = new AppConfigService(CONFIG_DIR).pushLifetimeMs();

const statusOf = (res: { body: string }) => (JSON.parse(res.body) as { Status: string }).Status;
const levels = (db: Db) => db.prepare('SELECT level FROM sessions ORDER BY level').pluck().all();

describe('the push', () => {
  it('is sent at login: 1201 with a challenge id, and the status check names push', async () => {
    const { app, db } = gateway;
    const { cookie, login, challengeId } = await beginSignIn(app, 'demo.push');
    expect(JSON.parse((await loginStatus(app, cookie)).body).status.text).toBe('Push Authentication Required');
    expect(body(login).responseBaseInfo.status).toEqual({ code: '1201', message: 'Authentication not completed' });
    expect(challengeId).toMatch(/^[0-9a-f]{32}$/);
    expect(count(db, 'push_challenges')).toBe(1);
  });

  it('is approved ~2 s after it was sent (demo.push): only then is the session full, with a new id', async () => {
    const { app, clock, db } = gateway;
    const { cookie, challengeId } = await beginSignIn(app, 'demo.push');
    const id = challengeId as string;

    const pending = await pollPush(app, id, cookie);
    expect(pending.statusCode).toBe(200);
    expect(JSON.parse(pending.body)).toEqual({ responseBaseInfo: { status: { code: '1200', message: 'OK' } }, Status: 'PENDING' });
    expect((await countryList(app, cookie)).statusCode).toBe(401); // no gateway data before approval
    expect(JSON.parse((await loginStatus(app, cookie)).body).status.code).toBe('AUTH1201');

    clock.advance(PUSH_ANSWER_DELAY_MS - 1);
    expect(statusOf(await pollPush(app, id, cookie))).toBe('PENDING');
    expect(levels(db)).toEqual(['password']);

    clock.advance(1);
    const approved = await pollPush(app, id, cookie);
    expect(statusOf(approved)).toBe('APPROVED');
    const full = sessionCookie(approved);
    expect(full).toMatch(/^icp_session=[0-9a-f]{32}$/);
    expect(full).not.toBe(cookie);
    expect(levels(db)).toEqual(['full']);
    expect((await countryList(app, full)).statusCode).toBe(200);
    expect((await countryList(app, cookie)).statusCode).toBe(401); // the password-level id is gone
    expect(JSON.parse((await loginStatus(app, full)).body).data).toMatchObject({ loggedIn: true, username: 'demo.push' });
    // The full session still reads its challenge; a repeated login is simply OK.
    expect(statusOf(await pollPush(app, id, full))).toBe('APPROVED');
    expect(code(await sessionLogin(app, full))).toBe('1200');
  });

  it('completes the sign-in at login when the push was approved before any poll', async () => {
    const { app, clock } = gateway;
    const { cookie } = await beginSignIn(app, 'demo.push');
    clock.advance(PUSH_ANSWER_DELAY_MS);
    const login = await sessionLogin(app, cookie);
    expect(code(login)).toBe('1200');
    expect((await countryList(app, sessionCookie(login))).statusCode).toBe(200);
  });

  it('is declined ~2 s after it was sent (demo.pushno); the session stays password-level; a new login sends a new push', async () => {
    const { app, clock, db } = gateway;
    const { cookie, challengeId } = await beginSignIn(app, 'demo.pushno');
    clock.advance(PUSH_ANSWER_DELAY_MS - 1);
    expect(statusOf(await pollPush(app, challengeId as string, cookie))).toBe('PENDING');
    clock.advance(1);
    const declined = await pollPush(app, challengeId as string, cookie);
    expect(statusOf(declined)).toBe('DECLINED');
    expect(sessionCookie(declined)).toBeUndefined();
    expect(levels(db)).toEqual(['password']);
    expect((await countryList(app, cookie)).statusCode).toBe(401);

    const again = await sessionLogin(app, cookie);
    expect(body(again).pushChallengeId).toMatch(/^[0-9a-f]{32}$/);
    expect(body(again).pushChallengeId).not.toBe(challengeId);
    expect((await pollPush(app, challengeId as string, cookie)).statusCode).toBe(404); // replaced
  });

  it('sends a still-pending push again as it is on a repeated login', async () => {
    const { app } = gateway;
    const { cookie, challengeId } = await beginSignIn(app, 'demo.pushwait');
    expect(body(await sessionLogin(app, cookie)).pushChallengeId).toBe(challengeId);
  });

  it('is never answered for demo.pushwait until the control API approves it', async () => {
    const { app, clock } = gateway;
    const { cookie, challengeId } = await beginSignIn(app, 'demo.pushwait');
    clock.advance(LIFETIME - 1000);
    expect(statusOf(await pollPush(app, challengeId as string, cookie))).toBe('PENDING');

    const approve = await control(app, 'POST', '/__mock/push/demo.pushwait/approve');
    expect(approve.statusCode).toBe(200);
    expect(JSON.parse(approve.body)).toEqual({ username: 'demo.pushwait', Status: 'APPROVED' });
    const approved = await pollPush(app, challengeId as string, cookie);
    expect(statusOf(approved)).toBe('APPROVED');
    expect((await countryList(app, sessionCookie(approved))).statusCode).toBe(200);
    // Nothing is pending any more.
    expect((await control(app, 'POST', '/__mock/push/demo.pushwait/approve')).statusCode).toBe(404);
  });

  it('is declined by the control API', async () => {
    const { app } = gateway;
    const { cookie, challengeId } = await beginSignIn(app, 'demo.pushwait');
    expect((await control(app, 'POST', '/__mock/push/demo.pushwait/decline')).statusCode).toBe(200);
    expect(statusOf(await pollPush(app, challengeId as string, cookie))).toBe('DECLINED');
    expect((await countryList(app, cookie)).statusCode).toBe(401);
  });

  it('expires when the SPA stops polling ((20 − 1) × 3 s = 57 s); an approval after it is refused, the device told why, and completes nothing', async () => {
    const { app, clock } = gateway;
    expect(LIFETIME).toBe(57_000);
    const { cookie, challengeId } = await beginSignIn(app, 'demo.pushwait');
    clock.advance(LIFETIME - 1);
    expect(statusOf(await pollPush(app, challengeId as string, cookie))).toBe('PENDING');
    clock.advance(1);
    expect(statusOf(await pollPush(app, challengeId as string, cookie))).toBe('EXPIRED');
    const late = await control(app, 'POST', '/__mock/push/demo.pushwait/approve');
    expect(late.statusCode).toBe(409);
    expect(JSON.parse(late.body)).toEqual({ error: `demo.pushwait's push expired at ${new Date(T0 + LIFETIME).toISOString()}: it can no longer complete a sign-in` });
    expect(statusOf(await pollPush(app, challengeId as string, cookie))).toBe('EXPIRED');
    expect((await countryList(app, cookie)).statusCode).toBe(401);
  });

  it('keeps an approval made before the expiry', async () => {
    const { app, clock } = gateway;
    const { cookie, challengeId } = await beginSignIn(app, 'demo.push');
    clock.advance(LIFETIME + 1000); // nobody polled in between
    expect(statusOf(await pollPush(app, challengeId as string, cookie))).toBe('APPROVED');
  });

  it("lives as long as the configuration's poll window: overridden, the next push follows it; the device's answer after it never counts", async () => {
    const { app, clock } = gateway;
    // 3 polls 900 ms apart span 1.8 s: the demo device answers at 2 s, too late.
    expect((await control(app, 'POST', '/__mock/config', { pushPollLimit: 3, pushPollIntervalMs: 900 })).statusCode).toBe(200);
    const { cookie, challengeId } = await beginSignIn(app, 'demo.push');
    clock.advance(1799);
    expect(statusOf(await pollPush(app, challengeId as string, cookie))).toBe('PENDING');
    clock.advance(1);
    expect(statusOf(await pollPush(app, challengeId as string, cookie))).toBe('EXPIRED');
    clock.advance(PUSH_ANSWER_DELAY_MS);
    const late = await pollPush(app, challengeId as string, cookie);
    expect(statusOf(late)).toBe('EXPIRED');
    expect(sessionCookie(late)).toBeUndefined();
    expect((await countryList(app, cookie)).statusCode).toBe(401);
  });

  it('whose sign-in has ended (Cancel, the SPA gave up, logout) cannot be answered: the device is told so', async () => {
    const { app, db } = gateway;
    const { cookie } = await beginSignIn(app, 'demo.pushwait');
    expect((await app.inject({ method: 'DELETE', url: '/user/session/login', headers: { ...XHR, cookie } })).statusCode).toBe(200);
    const late = await control(app, 'POST', '/__mock/push/demo.pushwait/approve');
    expect(late.statusCode).toBe(409);
    expect(JSON.parse(late.body)).toEqual({ error: "demo.pushwait's push belongs to a sign-in that has ended: it can no longer complete it" });
    expect(db.prepare('SELECT count(*) FROM push_challenges WHERE answer IS NOT NULL').pluck().get()).toBe(0);
  });
});

describe('the limit on pushes', () => {
  const limited = (res: { statusCode: number; headers: Record<string, unknown>; body: string }, minutes: number) => {
    expect(res.statusCode).toBe(429);
    expect(JSON.parse(res.body)).toEqual({
      responseBaseInfo: { status: { code: '429', message: `Too many sign-in requests have been sent to your device. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before you try again.` } },
    });
  };

  it('is 5 pushes per user in 15 minutes: the 6th sign-in gets 429 with Retry-After and a clear text, and nothing is sent', async () => {
    const { app, clock, db } = gateway;
    expect(PUSH_SEND_LIMIT).toEqual({ max: 5, windowMs: 15 * 60_000 });
    for (let i = 0; i < 5; i += 1) {
      expect((await beginSignIn(app, 'demo.pushwait')).challengeId).toMatch(/^[0-9a-f]{32}$/);
      clock.advance(60_000);
    }
    const pushes = count(db, 'push_challenges');
    const sixth = await beginSignIn(app, 'demo.pushwait');
    limited(sixth.login, 10); // the first went out 5 minutes ago: 10 minutes to wait
    expect(sixth.login.headers['retry-after']).toBe('600');
    expect(count(db, 'push_challenges')).toBe(pushes);
    expect(count(db, 'push_sends')).toBe(5);
    // Another user is not limited by it.
    expect((await beginSignIn(app, 'demo.pushno')).challengeId).toMatch(/^[0-9a-f]{32}$/);

    // A repeated login of the limited attempt is refused the same way; once the first push is 15 minutes old, one more goes out.
    clock.advance(600_000 - 1);
    limited(await sessionLogin(app, sixth.cookie), 1);
    clock.advance(1);
    expect(body(await sessionLogin(app, sixth.cookie)).pushChallengeId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('counts a push sent, not a pending one answered again on a repeated login', async () => {
    const { app, db } = gateway;
    const { cookie, challengeId } = await beginSignIn(app, 'demo.pushwait');
    for (let i = 0; i < 8; i += 1) expect(body(await sessionLogin(app, cookie)).pushChallengeId).toBe(challengeId);
    expect(count(db, 'push_sends')).toBe(1);
  });

  it('is counted per user across concurrent sign-ins: 10 at once send exactly 5 pushes', async () => {
    const { app, db } = gateway;
    const cookies = await Promise.all(Array.from({ length: 10 }, async () => sessionCookie(await passwordAuthentication(app, 'demo.pushwait')) as string));
    const logins = await Promise.all(cookies.map((cookie) => sessionLogin(app, cookie)));
    expect(logins.filter((res) => res.statusCode === 200)).toHaveLength(5);
    expect(logins.filter((res) => res.statusCode === 429)).toHaveLength(5);
    expect(count(db, 'push_sends')).toBe(5);
  });
});

describe('who may read a push', () => {
  it('only the session that sent it: any other caller gets 404, as for an unknown id', async () => {
    const { app, clock } = gateway;
    const { cookie, challengeId } = await beginSignIn(app, 'demo.push');
    const other = (await beginSignIn(app, 'demo.pushwait')).cookie;
    const plain = await signIn(app, 'demo.plain');
    clock.advance(PUSH_ANSWER_DELAY_MS);
    for (const caller of [other, plain, undefined, 'icp_session=00000000000000000000000000000000']) {
      const res = await pollPush(app, challengeId as string, caller);
      expect(res.statusCode).toBe(404);
      expect(JSON.parse(res.body)).toEqual({ responseBaseInfo: { status: { code: '404', message: 'Not Found' } } });
    }
    // Their attempts did not approve anything for the owner; the owner still can.
    expect((await countryList(app, other)).statusCode).toBe(401);
    expect(statusOf(await pollPush(app, challengeId as string, cookie))).toBe('APPROVED');
    expect((await pollPush(app, 'ffffffffffffffffffffffffffffffff', cookie)).statusCode).toBe(404);
  });

  it.each(['not-an-id', 'ABCDEF0123456789ABCDEF0123456789', '0'.repeat(33)])('refuses the malformed id %s with 400', async (id) => {
    const { app } = gateway;
    const { cookie } = await beginSignIn(app, 'demo.push');
    const res = await pollPush(app, id, cookie);
    expect(res.statusCode).toBe(400);
    expect(body(res).responseBaseInfo.status.code).toBe('400');
  });

  it('refuses a query string', async () => {
    const { app } = gateway;
    const { cookie, challengeId } = await beginSignIn(app, 'demo.push');
    const res = await app.inject({ method: 'GET', url: `/user/factor/push/status/${challengeId}?Status=APPROVED`, headers: { cookie } });
    expect(res.statusCode).toBe(400);
  });
});

describe('control API for pushes', () => {
  it('answers 404 for an unknown user or one without a pending push, 400 for a malformed name', async () => {
    const { app } = gateway;
    expect((await control(app, 'POST', '/__mock/push/nobody.here/approve')).statusCode).toBe(404);
    expect((await control(app, 'POST', '/__mock/push/demo.push/decline')).statusCode).toBe(404);
    const bad = await control(app, 'POST', '/__mock/push/demo%20push!/approve');
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).error).toEqual(expect.any(String));
  });

  it('answers the latest pending push of the user', async () => {
    const { app } = gateway;
    const first = await beginSignIn(app, 'demo.pushwait');
    const second = await beginSignIn(app, 'demo.pushwait');
    await control(app, 'POST', '/__mock/push/demo.pushwait/decline');
    expect(statusOf(await pollPush(app, second.challengeId as string, second.cookie))).toBe('DECLINED');
    expect(statusOf(await pollPush(app, first.challengeId as string, first.cookie))).toBe('PENDING');
  });
});
