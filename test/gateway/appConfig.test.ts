// The configuration file, its overrides, the consent script and the trader page.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import os from 'node:os';
import { configProblems, pushLifetimeMs } from '../../src/api/contract/config';
import { AppConfigService } from '../../mock-server/src/domain/platform/appConfig';
import { XHR, gatewayForThisFile } from './support/testGateway';

const gateway = gatewayForThisFile();

const CONFIG_DIR = path.join(__dirname, '..', '..', 'config');
const readConfig = (name: string) => JSON.parse(fs.readFileSync(path.join(CONFIG_DIR, name), 'utf8')) as Record<string, unknown>;

describe('configuration files', () => {
  it.each(['app-config.mock.json', 'app-config.production.json'])('%s is a complete AppConfig', (file) => {
    const config = readConfig(file);
    expect(configProblems(config)).toEqual([]);
    expect(config).toMatchObject({
      gatewayBaseUrl: '', identityHost: '', appNumber: 'AP119604', pushPollLimit: 20, pushPollIntervalMs: 3000,
      inactivityTimeoutMs: 780000, sessionCountdownSeconds: 120, cookieConsentScriptUrl: '/institutional/vendor/consent.js',
      traderUiUrl: '/institutional/traderui/index.html',
    });
  });
});

describe("a push's life and the SPA's polls (one rule: contract/config.ts pushLifetimeMs)", () => {
  it('a push lives (pushPollLimit − 1) × pushPollIntervalMs: the span of the SPA’s polls, the first at once', () => {
    expect(pushLifetimeMs({ pushPollLimit: 20, pushPollIntervalMs: 3000 })).toBe(57_000);
    expect(pushLifetimeMs({ pushPollLimit: 1, pushPollIntervalMs: 3000 })).toBe(0);
  });

  it('the gateway refuses to start when the two files would poll a push differently', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-'));
    fs.writeFileSync(path.join(dir, 'app-config.mock.json'), JSON.stringify(readConfig('app-config.mock.json')));
    fs.writeFileSync(path.join(dir, 'app-config.production.json'), JSON.stringify({ ...readConfig('app-config.production.json'), pushPollLimit: 100 }));
    expect(() => new AppConfigService(dir)).toThrow(/must poll a push alike/);
    fs.rmSync(dir, { recursive: true });
    expect(new AppConfigService(CONFIG_DIR).pushLifetimeMs()).toBe(57_000);
  });
});

describe('GET /institutional/config/:version/app-config.json', () => {
  it('serves the mock file for version mock and the production file for a build version', async () => {
    const { app } = gateway;
    const mock = await app.inject({ method: 'GET', url: '/institutional/config/mock/app-config.json' });
    expect(mock.statusCode).toBe(200);
    expect(mock.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(mock.body)).toEqual(readConfig('app-config.mock.json'));
    const production = await app.inject({ method: 'GET', url: '/institutional/config/0.1.0/app-config.json' });
    expect(JSON.parse(production.body)).toEqual(readConfig('app-config.production.json'));
  });

  it.each(['/institutional/config/..%2F..%2Fpackage/app-config.json', `/institutional/config/${'v'.repeat(41)}/app-config.json`, '/institutional/config/a%20b/app-config.json'])(
    'answers 404 for a malformed version: %s',
    async (url) => {
      const { app } = gateway;
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    },
  );
});

describe('configuration overrides (control API)', () => {
  const post = (app: FastifyInstance, payload: unknown) =>
    app.inject({ method: 'POST', url: '/__mock/config', headers: XHR, payload: payload as object });
  const served = async (app: FastifyInstance, version = 'mock') =>
    JSON.parse((await app.inject({ method: 'GET', url: `/institutional/config/${version}/app-config.json` })).body);

  it('merges overrides into both files, accumulates them, and DELETE clears them', async () => {
    const { app } = gateway;
    expect((await post(app, { pushPollLimit: 3 })).statusCode).toBe(200);
    expect((await post(app, { spinnerDelayMs: 0 })).statusCode).toBe(200);
    expect(await served(app)).toMatchObject({ pushPollLimit: 3, spinnerDelayMs: 0, environment: 'mock' });
    expect(await served(app, '2.0.0')).toMatchObject({ pushPollLimit: 3, environment: 'production' });
    const cleared = await app.inject({ method: 'DELETE', url: '/__mock/config', headers: XHR });
    expect(JSON.parse(cleared.body).configOverrides).toEqual({});
    expect(await served(app)).toEqual(readConfig('app-config.mock.json'));
  });

  it.each([
    ['an unknown key', { pushPolLimit: 3 }, "body has an unknown field 'pushPolLimit'"],
    ['a wrong type', { pushPollLimit: '3' }, 'body.pushPollLimit must be of type number'],
    ['a negative number', { inactivityTimeoutMs: -1 }, 'body.inactivityTimeoutMs must be >= 0'],
    ['an unknown environment', { environment: 'staging' }, 'body.environment must be one of mock, production'],
    ['an empty override', {}, 'body must NOT have fewer than 1 properties'],
    ['no push poll (a push would never be read)', { pushPollLimit: 0 }, 'pushPollLimit must be a whole number of at least 1'],
    ['a fraction of a push poll', { pushPollLimit: 2.5 }, 'pushPollLimit must be a whole number of at least 1'],
  ])('refuses %s with 400 and keeps the configuration', async (_case, payload, message) => {
    const { app } = gateway;
    const res = await post(app, payload);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ error: message });
    expect(await served(app)).toEqual(readConfig('app-config.mock.json'));
  });
});

describe('cookie-consent script and trader page', () => {
  it('serves a harmless consent script that announces itself', async () => {
    const { app } = gateway;
    const res = await app.inject({ method: 'GET', url: '/institutional/vendor/consent.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.body).toContain('window.__cookieConsentLoaded = true');
    expect(res.body).toContain("new Event('cookie-consent-loaded')");
    expect(res.body).not.toMatch(/document\.cookie|fetch\(|XMLHttpRequest/);
  });

  it('serves the static Trader UI page', async () => {
    const { app } = gateway;
    const res = await app.inject({ method: 'GET', url: '/institutional/traderui/index.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<title>Trader UI</title>');
    expect(res.body).toMatch(/external trading UI opens here/);
    expect(res.body).not.toContain('<script');
  });
});
