// Security events (issue 25, "Security events are not recorded"): each sign-in success and failure,
// lockout, code sent and wrong, push sent / approved / declined / expired, factor added, session
// ended and password reset is a row of the audit database with the user where known, the client's
// address and user agent, the time and the outcome — never a password, a code or a session id. The
// control API exports them; the SECURITY page reads the user's own of the last 30 days.
import { USER_AGENT_MAX_LENGTH } from '../../src/api/contract/security';
import { NO_CLIENT, clientInfo } from '../../mock-server/src/domain/audit/securityEvents';
import { WRONG_CODE_LIMIT, CODE_SEND_LIMIT } from '../../mock-server/src/domain/identity/codeLimits';
import { PUSH_ANSWER_DELAY_MS } from '../../mock-server/src/domain/identity/push';
import { AppConfigService } from '../../mock-server/src/domain/platform/appConfig';
import { CONFIG_DIR } from '../../mock-server/src/paths';
import { DEFAULT_IDLE_TIMEOUT_MS } from '../../mock-server/src/domain/identity/sessions';
import { MAX_FAILED_ATTEMPTS } from '../../mock-server/src/domain/identity/users';
import { DEMO_PASSWORD } from '../../mock-server/src/scenario/demoUsers';
import { control } from './support/control';
import { demoUser, passwordSession, servicesForThisFile } from './support/domainServices';
import {
  CHROME_ON_MAC,
  FIREFOX_ON_WINDOWS,
  eventsCall,
  exportUrl,
  exportedEvents,
  from,
  loginFrom,
  pageEvents,
  passwordFrom,
  signInFrom,
  summary,
} from './support/security';
import {
  CASEY_LINDQVIST,
  ENROLLMENT_PATH,
  JORDAN_AVERY,
  JORDAN_AVERY_PHONE,
  beginSignIn,
  code,
  firstPhoneId,
  otherCode,
  outboxCode,
  pollPush,
  sendCode,
  verifiedIdentity,
  verifyCode,
  withCookie,
} from './support/signInFlows';
import { T0, countryList, gatewayForThisFile, sessionCookie, signIn } from './support/testGateway';

/** A push's life: the shipped configuration's poll window (push.ts, src/api/contract/config.ts pushLifetimeMs). */
const PUSH_TTL_MS = new AppConfigService(CONFIG_DIR).pushLifetimeMs();

const gateway = gatewayForThisFile();

const summaries = async (until = T0) => (await exportedEvents(gateway.app, until)).map(summary);
const DAY_MS = 24 * 3600 * 1000;

describe('sign-in events', () => {
  it('a sign-in without a second factor: one success, with the user, the client address and user agent, and the time', async () => {
    const { app, clock } = gateway;
    clock.advance(1_000);
    await signInFrom(app, CHROME_ON_MAC);
    const events = await exportedEvents(app);
    expect(events).toEqual([
      {
        at: new Date(T0 + 1_000).toISOString(),
        kind: 'signIn',
        outcome: 'success',
        detail: 'password',
        username: 'demo.plain',
        address: CHROME_ON_MAC.address,
        userAgent: CHROME_ON_MAC.userAgent,
      },
    ]);
  });

  it('a wrong password and an unknown username: failures, the second without a user', async () => {
    const { app } = gateway;
    await passwordFrom(app, FIREFOX_ON_WINDOWS, 'demo.plain', 'Wrong!Pass-2026');
    await passwordFrom(app, FIREFOX_ON_WINDOWS, 'nobody.here', 'Wrong!Pass-2026');
    const events = await exportedEvents(app);
    expect(events.map(summary)).toEqual(['signIn failure wrongPassword demo.plain', 'signIn failure unknownUser']);
    expect(events[1]).toMatchObject({ address: FIREFOX_ON_WINDOWS.address, userAgent: FIREFOX_ON_WINDOWS.userAgent });
  });

  it('the fifth wrong password: its failure and the lockout; later tries are refused as locked out; an administrator’s block as blocked', async () => {
    const { app } = gateway;
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i += 1) await passwordFrom(app, CHROME_ON_MAC, 'demo.viewer', 'Wrong!Pass-2026');
    await passwordFrom(app, CHROME_ON_MAC, 'demo.viewer');
    await passwordFrom(app, CHROME_ON_MAC, 'demo.blocked');
    expect(await summaries()).toEqual([
      ...Array.from({ length: MAX_FAILED_ATTEMPTS }, () => 'signIn failure wrongPassword demo.viewer'),
      'lockout failure passwords demo.viewer',
      'signIn failure lockedOut demo.viewer',
      'signIn failure blocked demo.blocked',
    ]);
  });

  it('an unknown username is locked out like a user, without a user on its events', async () => {
    const { app } = gateway;
    for (let i = 0; i < MAX_FAILED_ATTEMPTS + 1; i += 1) await passwordFrom(app, CHROME_ON_MAC, 'gone.user', 'Wrong!Pass-2026');
    expect(await summaries()).toEqual([
      ...Array.from({ length: MAX_FAILED_ATTEMPTS }, () => 'signIn failure unknownUser'),
      'lockout failure passwords',
      'signIn failure lockedOut',
    ]);
  });
});

