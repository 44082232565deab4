// Identity flows: the identity search, then a code to a phone on file, then the username lookup,
// the password reset or the registration.
import type { FastifyInstance } from 'fastify';
import { LOGIN_FLOWS, LOGIN_HEADERS } from '../../src/api/contract/identity';
import { VALIDATION_MESSAGES as M } from '../../src/shared/validation';
import type { Db } from '../../mock-server/src/db/database';
import { verifyPassword } from '../../mock-server/src/domain/identity/passwords';
import {
  CASEY_LINDQVIST,
  ENROLLMENT_PATH,
  JORDAN_AVERY,
  JORDAN_AVERY_PHONE,
  SAM_TAYLOR,
  SEARCH_PATH,
  USERNAME_PATH,
  body,
  code,
  firstPhoneId,
  identitySearch,
  listPhones,
  outboxCode,
  sendCode,
  verifiedIdentity,
  verifyCode,
  withCookie,
} from './support/signInFlows';
import {
  TMX_TOKEN,
  XHR,
  count,
  countryList,
  loginStatus,
  passwordAuthentication,
  sessionCookie,
  sessionLogin,
  signIn,
  gatewayForThisFile,
} from './support/testGateway';

const gateway = gatewayForThisFile();

const NEW_PASSWORD = 'Harbor!Lights-47';
const SMS_OUTBOX = { username: 'demo.sms' };
const statusOf = (res: { body: string }) => body(res as never).responseBaseInfo.status;
const getUsername = (app: FastifyInstance, cookie?: string) => app.inject({ method: 'GET', url: USERNAME_PATH, headers: cookie ? { cookie } : {} });
const resetPassword = (app: FastifyInstance, cookie: string | undefined, newPassword: unknown) =>
  app.inject({ method: 'PUT', url: ENROLLMENT_PATH, headers: withCookie(cookie), payload: { newPassword } as object });
const register = (app: FastifyInstance, cookie: string | undefined, username: unknown, password: unknown) =>
  app.inject({ method: 'POST', url: ENROLLMENT_PATH, headers: withCookie(cookie), payload: { username, password } as object });
const sessionLevels = (app: { db: Db }) =>
  app.db.prepare('SELECT level FROM sessions ORDER BY level').pluck().all();

