// The gateway's throughput and latency at 50 connections, with a signed-in session as a real client
// has. Everything stays on loopback and is bounded in time: a 2 s warm-up, then `seconds` of measure
// per case. The load tool is wrk when the machine has it (each client a process of its own, wrk.ts),
// else autocannon (from npm; on 2 cores it becomes the bottleneck of the larger answers).
import { randomBytes, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { runWrk, wrkAvailable, type WrkResult } from './wrk';

/** Which load tool the figures come from. */
export const LOAD_TOOL: 'wrk' | 'autocannon' = wrkAvailable() ? 'wrk' : 'autocannon';

export interface ThroughputMeasure {
  path: string;
  /** Rows of the answer's data (array length, or its `positions`), as a check of what was asked. */
  rows: number;
  requestsPerSecond: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
}

/** One call: GET without a body, POST with a JSON body (and the CSRF header). */
export interface BenchCall {
  path: string;
  body?: unknown;
  /** Each request carries a new requestId (an idempotency key): every one is a new submit, not a replay. */
  freshRequestId?: boolean;
  /** Bodies made beforehand, each sent once (a signed submit: its step-up proof is single-use); `count` of them, just before a run. */
  signedBodies?: (count: number) => Promise<string[]>;
}

const JSON_HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/** Signs in a plain (no second factor) demo user and returns the session cookie. */
export async function signInCookie(baseUrl: string, username: string, password: string): Promise<string> {
  const auth = await fetch(`${baseUrl}/user/factor/password/authentication`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ requestBaseInfo: { flowType: 'Non2FAforLogin' }, username, password }),
  });
  const cookie = (auth.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  // The login call carries the flow's event headers and a device-risk token (part 2 §4).
  const loginHeaders = { 'x-event-type': 'login', 'x-sub-event-type': 'fdas_login', 'x-device-session-id': randomBytes(16).toString('hex') };
  const login = await fetch(`${baseUrl}/user/session/login`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...loginHeaders, cookie },
    body: JSON.stringify({ requestBaseInfo: { flowType: 'Non2FAforLogin' } }),
  });
  const renewed = (login.headers.get('set-cookie') ?? '').split(';')[0];
  if (!renewed) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  return renewed;
}

/** What every browser sends: the gateway gzips its large answers for such a client. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

function requestOf(baseUrl: string, call: BenchCall, cookie: string) {
  const url = `${baseUrl}${call.path}`;
  const session: Record<string, string> = { ...BROWSER_HEADERS, ...(cookie ? { cookie } : {}) };
  if (call.body === undefined) return { url, method: 'GET' as const, headers: session };
  return { url, method: 'POST' as const, headers: { ...JSON_HEADERS, ...session }, body: JSON.stringify(call.body) };
}

function rowsOf(data: unknown): number {
  if (Array.isArray(data)) return data.length;
  const positions = (data as { positions?: unknown } | null)?.positions;
  return Array.isArray(positions) ? positions.length : 0;
}

/** One call answered once, checked, and its rows counted. */
async function probe(baseUrl: string, call: BenchCall, cookie: string): Promise<number> {
  const r = requestOf(baseUrl, call, cookie);
  const res = await fetch(r.url, { method: r.method, headers: r.headers, body: r.body });
  if (!res.ok) throw new Error(`${call.path} answered ${res.status}: ${await res.text()}`);
  return rowsOf(((await res.json()) as { data: unknown }).data);
}

const runAutocannon = (baseUrl: string, call: BenchCall, cookie: string, connections: number, duration: number) =>
  autocannon({
    ...requestOf(baseUrl, call, cookie),
    connections,
    duration,
    ...(call.freshRequestId
      ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, body: JSON.stringify({ ...(call.body as object), requestId: randomUUID() }) }) }] }
      : {}),
  });

const PLACEHOLDER_REQUEST_ID = '00000000-0000-4000-8000-000000000000';

