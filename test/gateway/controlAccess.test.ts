// Who may use the control API (/__mock/*): the rule as a pure function of the client's address and
// Host header, the gateway's HOST, its control token and hosts, then the gateway's answers (inject
// and a real socket): a DNS-rebound page (Host: evil.example) and a client-written X-Forwarded-For
// behind a trusted proxy are refused.
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import {
  CONTROL_TOKEN_HEADER,
  controlCallAllowed,
  controlHostsFromEnv,
  controlMode,
  controlModeNotice,
  isLoopbackAddress,
  isLoopbackHost,
  isLoopbackHostHeader,
} from '../../mock-server/src/control/access';
import { trustProxyFromEnv } from '../../mock-server/src/http/transport';
import { beginSignIn, firstPhoneId, sendCode } from './support/signInFlows';
import { XHR, startGateway, stopGateways } from './support/testGateway';

afterEach(stopGateways);

const TOKEN = 'control-token-for-tests-0123456789';

describe('the rule', () => {
  it.each([
    // client address, HOST, configured token, presented token → allowed
    ['127.0.0.1', '127.0.0.1', undefined, undefined, true],
    ['127.8.9.10', 'localhost', undefined, undefined, true],
    ['::1', '::1', undefined, undefined, true],
    ['::ffff:127.0.0.1', '127.0.0.1', undefined, undefined, true],
    ['10.0.0.7', '127.0.0.1', undefined, undefined, false],
    ['192.0.2.2', '127.0.0.1', undefined, undefined, false],
    ['::ffff:10.0.0.7', '127.0.0.1', undefined, undefined, false],
    [undefined, '127.0.0.1', undefined, undefined, false],
    // A HOST other than loopback without a token: off, even for this machine.
    ['127.0.0.1', '0.0.0.0', undefined, undefined, false],
    ['127.0.0.1', '::', undefined, undefined, false],
    ['127.0.0.1', '192.0.2.2', undefined, undefined, false],
    ['127.0.0.1', '0.0.0.0', '', undefined, false],
    // With a token every call presents it, loopback or not.
    ['10.0.0.7', '0.0.0.0', TOKEN, TOKEN, true],
    ['127.0.0.1', '127.0.0.1', TOKEN, TOKEN, true],
    ['127.0.0.1', '127.0.0.1', TOKEN, undefined, false],
    ['10.0.0.7', '0.0.0.0', TOKEN, undefined, false],
    ['10.0.0.7', '0.0.0.0', TOKEN, '', false],
    ['10.0.0.7', '0.0.0.0', TOKEN, `${TOKEN}x`, false],
    ['10.0.0.7', '0.0.0.0', TOKEN, TOKEN.toUpperCase(), false],
    // A token too short to guard anything turns the control API off.
    ['127.0.0.1', '127.0.0.1', 'short', 'short', false],
  ])('client %s, HOST %s, token %s, presented %s → %s', (clientAddress, host, token, presented, allowed) => {
    expect(controlCallAllowed({ clientAddress, hostHeader: 'localhost:8080', host, token, presented })).toBe(allowed);
  });

  it('refuses a loopback call relayed by a proxy on this machine (it names another client), unless the token is presented', () => {
    expect(controlCallAllowed({ clientAddress: '127.0.0.1', hostHeader: '127.0.0.1:8080', host: '127.0.0.1', relayed: true })).toBe(false);
    expect(controlCallAllowed({ clientAddress: '127.0.0.1', hostHeader: '127.0.0.1:8080', host: '127.0.0.1', token: TOKEN, presented: TOKEN, relayed: true })).toBe(true);
  });

  it.each([
    // Host header, configured hosts, token presented → allowed (a loopback client, HOST loopback)
    ['localhost:8080', [], false, true],
    ['LOCALHOST', [], false, true],
    ['127.0.0.1:8181', [], false, true],
    ['127.8.9.10', [], false, true],
    ['[::1]:8080', [], false, true],
    // A page of another site that a DNS rebinding pointed at 127.0.0.1 names its own host.
    ['evil.example', [], false, false],
    ['evil.example:8080', [], false, false],
    ['localhost.evil.example', [], false, false],
    ['127.0.0.1.evil.example', [], false, false],
    ['localhost:8080@evil.example', [], false, false],
    ['localhost.', [], false, false],
    ['', [], false, false],
    [undefined, [], false, false],
    // The configured host counts only with the token (it names this gateway to other machines).
    ['gateway.internal:8080', ['gateway.internal'], true, true],
    ['GATEWAY.internal', ['gateway.internal'], true, true],
    ['gateway.internal', ['gateway.internal'], false, false],
    ['evil.example', ['gateway.internal'], true, false],
    ['localhost', ['gateway.internal'], true, true],
  ] as const)('Host %p (CONTROL_HOST %p, token presented: %p) → %p', (hostHeader, hosts, withToken, allowed) => {
    const token = withToken || hosts.length > 0 ? TOKEN : undefined;
    expect(controlCallAllowed({ clientAddress: '127.0.0.1', hostHeader, host: '127.0.0.1', token, hosts, presented: withToken ? TOKEN : undefined })).toBe(allowed);
  });

  it('reads CONTROL_HOST: names or addresses, comma-separated, in lower case; anything else is refused at start', () => {
    expect(controlHostsFromEnv(undefined)).toEqual([]);
    expect(controlHostsFromEnv(' Gateway.Internal, 10.0.0.5 ,[fd00::5]')).toEqual(['gateway.internal', '10.0.0.5', 'fd00::5']);
    expect(() => controlHostsFromEnv('https://gateway.internal')).toThrow("CONTROL_HOST: 'https://gateway.internal' is not a host name or address");
    expect(() => controlHostsFromEnv('gateway.internal:8080')).toThrow(/not a host name/);
    expect(isLoopbackHostHeader('127.0.0.1:0')).toBe(true);
  });

  it('tells loopback from other addresses and hosts', () => {
    expect(['127.0.0.1', '127.255.255.254', '::1', '::ffff:127.0.0.2'].map(isLoopbackAddress)).toEqual([true, true, true, true]);
    expect(['128.0.0.1', '10.127.0.1', '::2', 'fd00::1', '', 'localhost'].map(isLoopbackAddress)).toEqual([false, false, false, false, false, false]);
    expect(['localhost', 'LOCALHOST', '127.0.0.1', '[::1]', '0.0.0.0', 'example.com'].map(isLoopbackHost)).toEqual([true, true, true, true, false, false]);
  });

  it('says at start why the control API is off, or how to use it', () => {
    expect(controlModeNotice(controlMode({ host: '0.0.0.0' }), 8080)).toBe(
      'Control API off: HOST=0.0.0.0 is not a loopback address and CONTROL_TOKEN is not set.',
    );
    expect(controlModeNotice(controlMode({ host: '127.0.0.1', production: true }), 8080)).toBe('Control API off: NODE_ENV=production.');
    expect(controlModeNotice(controlMode({ host: '127.0.0.1' }), 8080)).toMatch(/loopback clients only; set CONTROL_TOKEN/);
    expect(controlModeNotice(controlMode({ host: '0.0.0.0', token: TOKEN }), 8080)).toMatch(/X-Control-Token/);
    expect(controlModeNotice(controlMode({ host: '0.0.0.0', token: TOKEN }), 8080)).not.toContain(TOKEN);
  });
});

