// The load tool when the machine has it: wrk (Debian's package `wrk`, C, one thread). autocannon
// parses every answer in JavaScript, so on this 2-core machine it ran out of its core before the
// gateway did (at 503 assets the gateway was idle 80 % of the time while autocannon measured 1 564
// req/s, against 6 081 with wrk), and the measured client and the hammer shared one event loop: its
// latency figures were the load tool's. wrk runs each client in a process of its own.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Whether `wrk` is on the PATH (BENCH_LOAD_TOOL=autocannon asks for autocannon anyway). */
export function wrkAvailable(): boolean {
  if (process.env.BENCH_LOAD_TOOL === 'autocannon') return false;
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version prints its banner and exits 1; only a missing command is "not available".
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

export interface WrkRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** Each request's body gets a new UUID v4 as its `requestId` (the body's JSON must have one). */
  freshRequestId?: boolean;
  /** Bodies sent in turn, each once (then again from the first); read by the script from a file. */
  bodies?: readonly string[];
}

export interface WrkResult {
  requestsPerSecond: number;
  p99Ms: number;
  maxMs: number;
  /** Socket errors, timeouts and non-2xx answers. */
  errors: number;
}

const lua = (s: string) => JSON.stringify(s); // a JSON string literal is a valid Lua string literal for this ASCII text

/** The Lua script of one request; a fresh requestId per request when asked; the bodies of `bodiesFile` (one a line) in turn. */
export function scriptOf(r: WrkRequest, bodiesFile?: string): string {
  const lines = [`wrk.method = ${lua(r.method)}`, ...Object.entries(r.headers).map(([k, v]) => `wrk.headers[${lua(k)}] = ${lua(v)}`)];
  if (bodiesFile !== undefined) {
    lines.push(
      'local bodies = {}',
      `for line in io.lines(${lua(bodiesFile)}) do bodies[#bodies + 1] = line end`,
      'local next = 0',
      'request = function()',
      '  next = next % #bodies + 1',
      '  return wrk.format(nil, nil, nil, bodies[next])',
      'end',
    );
    return `${lines.join('\n')}\n`;
  }
  if (r.body !== undefined && !r.freshRequestId) lines.push(`wrk.body = ${lua(r.body)}`);
  if (r.body !== undefined && r.freshRequestId) {
    const [before, after] = r.body.split('"requestId":"00000000-0000-4000-8000-000000000000"');
    if (after === undefined) throw new Error('a fresh requestId needs the placeholder requestId in the body');
    lines.push(
      'math.randomseed(os.time() + os.clock() * 1e6)',
      'local hex = "0123456789abcdef"',
      'local function h(n) local t = {} for i = 1, n do local k = math.random(1, 16) t[i] = hex:sub(k, k) end return table.concat(t) end',
      'request = function()',
      '  local v = math.random(9, 12)',
      '  local id = h(8) .. "-" .. h(4) .. "-4" .. h(3) .. "-" .. hex:sub(v, v) .. h(3) .. "-" .. h(12)',
      `  return wrk.format(nil, nil, nil, ${lua(before ?? '')} .. '"requestId":"' .. id .. '"' .. ${lua(after)})`,
      'end',
    );
  }
  return `${lines.join('\n')}\n`;
}

const MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const msOf = (value: string | undefined, unit: string | undefined) => (value === undefined ? Number.NaN : Number(value) * (MS[unit ?? 'ms'] ?? Number.NaN));

/** wrk's text report (with --latency) as figures; throws when a figure is missing. */
export function parseWrk(out: string): WrkResult {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s|m)\b/m.exec(out);
  const latency = /^\s*Latency\s+\S+\s+\S+\s+([\d.]+)(us|ms|s|m)\b/m.exec(out);
  if (!rps || !p99 || !latency) throw new Error(`wrk's report lacks a figure:\n${out}`);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  return {
    requestsPerSecond: Math.round(Number(rps[1])),
    p99Ms: Math.round(msOf(p99[1], p99[2]) * 10) / 10,
    maxMs: Math.round(msOf(latency[1], latency[2]) * 10) / 10,
    errors: non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

/** Runs wrk (one thread) against one request for `seconds`, in a process of its own. */
export async function runWrk(r: WrkRequest, connections: number, seconds: number): Promise<WrkResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-wrk-'));
  try {
    const script = join(dir, 'request.lua');
    const bodiesFile = r.bodies ? join(dir, 'bodies.txt') : undefined;
    if (bodiesFile) writeFileSync(bodiesFile, `${(r.bodies ?? []).join('\n')}\n`);
    writeFileSync(script, scriptOf(r, bodiesFile));
    const out = await new Promise<string>((resolve, reject) =>
      execFile('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', script, r.url], (error, stdout, stderr) =>
        error ? reject(new Error(`wrk failed: ${stderr || error.message}`)) : resolve(stdout),
      ),
    );
    return parseWrk(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
