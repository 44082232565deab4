// Bad input never gives a 5xx; unknown routes are 404s in their area's shape.
import fc from 'fast-check';
import { LOGIN_PATH, PASSWORD_PATH, STATUS_PATH, XHR, count, startGateway, stopGateways } from './support/testGateway';

afterEach(stopGateways);

describe('unknown routes', () => {
  it.each([
    ['GET', '/gateway/institutional/nothing', { status: { code: '404', text: 'Not Found' }, data: null }],
    ['POST', '/gateway/institutional/moneymovement/api/v9/nothing', { status: { code: '404', text: 'Not Found' }, data: null }],
    ['GET', '/user/nothing', { responseBaseInfo: { status: { code: '404', message: 'Not Found' } } }],
    ['PUT', '/user/session/login', { responseBaseInfo: { status: { code: '404', message: 'Not Found' } } }],
  ] as const)('%s %s answers 404 in the area shape', async (method, url, body) => {
    const { app } = await startGateway();
    const res = await app.inject({ method, url, headers: XHR, payload: method === 'GET' ? undefined : {} });
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toEqual(body);
  });

  it('answers other unknown paths with a plain 404', async () => {
    const { app } = await startGateway();
    const res = await app.inject({ method: 'GET', url: '/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('Not Found');
  });
});

describe('random bodies', () => {
  const targets = [PASSWORD_PATH, LOGIN_PATH, STATUS_PATH, '/__mock/flags', '/__mock/faults', '/__mock/config', '/__mock/clock'];

  it('never produce a 5xx, and a refused sign-in stores nothing', async () => {
    const { app, db } = await startGateway();
    const fieldNames = fc.constantFrom('username', 'password', 'requestBaseInfo', 'on', 'now', 'path', 'status', 'times', 'MarketMaker', 'pushPollLimit', 'x');
    const arbitraryPayload = fc.oneof(
      fc.jsonValue().map((v) => JSON.stringify(v) ?? ''),
      fc.dictionary(fieldNames, fc.jsonValue()).map((v) => JSON.stringify(v)),
      fc.string(), // mostly not JSON at all
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), arbitraryPayload, async (url, payload) => {
        const res = await app.inject({ method: 'POST', url, headers: { ...XHR, 'content-type': 'application/json' }, payload });
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.body.length).toBeGreaterThan(0);
        // Maintenance or faults set by a lucky random body would mask the rest of the run.
        await app.inject({ method: 'POST', url: '/__mock/reset', headers: XHR });
      }),
      { numRuns: 150 },
    );
    expect(count(db, 'users')).toBe(13);
  });
});
