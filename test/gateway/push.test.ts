// Push sign-in: POST /user/session/login sends the push; GET /user/factor/push/status/{id} is
// polled; the demo behaviours and the control API answer it. Time moves on the fake clock only.
import type { Db } from '../../mock-server/src/db/database';
import { PUSH_ANSWER_DELAY_MS, PUSH_TTL_MS } from '../../mock-server/src/domain/identity/push';
import { control } from './support/control';
import { beginSignIn, body, code, pollPush } from './support/signInFlows';
import { count, countryList, loginStatus, sessionCookie, sessionLogin, signIn, gatewayForThisFile } from './support/testGateway';

const gateway = gatewayForThisFile();

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
    clock.advance(PUSH_TTL_MS - 60_000);
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

  it('expires after 5 minutes unanswered; an expired push cannot be approved', async () => {
    const { app, clock } = gateway;
    const { cookie, challengeId } = await beginSignIn(app, 'demo.pushwait');
    clock.advance(PUSH_TTL_MS - 1);
    expect(statusOf(await pollPush(app, challengeId as string, cookie))).toBe('PENDING');
    clock.advance(1);
    expect(statusOf(await pollPush(app, challengeId as string, cookie))).toBe('EXPIRED');
    const late = await control(app, 'POST', '/__mock/push/demo.pushwait/approve');
    expect(late.statusCode).toBe(404);
    expect(JSON.parse(late.body)).toEqual({ error: 'demo.pushwait has no pending push' });
    expect((await countryList(app, cookie)).statusCode).toBe(401);
  });

  it('keeps an approval made before the expiry', async () => {
    const { app, clock } = gateway;
    const { cookie, challengeId } = await beginSignIn(app, 'demo.push');
    clock.advance(PUSH_TTL_MS + 1000); // nobody polled in between
    expect(statusOf(await pollPush(app, challengeId as string, cookie))).toBe('APPROVED');
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