describe('one-time code events', () => {
  it('code sent, code wrong, and the sign-in it completes', async () => {
    const { app } = gateway;
    const { cookie } = await beginSignIn(app, 'demo.sms');
    const phone = await firstPhoneId(app, cookie);
    await sendCode(app, cookie, phone);
    await sendCode(app, cookie, phone, 'call');
    const sent = await outboxCode(app, { username: 'demo.sms' });
    await verifyCode(app, cookie, otherCode(sent), 'call');
    expect(code(await verifyCode(app, cookie, sent, 'call'))).toBe('1200');
    expect(await summaries()).toEqual([
      'codeSent success sms demo.sms',
      'codeSent success voice demo.sms',
      'codeWrong failure voice demo.sms',
      'signIn success code demo.sms',
    ]);
  });

  it('a send refused by the limit, a representative’s code, and the lockout by wrong codes', async () => {
    const { app } = gateway;
    const { cookie } = await beginSignIn(app, 'demo.sms');
    const phone = await firstPhoneId(app, cookie);
    for (let i = 0; i < CODE_SEND_LIMIT.max + 1; i += 1) await sendCode(app, cookie, phone);
    expect((await control(app, 'POST', '/__mock/otp/rep/demo.sms')).statusCode).toBe(200);
    for (let i = 0; i < WRONG_CODE_LIMIT.max; i += 1) await verifyCode(app, cookie, '000000', 'rep');
    expect(await summaries()).toEqual([
      ...Array.from({ length: CODE_SEND_LIMIT.max }, () => 'codeSent success sms demo.sms'),
      'codeSent failure sms demo.sms',
      'codeSent success rep demo.sms',
      ...Array.from({ length: WRONG_CODE_LIMIT.max }, () => 'codeWrong failure rep demo.sms'),
      'lockout failure codes demo.sms',
    ]);
  });
});