describe('the gateway', () => {
  const approve = '/__mock/push/demo.pushwait/approve';

  it('answers only loopback clients without a token: another address gets 403 on every control call, and nothing happens', async () => {
    const { app } = await startGateway();
    for (const [method, url] of [['GET', '/__mock/state'], ['GET', '/__mock/otp?username=demo.sms'], ['POST', approve], ['POST', '/__mock/reset'], ['GET', '/__mock/']] as const) {
      const res = await app.inject({ method, url, headers: XHR, remoteAddress: '10.0.0.7' });
      expect([url, res.statusCode, JSON.parse(res.body)]).toEqual([
        url, 403, { error: 'The control API answers only this machine (loopback); set CONTROL_TOKEN to allow others' },
      ]);
    }
    expect((await app.inject({ method: 'GET', url: '/__mock/state', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    const relayed = await app.inject({ method: 'GET', url: '/__mock/state', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.statusCode).toBe(403);
  });

  it('behind a trusted proxy (TRUST_PROXY) judges the client the proxy names', async () => {
    const { app } = await startGateway({ trustProxy: ['127.0.0.1'] });
    const viaProxy = (client: string) =>
      app.inject({ method: 'GET', url: '/__mock/state', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });
    expect((await viaProxy('203.0.113.9')).statusCode).toBe(403);
    expect((await viaProxy('127.0.0.1')).statusCode).toBe(200);
  });

  it('refuses a DNS-rebound page (Host: evil.example) on every control call: no code is read, no push approved, nothing reset', async () => {
    const { app, db } = await startGateway();
    const { cookie } = await beginSignIn(app, 'demo.sms');
    await sendCode(app, cookie, await firstPhoneId(app, cookie)); // a code the rebound page would read
    for (const [method, url] of [['GET', '/__mock/otp?username=demo.sms'], ['GET', '/__mock/state'], ['POST', approve], ['POST', '/__mock/reset'], ['GET', '/__mock/']] as const) {
      for (const host of ['evil.example', 'evil.example:8080']) {
        // What a browser sends from the rebound page: same-origin as far as it knows, from this machine.
        const res = await app.inject({ method, url, headers: { ...XHR, host, 'sec-fetch-site': 'same-origin' }, remoteAddress: '127.0.0.1' });
        expect([url, host, res.statusCode, JSON.parse(res.body)]).toEqual([
          url, host, 403, { error: 'The control API answers only calls addressed to this machine (localhost, 127.0.0.1, [::1]) or, with the token, to CONTROL_HOST' },
        ]);
      }
    }
    expect(db.prepare('SELECT count(*) FROM sessions').pluck().get()).toBe(1); // not reset
    // The same calls addressed to this machine are answered.
    expect(JSON.parse((await app.inject({ method: 'GET', url: '/__mock/otp?username=demo.sms', headers: { host: 'localhost:8080' } })).body).code).toMatch(/^\d{6}$/);
    expect((await app.inject({ method: 'GET', url: '/__mock/state', headers: { host: '127.0.0.1:8080' } })).statusCode).toBe(200);
  });

  it('with a token, answers the configured host (CONTROL_HOST) or localhost, and refuses another host even with the token', async () => {
    const { app } = await startGateway({ host: '0.0.0.0', controlToken: TOKEN, controlHosts: ['gateway.internal'] });
    const call = (host: string, token?: string) =>
      app.inject({ method: 'GET', url: '/__mock/state', headers: { host, ...(token ? { [CONTROL_TOKEN_HEADER]: token } : {}) }, remoteAddress: '10.0.0.7' });
    expect((await call('gateway.internal:8080', TOKEN)).statusCode).toBe(200);
    expect((await call('localhost:8080', TOKEN)).statusCode).toBe(200);
    expect((await call('gateway.internal:8080')).statusCode).toBe(401);
    expect((await call('evil.example', TOKEN)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/__mock/', headers: { host: 'evil.example' }, remoteAddress: '10.0.0.7' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/__mock/', headers: { host: 'gateway.internal' }, remoteAddress: '10.0.0.7' })).statusCode).toBe(200);
  });

  it('is not mounted on a HOST other than loopback without a token', async () => {
    const { app } = await startGateway({ host: '0.0.0.0' });
    const res = await app.inject({ method: 'GET', url: '/__mock/state' });
    expect(res.statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/__mock/reset', headers: XHR })).statusCode).toBe(404);
  });

  it('with a token, needs it on every call (401 without or wrong), from any address; the panel page and script are served to ask for it', async () => {
    const { app } = await startGateway({ host: '0.0.0.0', controlToken: TOKEN });
    const call = (headers: Record<string, string>, remoteAddress = '10.0.0.7') =>
      app.inject({ method: 'GET', url: '/__mock/state', headers, remoteAddress });
    expect(JSON.parse((await call({})).body)).toEqual({ error: 'The control API needs the header X-Control-Token' });
    expect((await call({})).statusCode).toBe(401);
    expect((await call({}, '127.0.0.1')).statusCode).toBe(401);
    expect((await call({ [CONTROL_TOKEN_HEADER]: 'wrong-token-0123456789' })).statusCode).toBe(401);
    expect((await call({ [CONTROL_TOKEN_HEADER]: TOKEN })).statusCode).toBe(200);
    const reset = await app.inject({ method: 'POST', url: '/__mock/reset', headers: XHR, remoteAddress: '10.0.0.7' });
    expect(reset.statusCode).toBe(401);
    const page = await app.inject({ method: 'GET', url: '/__mock/', remoteAddress: '10.0.0.7' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('X-Control-Token');
    expect(page.body).not.toContain(TOKEN);
    const script = await app.inject({ method: 'GET', url: '/__mock/panel.js', remoteAddress: '10.0.0.7' });
    expect(script.body).toContain("'X-Control-Token'");
    expect((await app.inject({ method: 'GET', url: '/__mock/panel.css', remoteAddress: '10.0.0.7' })).statusCode).toBe(200);
  });

  it('is never mounted in production, token or not', async () => {
    const { app } = await startGateway({ production: true, controlToken: TOKEN });
    expect((await app.inject({ method: 'GET', url: '/__mock/state', headers: { [CONTROL_TOKEN_HEADER]: TOKEN } })).statusCode).toBe(404);
  });
});

describe('a client-written X-Forwarded-For behind a trusted proxy (TRUST_PROXY)', () => {
  // The proxy on this machine (127.0.0.1) appends the address it saw connect; what the client wrote
  // itself comes before. The client is the rightmost address that is not a trusted proxy.
  const viaProxy = (app: Awaited<ReturnType<typeof startGateway>>['app'], forwardedFor: string, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'GET', url: '/__mock/otp?username=demo.sms', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });

  it("does not make a remote client loopback: 'X-Forwarded-For: 127.0.0.1' sent through the proxy is refused", async () => {
    const { app } = await startGateway({ trustProxy: trustProxyFromEnv('127.0.0.1') || undefined });
    expect((await viaProxy(app, '127.0.0.1, 203.0.113.9')).statusCode).toBe(403);
    expect((await viaProxy(app, '127.0.0.1, 127.0.0.1, 203.0.113.9')).statusCode).toBe(403);
    // Sent straight to the gateway (not through the proxy), the header counts for nothing.
    expect((await viaProxy(app, '127.0.0.1', '203.0.113.9')).statusCode).toBe(403);
    // A client on this machine through the proxy is this machine.
    expect((await viaProxy(app, '127.0.0.1')).statusCode).toBe(404); // answered: no code sent yet
  });

  it('takes the rightmost address not in the list through a chain of trusted proxies', async () => {
    const { app } = await startGateway({ trustProxy: trustProxyFromEnv('127.0.0.1, 10.0.0.0/8') || undefined });
    expect((await viaProxy(app, '127.0.0.1, 203.0.113.9, 10.1.2.3')).statusCode).toBe(403);
    expect((await viaProxy(app, '127.0.0.1, 10.1.2.3')).statusCode).toBe(404); // this machine, through two proxies
  });

  it.each(['true', 'TRUE', '127.0.0.1', 'loopback'])(
    "with TRUST_PROXY=%s, 'X-Forwarded-For: 127.0.0.1' written by a remote client never reads a code: the start or the call is refused",
    async (value) => {
      const gateway = await (async () => {
        try {
          return await startGateway({ trustProxy: trustProxyFromEnv(value) || undefined });
        } catch {
          return null;
        }
      })();
      const outcome = gateway === null ? 'start refused' : (await viaProxy(gateway.app, '127.0.0.1, 203.0.113.9')).statusCode;
      expect([403, 'start refused']).toContain(outcome);
    },
  );

  it('is never "trust any": TRUST_PROXY=true is refused at start, and so is buildApp with true', async () => {
    expect(() => trustProxyFromEnv('true')).toThrow(/TRUST_PROXY=true would take any client's X-Forwarded-For as its address: name the proxies/);
    expect(() => trustProxyFromEnv('TRUE')).toThrow(/name the proxies/);
    await expect(startGateway({ trustProxy: true as unknown as string[] })).rejects.toThrow("trustProxy takes the proxies' addresses (a list), never true or a count");
  });
});

describe('over a real socket', () => {
  const external = Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

  it('refuses a client on another address and answers this machine (HOST loopback, no token)', async () => {
    // The gateway's HOST is loopback (the rule's input); it listens on every address so that a
    // client can come from another one: this machine's own non-loopback address.
    const { app } = await startGateway({ host: '127.0.0.1' });
    await app.listen({ port: 0, host: '0.0.0.0' });
    const { port } = app.server.address() as AddressInfo;
    expect((await fetch(`http://127.0.0.1:${port}/__mock/state`)).status).toBe(200);
    if (external === undefined) return; // no other address on this machine: the inject test above covers it
    const refused = await fetch(`http://${external}:${port}/__mock/state`);
    expect(refused.status).toBe(403);
    expect((await fetch(`http://${external}:${port}/gateway/public/status`)).status).toBe(200);
  });

  it('needs the token with one configured', async () => {
    const { app } = await startGateway({ host: '127.0.0.1', controlToken: TOKEN });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    expect((await fetch(`http://127.0.0.1:${port}/__mock/state`)).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${port}/__mock/state`, { headers: { 'X-Control-Token': TOKEN } })).status).toBe(200);
  });
});
