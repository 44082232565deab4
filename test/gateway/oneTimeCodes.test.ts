// Phones on file and one-time codes: an SMS user's sign-in (text, call, rep), the code's rules
// (single use, 5 minutes, 5 wrong tries, a resend replaces it), and where the code is (not) kept.
import { createHash } from 'node:crypto';
import { OTP_PATHS } from '../../src/api/contract/identity';
import { dataTables } from '../../mock-server/src/db/database';
import { CODE_SEND_LIMIT, WRONG_CODE_LIMIT } from '../../mock-server/src/domain/identity/codeLimits';
import { OTP_TTL_MS } from '../../mock-server/src/domain/identity/oneTimeCodes';
import { LOCKOUT_MS } from '../../mock-server/src/domain/identity/users';
import { control } from './support/control';
import {
  CASEY_LINDQVIST,
  body,
  code,
  firstPhoneId,
  identitySearch,
  listPhones,
  otherCode,
  outboxCode,
  sendCode,
  verifyCode,
  withCookie,
} from './support/signInFlows';
import {
  T0,
  count,
  countryList,
  loginStatus,
  passwordAuthentication,
  sessionCookie,
  signIn,
  gatewayForThisFile,
} from './support/testGateway';

const gateway = gatewayForThisFile();

const SMS_USER = { username: 'demo.sms' };
const message = (res: { body: string }) => body(res as never).responseBaseInfo.status.message;

async function smsSignIn(app: Parameters<typeof passwordAuthentication>[0]) {
  const cookie = sessionCookie(await passwordAuthentication(app, 'demo.sms')) as string;
  return { cookie, phone: await firstPhoneId(app, cookie) };
}

