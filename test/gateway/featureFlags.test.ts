// The flag service: v1 feature?key=, v2 feature/enabled?key=, and client notifications.
import { FEATURE_FLAGS } from '../../src/api/contract/featureFlags';
import { startGateway, stopGateways } from './support/testGateway';

afterEach(stopGateways);

const BASE = '/gateway/institutional/moneymovement';
const OK_STATUS = [{ code: '000000', message: 'SUCCESS', severity: 'I', source: 'feature' }];
const NOT_FOUND = { data: null, status: [{ code: 'FF404', message: 'Flag not found', severity: 'W', source: 'feature' }] };

async function get(url: string) {
  const { app } = await startGateway();
  const res = await app.inject({ method: 'GET', url });
  return { statusCode: res.statusCode, body: JSON.parse(res.body) as unknown };
}

describe('feature flags', () => {
  it.each([
    ['MarketMaker', true],
    ['CCLogin', false],
    ['am.activityv3.enabled', true],
    ['try-another-way', false],
  ])('v1 answers %s = %s without a session', async (flag, value) => {
    expect(await get(`${BASE}/api/v1/feature?key=AP119604-flag-${flag}`)).toEqual({ statusCode: 200, body: { data: value, status: OK_STATUS } });
  });

  it('v2 feature/enabled answers the same', async () => {
    expect(await get(`${BASE}/api/v2/feature/enabled?key=newCookieBanner`)).toEqual({ statusCode: 200, body: { data: true, status: OK_STATUS } });
    expect(await get(`${BASE}/api/v2/feature/enabled?key=oldCookieBanner`)).toEqual({ statusCode: 200, body: { data: false, status: OK_STATUS } });
  });

  it('answers every known flag', async () => {
    const { app } = await startGateway();
    for (const flag of FEATURE_FLAGS) {
      const res = await app.inject({ method: 'GET', url: `${BASE}/api/v1/feature?key=AP119604-flag-${encodeURIComponent(flag)}` });
      expect(typeof JSON.parse(res.body).data).toBe('boolean');
    }
  });

  it.each([
    `${BASE}/api/v1/feature?key=AP119604-flag-noSuchFlag`,
    `${BASE}/api/v1/feature?key=ZZ000001-flag-MarketMaker`,
    `${BASE}/api/v1/feature?key=AP119604-notification-MarketMaker`,
    `${BASE}/api/v2/feature/enabled?key=noSuchFlag`,
  ])('answers FF404 (200) for an unknown flag: %s', async (url) => {
    expect(await get(url)).toEqual({ statusCode: 200, body: NOT_FOUND });
  });

  it.each([
    [`${BASE}/api/v1/feature`, "querystring is missing the field 'key'"],
    [`${BASE}/api/v1/feature?key=MarketMaker`, 'querystring.key must match pattern'],
    [`${BASE}/api/v1/feature?key=AP119604-flag-${'x'.repeat(65)}`, 'querystring.key must match pattern'],
    [`${BASE}/api/v1/feature?key=AP119604-flag-a%20b`, 'querystring.key must match pattern'],
    [`${BASE}/api/v1/feature?key=AP119604-flag-aa&extra=1`, "querystring has an unknown field 'extra'"],
    [`${BASE}/api/v2/feature/enabled?key=a/b`, 'querystring.key must match pattern'],
  ])('refuses a malformed key with 400: %s', async (url, message) => {
    const { statusCode, body } = await get(url);
    expect(statusCode).toBe(400);
    expect((body as { status: { text: string } }).status.text).toContain(message);
    expect((body as { data: unknown }).data).toBeNull();
  });
});

describe('client notifications', () => {
  it('lists the notifications with their severities', async () => {
    const { statusCode, body } = await get(`${BASE}/api/v2/public/feature/fetch?key=AP119604-notification-client`);
    expect(statusCode).toBe(200);
    const { data, status } = body as { data: { id: number; message: string; severity: string }[]; status: unknown };
    expect(status).toEqual(OK_STATUS);
    expect(data.map((n) => n.severity)).toEqual(['blue', 'yellow']);
    expect(data[0]).toEqual({ id: expect.any(String), message: expect.stringMatching(/link=\[https:\/\//), severity: 'blue' });
  });

  it('answers FF404 for another channel and 400 for a malformed key', async () => {
    expect((await get(`${BASE}/api/v2/public/feature/fetch?key=AP119604-notification-other`)).body).toEqual(NOT_FOUND);
    expect((await get(`${BASE}/api/v2/public/feature/fetch?key=notification-client`)).statusCode).toBe(400);
  });
});
