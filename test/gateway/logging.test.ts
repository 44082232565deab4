// Secrets never reach the log: passwords, session ids, cookies, one-time codes, personal data.
import { DEMO_PASSWORD } from '../../mock-server/src/scenario/demoUsers';
import {
  CASEY_LINDQVIST,
  ENROLLMENT_PATH,
  firstPhoneId,
  identitySearch,
  otherCode,
  outboxCode,
  sendCode,
  verifyCode,
  withCookie,
} from './support/signInFlows';
import { PASSWORD_PATH, XHR, countryList, passwordAuthentication, sessionCookie, signIn, startGateway, stopGateways } from './support/testGateway';
import { holds } from '../support/secretScan';
import pino from 'pino';
import { REDACTED_PATHS, lazyChildLogger } from '../../mock-server/src/http/logging';

afterEach(stopGateways);

function captureLog() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

it('never prints the password, the session id or the cookie, even at trace level and on bad input', async () => {
  const log = captureLog();
  const { app } = await startGateway({ logger: { level: 'trace', stream: log.stream } });
  const wrong = 'Wr0ng!Secret-77';
  await passwordAuthentication(app, 'demo.plain', wrong);
  const first = await passwordAuthentication(app, 'demo.plain');
  const cookie = await signIn(app);
  await countryList(app, cookie);
  // A malformed body holding the password: the parse error must not echo it.
  await app.inject({ method: 'POST', url: PASSWORD_PATH, headers: { ...XHR, 'content-type': 'application/json' }, payload: `{"username":"demo.plain","password":"${DEMO_PASSWORD}",` });
  await app.inject({ method: 'POST', url: PASSWORD_PATH, headers: XHR, payload: { username: 'demo.plain', password: DEMO_PASSWORD, extra: 1 } });

  const output = log.lines.join('');
  expect(log.lines.length).toBeGreaterThan(10); // the log did capture the traffic
  expect(output).toContain(PASSWORD_PATH);
  for (const secret of [DEMO_PASSWORD, wrong, cookie.split('=')[1], sessionCookie(first)?.split('=')[1]]) {
    expect(secret).toBeTruthy();
    expect(output).not.toContain(secret);
  }
});

it('never prints a one-time code, the identity search’s personal data or a new password, even at trace level', async () => {
  const log = captureLog();
  const { app } = await startGateway({ logger: { level: 'trace', stream: log.stream } });
  // A sign-in by code: sent, a wrong try, a malformed one, the right one.
  const cookie = sessionCookie(await passwordAuthentication(app, 'demo.sms')) as string;
  await sendCode(app, cookie, await firstPhoneId(app, cookie));
  const signInCode = await outboxCode(app, { username: 'demo.sms' });
  await verifyCode(app, cookie, otherCode(signInCode));
  await verifyCode(app, cookie, `${signInCode}9`);
  await verifyCode(app, cookie, signInCode);
  // A password reset: search, code, a refused and an accepted new password.
  const identity = sessionCookie(await identitySearch(app, 'PasswordReset', CASEY_LINDQVIST)) as string;
  await identitySearch(app, 'PasswordReset', { ...CASEY_LINDQVIST, dob: '1987-06-31' }); // refused: bad date
  await sendCode(app, identity, await firstPhoneId(app, identity), 'call');
  const resetCode = await outboxCode(app, { username: 'demo.sms' });
  await verifyCode(app, identity, resetCode, 'call');
  const newPassword = 'Harbor!Lights-47';
  await app.inject({ method: 'PUT', url: ENROLLMENT_PATH, headers: withCookie(identity), payload: { newPassword: 'Casey!Harbor-47' } });
  await app.inject({ method: 'PUT', url: ENROLLMENT_PATH, headers: withCookie(identity), payload: { newPassword } });

  const output = log.lines.join('');
  expect(output).toContain('/user/factor/otp/sms/authentication'); // the log did capture the traffic
  expect(output).toContain('/user/identity/attributes/.search');
  const standalone = (digits: string) => new RegExp(`(?<![0-9a-f])${digits}(?![0-9a-f])`);
  for (const code of [signInCode, resetCode]) expect(output).not.toMatch(standalone(code));
  for (const secret of [CASEY_LINDQVIST.dob, '1987-06-31', newPassword, 'Casey!Harbor-47', `"ssnLast4":"${CASEY_LINDQVIST.ssnLast4}"`]) {
    expect(output).not.toContain(secret);
  }
});

it('redacts secrets when a log call carries headers or a body', async () => {
  const log = captureLog();
  const { app } = await startGateway({ logger: { level: 'info', stream: log.stream } });
  app.log.info(
    { req: { headers: { cookie: 'icp_session=abc123', authorization: 'Bearer t0ken' }, body: { password: 'p4ss', newPassword: 'n3w', securityCode: '654321' } } },
    'diagnostics',
  );
  app.log.info({ body: { password: 'p4ss' }, password: 'p4ss', securityCode: '654321' }, 'more');
  app.log.info({ body: { filter: { firstName: 'Jordan', ssnLast4: '5307', dob: '1988-07-19' } }, message: { code: '918273', channel: 'sms' } }, 'identity');
  app.log.info({ filter: { ssnLast4: '5307' }, code: '918273', dob: '1988-07-19' }, 'top level');
  const output = log.lines.join('');
  expect(output).toContain('diagnostics');
  expect(output).toContain('[redacted]');
  expect(output).toContain('Jordan'); // only the listed fields are redacted
  // Digits as a whole token: a log line's epoch-millisecond time may hold '5307' by chance.
  for (const secret of ['abc123', 't0ken', 'p4ss', 'n3w', '654321', '5307', '918273', '1988-07-19']) expect(holds(output, secret)).toBe(false);
});

describe("each request's logger (lazyChildLogger)", () => {
  const parentAt = (level: string) => {
    const log = captureLog();
    const parent = pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, log.stream);
    return { log, parent, made: jest.spyOn(parent, 'child') };
  };

  it('is not made while its lines are below the level, and writes the request id and redacts once one is let through', () => {
    const { log, parent, made } = parentAt('error');
    const logger = lazyChildLogger(parent, { reqId: 'r1' });
    logger.info('incoming request');
    logger.warn('refused');
    expect(made).not.toHaveBeenCalled();
    expect(log.lines).toEqual([]);
    logger.error({ headers: { cookie: 'SESSION=abc' } }, 'unexpected error');
    logger.error('again');
    expect(made).toHaveBeenCalledTimes(1);
    expect(log.lines.map((l) => JSON.parse(l) as { reqId: string; msg: string })).toMatchObject([{ reqId: 'r1', msg: 'unexpected error' }, { reqId: 'r1', msg: 'again' }]);
    expect(log.lines.join('')).not.toContain('SESSION=abc');
  });

  it("honours a route's own level over the parent's, both ways", () => {
    const quiet = parentAt('error');
    lazyChildLogger(quiet.parent, { reqId: 'r2' }, { level: 'info' }).info('shown');
    expect(quiet.log.lines).toHaveLength(1);
    const loud = parentAt('trace');
    const logger = lazyChildLogger(loud.parent, { reqId: 'r3' }, { level: 'warn' });
    logger.info('hidden');
    expect(loud.made).not.toHaveBeenCalled();
    expect(logger.level).toBe('warn');
  });
});