describe('phones on file', () => {
  it('lists the SMS user’s phones masked to the last 4, with opaque ids of this attempt', async () => {
    const { app } = gateway;
    const { cookie } = await smsSignIn(app);
    const res = await listPhones(app, cookie);
    expect(res.statusCode).toBe(200);
    const answer = body(res);
    expect(answer.responseBaseInfo.status).toEqual({ code: '1200', message: 'OK' });
    expect(answer.phones).toEqual([
      { id: expect.stringMatching(/^[0-9a-f]{32}$/), maskedNumber: 'XXXXXXX0147', country: 'US' },
      { id: expect.stringMatching(/^[0-9a-f]{32}$/), maskedNumber: 'XXXXXXXX0958', country: 'UK' },
    ]);
    expect(res.body).not.toContain('5550147');
    // Another attempt of the same user gets other ids.
    const next = await smsSignIn(app);
    const ids = (answer.phones as Array<{ id: string }>).map((p) => p.id);
    expect(ids).not.toContain(next.phone);
  });

  it('answers 1204 with no phones when none is on file', async () => {
    const { app, db } = gateway;
    db.prepare("DELETE FROM identity_phones WHERE identity_id = (SELECT i.id FROM identities i JOIN users u ON u.id = i.user_id WHERE u.username = 'demo.sms')").run();
    const cookie = sessionCookie(await passwordAuthentication(app, 'demo.sms'));
    expect(JSON.parse((await listPhones(app, cookie)).body)).toEqual({
      responseBaseInfo: { status: { code: '1204', message: 'No contact data found' } },
      phones: [],
    });
  });

  it('refuses callers whose sign-in takes no code: none (401), plain or push user, full session (1403)', async () => {
    const { app } = gateway;
    const noSession = await listPhones(app);
    expect(noSession.statusCode).toBe(401);
    expect(JSON.parse(noSession.body)).toEqual({ responseBaseInfo: { status: { code: '401', message: 'Unauthorized' } } });
    for (const cookie of [
      sessionCookie(await passwordAuthentication(app, 'demo.plain')),
      sessionCookie(await passwordAuthentication(app, 'demo.push')),
      await signIn(app, 'demo.mm'),
    ]) {
      const res = await listPhones(app, cookie);
      expect(body(res).responseBaseInfo.status).toEqual({ code: '1403', message: 'A security code is not part of this sign-in.' });
      expect(body(res).phones).toBeUndefined();
    }
  });

  it.each(['/user/identity/attributes', '/user/identity/attributes?attributes=email', '/user/identity/attributes?attributes=phone&x=1'])(
    'refuses %s with 400',
    async (url) => {
      const { app } = gateway;
      const { cookie } = await smsSignIn(app);
      expect((await app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(400);
    },
  );
});

describe('an SMS user’s sign-in by code', () => {
  it('sends a code to the chosen phone (outbox only) and the right code makes the session full with a new id', async () => {
    const { app, db } = gateway;
    const { cookie, phone } = await smsSignIn(app);
    const sent = await sendCode(app, cookie, phone);
    expect(sent.statusCode).toBe(200);
    expect(JSON.parse(sent.body)).toEqual({ responseBaseInfo: { status: { code: '1200', message: 'Security code sent' } } });

    const outbox = await app.inject({ method: 'GET', url: '/__mock/otp?username=demo.sms' });
    const message = JSON.parse(outbox.body);
    expect(message).toEqual({ code: expect.stringMatching(/^\d{6}$/), channel: 'sms', phone: 'XXXXXXX0147', sentAt: new Date(T0).toISOString() });
    expect(sent.body).not.toContain(message.code);
    expect((await countryList(app, cookie)).statusCode).toBe(401);

    const verified = await verifyCode(app, cookie, message.code);
    expect(JSON.parse(verified.body)).toEqual({ responseBaseInfo: { status: { code: '1200', message: 'OK' } } });
    const full = sessionCookie(verified);
    expect(full).toMatch(/^icp_session=[0-9a-f]{32}$/);
    expect(full).not.toBe(cookie);
    expect(db.prepare('SELECT level FROM sessions').pluck().all()).toEqual(['full']);
    expect((await countryList(app, full)).statusCode).toBe(200);
    expect(JSON.parse((await loginStatus(app, full)).body).data).toMatchObject({ username: 'demo.sms' });
    expect(count(db, 'one_time_codes')).toBe(0);
  });

  it('sends by voice call to the UK phone; the code is checked on the path of its channel', async () => {
    const { app } = gateway;
    const { cookie } = await smsSignIn(app);
    const phones = body(await listPhones(app, cookie)).phones as Array<{ id: string; country: string }>;
    const uk = phones.find((p) => p.country === 'UK')?.id as string;
    expect(code(await sendCode(app, cookie, uk, 'call'))).toBe('1200');
    const message = JSON.parse((await app.inject({ method: 'GET', url: '/__mock/otp?username=demo.sms' })).body);
    expect(message).toMatchObject({ channel: 'voice', phone: 'XXXXXXXX0958' });
    const onSmsPath = await verifyCode(app, cookie, message.code, 'text');
    expect(body(onSmsPath).responseBaseInfo.status).toEqual({ code: '1428', message: 'No security code is pending. Please request a new code.' });
    expect(code(await verifyCode(app, cookie, message.code, 'call'))).toBe('1200');
  });

  it('answers a wrong code 1205 and still takes the right one', async () => {
    const { app } = gateway;
    const { cookie, phone } = await smsSignIn(app);
    await sendCode(app, cookie, phone);
    const right = await outboxCode(app, SMS_USER);
    const wrong = await verifyCode(app, cookie, otherCode(right));
    expect(body(wrong).responseBaseInfo.status).toEqual({ code: '1205', message: 'Incorrect security code' });
    expect(sessionCookie(wrong)).toBeUndefined();
    expect((await countryList(app, cookie)).statusCode).toBe(401);
    expect(code(await verifyCode(app, cookie, right))).toBe('1200');
  });

  it('takes a code once: replayed, it is refused', async () => {
    const { app } = gateway;
    const { cookie, phone } = await smsSignIn(app);
    await sendCode(app, cookie, phone);
    const right = await outboxCode(app, SMS_USER);
    const first = await verifyCode(app, cookie, right);
    expect(code(first)).toBe('1200');
    // With the old id: no session any more; with the new full one: codes are not part of it.
    expect((await verifyCode(app, cookie, right)).statusCode).toBe(401);
    expect(code(await verifyCode(app, sessionCookie(first), right))).toBe('1403');
  });

  it('takes a code once in an identity flow too, where the session stays the same', async () => {
    const { app } = gateway;
    const identity = sessionCookie(await identitySearch(app, 'UsernameLookup', CASEY_LINDQVIST)) as string;
    await sendCode(app, identity, await firstPhoneId(app, identity));
    const right = await outboxCode(app, SMS_USER);
    expect(code(await verifyCode(app, identity, right))).toBe('1200');
    expect(body(await verifyCode(app, identity, right)).responseBaseInfo.status).toEqual({
      code: '1428', message: 'No security code is pending. Please request a new code.',
    });
  });

  it('expires a code after 5 minutes (1428)', async () => {
    const { app, clock } = gateway;
    const { cookie, phone } = await smsSignIn(app);
    await sendCode(app, cookie, phone);
    const right = await outboxCode(app, SMS_USER);
    clock.advance(OTP_TTL_MS - 1);
    expect(code(await verifyCode(app, cookie, otherCode(right)))).toBe('1205'); // still pending
    clock.advance(1);
    const late = await verifyCode(app, cookie, right);
    expect(body(late).responseBaseInfo.status).toEqual({ code: '1428', message: 'The security code has expired. Please request a new code.' });
    expect(code(await verifyCode(app, cookie, right))).toBe('1428');
  });

  it('counts wrong codes per user across sign-ins and resends: the 5th in the window locks the user out (1491), even with the right code after it', async () => {
    const { app, db, clock } = gateway;
    // The probe's attack: a few wrong codes per sign-in, a resend between, then a new sign-in.
    const answers: string[] = [];
    let last = await smsSignIn(app);
    for (let wrong = 0; wrong < 5; wrong += 1) {
      if (wrong % 2 === 0) last = await smsSignIn(app);
      await sendCode(app, last.cookie, last.phone); // a resend does not reset the count
      answers.push(code(await verifyCode(app, last.cookie, otherCode(await outboxCode(app, SMS_USER)))));
      clock.advance(60_000);
    }
    expect(answers).toEqual(['1205', '1205', '1205', '1205', '1491']);
    const lockedOut = await verifyCode(app, last.cookie, await outboxCode(app, SMS_USER));
    // The spec's lockout path: the session is gone, and signing in answers 1491 even with the right password.
    expect(lockedOut.statusCode).toBe(401);
    const signInAgain = await passwordAuthentication(app, 'demo.sms');
    expect(body(signInAgain).responseBaseInfo.status).toEqual({
      code: '1491',
      message: 'Your access has been blocked after too many failed sign-in attempts. Please contact our Client Service Team.',
    });
    expect(db.prepare("SELECT blocked FROM users WHERE username = 'demo.sms'").pluck().get()).toBe(1);
  });

  it('refuses codes to a person locked out by wrong codes in every flow (a password reset cannot go round it), until the lockout time is up', async () => {
    const { app, clock } = gateway;
    const first = await smsSignIn(app);
    await sendCode(app, first.cookie, first.phone);
    const wrong = otherCode(await outboxCode(app, SMS_USER));
    for (let i = 0; i < 4; i += 1) expect(code(await verifyCode(app, first.cookie, wrong))).toBe('1205');
    expect(body(await verifyCode(app, first.cookie, wrong)).responseBaseInfo.status.code).toBe('1491');
    const reset = sessionCookie(await identitySearch(app, 'PasswordReset', CASEY_LINDQVIST)) as string;
    const resetPhone = await firstPhoneId(app, reset);
    expect(body(await sendCode(app, reset, resetPhone)).responseBaseInfo.status).toEqual({
      code: '1491',
      message: 'Your access has been blocked after too many failed sign-in attempts. Please contact our Client Service Team.',
    });
    clock.advance(LOCKOUT_MS);
    // Time is up: the lockout of signing in and of codes has ended.
    const again = await smsSignIn(app);
    await sendCode(app, again.cookie, again.phone);
    expect(code(await verifyCode(app, again.cookie, await outboxCode(app, SMS_USER)))).toBe('1200');
  });

  it('forgets wrong codes older than the window, and after a right code', async () => {
    const { app, clock } = gateway;
    const wrongOnce = async () => {
      clock.advance(CODE_SEND_LIMIT.windowMs / CODE_SEND_LIMIT.max); // within the send limit
      const { cookie, phone } = await smsSignIn(app);
      await sendCode(app, cookie, phone);
      return code(await verifyCode(app, cookie, otherCode(await outboxCode(app, SMS_USER))));
    };
    for (let i = 0; i < 4; i += 1) expect(await wrongOnce()).toBe('1205');
    clock.advance(WRONG_CODE_LIMIT.windowMs);
    for (let i = 0; i < 4; i += 1) expect(await wrongOnce()).toBe('1205');
    clock.advance(CODE_SEND_LIMIT.windowMs / CODE_SEND_LIMIT.max);
    const { cookie, phone } = await smsSignIn(app);
    await sendCode(app, cookie, phone);
    expect(code(await verifyCode(app, cookie, await outboxCode(app, SMS_USER)))).toBe('1200');
    for (let i = 0; i < 4; i += 1) expect(await wrongOnce()).toBe('1205');
  });

  it('limits sends per user and channel with a clear message and Retry-After; another channel has its own count; the control API lifts the limit', async () => {
    const { app, clock } = gateway;
    const { cookie, phone } = await smsSignIn(app);
    for (let i = 0; i < CODE_SEND_LIMIT.max; i += 1) expect(code(await sendCode(app, cookie, phone))).toBe('1200');
    const sentCodes = await outboxCode(app, SMS_USER);
    clock.advance(60_000);
    const refused = await sendCode(app, cookie, phone);
    expect(refused.statusCode).toBe(429);
    expect(body(refused).responseBaseInfo.status).toEqual({
      code: '429',
      message: 'Too many security codes have been sent. Please wait 14 minutes before you request another.',
    });
    expect(refused.headers['retry-after']).toBe(String((CODE_SEND_LIMIT.windowMs - 60_000) / 1000));
    expect(await outboxCode(app, SMS_USER)).toBe(sentCodes); // nothing was sent
    // A new sign-in does not start the count again; the voice channel counts on its own.
    const again = await smsSignIn(app);
    expect((await sendCode(app, again.cookie, again.phone)).statusCode).toBe(429);
    expect(code(await sendCode(app, again.cookie, again.phone, 'call'))).toBe('1200');
    expect((await control(app, 'DELETE', '/__mock/otp/limits')).statusCode).toBe(200);
    expect(code(await sendCode(app, again.cookie, again.phone))).toBe('1200');
  });

  it('lets sends again once the oldest leaves the window', async () => {
    const { app, clock } = gateway;
    const { cookie, phone } = await smsSignIn(app);
    for (let i = 0; i < CODE_SEND_LIMIT.max; i += 1) {
      expect(code(await sendCode(app, cookie, phone))).toBe('1200');
      clock.advance(1000);
    }
    expect((await sendCode(app, cookie, phone)).statusCode).toBe(429);
    clock.advance(CODE_SEND_LIMIT.windowMs - CODE_SEND_LIMIT.max * 1000);
    expect(code(await sendCode(app, cookie, phone))).toBe('1200');
  });

  it('replaces the previous code when one is sent again', async () => {
    const { app } = gateway;
    const { cookie, phone } = await smsSignIn(app);
    await sendCode(app, cookie, phone);
    const first = await outboxCode(app, SMS_USER);
    let second = first;
    for (let i = 0; i < 5 && second === first; i += 1) {
      await sendCode(app, cookie, phone);
      second = await outboxCode(app, SMS_USER);
    }
    expect(second).not.toBe(first);
    expect(code(await verifyCode(app, cookie, first))).toBe('1205');
    expect(code(await verifyCode(app, cookie, second))).toBe('1200');
  });

  it('binds a code to its attempt: a later sign-in of the same user cannot use it', async () => {
    const { app } = gateway;
    const one = await smsSignIn(app);
    await sendCode(app, one.cookie, one.phone);
    const right = await outboxCode(app, SMS_USER);
    const two = await smsSignIn(app);
    expect(code(await verifyCode(app, two.cookie, right))).toBe('1428');
    // Nor can the other attempt's phone id be used.
    expect(body(await sendCode(app, two.cookie, one.phone)).responseBaseInfo.status).toEqual({
      code: '1403', message: 'The selected phone is not on file. Please choose another.',
    });
  });

  it('keeps only a keyed hash of the code: no table holds the code or its plain SHA-256', async () => {
    const { app, db } = gateway;
    const { cookie, phone } = await smsSignIn(app);
    // Every text cell of every table; those the sending added are where a code could have gone.
    const textCells = () => dataTables(db).flatMap((t) => db.prepare(`SELECT * FROM "${t}"`).all().flatMap((row) => Object.values(row as object)))
      .filter((v): v is string => typeof v === 'string');
    const before = new Set(textCells());
    await sendCode(app, cookie, phone);
    const right = await outboxCode(app, SMS_USER);
    const added = textCells().filter((cell) => !before.has(cell));
    expect(added.length).toBeGreaterThan(0); // the code's row
    expect(added.filter((cell) => cell.includes(right))).toEqual([]);
    expect(textCells()).not.toContain(createHash('sha256').update(right).digest('hex'));
  });
});

describe('representative-assisted codes', () => {
  it('are issued by the control API for the user’s sign-in in progress and verified on the rep path', async () => {
    const { app } = gateway;
    expect((await control(app, 'POST', '/__mock/otp/rep/demo.sms')).statusCode).toBe(404); // nothing in progress
    const { cookie } = await smsSignIn(app);
    const issued = await control(app, 'POST', '/__mock/otp/rep/demo.sms');
    expect(issued.statusCode).toBe(200);
    const rep = JSON.parse(issued.body);
    expect(rep).toEqual({ code: expect.stringMatching(/^\d{6}$/), channel: 'rep', phone: null, sentAt: new Date(T0).toISOString() });
    expect(await outboxCode(app, SMS_USER)).toBe(rep.code);
    expect(code(await verifyCode(app, cookie, rep.code, 'text'))).toBe('1428');
    const verified = await verifyCode(app, cookie, rep.code, 'rep');
    expect(code(verified)).toBe('1200');
    expect((await countryList(app, sessionCookie(verified))).statusCode).toBe(200);
  });

  it('are refused for a user whose sign-in takes no code, an unknown user, a malformed name', async () => {
    const { app } = gateway;
    await passwordAuthentication(app, 'demo.plain');
    expect((await control(app, 'POST', '/__mock/otp/rep/demo.plain')).statusCode).toBe(404);
    expect((await control(app, 'POST', '/__mock/otp/rep/nobody.here')).statusCode).toBe(404);
    expect((await control(app, 'POST', '/__mock/otp/rep/a%20b')).statusCode).toBe(400);
  });

  it('are not sent on POST (only PUT exists on the rep path)', async () => {
    const { app } = gateway;
    const { cookie, phone } = await smsSignIn(app);
    expect((await app.inject({ method: 'POST', url: OTP_PATHS.rep, headers: withCookie(cookie), payload: { phone } })).statusCode).toBe(404);
  });
});

describe('the outbox in the control API', () => {
  it('answers by username or phone digits, 404 when nothing was sent, 400 without exactly one of them', async () => {
    const { app } = gateway;
    expect((await app.inject({ method: 'GET', url: '/__mock/otp?username=demo.sms' })).statusCode).toBe(404);
    const { cookie, phone } = await smsSignIn(app);
    await sendCode(app, cookie, phone);
    const byName = await outboxCode(app, { username: 'DEMO.SMS' });
    expect(await outboxCode(app, { phone: '12125550147' })).toBe(byName);
    expect(await outboxCode(app, { phone: '%2B12125550147' })).toBe(byName);
    expect((await app.inject({ method: 'GET', url: '/__mock/otp?phone=442079460958' })).statusCode).toBe(404);
    for (const query of ['', '?username=demo.sms&phone=12125550147', '?username=../etc', '?phone=abc', '?user=demo.sms']) {
      const res = await app.inject({ method: 'GET', url: `/__mock/otp${query}` });
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body).error).toEqual(expect.any(String));
    }
  });

  it('is emptied by the reset', async () => {
    const { app } = gateway;
    const { cookie, phone } = await smsSignIn(app);
    await sendCode(app, cookie, phone);
    await control(app, 'POST', '/__mock/reset');
    expect((await app.inject({ method: 'GET', url: '/__mock/otp?username=demo.sms' })).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it.each([
    ['no phone', {}, "body is missing the field 'phone'"],
    ['a malformed phone id', { phone: '+12125550147' }, 'body.phone must match pattern "^[0-9a-f]{32}$"'],
    ['an unknown field', { phone: 'a'.repeat(32), channel: 'sms' }, "body has an unknown field 'channel'"],
  ])('sending with %s is refused (400) and sends nothing', async (_case, payload, expected) => {
    const { app, db } = gateway;
    const { cookie } = await smsSignIn(app);
    const res = await app.inject({ method: 'POST', url: OTP_PATHS.text, headers: withCookie(cookie), payload });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(expected);
    expect(count(db, 'one_time_codes')).toBe(0);
  });

  it('sending to a phone not on file is 1403; without a session 401', async () => {
    const { app, db } = gateway;
    const { cookie } = await smsSignIn(app);
    expect(code(await sendCode(app, cookie, 'a'.repeat(32)))).toBe('1403');
    expect((await sendCode(app, undefined, 'a'.repeat(32))).statusCode).toBe(401);
    expect(count(db, 'one_time_codes')).toBe(0);
  });

  it.each([
    ['12345', 'body.securityCode: Error: Enter the 6-digit security code.'],
    ['12a456', 'body.securityCode: Error: Enter the 6-digit security code.'],
    ['', 'body.securityCode: Error: Required.'],
    [123456, 'body.securityCode must be of type string'],
    ['1'.repeat(40), 'body.securityCode must NOT have more than 32 characters'],
  ])('verifying %j is refused (400) and is not counted as a try', async (securityCode, expected) => {
    const { app, db } = gateway;
    const { cookie, phone } = await smsSignIn(app);
    await sendCode(app, cookie, phone);
    const res = await verifyCode(app, cookie, securityCode);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(expected);
    expect(db.prepare('SELECT wrong_tries FROM one_time_codes').pluck().get()).toBe(0);
  });

  it('verifying without a session is 401, without a code sent 1428', async () => {
    const { app } = gateway;
    expect((await verifyCode(app, undefined, '123456')).statusCode).toBe(401);
    const { cookie } = await smsSignIn(app);
    expect(code(await verifyCode(app, cookie, '123456'))).toBe('1428');
  });

  it('an identity flow of the same person cannot use the sign-in’s code', async () => {
    const { app } = gateway;
    const { cookie, phone } = await smsSignIn(app);
    await sendCode(app, cookie, phone);
    const right = await outboxCode(app, SMS_USER);
    const identity = sessionCookie(await identitySearch(app, 'UsernameLookup', CASEY_LINDQVIST));
    expect(code(await verifyCode(app, identity, right))).toBe('1428');
  });
});
