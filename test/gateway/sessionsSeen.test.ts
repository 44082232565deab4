// Sessions the user can see and end (issue 25, "Sessions are invisible"): the SECURITY page lists the
// user's live signed-in sessions (this one marked), "Sign out" ends another by its public id, "Sign
// out all other sessions" ends the rest; an ended session's next call gets 401. Only the caller's
// own sessions: another user's id answers 404 and ends nothing. A firm may limit the signed-in
// sessions per user: a new sign-in beyond it is refused with a text that says what to do.
import { SESSION_PUBLIC_ID_PATTERN } from '../../src/api/contract/security';
import { MESSAGES } from '../../mock-server/src/domain/identity/messages';
import { control } from './support/control';
import {
  CHROME_ON_MAC,
  FIREFOX_ON_WINDOWS,
  endOthersCall,
  endSessionCall,
  exportedEvents,
  from,
  loginFrom,
  pageSessions,
  passwordFrom,
  sessionsCall,
  signInFrom,
  summary,
  type Browser,
} from './support/security';
import { beginSignIn, code, firstPhoneId, outboxCode, sendCode, verifyCode } from './support/signInFlows';
import { T0, countryList, gatewayForThisFile, loginStatus, sessionCookie } from './support/testGateway';

const gateway = gatewayForThisFile();

const SAFARI_ON_IPHONE: Browser = {
  address: '2001:db8::42',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
};

const ownIdOf = async (cookie: string, browser?: Browser) => {
  const own = (await pageSessions(gateway.app, cookie, browser)).find((s) => s.current);
  if (!own) throw new Error('no current session in the list');
  return own.id;
};

const setLimit = (firmId: string, limit: unknown) => control(gateway.app, 'POST', `/__mock/firms/${firmId}/session-limit`, { limit });

describe('the session list', () => {
  it('lists the user’s signed-in sessions, the latest active first, this one marked, each with its client and times', async () => {
    const { app, clock } = gateway;
    const mac = await signInFrom(app, CHROME_ON_MAC);
    clock.advance(60_000);
    const windows = await signInFrom(app, FIREFOX_ON_WINDOWS);
    await signInFrom(app, SAFARI_ON_IPHONE, 'demo.maker'); // another user's
    await passwordFrom(app, SAFARI_ON_IPHONE, 'demo.plain'); // a sign-in in progress is not a session yet
    const sessions = await pageSessions(app, mac);
    expect(sessions).toEqual([
      {
        id: expect.stringMatching(SESSION_PUBLIC_ID_PATTERN),
        current: false,
        startedAt: new Date(T0 + 60_000).toISOString(),
        lastActiveAt: new Date(T0 + 60_000).toISOString(),
        address: FIREFOX_ON_WINDOWS.address,
        userAgent: FIREFOX_ON_WINDOWS.userAgent,
      },
      {
        id: expect.stringMatching(SESSION_PUBLIC_ID_PATTERN),
        current: true,
        startedAt: new Date(T0).toISOString(),
        lastActiveAt: new Date(T0 + 60_000).toISOString(), // this call is its latest activity
        address: CHROME_ON_MAC.address,
        userAgent: CHROME_ON_MAC.userAgent,
      },
    ]);
    // The other browser sees the same two, itself marked.
    expect((await pageSessions(app, windows)).map((s) => s.current)).toEqual([true, false]);
  });

  it('never answers a session id or its hash: the public id tells nothing of them', async () => {
    const { app, db } = gateway;
    const cookie = await signInFrom(app, CHROME_ON_MAC);
    const answer = (await sessionsCall(app, cookie)).body;
    expect(answer).not.toContain(cookie.split('=')[1] as string);
    for (const hash of db.prepare('SELECT id_hash FROM sessions').pluck().all() as string[]) expect(answer).not.toContain(hash);
  });

  it('needs a signed-in session: none or one at password level → 401', async () => {
    const { app } = gateway;
    expect((await sessionsCall(app, undefined)).statusCode).toBe(401);
    const pending = sessionCookie(await passwordFrom(app, CHROME_ON_MAC, 'demo.push'));
    expect((await sessionsCall(app, pending)).statusCode).toBe(401);
  });
});

