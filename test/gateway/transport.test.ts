// The session cookie is Secure whenever the browser's request came over TLS: a real TLS listener
// with a self-signed certificate made here (openssl), and behind a proxy with TRUST_PROXY.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { trustProxyFromEnv, tlsFromEnv } from '../../mock-server/src/http/transport';
import { DEMO_PASSWORD } from '../../mock-server/src/scenario/demoUsers';
import { PASSWORD_PATH, startGateway, stopGateways } from './support/testGateway';

afterEach(stopGateways);

const SIGN_IN_BODY = JSON.stringify({ username: 'demo.plain', password: DEMO_PASSWORD });
const JSON_XHR = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

let dir: string;
let tls: { key: Buffer; cert: Buffer };

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'icp-tls-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', keyFile, '-out', certFile,
  ], { stdio: 'ignore' });
  tls = tlsFromEnv({ TLS_KEY_FILE: keyFile, TLS_CERT_FILE: certFile }) as { key: Buffer; cert: Buffer };
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** POST over https to a listener that trusts only the test's own certificate. */
function httpsPost(port: number, urlPath: string, body: string): Promise<{ status: number; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      { host: '127.0.0.1', port, path: urlPath, method: 'POST', headers: JSON_XHR, ca: tls.cert, servername: 'localhost' },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, setCookie: response.headers['set-cookie'] ?? [] }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const sessionCookieOf = (setCookie: string[]) => setCookie.find((c) => c.startsWith('icp_session=')) ?? '';

it('sets the session cookie Secure over a real TLS listener', async () => {
  const { app } = await startGateway({ https: tls });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const res = await httpsPost(port, PASSWORD_PATH, SIGN_IN_BODY);
  expect(res.status).toBe(200);
  expect(sessionCookieOf(res.setCookie)).toMatch(/^icp_session=[0-9a-f]{32};.*; Secure/);
  expect(sessionCookieOf(res.setCookie)).toMatch(/HttpOnly/);
});

describe('over plain http', () => {
  const signIn = async (port: number, headers: Record<string, string>) => {
    const res = await fetch(`http://127.0.0.1:${port}${PASSWORD_PATH}`, { method: 'POST', headers: { ...JSON_XHR, ...headers }, body: SIGN_IN_BODY });
    return sessionCookieOf(res.headers.getSetCookie());
  };

  it('ignores X-Forwarded-Proto without TRUST_PROXY (anyone could send it): not Secure', async () => {
    const { app } = await startGateway();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const cookie = await signIn(port, { 'x-forwarded-proto': 'https' });
    expect(cookie).toMatch(/^icp_session=[0-9a-f]{32};/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('counts X-Forwarded-Proto: https behind a trusted proxy (TRUST_PROXY): Secure; http stays not Secure', async () => {
    const { app } = await startGateway({ trustProxy: trustProxyFromEnv('127.0.0.1') || undefined });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    expect(await signIn(port, { 'x-forwarded-proto': 'https' })).toMatch(/; Secure/);
    expect(await signIn(port, { 'x-forwarded-proto': 'http' })).not.toMatch(/Secure/);
  });
});

it('reads TRUST_PROXY and the TLS files from the environment', () => {
  expect([undefined, '', 'false', 'FALSE'].map(trustProxyFromEnv)).toEqual([false, false, false, false]);
  expect(trustProxyFromEnv('127.0.0.1, 10.0.0.0/8, ::1, fd00::/8, loopback')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
  expect(() => trustProxyFromEnv('true')).toThrow(/name the proxies instead/);
  expect(() => trustProxyFromEnv('1')).toThrow("TRUST_PROXY: '1' is not an address or CIDR range");
  expect(() => trustProxyFromEnv('10.0.0.0/33')).toThrow(/'10.0.0.0\/33' is not an address/);
  expect(() => trustProxyFromEnv('proxy.internal')).toThrow(/'proxy.internal' is not an address/);
  expect(tlsFromEnv({})).toBeUndefined();
  expect(() => tlsFromEnv({ TLS_KEY_FILE: 'key.pem' })).toThrow('TLS needs both TLS_KEY_FILE and TLS_CERT_FILE');
});
