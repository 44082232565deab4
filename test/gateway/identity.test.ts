// POST /user/factor/password/authentication, POST and DELETE /user/session/login.
import type { FastifyInstance } from 'fastify';
import { OTP_PATHS } from '../../src/api/contract/identity';
import type { Db } from '../../mock-server/src/db/database';
import { DEFAULT_SCRYPT_COST, decoyHash } from '../../mock-server/src/domain/identity/passwords';
import { FAILURE_MEMORY_MS, LOCKOUT_MS } from '../../mock-server/src/domain/identity/users';
import { DEMO_PASSWORD } from '../../mock-server/src/scenario/demoUsers';
import {
  LOGIN_FLOW_HEADERS,
  LOGIN_PATH,
  PASSWORD_PATH,
  TMX_TOKEN,
  XHR,
  count,
  gatewayForThisFile,
  loginStatus,
  passwordAuthentication,
  sessionCookie,
  sessionLogin,
} from './support/testGateway';

const gateway = gatewayForThisFile();

const status = (body: string) => (JSON.parse(body) as { responseBaseInfo: { status: { code: string; message: string } } }).responseBaseInfo.status;
const failedAttempts = (db: Db, username: string) =>
  db.prepare('SELECT failed_attempts FROM users WHERE username = ?').pluck().get(username);

