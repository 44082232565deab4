// Security headers, no-store and the CSRF rule.
import { COUNTRY_LIST_PATH, LOGIN_PATH, PASSWORD_PATH, STATUS_PATH, XHR, gatewayForThisFile, signIn } from './support/testGateway';

const gateway = gatewayForThisFile();

function directives(csp: string): Map<string, string> {
  return new Map(csp.split(';').map((d) => d.trim()).filter(Boolean).map((d) => [d.split(' ')[0] ?? '', d.slice(d.indexOf(' ') + 1)]));
}

it.each(['/gateway/public/status', '/institutional/traderui/index.html', '/__mock/', '/nowhere'])('sends a strict CSP and the other headers on %s', async (url) => {
  const { app } = gateway;
  const res = await app.inject({ method: 'GET', url });
  const csp = directives(String(res.headers['content-security-policy']));
  expect(csp.get('script-src')).toBe("'self'");
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(csp.get('object-src')).toBe("'none'");
  expect(csp.get('default-src')).toBe("'self'");
  expect(csp.get('style-src')).toBe("'self'");
  expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
});

it("sends helmet's whole set on API answers too, computed once at start-up", async () => {
  const { app } = gateway;
  const res = await app.inject({ method: 'GET', url: '/gateway/public/status' });
  // DENY, as frame-ancestors 'none' says (SAMEORIGIN would let this origin frame the portal in
  // browsers that read only X-Frame-Options).
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  expect(res.headers['x-powered-by']).toBeUndefined();
});

describe('no-store', () => {
  it('is on every API answer, successful or not', async () => {
    const { app } = gateway;
    const cookie = await signIn(app);
    const answers = [
      await app.inject({ method: 'GET', url: '/gateway/public/status' }),
      await app.inject({ method: 'GET', url: COUNTRY_LIST_PATH, headers: { cookie } }),
      await app.inject({ method: 'GET', url: COUNTRY_LIST_PATH }),
      await app.inject({ method: 'POST', url: STATUS_PATH, headers: XHR }),
      await app.inject({ method: 'POST', url: PASSWORD_PATH, headers: XHR, payload: {} }),
      await app.inject({ method: 'GET', url: '/gateway/nothing' }),
      await app.inject({ method: 'GET', url: '/__mock/state' }),
      await app.inject({ method: 'GET', url: '/institutional/config/mock/app-config.json' }),
    ];
    answers.forEach((res) => expect(res.headers['cache-control']).toBe('no-store'));
  });

  it('is not forced on the static trader page', async () => {
    const { app } = gateway;
    const res = await app.inject({ method: 'GET', url: '/institutional/traderui/index.html' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('CSRF: the extra header on state-changing calls', () => {
  it.each([
    ['POST', STATUS_PATH, { status: { code: '403', text: 'Missing request header' }, data: null }],
    ['POST', PASSWORD_PATH, { responseBaseInfo: { status: { code: '403', message: 'Missing request header' } } }],
    ['POST', LOGIN_PATH, { responseBaseInfo: { status: { code: '403', message: 'Missing request header' } } }],
    ['DELETE', LOGIN_PATH, { responseBaseInfo: { status: { code: '403', message: 'Missing request header' } } }],
  ] as const)('refuses %s %s without it (403, area shape)', async (method, url, body) => {
    const { app, db } = gateway;
    const cookie = await signIn(app);
    const res = await app.inject({ method, url, headers: { cookie }, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body)).toEqual(body);
    expect(db.prepare('SELECT COUNT(*) FROM sessions').pluck().get()).toBe(1);
  });

  it('refuses a wrong header value and a percent-encoded path that routes to /gateway', async () => {
    const { app } = gateway;
    const wrong = await app.inject({ method: 'POST', url: STATUS_PATH, headers: { 'x-requested-with': 'fetch' } });
    expect(wrong.statusCode).toBe(403);
    const disguised = await app.inject({ method: 'POST', url: '/%67ateway/institutional/status' });
    expect(disguised.statusCode).toBe(403);
  });

  it('does not ask it of GET calls', async () => {
    const { app } = gateway;
    expect((await app.inject({ method: 'GET', url: '/gateway/public/status' })).statusCode).toBe(200);
  });

  it('refuses cross-site browser calls to the control API', async () => {
    const { app } = gateway;
    const fromElsewhere = await app.inject({ method: 'POST', url: '/__mock/reset', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(fromElsewhere.statusCode).toBe(403);
    const otherOrigin = await app.inject({ method: 'POST', url: '/__mock/maintenance', headers: { origin: 'https://evil.example' }, payload: { on: true } });
    expect(otherOrigin.statusCode).toBe(403);
    const state = JSON.parse((await app.inject({ method: 'GET', url: '/__mock/state' })).body);
    expect(state.maintenance).toBe(false);
    const sameOrigin = await app.inject({ method: 'POST', url: '/__mock/maintenance', headers: { 'sec-fetch-site': 'same-origin' }, payload: { on: true } });
    expect(sameOrigin.statusCode).toBe(200);
  });
});
