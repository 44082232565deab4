// The control API under /__mock/: panel, maintenance, clock, flags, production mode.
import { control, flag, state } from './support/control';
import {
  COUNTRY_LIST_PATH,
  LOGIN_PATH,
  STATUS_PATH,
  XHR,
  countryList,
  gatewayForThisFile,
  passwordAuthentication,
  signIn,
  startGateway,
  stopGateways,
} from './support/testGateway';

const gateway = gatewayForThisFile();

afterEach(stopGateways);

describe('panel', () => {
  it('is an HTML page whose script and styles are external (CSP-compliant: no inline script or style)', async () => {
    const { app } = gateway;
    const page = await app.inject({ method: 'GET', url: '/__mock/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<script src="/__mock/panel.js" defer></script>');
    expect(page.body).not.toMatch(/<script>|<script(?![^>]*\bsrc=)[^>]*>|\son[a-z]+=/i);
    expect(page.body).toContain('<link rel="stylesheet" href="/__mock/panel.css" />');
    expect(page.body).not.toMatch(/<style|\sstyle=/i);
    for (const call of ['/__mock/reset', '/__mock/maintenance', '/__mock/clock', '/__mock/faults', '/__mock/config', '/__mock/otp', '/__mock/otp/rep/', '/__mock/push/']) {
      expect(page.body).toContain(call);
    }
    const script = await app.inject({ method: 'GET', url: '/__mock/panel.js' });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain("'X-Requested-With': 'XMLHttpRequest'");
    const styles = await app.inject({ method: 'GET', url: '/__mock/panel.css' });
    expect(styles.statusCode).toBe(200);
    expect(styles.headers['content-type']).toMatch(/^text\/css/);
    expect(styles.body).toContain('#message');
  });
});

describe('maintenance', () => {
  it('answers 503 In Maintenance to every /gateway and /user call until turned off', async () => {
    const { app } = gateway;
    const cookie = await signIn(app);
    expect((await control(app, 'POST', '/__mock/maintenance', { on: true })).statusCode).toBe(200);
    const calls = [
      await app.inject({ method: 'GET', url: '/gateway/public/status' }),
      await app.inject({ method: 'POST', url: STATUS_PATH, headers: { ...XHR, cookie } }),
      await app.inject({ method: 'GET', url: COUNTRY_LIST_PATH, headers: { cookie } }),
      await passwordAuthentication(app, 'demo.plain'),
      await app.inject({ method: 'DELETE', url: LOGIN_PATH }),
      await app.inject({ method: 'GET', url: '/gateway/no/such/route' }),
    ];
    for (const res of calls) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toBe('In Maintenance');
    }
    // The configuration and the control API still answer.
    expect((await app.inject({ method: 'GET', url: '/institutional/config/mock/app-config.json' })).statusCode).toBe(200);
    expect((await state(app)).maintenance).toBe(true);

    await control(app, 'POST', '/__mock/maintenance', { on: false });
    expect((await app.inject({ method: 'GET', url: '/gateway/public/status' })).statusCode).toBe(200);
    expect((await countryList(app, cookie)).statusCode).toBe(200);
  });

  it.each([[{}], [{ on: 'yes' }], [{ on: true, extra: 1 }]])('refuses the body %j', async (payload) => {
    const { app } = gateway;
    const res = await control(app, 'POST', '/__mock/maintenance', payload);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).error).toEqual(expect.any(String));
    expect((await state(app)).maintenance).toBe(false);
  });
});

describe('clock', () => {
  it('fixes the clock at an instant with an offset and releases it', async () => {
    const { app, clock } = gateway;
    const res = await control(app, 'POST', '/__mock/clock', { now: '2026-11-20T15:30:00-05:00' });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).clock).toEqual({ fixed: true, now: '2026-11-20T20:30:00.000Z' });
    expect(clock.now()).toBe(Date.parse('2026-11-20T20:30:00Z'));
    const released = await control(app, 'DELETE', '/__mock/clock');
    expect(JSON.parse(released.body).clock.fixed).toBe(false);
    expect(clock.fixedAt()).toBeNull();
  });

  it.each(['2026-11-20T15:30:00', '2026-11-20', 'tomorrow', '2026-02-30T10:00:00Z', '2026-13-01T10:00:00Z'])('refuses %s and keeps the clock', async (now) => {
    const { app, clock } = gateway;
    const before = clock.now();
    const res = await control(app, 'POST', '/__mock/clock', { now });
    expect(res.statusCode).toBe(400);
    expect(clock.now()).toBe(before);
  });
});

describe('flags', () => {
  it('sets known flags', async () => {
    const { app, db } = gateway;
    const res = await control(app, 'POST', '/__mock/flags', { MarketMaker: false, CCLogin: true });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).flags).toMatchObject({ MarketMaker: false, CCLogin: true });
    expect(await flag(app, 'MarketMaker')).toBe(false);
    expect(await flag(app, 'CCLogin')).toBe(true);
    expect(db.prepare("SELECT value FROM feature_flags WHERE name = 'CCLogin'").pluck().get()).toBe(1);
  });

  it.each([
    [{ NoSuchFlag: true }, "body has an unknown field 'NoSuchFlag'"],
    [{ MarketMaker: false, NoSuchFlag: true }, "body has an unknown field 'NoSuchFlag'"],
    [{ MarketMaker: 'false' }, 'body.MarketMaker must be of type boolean'],
    [{}, 'body must NOT have fewer than 1 properties'],
  ])('refuses %j and changes nothing', async (payload, error) => {
    const { app } = gateway;
    const res = await control(app, 'POST', '/__mock/flags', payload);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ error });
    expect(await flag(app, 'MarketMaker')).toBe(true);
  });
});

describe('production mode', () => {
  it('registers no control API', async () => {
    const { app } = await startGateway({ production: true });
    for (const [method, url] of [['GET', '/__mock/'], ['GET', '/__mock/state'], ['GET', '/__mock/panel.js'], ['POST', '/__mock/reset'], ['POST', '/__mock/maintenance']] as const) {
      const res = await app.inject({ method, url, headers: XHR, payload: method === 'POST' ? { on: true } : undefined });
      expect(res.statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: '/gateway/public/status' })).statusCode).toBe(200);
  });
});

it('refuses unknown control paths with 404 in the control shape', async () => {
  const { app } = gateway;
  const res = await app.inject({ method: 'GET', url: '/__mock/nothing?username=demo.sms' });
  expect(res.statusCode).toBe(404);
  expect(JSON.parse(res.body)).toEqual({ error: 'Not Found' });
});