describe('identity search', () => {
  it('finds an identity (1200) and opens an identity session that is not a sign-in', async () => {
    const { app } = gateway;
    const res = await identitySearch(app, 'Register', JORDAN_AVERY);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ responseBaseInfo: { status: { code: '1200', message: 'User found' } } });
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/^icp_session=[0-9a-f]{32}$/);
    expect(sessionLevels(gateway)).toEqual(['identity']);
    expect(JSON.parse((await loginStatus(app, cookie)).body).status.code).toBe('AUTH1401');
    expect((await countryList(app, cookie)).statusCode).toBe(401);
    expect(code(await sessionLogin(app, cookie))).toBe('1401');
    // Its phones are the identity's.
    expect((body(await listPhones(app, cookie)).phones as Array<{ maskedNumber: string }>).map((p) => p.maskedNumber)).toEqual(['XXXXXXX0119']);
  });

  it('matches names whatever their case and spacing', async () => {
    const { app } = gateway;
    const res = await identitySearch(app, 'Register', { ...JORDAN_AVERY, firstName: ' jORDAN ', lastName: 'AVERY' });
    expect(code(res)).toBe('1200');
  });

  it.each([
    ['another last 4', { ...JORDAN_AVERY, ssnLast4: '5308' }],
    ['another date of birth', { ...JORDAN_AVERY, dob: '1988-07-18' }],
    ['another name', { ...JORDAN_AVERY, lastName: 'Averey' }],
    ['another zip', { ...JORDAN_AVERY, zip: '10018' }],
  ])('does not find an identity with %s (1404): same shape as found, no session', async (_case, filter) => {
    const { app } = gateway;
    const found = await identitySearch(app, 'Register', JORDAN_AVERY);
    const missed = await identitySearch(app, 'Register', filter, { cookie: sessionCookie(found) as string });
    expect(missed.statusCode).toBe(found.statusCode);
    expect(JSON.parse(missed.body)).toEqual({ responseBaseInfo: { status: { code: '1404', message: 'User not found' } } });
    expect(Object.keys(JSON.parse(missed.body))).toEqual(Object.keys(JSON.parse(found.body)));
    expect(sessionCookie(missed)).toBe('icp_session=');
    expect(count(gateway.db, 'sessions')).toBe(0); // the earlier search's session ended too
  });

  it('asks for more data (1204) when two identities match without a zip; the zip picks one', async () => {
    const { app } = gateway;
    const both = await identitySearch(app, 'Register', SAM_TAYLOR);
    expect(JSON.parse(both.body)).toEqual({ responseBaseInfo: { status: { code: '1204', message: 'More data required' } } });
    expect(sessionCookie(both)).toBe('icp_session=');
    const chicago = await identitySearch(app, 'Register', { ...SAM_TAYLOR, zip: '60601' });
    expect(code(chicago)).toBe('1200');
    expect((body(await listPhones(app, sessionCookie(chicago))).phones as Array<{ maskedNumber: string }>)[0]?.maskedNumber).toBe('XXXXXXX0160');
    const sanFrancisco = await identitySearch(app, 'Register', { ...SAM_TAYLOR, zip: '94110-2201' });
    expect((body(await listPhones(app, sessionCookie(sanFrancisco))).phones as Array<{ maskedNumber: string }>)[0]?.maskedNumber).toBe('XXXXXXX0161');
    expect(code(await identitySearch(app, 'Register', { ...SAM_TAYLOR, zip: '10001' }))).toBe('1404');
  });

  it('tells a registered person to log in or reset the password (1403) instead of registering again', async () => {
    const { app, db } = gateway;
    const res = await identitySearch(app, 'Register', CASEY_LINDQVIST);
    expect(statusOf(res)).toEqual({
      code: '1403',
      message: 'You already have a username and password. Please log in, or reset your password if you have forgotten it.',
    });
    expect(count(db, 'sessions')).toBe(0);
  });

  it('finds no user for a username lookup or password reset of a person who never registered (1404)', async () => {
    const { app } = gateway;
    expect(code(await identitySearch(app, 'UsernameLookup', JORDAN_AVERY))).toBe('1404');
    expect(code(await identitySearch(app, 'PasswordReset', JORDAN_AVERY))).toBe('1404');
  });

  it('records the flow headers when sent, and refuses headers of another flow', async () => {
    const { app, db } = gateway;
    const register = { [LOGIN_HEADERS.event]: LOGIN_FLOWS.Register.event, [LOGIN_HEADERS.subEvent]: LOGIN_FLOWS.Register.subEvent, [LOGIN_HEADERS.deviceRiskToken]: TMX_TOKEN };
    expect(code(await identitySearch(app, 'Register', JORDAN_AVERY, register))).toBe('1200');
    expect(db.prepare('SELECT flow, event_type, sub_event_type, device_session_id FROM auth_attempts').get()).toEqual({
      flow: 'Register', event_type: 'account_creation', sub_event_type: 'fdas_nur', device_session_id: TMX_TOKEN,
    });
    const wrong = await identitySearch(app, 'PasswordReset', CASEY_LINDQVIST, register);
    expect(wrong.statusCode).toBe(400);
    expect(statusOf(wrong).message).toBe('X-Event-Type and X-Sub-Event-Type do not match requestBaseInfo.flowType');
  });

  const search = (payload: unknown) => ({ method: 'POST' as const, url: SEARCH_PATH, headers: XHR, payload: payload as object });
  const withFilter = (filter: object) => ({ requestBaseInfo: { flowType: 'Register' }, filter: { ...JORDAN_AVERY, ...filter } });
  it.each([
    ['no filter', { requestBaseInfo: { flowType: 'Register' } }, "body is missing the field 'filter'"],
    ['no requestBaseInfo', { filter: JORDAN_AVERY }, "body is missing the field 'requestBaseInfo'"],
    ['no flowType', { requestBaseInfo: {}, filter: JORDAN_AVERY }, "body.requestBaseInfo is missing the field 'flowType'"],
    ['a login flowType', { requestBaseInfo: { flowType: 'SMSforLogin' }, filter: JORDAN_AVERY }, 'body.requestBaseInfo.flowType must be one of Register, UsernameLookup, PasswordReset'],
    ['the full SSN', withFilter({ ssn: '123-45-5307' }), "body.filter has an unknown field 'ssn'"],
    ['a date in MM/DD/YYYY', withFilter({ dob: '07/19/1988' }), 'body.filter.dob must match pattern "^\\d{4}-\\d{2}-\\d{2}$"'],
    ['a date that does not exist', withFilter({ dob: '1988-02-30' }), `body.filter.dob: ${M.dateOfBirth}`],
    ['a date of birth in the future', withFilter({ dob: '2030-01-01' }), `body.filter.dob: ${M.dateOfBirth}`],
    ['5 digits of the SSN', withFilter({ ssnLast4: '53071' }), `body.filter.ssnLast4: ${M.ssnLast4}`],
    ['an empty first name', withFilter({ firstName: ' ' }), `body.filter.firstName: ${M.required}`],
    ['digits in a name', withFilter({ lastName: 'Av3ry' }), `body.filter.lastName: ${M.name}`],
    ['a 4-digit zip', withFilter({ zip: '1001' }), `body.filter.zip: ${M.usZip}`],
    ['a number as last 4', withFilter({ ssnLast4: 5307 }), 'body.filter.ssnLast4 must be of type string'],
  ])('refuses %s (400) and stores nothing', async (_case, payload, message) => {
    const { app, db } = gateway;
    const res = await app.inject(search(payload));
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ responseBaseInfo: { status: { code: '400', message } } });
    expect(count(db, 'sessions')).toBe(0);
    expect(count(db, 'auth_attempts')).toBe(0);
  });

  it('refuses a search without the CSRF header (403)', async () => {
    const { app } = gateway;
    const res = await app.inject({ method: 'POST', url: SEARCH_PATH, payload: { requestBaseInfo: { flowType: 'Register' }, filter: JORDAN_AVERY } });
    expect(res.statusCode).toBe(403);
  });
});

