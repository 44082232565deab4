// Secrets never reach the log: passwords, session ids, cookies.
import { DEMO_PASSWORD } from '../../mock-server/src/scenario/demoUsers';
import { PASSWORD_PATH, XHR, countryList, passwordAuthentication, sessionCookie, signIn, startGateway, stopGateways } from './support/testGateway';

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

it('redacts secrets when a log call carries headers or a body', async () => {
  const log = captureLog();
  const { app } = await startGateway({ logger: { level: 'info', stream: log.stream } });
  app.log.info(
    { req: { headers: { cookie: 'icp_session=abc123', authorization: 'Bearer t0ken' }, body: { password: 'p4ss', newPassword: 'n3w', securityCode: '654321' } } },
    'diagnostics',
  );
  app.log.info({ body: { password: 'p4ss' }, password: 'p4ss', securityCode: '654321' }, 'more');
  const output = log.lines.join('');
  expect(output).toContain('diagnostics');
  expect(output).toContain('[redacted]');
  for (const secret of ['abc123', 't0ken', 'p4ss', 'n3w', '654321']) expect(output).not.toContain(secret);
});