describe('push events', () => {
  it('sent, then approved at the time the device answered, then the sign-in: each once however often polled', async () => {
    const { app, clock } = gateway;
    const { cookie, challengeId } = await beginSignIn(app, 'demo.push');
    await pollPush(app, challengeId as string, cookie);
    clock.advance(PUSH_ANSWER_DELAY_MS + 500);
    const approved = await pollPush(app, challengeId as string, cookie);
    await pollPush(app, challengeId as string, sessionCookie(approved));
    const events = await exportedEvents(app);
    expect(events.map(summary)).toEqual(['pushSent success demo.push', 'pushApproved success demo.push', 'signIn success push demo.push']);
    expect(events.map((e) => e.at)).toEqual([T0, T0 + PUSH_ANSWER_DELAY_MS, T0 + PUSH_ANSWER_DELAY_MS + 500].map((t) => new Date(t).toISOString()));
  });

  it('declined (demo.pushno), and recorded before the next login’s new push replaces it', async () => {
    const { app, clock } = gateway;
    const { cookie } = await beginSignIn(app, 'demo.pushno');
    clock.advance(PUSH_ANSWER_DELAY_MS);
    // No poll saw the decline: the next login records it before it sends a new push.
    await loginFrom(app, CHROME_ON_MAC, cookie);
    expect(await summaries()).toEqual(['pushSent success demo.pushno', 'pushDeclined failure demo.pushno', 'pushSent success demo.pushno']);
  });

  it('expired (demo.pushwait), at its expiry', async () => {
    const { app, clock } = gateway;
    const { cookie, challengeId } = await beginSignIn(app, 'demo.pushwait');
    clock.advance(PUSH_TTL_MS + 10_000);
    expect((JSON.parse((await pollPush(app, challengeId as string, cookie)).body) as { Status: string }).Status).toBe('EXPIRED');
    const events = await exportedEvents(app);
    expect(events.map(summary)).toEqual(['pushSent success demo.pushwait', 'pushExpired failure demo.pushwait']);
    expect(events[1]?.at).toBe(new Date(T0 + PUSH_TTL_MS).toISOString());
  });

  it('answered on the control panel: approved', async () => {
    const { app } = gateway;
    const { cookie, challengeId } = await beginSignIn(app, 'demo.pushwait');
    await control(app, 'POST', '/__mock/push/demo.pushwait/approve');
    await pollPush(app, challengeId as string, cookie);
    expect(await summaries()).toEqual(['pushSent success demo.pushwait', 'pushApproved success demo.pushwait', 'signIn success push demo.pushwait']);
  });
});

describe('session and password events', () => {
  it('logout, a timeout (at the moment it expired), and a new sign-in in the same browser end signed-in sessions', async () => {
    const { app, clock } = gateway;
    const first = await signInFrom(app, CHROME_ON_MAC);
    await from(app, CHROME_ON_MAC, 'DELETE', '/user/session/login', first);
    const second = await signInFrom(app, FIREFOX_ON_WINDOWS);
    clock.advance(DEFAULT_IDLE_TIMEOUT_MS + 1);
    expect((await countryList(app, second)).statusCode).toBe(401);
    const third = await signInFrom(app, CHROME_ON_MAC);
    // Signing in again in the same browser ends the session it had.
    await from(app, CHROME_ON_MAC, 'POST', '/user/factor/password/authentication', third, { requestBaseInfo: {}, username: 'demo.plain', password: DEMO_PASSWORD });
    const events = await exportedEvents(app, clock.now());
    expect(events.map(summary)).toEqual([
      'signIn success password demo.plain',
      'sessionEnded success logout demo.plain',
      'signIn success password demo.plain',
      'sessionEnded success timeout demo.plain',
      'signIn success password demo.plain',
      'sessionEnded success newSignIn demo.plain',
    ]);
    // The timeout is the moment the session expired, and its client the one that signed in.
    expect(events[3]).toMatchObject({ at: new Date(T0 + DEFAULT_IDLE_TIMEOUT_MS).toISOString(), address: FIREFOX_ON_WINDOWS.address });
  });

  it('a lockout ends the user’s signed-in sessions', async () => {
    const { app } = gateway;
    await signInFrom(app, CHROME_ON_MAC, 'demo.viewer');
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i += 1) await passwordFrom(app, FIREFOX_ON_WINDOWS, 'demo.viewer', 'Wrong!Pass-2026');
    expect((await summaries()).slice(-2)).toEqual(['lockout failure passwords demo.viewer', 'sessionEnded success lockout demo.viewer']);
  });

  it('a password reset: the reset, and the end of the sessions the old password opened', async () => {
    const { app } = gateway;
    const { cookie } = await beginSignIn(app, 'demo.sms');
    await sendCode(app, cookie, await firstPhoneId(app, cookie));
    await verifyCode(app, cookie, await outboxCode(app, { username: 'demo.sms' }));
    const reset = await verifiedIdentity(app, 'PasswordReset', CASEY_LINDQVIST, { username: 'demo.sms' });
    const res = await app.inject({ method: 'PUT', url: ENROLLMENT_PATH, headers: withCookie(reset), payload: { newPassword: 'Harbor!Lights-47' } });
    expect(code(res)).toBe('1200');
    expect((await summaries()).slice(-2)).toEqual(['sessionEnded success passwordReset demo.sms', 'passwordReset success demo.sms']);
  });

  it('a registration: the new user’s first factor, the password, added', async () => {
    const { app } = gateway;
    const cookie = await verifiedIdentity(app, 'Register', JORDAN_AVERY, { phone: JORDAN_AVERY_PHONE });
    const res = await app.inject({ method: 'POST', url: ENROLLMENT_PATH, headers: withCookie(cookie), payload: { username: 'jordan.avery', password: 'Harbor!Lights-47' } });
    expect(code(res)).toBe('1201');
    // The code was sent to a person without a user yet: no user on that event.
    expect(await summaries()).toEqual(['codeSent success sms', 'factorAdded success password jordan.avery']);
  });
});