describe('Sign out (one other session)', () => {
  it('ends it: its next call gets 401 and it is gone from the list; the event names its client', async () => {
    const { app } = gateway;
    const mac = await signInFrom(app, CHROME_ON_MAC);
    const windows = await signInFrom(app, FIREFOX_ON_WINDOWS);
    const windowsId = await ownIdOf(windows, FIREFOX_ON_WINDOWS);
    const res = await endSessionCall(app, mac, windowsId);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ status: { code: '000000', text: 'SUCCESS' }, data: { ended: 1 } });
    expect((await countryList(app, windows)).statusCode).toBe(401);
    expect((await sessionsCall(app, windows, FIREFOX_ON_WINDOWS)).statusCode).toBe(401);
    expect(JSON.parse((await loginStatus(app, windows)).body).status.code).toBe('AUTH1401');
    expect((await pageSessions(app, mac)).map((s) => s.current)).toEqual([true]);
    const ended = (await exportedEvents(app)).at(-1);
    expect(ended).toMatchObject({ kind: 'sessionEnded', outcome: 'success', detail: 'endedByUser', username: 'demo.plain', address: FIREFOX_ON_WINDOWS.address });
  });

  it('acts only on the caller’s own other sessions: another user’s id, the caller’s own, an unknown one → 404, nothing ends', async () => {
    const { app } = gateway;
    const mac = await signInFrom(app, CHROME_ON_MAC);
    const maker = await signInFrom(app, SAFARI_ON_IPHONE, 'demo.maker');
    const makerId = await ownIdOf(maker, SAFARI_ON_IPHONE);
    for (const id of [makerId, await ownIdOf(mac), 'f'.repeat(32)]) {
      const res = await endSessionCall(app, mac, id);
      expect(res.statusCode).toBe(404);
      expect(JSON.parse(res.body)).toEqual({ status: { code: '404', text: 'Not Found' }, data: null });
    }
    expect((await countryList(app, maker)).statusCode).toBe(200);
    expect((await countryList(app, mac)).statusCode).toBe(200);
  });

  it.each([
    ['a malformed id', { sessionId: 'not-an-id' }],
    ['an id in capitals', { sessionId: 'F'.repeat(32) }],
    ['no id', {}],
    ['an extra field', { sessionId: 'f'.repeat(32), userId: 1 }],
    ['a number', { sessionId: 12 }],
  ])('refuses %s with 400', async (_case, payload) => {
    const { app } = gateway;
    const mac = await signInFrom(app, CHROME_ON_MAC);
    const res = await from(app, CHROME_ON_MAC, 'POST', '/gateway/institutional/moneymovement/api/v1/security/sessions/end', mac, payload);
    expect(res.statusCode).toBe(400);
  });

  it('needs the CSRF header and a signed-in session', async () => {
    const { app } = gateway;
    const mac = await signInFrom(app, CHROME_ON_MAC);
    const windows = await signInFrom(app, FIREFOX_ON_WINDOWS);
    const windowsId = await ownIdOf(windows, FIREFOX_ON_WINDOWS);
    const noCsrf = await app.inject({
      method: 'POST',
      url: '/gateway/institutional/moneymovement/api/v1/security/sessions/end',
      headers: { cookie: mac },
      payload: { sessionId: windowsId },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await endSessionCall(app, undefined, windowsId)).statusCode).toBe(401);
    expect((await countryList(app, windows)).statusCode).toBe(200);
  });
});

describe('Sign out all other sessions', () => {
  it('ends every other session of the user, a sign-in in progress too, and keeps this one', async () => {
    const { app } = gateway;
    const mac = await signInFrom(app, CHROME_ON_MAC);
    const windows = await signInFrom(app, FIREFOX_ON_WINDOWS);
    const iphone = await signInFrom(app, SAFARI_ON_IPHONE);
    const pending = sessionCookie(await passwordFrom(app, SAFARI_ON_IPHONE, 'demo.plain'));
    const maker = await signInFrom(app, SAFARI_ON_IPHONE, 'demo.maker');
    const res = await endOthersCall(app, mac);
    expect(JSON.parse(res.body)).toEqual({ status: { code: '000000', text: 'SUCCESS' }, data: { ended: 2 } });
    for (const cookie of [windows, iphone]) expect((await countryList(app, cookie)).statusCode).toBe(401);
    expect(code(await loginFrom(app, SAFARI_ON_IPHONE, pending))).toBe('1401');
    expect((await countryList(app, mac)).statusCode).toBe(200);
    expect((await countryList(app, maker)).statusCode).toBe(200);
    expect((await pageSessions(app, mac)).map((s) => s.current)).toEqual([true]);
    expect((await exportedEvents(app)).filter((e) => e.detail === 'endedByUser').map((e) => e.address)).toEqual([FIREFOX_ON_WINDOWS.address, SAFARI_ON_IPHONE.address]);
  });

  it('with no other session ends nothing; a body with a field → 400', async () => {
    const { app } = gateway;
    const mac = await signInFrom(app, CHROME_ON_MAC);
    expect(JSON.parse((await endOthersCall(app, mac)).body).data).toEqual({ ended: 0 });
    expect((await endOthersCall(app, mac, { all: true })).statusCode).toBe(400);
    expect((await endOthersCall(app, undefined)).statusCode).toBe(401);
  });
});