describe('username lookup', () => {
  it('answers the username once the identity is verified by a code', async () => {
    const { app } = gateway;
    const search = await identitySearch(app, 'UsernameLookup', CASEY_LINDQVIST);
    const cookie = sessionCookie(search) as string;
    const early = await getUsername(app, cookie);
    expect(JSON.parse(early.body)).toEqual({ responseBaseInfo: { status: { code: '1428', message: 'Please verify your identity with a security code first.' } } });

    await sendCode(app, cookie, await firstPhoneId(app, cookie), 'call');
    expect(code(await verifyCode(app, cookie, await outboxCode(app, SMS_OUTBOX), 'call'))).toBe('1200');
    const res = await getUsername(app, cookie);
    expect(JSON.parse(res.body)).toEqual({ responseBaseInfo: { status: { code: '1200', message: 'OK' } }, username: 'demo.sms' });
    // Verifying the identity signs nobody in.
    expect((await countryList(app, cookie)).statusCode).toBe(401);
  });

  it('is refused without an identity session (401), in another flow (1403), with a query (400)', async () => {
    const { app } = gateway;
    expect((await getUsername(app)).statusCode).toBe(401);
    expect((await getUsername(app, await signIn(app, 'demo.plain'))).statusCode).toBe(401);
    const reset = await verifiedIdentity(app, 'PasswordReset', CASEY_LINDQVIST, SMS_OUTBOX);
    expect(statusOf(await getUsername(app, reset))).toEqual({ code: '1403', message: 'This step is not part of the current request. Please start again.' });
    expect((await app.inject({ method: 'GET', url: `${USERNAME_PATH}?username=x`, headers: { cookie: reset } })).statusCode).toBe(400);
  });
});