describe('what an event holds', () => {
  it('never a password, a code, a session id or its hash: only the columns of the migration', async () => {
    const { app, db } = gateway;
    const { cookie } = await beginSignIn(app, 'demo.sms');
    await sendCode(app, cookie, await firstPhoneId(app, cookie));
    const sent = await outboxCode(app, { username: 'demo.sms' });
    await verifyCode(app, cookie, otherCode(sent));
    const full = sessionCookie(await verifyCode(app, cookie, sent));
    await passwordFrom(app, CHROME_ON_MAC, 'demo.plain', 'Secret!Guess-99');
    const exported = JSON.stringify(await exportedEvents(app));
    const secrets = [DEMO_PASSWORD, 'Secret!Guess-99', sent, otherCode(sent), cookie.split('=')[1], full?.split('=')[1]].filter((s): s is string => Boolean(s));
    const hashes = db.prepare('SELECT id_hash FROM sessions').pluck().all() as string[];
    for (const secret of [...secrets, ...hashes]) expect(exported).not.toContain(secret);
    expect(Object.keys((await exportedEvents(app))[0] ?? {}).sort()).toEqual(['address', 'at', 'detail', 'kind', 'outcome', 'userAgent', 'username']);
  });

  it('keeps a user agent to 256 characters without control characters, and an empty one as none', () => {
    const long = `Mozilla/5.0 ${'x'.repeat(400)}`;
    expect(clientInfo('10.0.0.1', long).userAgent).toHaveLength(USER_AGENT_MAX_LENGTH);
    expect(clientInfo('10.0.0.1', 'Agent\r\nInjected: yes\u0000')).toEqual({ address: '10.0.0.1', userAgent: 'AgentInjected: yes' });
    expect(clientInfo(undefined, '  ')).toEqual(NO_CLIENT);
  });
});