describe('password authentication', () => {
  it('accepts a plain user: 1200 and a password-level session', async () => {
    const { app, db } = gateway;
    const res = await passwordAuthentication(app, 'demo.plain');
    expect(res.statusCode).toBe(200);
    expect(status(res.body)).toEqual({ code: '1200', message: 'OK' });
    expect(sessionCookie(res)).toMatch(/^icp_session=[0-9a-f]{32}$/);
    expect(db.prepare('SELECT level FROM sessions').pluck().all()).toEqual(['password']);
  });

  it.each([
    ['demo.push', 'Push Authentication Required'],
    ['demo.sms', 'SMS 2FA Authentication Required'],
  ])('asks %s for the second factor (1201 %s)', async (username, message) => {
    const { app } = gateway;
    const res = await passwordAuthentication(app, username);
    expect(status(res.body)).toEqual({ code: '1201', message });
    const cookie = sessionCookie(res);
    expect(JSON.parse((await loginStatus(app, cookie)).body)).toEqual({ status: { code: 'AUTH1201', text: message }, data: null });
  });

  it('refuses a wrong password with a generic 1403, counts it and opens no session', async () => {
    const { app, db } = gateway;
    const res = await passwordAuthentication(app, 'demo.plain', 'Wrong!Pass-2026');
    expect(status(res.body)).toEqual({ code: '1403', message: 'The username or password you entered is incorrect.' });
    expect(sessionCookie(res)).toBe('icp_session=');
    expect(failedAttempts(db, 'demo.plain')).toBe(1);
    expect(count(db, 'sessions')).toBe(0);
  });

  it('answers an unknown username exactly like a wrong password', async () => {
    const { app } = gateway;
    const unknown = await passwordAuthentication(app, 'nobody.here');
    const wrong = await passwordAuthentication(app, 'demo.plain', 'nope');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
  });

  it('refuses a blocked user with 1203 even with the right password', async () => {
    const { app, db } = gateway;
    const res = await passwordAuthentication(app, 'demo.blocked');
    expect(status(res.body)).toEqual({
      code: '1203',
      message: 'For security reasons, your access has been blocked. To restore access to your account, please contact our Client Service Team.',
    });
    expect(count(db, 'sessions')).toBe(0);
  });

  it('blocks a user after 5 wrong passwords (1491), even when the right one follows', async () => {
    const { app, db } = gateway;
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1) codes.push(status((await passwordAuthentication(app, 'demo.maker', `bad-${i}`)).body).code);
    expect(codes).toEqual(['1403', '1403', '1403', '1403', '1491']);
    const right = await passwordAuthentication(app, 'demo.maker');
    expect(status(right.body).code).toBe('1491');
    expect(db.prepare("SELECT blocked FROM users WHERE username = 'demo.maker'").pluck().get()).toBe(1);
    expect(count(db, 'sessions')).toBe(0);
  });

  it('locks an unknown username out exactly like a real one: the same codes after the same tries, and the same bytes', async () => {
    const { app } = gateway;
    const tries = async (username: string) => {
      const bodies: string[] = [];
      for (let i = 0; i < 7; i += 1) bodies.push((await passwordAuthentication(app, username, `bad-${i}`)).body);
      return bodies;
    };
    const real = await tries('demo.checker');
    const unknown = await tries('nobody.here');
    expect(real.map((b) => status(b).code)).toEqual(['1403', '1403', '1403', '1403', '1491', '1491', '1491']);
    expect(unknown).toEqual(real);
    // Any letter case is the same username, as for real users.
    expect((await passwordAuthentication(app, 'NoBody.Here', 'bad')).body).toBe(real[5]);
  });

  it('checks an unknown username against a decoy hash of the cost real users have (the same scrypt time)', () => {
    const { N, r, p } = DEFAULT_SCRYPT_COST;
    expect(decoyHash().hash).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$[0-9a-f]{64}$`));
  });

  it('ends a lockout after LOCKOUT_MS on the gateway clock, for a real and an unknown username alike', async () => {
    const { app, clock } = gateway;
    for (const username of ['demo.viewer', 'gone.user']) {
      for (let i = 0; i < 5; i += 1) await passwordAuthentication(app, username, 'bad');
    }
    clock.advance(LOCKOUT_MS - 1);
    expect(status((await passwordAuthentication(app, 'demo.viewer')).body).code).toBe('1491');
    expect(status((await passwordAuthentication(app, 'gone.user', 'bad')).body).code).toBe('1491');
    clock.advance(1);
    expect(status((await passwordAuthentication(app, 'demo.viewer')).body).code).toBe('1200');
    expect(status((await passwordAuthentication(app, 'gone.user', 'bad')).body).code).toBe('1403');
    // A new lockout needs 5 new failures.
    expect(status((await passwordAuthentication(app, 'demo.viewer', 'bad')).body).code).toBe('1403');
  });

  it('never ends an administrator’s block with time', async () => {
    const { app, clock } = gateway;
    clock.advance(10 * LOCKOUT_MS);
    expect(status((await passwordAuthentication(app, 'demo.blocked')).body).code).toBe('1203');
  });

  it('forgets wrong passwords after a day', async () => {
    const { app, clock } = gateway;
    for (let i = 0; i < 4; i += 1) await passwordAuthentication(app, 'demo.viewer', 'bad');
    clock.advance(FAILURE_MEMORY_MS + 1);
    expect(status((await passwordAuthentication(app, 'demo.viewer', 'bad')).body).code).toBe('1403');
    expect(failedAttempts(gateway.db, 'demo.viewer')).toBe(1);
  });

  it('takes a password typed in another Unicode form (NFKC): the full-width form of the demo password signs in', async () => {
    const fullWidth = [...DEMO_PASSWORD].map((c) => (c >= '!' && c <= '~' ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c)).join('');
    expect(fullWidth).not.toBe(DEMO_PASSWORD);
    expect(status((await passwordAuthentication(gateway.app, 'demo.plain', fullWidth)).body).code).toBe('1200');
  });

  it('resets the failure count after a success', async () => {
    const { app, db } = gateway;
    await passwordAuthentication(app, 'demo.viewer', 'bad');
    await passwordAuthentication(app, 'demo.viewer', 'bad');
    await passwordAuthentication(app, 'demo.viewer');
    expect(failedAttempts(db, 'demo.viewer')).toBe(0);
  });

  it.each([
    ['a missing password', { username: 'demo.plain' }, "body is missing the field 'password'"],
    ['an unknown field', { username: 'demo.plain', password: 'x', admin: true }, "body has an unknown field 'admin'"],
    ['a username over 15 characters', { username: 'a'.repeat(16), password: 'x' }, 'body.username must NOT have more than 15 characters'],
    ['a password over 20 characters', { username: 'demo.plain', password: 'p'.repeat(21) }, 'body.password must NOT have more than 20 characters'],
    ['a number as username', { username: 42, password: 'x' }, 'body.username must be of type string'],
    ['an empty username', { username: '', password: 'x' }, 'body.username must NOT have fewer than 1 characters'],
    ['an array body', [1, 2], 'body must be of type object'],
  ])('refuses %s with 400 in the identity shape and stores nothing', async (_case, payload, message) => {
    const { app, db } = gateway;
    const res = await app.inject({ method: 'POST', url: PASSWORD_PATH, headers: XHR, payload });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ responseBaseInfo: { status: { code: '400', message } } });
    expect(count(db, 'sessions')).toBe(0);
    expect(failedAttempts(db, 'demo.plain')).toBe(0);
  });

  it('refuses malformed JSON, another content type and an oversized body', async () => {
    const { app } = gateway;
    const malformed = await app.inject({
      method: 'POST', url: PASSWORD_PATH, headers: { ...XHR, 'content-type': 'application/json' }, payload: '{"username": "demo.plain", "password": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(status(malformed.body)).toEqual({ code: '400', message: 'The request body is not valid JSON' });

    const form = await app.inject({
      method: 'POST', url: PASSWORD_PATH, headers: { ...XHR, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=demo.plain',
    });
    expect(form.statusCode).toBe(415);
    expect(status(form.body).message).toBe('Unsupported content type: send application/json');

    const huge = await app.inject({
      method: 'POST', url: PASSWORD_PATH, headers: { ...XHR, 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'demo.plain', password: 'x', pad: 'y'.repeat(70 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(status(huge.body)).toEqual({ code: '413', message: 'The request body is larger than 64 KB' });
  });

  it('refuses prototype-poisoning keys', async () => {
    const { app } = gateway;
    const res = await app.inject({
      method: 'POST', url: PASSWORD_PATH, headers: { ...XHR, 'content-type': 'application/json' },
      payload: '{"username":"demo.plain","password":"x","__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(status(res.body).message).toBe("The request body may not contain the key '__proto__'");
  });
});

describe('the requestBaseInfo envelope', () => {
  const extra = { flowType: 'Non2FAforLogin', channel: 'mobile' };
  it.each([
    ['password authentication', 'POST', PASSWORD_PATH, { requestBaseInfo: extra, username: 'demo.plain', password: DEMO_PASSWORD }],
    ['session login', 'POST', LOGIN_PATH, { requestBaseInfo: extra }],
    ['a code sent by text', 'POST', OTP_PATHS.text, { requestBaseInfo: extra, phone: '0'.repeat(32) }],
    ['a code checked', 'PUT', OTP_PATHS.text, { requestBaseInfo: extra, securityCode: '123456' }],
    ['the identity search', 'POST', '/user/identity/attributes/.search', { requestBaseInfo: { flowType: 'Register', channel: 'mobile' }, filter: {} }],
  ] as const)('is closed on %s: an unknown field in it is a 400, and nothing is stored', async (_call, method, url, payload) => {
    const { app, db } = gateway;
    const cookie = sessionCookie(await passwordAuthentication(app, 'demo.sms')) as string;
    const before = [count(db, 'sessions'), count(db, 'auth_attempts'), failedAttempts(db, 'demo.plain')];
    const res = await app.inject({ method, url, headers: { ...XHR, ...LOGIN_FLOW_HEADERS, cookie }, payload });
    expect(res.statusCode).toBe(400);
    expect(status(res.body)).toEqual({ code: '400', message: "body.requestBaseInfo has an unknown field 'channel'" });
    expect([count(db, 'sessions'), count(db, 'auth_attempts'), failedAttempts(db, 'demo.plain')]).toEqual(before);
  });
});

describe('session login', () => {
  it('raises a plain user to a full session with a new id', async () => {
    const { app, db } = gateway;
    const passwordCookie = sessionCookie(await passwordAuthentication(app, 'demo.plain'));
    const res = await sessionLogin(app, passwordCookie);
    expect(status(res.body)).toEqual({ code: '1200', message: 'OK' });
    const fullCookie = sessionCookie(res);
    expect(fullCookie).toMatch(/^icp_session=[0-9a-f]{32}$/);
    expect(fullCookie).not.toBe(passwordCookie);
    expect(db.prepare('SELECT level FROM sessions').pluck().all()).toEqual(['full']);
  });

  it('answers 1201 while a second factor is pending, and keeps the level', async () => {
    const { app, db } = gateway;
    const cookie = sessionCookie(await passwordAuthentication(app, 'demo.push'));
    const res = await sessionLogin(app, cookie);
    expect(status(res.body)).toEqual({ code: '1201', message: 'Authentication not completed' });
    expect(db.prepare('SELECT level FROM sessions').pluck().all()).toEqual(['password']);
  });

  it('answers 1401 without a session', async () => {
    const { app } = gateway;
    expect(status((await sessionLogin(app)).body)).toEqual({ code: '1401', message: 'Not Logged In' });
    expect(status((await sessionLogin(app, 'icp_session=00000000000000000000000000000000')).body).code).toBe('1401');
  });

  it('refuses an unknown field in the body', async () => {
    const { app } = gateway;
    const res = await app.inject({ method: 'POST', url: LOGIN_PATH, headers: XHR, payload: { requestBaseInfo: {}, level: 'full' } });
    expect(res.statusCode).toBe(400);
    expect(status(res.body).message).toBe("body has an unknown field 'level'");
  });
});

describe('login flow headers', () => {
  const login = (app: FastifyInstance, cookie: string | undefined, headers: Record<string, string>, payload: object = { requestBaseInfo: {} }) =>
    app.inject({ method: 'POST', url: LOGIN_PATH, headers: { ...XHR, ...headers, ...(cookie ? { cookie } : {}) }, payload });
  const without = (name: string) => Object.fromEntries(Object.entries(LOGIN_FLOW_HEADERS).filter(([key]) => key !== name));

  it('are recorded on the sign-in attempt', async () => {
    const { app, db } = gateway;
    const cookie = sessionCookie(await passwordAuthentication(app, 'demo.sms'));
    const res = await login(app, cookie, { ...LOGIN_FLOW_HEADERS, 'X-Device-Session-Id': TMX_TOKEN.toUpperCase() }, { requestBaseInfo: { flowType: 'SMSforLogin' } });
    expect(status(res.body).code).toBe('1201');
    expect(db.prepare('SELECT flow, event_type, sub_event_type, device_session_id FROM auth_attempts').all()).toEqual([
      { flow: 'Login', event_type: 'login', sub_event_type: 'fdas_login', device_session_id: TMX_TOKEN },
    ]);
  });

  it.each([
    ['no X-Event-Type', without('X-Event-Type'), {}, "headers is missing the field 'x-event-type'"],
    ['no X-Sub-Event-Type', without('X-Sub-Event-Type'), {}, "headers is missing the field 'x-sub-event-type'"],
    ['no X-Device-Session-Id', without('X-Device-Session-Id'), {}, "headers is missing the field 'x-device-session-id'"],
    ['a tmxToken with dashes', { ...LOGIN_FLOW_HEADERS, 'X-Device-Session-Id': '5f0c2a9e-4b7d-41c8-a3e6-f1029b8d7c54' }, {}, 'headers.x-device-session-id must match pattern "^[0-9a-fA-F]{32}$"'],
    ['an unknown event', { ...LOGIN_FLOW_HEADERS, 'X-Event-Type': 'logon' }, {}, 'X-Event-Type and X-Sub-Event-Type do not name a known login flow'],
    ['a sub-event of another flow', { ...LOGIN_FLOW_HEADERS, 'X-Sub-Event-Type': 'fdas_nur' }, {}, 'X-Event-Type and X-Sub-Event-Type do not name a known login flow'],
    ['headers of another flow than flowType', LOGIN_FLOW_HEADERS, { flowType: 'Register' }, 'X-Event-Type and X-Sub-Event-Type do not match requestBaseInfo.flowType'],
    ['an unknown flowType', LOGIN_FLOW_HEADERS, { flowType: 'Login' }, 'body.requestBaseInfo.flowType must be one of Register, UsernameLookup, PasswordReset, SMSforLogin, PushForLogin, Non2FAforLogin'],
  ])('refuse a login with %s (400, identity shape), which changes nothing', async (_case, headers, requestBaseInfo, message) => {
    const { app, db } = gateway;
    const cookie = sessionCookie(await passwordAuthentication(app, 'demo.push'));
    const res = await login(app, cookie, headers, { requestBaseInfo });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ responseBaseInfo: { status: { code: '400', message } } });
    expect(db.prepare('SELECT level FROM sessions').pluck().all()).toEqual(['password']);
    expect(count(db, 'push_challenges')).toBe(0);
    expect(db.prepare('SELECT event_type FROM auth_attempts').pluck().all()).toEqual([null]);
  });

  it('are checked before anything else: a plain user is not signed in by a login without them', async () => {
    const { app, db } = gateway;
    const cookie = sessionCookie(await passwordAuthentication(app, 'demo.plain'));
    const res = await login(app, cookie, {});
    expect(res.statusCode).toBe(400);
    expect(sessionCookie(res)).toBeUndefined();
    expect(db.prepare('SELECT level FROM sessions').pluck().all()).toEqual(['password']);
  });
});

describe('logout', () => {
  it('ends the server session and clears the cookie, even with a JSON content type and no body', async () => {
    const { app, db } = gateway;
    const cookie = sessionCookie(await passwordAuthentication(app, 'demo.plain'));
    const res = await app.inject({ method: 'DELETE', url: LOGIN_PATH, headers: { ...XHR, cookie: cookie ?? '', 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect(status(res.body)).toEqual({ code: '1200', message: 'OK' });
    expect(String(res.headers['set-cookie'])).toMatch(/^icp_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(count(db, 'sessions')).toBe(0);
  });

  it.each([
    ['an unknown field', '{"everywhere":true}', "body has an unknown field 'everywhere'"],
    ['an array', '[]', 'body must be of type object'],
    ['a string', '"bye"', 'body must be of type object'],
  ])('validates its body like every other call: %s is 400 and the session stays', async (_case, payload, message) => {
    const { app, db } = gateway;
    const cookie = sessionCookie(await passwordAuthentication(app, 'demo.plain'));
    const res = await app.inject({ method: 'DELETE', url: LOGIN_PATH, headers: { ...XHR, cookie: cookie ?? '', 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(400);
    expect(status(res.body)).toEqual({ code: '400', message });
    expect(count(db, 'sessions')).toBe(1);
  });
});

describe('content types', () => {
  it.each([
    ['application/json; charset=utf-8', 200],
    ['application/json; charset=UTF-8', 200],
    ['application/json', 200],
    ['application/json; charset=iso-8859-1', 415],
    ['application/json; charset=utf-16', 415],
    ['application/json; charset=latin1', 415],
  ])('%s → %i', async (contentType, expected) => {
    const { app } = gateway;
    const res = await app.inject({ method: 'POST', url: PASSWORD_PATH, headers: { ...XHR, 'content-type': contentType }, payload: JSON.stringify({ username: 'demo.plain', password: 'bad' }) });
    expect(res.statusCode).toBe(expected);
    if (expected === 415) expect(status(res.body)).toEqual({ code: '415', message: 'Unsupported charset: send application/json in UTF-8' });
  });
});
