// "Try another way" (issue 27, flag try-another-way) through the routes: a push user whose push is
// pending takes a one-time code instead, exactly as an SMS user does. With the flag on the code
// withdraws the push (it can no longer complete the sign-in) and a right code signs in; with it
// off (the default) codes are refused to a push user as before, when sent and when checked; the
// control API's representative code follows the same rule.
import { control } from './support/control';
import { beginSignIn, body, code, firstPhoneId, listPhones, outboxCode, pollPush, sendCode, verifyCode } from './support/signInFlows';
import { exportedEvents, summary } from './support/security';
import { count, countryList, sessionCookie, sessionLogin, gatewayForThisFile } from './support/testGateway';

const gateway = gatewayForThisFile();

const CODES_NOT_USED = { code: '1403', message: 'A security code is not part of this sign-in.' };
const status = (res: Parameters<typeof body>[0]) => body(res).responseBaseInfo.status;
const setFlag = async (value: boolean) => {
  const res = await control(gateway.app, 'POST', '/__mock/flags', { 'try-another-way': value });
  if (res.statusCode !== 200) throw new Error(`flags: ${res.body}`);
};

describe('flag on: a push user signs in with a code instead', () => {
  it('lists the phones, sends a text, withdraws the push, and the right code makes the session full', async () => {
    const { app, db } = gateway;
    await setFlag(true);
    const { cookie, challengeId } = await beginSignIn(app, 'demo.pushwait');
    expect(challengeId).toMatch(/^[0-9a-f]{32}$/);

    const phones = await listPhones(app, cookie);
    expect(status(phones)).toEqual({ code: '1200', message: 'OK' });
    expect(body(phones).phones).toEqual([{ id: expect.stringMatching(/^[0-9a-f]{32}$/), maskedNumber: 'XXXXXXX0144', country: 'US' }]);
    const sent = await sendCode(app, cookie, await firstPhoneId(app, cookie));
    expect(status(sent)).toEqual({ code: '1200', message: 'Security code sent' });

    // The push can no longer complete the sign-in: its poll is 404, the device's approval finds
    // nothing, and the login call sends no new push.
    expect((await pollPush(app, challengeId as string, cookie)).statusCode).toBe(404);
    const approve = await control(app, 'POST', '/__mock/push/demo.pushwait/approve');
    expect(approve.statusCode).toBe(404);
    expect(count(db, 'push_challenges')).toBe(0);
    const login = await sessionLogin(app, cookie);
    expect(status(login)).toEqual({ code: '1201', message: 'Authentication not completed' });
    expect(body(login).pushChallengeId).toBeUndefined();
    expect(count(db, 'push_challenges')).toBe(0);
    expect((await countryList(app, cookie)).statusCode).toBe(401);

    const verified = await verifyCode(app, cookie, await outboxCode(app, { username: 'demo.pushwait' }));
    expect(status(verified)).toEqual({ code: '1200', message: 'OK' });
    const full = sessionCookie(verified) as string;
    expect(full).toMatch(/^icp_session=[0-9a-f]{32}$/);
    expect(full).not.toBe(cookie);
    expect((await countryList(app, full)).statusCode).toBe(200);
    expect((await exportedEvents(app, gateway.clock.now(), 'demo.pushwait')).map(summary)).toEqual([
      'pushSent success demo.pushwait',
      'codeSent success sms demo.pushwait',
      'signIn success code demo.pushwait',
    ]);
  });

  it('by voice call too; the control API issues a representative’s code, which also withdraws the push', async () => {
    const { app, db } = gateway;
    await setFlag(true);
    const voice = await beginSignIn(app, 'demo.pushwait');
    expect(status(await sendCode(app, voice.cookie, await firstPhoneId(app, voice.cookie), 'call'))).toEqual({ code: '1200', message: 'Security code sent' });
    expect(code(await verifyCode(app, voice.cookie, await outboxCode(app, { username: 'demo.pushwait' }), 'call'))).toBe('1200');

    const rep = await beginSignIn(app, 'demo.pushwait');
    expect(count(db, 'push_challenges')).toBe(1);
    const issued = await control(app, 'POST', '/__mock/otp/rep/demo.pushwait');
    expect(issued.statusCode).toBe(200);
    expect(count(db, 'push_challenges')).toBe(0);
    const verified = await verifyCode(app, rep.cookie, (JSON.parse(issued.body) as { code: string }).code, 'rep');
    expect(code(verified)).toBe('1200');
    expect((await countryList(app, sessionCookie(verified))).statusCode).toBe(200);
  });
});

describe('flag off (the default): codes are refused to a push user, as before', () => {
  it('no phones, nothing sent, the push still pending, no code checked', async () => {
    const { app } = gateway;
    const { cookie, challengeId } = await beginSignIn(app, 'demo.pushwait');
    expect(status(await listPhones(app, cookie))).toEqual(CODES_NOT_USED);
    expect(status(await sendCode(app, cookie, 'a'.repeat(32)))).toEqual(CODES_NOT_USED);
    expect((await app.inject({ method: 'GET', url: '/__mock/otp?username=demo.pushwait' })).statusCode).toBe(404);
    expect((JSON.parse((await pollPush(app, challengeId as string, cookie)).body) as { Status: string }).Status).toBe('PENDING');
    expect(status(await verifyCode(app, cookie, '123456'))).toEqual(CODES_NOT_USED);
    expect((await control(app, 'POST', '/__mock/otp/rep/demo.pushwait')).statusCode).toBe(404);
    expect((await countryList(app, cookie)).statusCode).toBe(401);
  });

  it('turned off between the send and the check: the right code is refused and the session stays at password level', async () => {
    const { app } = gateway;
    await setFlag(true);
    const { cookie } = await beginSignIn(app, 'demo.pushwait');
    expect(code(await sendCode(app, cookie, await firstPhoneId(app, cookie)))).toBe('1200');
    const right = await outboxCode(app, { username: 'demo.pushwait' });
    await setFlag(false);
    const refused = await verifyCode(app, cookie, right);
    expect(status(refused)).toEqual(CODES_NOT_USED);
    expect(sessionCookie(refused)).toBeUndefined();
    expect((await countryList(app, cookie)).statusCode).toBe(401);
    // Nor does the withdrawn push come back.
    expect(body(await sessionLogin(app, cookie)).pushChallengeId).toBeUndefined();
  });
});