describe('password reset', () => {
  it('sets the new password: login works with it and not with the old one; other sessions end', async () => {
    const { app } = gateway;
    const other = await signIn(app, 'demo.plain');
    const earlier = sessionCookie(await passwordAuthentication(app, 'demo.sms')) as string;
    const cookie = await verifiedIdentity(app, 'PasswordReset', CASEY_LINDQVIST, SMS_OUTBOX);

    const res = await resetPassword(app, cookie, NEW_PASSWORD);
    expect(JSON.parse(res.body)).toEqual({ responseBaseInfo: { status: { code: '1200', message: 'OK' } } });
    expect(sessionCookie(res)).toBe('icp_session='); // the identity session is dropped
    expect(code(await sessionLogin(app, earlier))).toBe('1401'); // demo.sms's earlier session ended
    expect((await countryList(app, other)).statusCode).toBe(200); // other users' sessions stay
    expect((await getUsername(app, cookie)).statusCode).toBe(401);

    expect(code(await passwordAuthentication(app, 'demo.sms'))).toBe('1403');
    expect(statusOf(await passwordAuthentication(app, 'demo.sms', NEW_PASSWORD))).toEqual({ code: '1201', message: 'SMS 2FA Authentication Required' });
    const stored = gateway.db.prepare("SELECT password_hash AS hash, password_salt AS salt FROM users WHERE username = 'demo.sms'").get() as { hash: string; salt: string };
    expect(stored.hash).not.toContain(NEW_PASSWORD);
    await expect(verifyPassword(NEW_PASSWORD, stored)).resolves.toBe(true);
  });

  it('stores the NFKC form: the password set in full-width letters signs in typed plainly, and the other way round', async () => {
    const { app } = gateway;
    const fullWidth = 'Ｈａｒｂｏｒ!Lights-47';
    expect(code(await resetPassword(app, await verifiedIdentity(app, 'PasswordReset', CASEY_LINDQVIST, SMS_OUTBOX), fullWidth))).toBe('1200');
    expect(code(await passwordAuthentication(app, 'demo.sms', NEW_PASSWORD))).toBe('1201');
    expect(code(await passwordAuthentication(app, 'demo.sms', fullWidth))).toBe('1201');
  });

  it('lifts a lockout, but not an administrator’s block', async () => {
    const { app } = gateway;
    for (let i = 0; i < 5; i += 1) await passwordAuthentication(app, 'demo.sms', `wrong-${i}`);
    expect(code(await passwordAuthentication(app, 'demo.sms'))).toBe('1491');
    await resetPassword(app, await verifiedIdentity(app, 'PasswordReset', CASEY_LINDQVIST, SMS_OUTBOX), NEW_PASSWORD);
    expect(code(await passwordAuthentication(app, 'demo.sms', NEW_PASSWORD))).toBe('1201');

    const quinn = { firstName: 'Quinn', lastName: 'Harrow', dob: '1988-12-12', ssnLast4: '3579' };
    const blocked = await verifiedIdentity(app, 'PasswordReset', quinn, { username: 'demo.blocked' });
    expect(code(await resetPassword(app, blocked, NEW_PASSWORD))).toBe('1200');
    expect(code(await passwordAuthentication(app, 'demo.blocked', NEW_PASSWORD))).toBe('1203');
  });

  it.each([
    ['too short', 'Hb!4x9', M.passwordLength],
    ['too long', 'Harbor!Lights-47-Harb', M.passwordLength],
    ['a forbidden symbol', 'Harbor#Lights47', M.passwordForbiddenSymbols],
    ['a sequence', 'Harbor!Lights-789', M.passwordSequence],
    ['the first name', 'Casey!Lights-47', M.passwordPersonalInfo],
    ['the last name', 'lindqvist!Harb4', M.passwordPersonalInfo],
    ['the username', 'x-demo.sms-47!', M.passwordPersonalInfo],
    ['nothing', '', M.required],
    // Normalised with NFKC before the rules: full-width letters are the first name, a ligature 'ﬁ' is 'fi'.
    ['the first name in full-width letters', 'Ｃａｓｅｙ!Lights-47', M.passwordPersonalInfo],
    ['the last name with a compatibility character', 'x!\u2112indqvist-47', M.passwordPersonalInfo],
    ['a sequence in full-width digits', 'Harbor!Lights-７８９', M.passwordSequence],
  ])('refuses a new password with %s (400, the shared validator’s message) and keeps the old one', async (_case, newPassword, message) => {
    const { app } = gateway;
    const cookie = await verifiedIdentity(app, 'PasswordReset', CASEY_LINDQVIST, SMS_OUTBOX);
    const res = await resetPassword(app, cookie, newPassword);
    expect(res.statusCode).toBe(400);
    expect(statusOf(res)).toEqual({ code: '400', message: `body.newPassword: ${message}` });
    expect(code(await passwordAuthentication(app, 'demo.sms'))).toBe('1201');
  });

  it('is refused before the code (1428), in another flow (1403), without a session (401), with bad bodies (400)', async () => {
    const { app } = gateway;
    const unverified = sessionCookie(await identitySearch(app, 'PasswordReset', CASEY_LINDQVIST)) as string;
    expect(code(await resetPassword(app, unverified, NEW_PASSWORD))).toBe('1428');
    const lookup = await verifiedIdentity(app, 'UsernameLookup', CASEY_LINDQVIST, SMS_OUTBOX);
    expect(code(await resetPassword(app, lookup, NEW_PASSWORD))).toBe('1403');
    expect((await resetPassword(app, undefined, NEW_PASSWORD)).statusCode).toBe(401);
    // A signed-in user cannot set a password this way either.
    expect((await resetPassword(app, await signIn(app, 'demo.plain'), NEW_PASSWORD)).statusCode).toBe(401);
    const extra = await app.inject({ method: 'PUT', url: ENROLLMENT_PATH, headers: withCookie(lookup), payload: { newPassword: NEW_PASSWORD, username: 'demo.sms' } });
    expect(extra.statusCode).toBe(400);
    expect((await resetPassword(app, lookup, 12345678)).statusCode).toBe(400);
    expect(code(await passwordAuthentication(app, 'demo.sms'))).toBe('1201');
  });
});