describe('a firm’s limit on signed-in sessions', () => {
  it('is off by default: many sessions at once', async () => {
    const { app } = gateway;
    for (let i = 0; i < 6; i += 1) await signInFrom(app, CHROME_ON_MAC);
    const last = await signInFrom(app, CHROME_ON_MAC);
    expect(await pageSessions(app, last)).toHaveLength(7);
  });

  it('once reached, refuses the next sign-in after its right password with a text that says what to do; the sessions stay', async () => {
    const { app } = gateway;
    expect(JSON.parse((await setLimit('F-1001', 2)).body)).toEqual({ firmId: 'F-1001', sessionLimit: 2 });
    const mac = await signInFrom(app, CHROME_ON_MAC);
    const windows = await signInFrom(app, FIREFOX_ON_WINDOWS);
    const refused = await passwordFrom(app, SAFARI_ON_IPHONE, 'demo.plain');
    expect(JSON.parse(refused.body)).toEqual({ responseBaseInfo: { status: { code: '1403', message: MESSAGES.sessionLimit(2) } } });
    expect(MESSAGES.sessionLimit(2)).toBe(
      'You are already signed in on 2 other devices or browsers, the most your firm allows at a time. Sign out of one of them (or wait until one times out), then sign in again.',
    );
    expect(sessionCookie(refused)).toBe('icp_session=');
    // Another user of the firm has sessions of their own to count (demo.push: push approved after 2 s).
    expect(code(await passwordFrom(app, SAFARI_ON_IPHONE, 'demo.push'))).toBe('1201');
    for (const cookie of [mac, windows]) expect((await countryList(app, cookie)).statusCode).toBe(200);
    expect((await exportedEvents(app)).map(summary).at(-1)).toBe('signIn failure sessionLimit demo.plain');
    // Signing out elsewhere makes room.
    await endSessionCall(app, mac, await ownIdOf(windows, FIREFOX_ON_WINDOWS));
    expect(code(await passwordFrom(app, SAFARI_ON_IPHONE, 'demo.plain'))).toBe('1200');
  });

  it('a limit of one says so in its text; null lifts it', async () => {
    const { app } = gateway;
    await setLimit('F-1001', 1);
    await signInFrom(app, CHROME_ON_MAC);
    expect(JSON.parse((await passwordFrom(app, FIREFOX_ON_WINDOWS, 'demo.plain')).body).responseBaseInfo.status.message).toBe(
      'You are already signed in on another device or browser, and your firm allows one session at a time. Sign out there (or wait until that session times out), then sign in again.',
    );
    await setLimit('F-1001', null);
    expect(code(await passwordFrom(app, FIREFOX_ON_WINDOWS, 'demo.plain'))).toBe('1200');
  });

  it('holds when two sign-ins complete at once: the second is refused at its login, in the transaction that raises it', async () => {
    const { app } = gateway;
    await setLimit('F-1001', 1);
    const first = sessionCookie(await passwordFrom(app, CHROME_ON_MAC, 'demo.plain'));
    const second = sessionCookie(await passwordFrom(app, FIREFOX_ON_WINDOWS, 'demo.plain'));
    expect(code(await loginFrom(app, CHROME_ON_MAC, first))).toBe('1200');
    const refused = await loginFrom(app, FIREFOX_ON_WINDOWS, second);
    expect(JSON.parse(refused.body).responseBaseInfo.status).toEqual({ code: '1403', message: MESSAGES.sessionLimit(1) });
    expect(code(await loginFrom(app, FIREFOX_ON_WINDOWS, second))).toBe('1401'); // that sign-in has ended
  });

  it('holds for a sign-in completed by a one-time code', async () => {
    const { app } = gateway;
    await setLimit('F-1001', 1); // demo.sms's firm
    const { cookie: first } = await beginSignIn(app, 'demo.sms');
    const { cookie: second } = await beginSignIn(app, 'demo.sms');
    await sendCode(app, first, await firstPhoneId(app, first));
    expect(code(await verifyCode(app, first, await outboxCode(app, { username: 'demo.sms' })))).toBe('1200');
    await sendCode(app, second, await firstPhoneId(app, second));
    const refused = await verifyCode(app, second, await outboxCode(app, { username: 'demo.sms' }));
    expect(JSON.parse(refused.body).responseBaseInfo.status).toEqual({ code: '1403', message: MESSAGES.sessionLimit(1) });
  });

  it.each([
    ['zero', 0],
    ['over 20', 21],
    ['a fraction', 1.5],
    ['text', '2'],
  ])('the control API refuses a limit of %s with 400', async (_case, limit) => {
    expect((await setLimit('F-1001', limit)).statusCode).toBe(400);
  });

  it('the control API answers 404 for an unknown firm', async () => {
    expect((await setLimit('F-0000', 2)).statusCode).toBe(404);
  });
});