describe('the SECURITY page’s events', () => {
  it('the user’s own events of the last 30 days, newest first; others’ and older ones are not there', async () => {
    const { app, clock } = gateway;
    await passwordFrom(app, CHROME_ON_MAC, 'demo.plain', 'Wrong!Pass-2026');
    await signInFrom(app, FIREFOX_ON_WINDOWS, 'demo.maker');
    clock.advance(31 * DAY_MS);
    await passwordFrom(app, CHROME_ON_MAC, 'demo.plain', 'Wrong!Pass-2026');
    clock.advance(1_000);
    const cookie = await signInFrom(app, CHROME_ON_MAC);
    const events = await pageEvents(app, cookie);
    expect(events.map((e) => `${e.kind} ${e.outcome} ${e.detail}`)).toEqual(['signIn success password', 'signIn failure wrongPassword']);
    expect(events[0]).toEqual({
      at: new Date(T0 + 31 * DAY_MS + 1_000).toISOString(),
      kind: 'signIn',
      outcome: 'success',
      detail: 'password',
      address: CHROME_ON_MAC.address,
      userAgent: CHROME_ON_MAC.userAgent,
    });
  });

  it('needs a signed-in session (401), and takes no query', async () => {
    const { app } = gateway;
    expect((await eventsCall(app, undefined)).statusCode).toBe(401);
    const cookie = await signIn(app);
    expect((await from(app, CHROME_ON_MAC, 'GET', '/gateway/institutional/moneymovement/api/v1/security/events?userId=2', cookie)).statusCode).toBe(400);
  });
});

describe('the control API’s export', () => {
  it('one user’s events by username; 404 for an unknown one', async () => {
    const { app } = gateway;
    await signInFrom(app, CHROME_ON_MAC);
    await signInFrom(app, CHROME_ON_MAC, 'demo.maker');
    expect((await exportedEvents(app, T0, 'demo.maker')).map(summary)).toEqual(['signIn success password demo.maker']);
    expect((await app.inject({ method: 'GET', url: exportUrl(T0, T0 + 1, 'no.such.user') })).statusCode).toBe(404);
  });

  it.each([
    ['a date that does not exist', '/__mock/security-events?from=2026-02-30T00:00:00Z&to=2026-03-02T00:00:00Z'],
    ['to before from', exportUrl(T0, T0 - 1)],
    ['more than 31 days', exportUrl(T0, T0 + 32 * DAY_MS)],
    ['no period', '/__mock/security-events'],
    ['an unknown field', `${exportUrl(T0, T0 + 1)}&all=1`],
  ])('refuses %s with 400', async (_case, url) => {
    const res = await gateway.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toHaveProperty('error');
  });

  it('is emptied by a reset', async () => {
    const { app } = gateway;
    await signInFrom(app, CHROME_ON_MAC);
    await control(app, 'POST', '/__mock/reset');
    expect(await exportedEvents(app)).toEqual([]);
  });
});

describe('push outcomes and timeouts nobody saw (the sweep)', () => {
  const fixture = servicesForThisFile();

  it('records a push that expired unpolled, and a signed-in session that timed out unused, at the times they happened', async () => {
    const { services, clock } = fixture;
    const push = demoUser(services, 'demo.pushwait');
    const session = passwordSession(services, 'demo.pushwait');
    services.push.send(session.attemptId, push.id, 'never');
    const plain = demoUser(services, 'demo.plain');
    const attempt = services.attempts.start('Login', { userId: plain.id });
    services.sessions.create(plain.id, 'full', attempt.id, { address: '10.0.0.1', userAgent: 'Test' });
    clock.advance(DEFAULT_IDLE_TIMEOUT_MS + 60_000);
    services.pushEvents.recordDue();
    services.sessions.sweepStale();
    services.pushEvents.recordDue();
    const exported = await services.securityEvents.export(T0 - 1, clock.now());
    expect(exported.events.map((e) => `${summary(e)} ${e.at}`)).toEqual([
      `pushSent success demo.pushwait ${new Date(T0).toISOString()}`,
      `pushExpired failure demo.pushwait ${new Date(T0 + PUSH_TTL_MS).toISOString()}`,
      `sessionEnded success timeout demo.plain ${new Date(T0 + DEFAULT_IDLE_TIMEOUT_MS).toISOString()}`,
    ]);
    // The password-level session that also timed out was a sign-in in progress: not a session end.
    expect(exported.events.filter((e) => e.username === 'demo.pushwait' && e.kind === 'sessionEnded')).toEqual([]);
  });
});