async function run(baseUrl: string, call: BenchCall, cookie: string, connections: number, duration: number, bodies?: string[]): Promise<WrkResult> {
  if (bodies) {
    const post = requestOf(baseUrl, { ...call, body: {} }, cookie); // a POST with the JSON headers; the bodies are the ones given
    if (LOAD_TOOL === 'wrk') return runWrk({ ...post, body: undefined, bodies }, connections, duration);
    let next = 0;
    const result = await autocannon({
      ...post,
      connections,
      duration,
      requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, body: bodies[next++ % bodies.length] }) }],
    });
    return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, maxMs: result.latency.max, errors: result.errors + result.timeouts + result.non2xx };
  }
  if (LOAD_TOOL === 'wrk') {
    const body = call.freshRequestId ? JSON.stringify({ ...(call.body as object), requestId: PLACEHOLDER_REQUEST_ID }) : undefined;
    return runWrk({ ...requestOf(baseUrl, call, cookie), ...(body ? { body } : {}), freshRequestId: call.freshRequestId === true }, connections, duration);
  }
  const result = await runAutocannon(baseUrl, call, cookie, connections, duration);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const measureOf = (call: BenchCall, rows: number, result: WrkResult): ThroughputMeasure => ({ path: call.path, rows, ...result });

/** The first run of signed bodies: as many as this rate would use in the warm-up's 2 s. */
const SIGNED_WARM_UP_RATE = 1000;

/**
 * A call whose every request is a new signed body: a warm-up with bodies for 2 s at SIGNED_WARM_UP_RATE,
 * then bodies for the measure at 1.5 × the warm-up's rate (a body sent twice is a replay: refused,
 * counted as an error), made just before it.
 */
async function measureSigned(baseUrl: string, c: BenchCall, make: (count: number) => Promise<string[]>, cookie: string, seconds: number, connections: number) {
  const [first] = await make(1);
  const probe = await fetch(`${baseUrl}${c.path}`, { method: 'POST', headers: { ...JSON_HEADERS, cookie }, body: first });
  if (!probe.ok) throw new Error(`${c.path} answered ${probe.status}: ${await probe.text()}`);
  const warm = await run(baseUrl, c, cookie, connections, 2, await make(2 * SIGNED_WARM_UP_RATE));
  const bodies = await make(Math.ceil(Math.max(warm.requestsPerSecond, 100) * seconds * 1.5));
  return measureOf(c, 1, await run(baseUrl, c, cookie, connections, seconds, bodies));
}

export async function measureThroughput(baseUrl: string, call: BenchCall | string, cookie: string, seconds = 10, connections = 50): Promise<ThroughputMeasure> {
  const c = typeof call === 'string' ? { path: call } : call;
  if (c.signedBodies) return measureSigned(baseUrl, c, c.signedBodies, cookie, seconds, connections);
  const rows = await probe(baseUrl, c, cookie);
  await run(baseUrl, c, cookie, connections, 2); // warm up (JIT, caches), then measure
  return measureOf(c, rows, await run(baseUrl, c, cookie, connections, seconds));
}

/**
 * `measured` (e.g. the public status, 10 connections) while another client hammers `heavy` with 50
 * connections for the same time; both figures are returned.
 */
export async function measureUnderLoad(
  baseUrl: string,
  measured: BenchCall,
  heavy: BenchCall,
  cookie: string,
  seconds = 10,
): Promise<{ measured: ThroughputMeasure; heavy: ThroughputMeasure }> {
  const [measuredRows, heavyRows] = [await probe(baseUrl, measured, cookie), await probe(baseUrl, heavy, cookie)];
  const hammer = run(baseUrl, heavy, cookie, 50, seconds + 1);
  await new Promise((resolve) => setTimeout(resolve, 500)); // the hammer is at full load before the measure starts
  const result = await run(baseUrl, measured, '', 10, seconds);
  return { measured: measureOf(measured, measuredRows, result), heavy: measureOf(heavy, heavyRows, await hammer) };
}