describe('registration', () => {
  it('creates a user without a second factor in the identity’s firm, who can then sign in', async () => {
    const { app, db } = gateway;
    const cookie = await verifiedIdentity(app, 'Register', JORDAN_AVERY, { phone: JORDAN_AVERY_PHONE });
    const res = await register(app, cookie, 'jordan.avery', NEW_PASSWORD);
    expect(JSON.parse(res.body)).toEqual({ responseBaseInfo: { status: { code: '1201', message: 'Username and password created' } } });
    expect(sessionCookie(res)).toBe('icp_session=');
    expect(count(db, 'sessions')).toBe(0);
    expect(db.prepare("SELECT firm_id, second_factor, blocked FROM users WHERE username = 'jordan.avery'").get()).toEqual({
      firm_id: 'F-1001', second_factor: 'none', blocked: 0,
    });
    expect(db.prepare("SELECT u.username FROM identities i JOIN users u ON u.id = i.user_id WHERE i.last_name = 'Avery'").pluck().get()).toBe('jordan.avery');

    const login = await sessionLogin(app, sessionCookie(await passwordAuthentication(app, 'jordan.avery', NEW_PASSWORD)));
    expect(code(login)).toBe('1200');
    const full = sessionCookie(login);
    expect(JSON.parse((await loginStatus(app, full)).body).data).toEqual({ loggedIn: true, username: 'jordan.avery', firstName: 'Jordan', lastName: 'Avery' });
    // Registered now: the search says so, and the username lookup finds the user.
    expect(code(await identitySearch(app, 'Register', JORDAN_AVERY))).toBe('1403');
    const lookup = await verifiedIdentity(app, 'UsernameLookup', JORDAN_AVERY, { username: 'jordan.avery' });
    expect(body(await getUsername(app, lookup)).username).toBe('jordan.avery');
  });

  it.each([
    ['a taken username (any case)', 'DEMO.PLAIN', NEW_PASSWORD, 200, '1403', 'That username is not available.'],
    ['a username under 6 characters', 'jordy', NEW_PASSWORD, 400, '400', 'body.username: Error: Use 6 to 15 letters, digits, periods, underscores or hyphens.'],
    ['a username over 15 characters', 'jordan.avery.nyc', NEW_PASSWORD, 400, '400', `body.username: ${M.maxLength(15)}`],
    ['a space in the username', 'jordan avery', NEW_PASSWORD, 400, '400', 'body.username: Error: Use 6 to 15 letters, digits, periods, underscores or hyphens.'],
    ['an empty username', '', NEW_PASSWORD, 400, '400', `body.username: ${M.required}`],
    ['the username in the password', 'jordan.avery', 'x!jordan.avery9', 400, '400', `body.password: ${M.passwordPersonalInfo}`],
    ['the last name in the password', 'jordan.a', 'Avery!Harb-47', 400, '400', `body.password: ${M.passwordPersonalInfo}`],
    ['a short password', 'jordan.avery', 'Hb!4x9', 400, '400', `body.password: ${M.passwordLength}`],
  ])('refuses %s and creates no user', async (_case, username, password, httpStatus, statusCode, message) => {
    const { app, db } = gateway;
    const cookie = await verifiedIdentity(app, 'Register', JORDAN_AVERY, { phone: JORDAN_AVERY_PHONE });
    const res = await register(app, cookie, username, password);
    expect(res.statusCode).toBe(httpStatus);
    expect(statusOf(res)).toEqual({ code: statusCode, message });
    expect(count(db, 'users')).toBe(18);
    // The flow goes on: a good choice still registers.
    expect(code(await register(app, cookie, 'jordan.avery', NEW_PASSWORD))).toBe('1201');
  });

  it('is refused before the code (1428), in another flow (1403), without a session (401), with bad bodies (400)', async () => {
    const { app, db } = gateway;
    const unverified = sessionCookie(await identitySearch(app, 'Register', JORDAN_AVERY)) as string;
    expect(code(await register(app, unverified, 'jordan.avery', NEW_PASSWORD))).toBe('1428');
    const reset = await verifiedIdentity(app, 'PasswordReset', CASEY_LINDQVIST, SMS_OUTBOX);
    expect(code(await register(app, reset, 'casey.new', NEW_PASSWORD))).toBe('1403');
    expect((await register(app, undefined, 'jordan.avery', NEW_PASSWORD)).statusCode).toBe(401);
    const verified = await verifiedIdentity(app, 'Register', JORDAN_AVERY, { phone: JORDAN_AVERY_PHONE });
    for (const payload of [{ username: 'jordan.avery' }, { username: 'jordan.avery', password: NEW_PASSWORD, firmId: 'F-2001' }, { username: ['x'], password: NEW_PASSWORD }]) {
      const res = await app.inject({ method: 'POST', url: ENROLLMENT_PATH, headers: withCookie(verified), payload });
      expect(res.statusCode).toBe(400);
    }
    expect(count(db, 'users')).toBe(18);
  });
});
