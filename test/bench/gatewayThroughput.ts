// The gateway's throughput and latency on a JSON list endpoint at 50 connections (autocannon, a
// load tool from npm), with a signed-in session as a real client has.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';

export interface ThroughputMeasure {
  path: string;
  rows: number;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

/** Signs in a plain (no second factor) demo user and returns the session cookie. */
export async function signInCookie(baseUrl: string, username: string, password: string): Promise<string> {
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  const auth = await fetch(`${baseUrl}/user/factor/password/authentication`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ requestBaseInfo: { flowType: 'Non2FAforLogin' }, username, password }),
  });
  const cookie = (auth.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  // The login call carries the flow's event headers and a device-risk token (part 2 §4).
  const loginHeaders = { 'x-event-type': 'login', 'x-sub-event-type': 'fdas_login', 'x-device-session-id': randomBytes(16).toString('hex') };
  const login = await fetch(`${baseUrl}/user/session/login`, {
    method: 'POST',
    headers: { ...headers, ...loginHeaders, cookie },
    body: JSON.stringify({ requestBaseInfo: { flowType: 'Non2FAforLogin' } }),
  });
  const renewed = (login.headers.get('set-cookie') ?? '').split(';')[0];
  if (!renewed) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  return renewed;
}

export async function measureThroughput(baseUrl: string, path: string, cookie: string, seconds = 10): Promise<ThroughputMeasure> {
  const probe = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  if (!probe.ok) throw new Error(`${path} answered ${probe.status}`);
  const body = (await probe.json()) as { data: unknown };
  const rows = Array.isArray(body.data) ? body.data.length : 0;
  // Warm up (JIT, caches), then measure.
  await autocannon({ url: `${baseUrl}${path}`, connections: 50, duration: 2, headers: { cookie } });
  const result = await autocannon({ url: `${baseUrl}${path}`, connections: 50, duration: seconds, headers: { cookie } });
  return {
    path,
    rows,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
