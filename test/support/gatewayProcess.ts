// Starts the reference gateway as `npm start` runs it (built SPA + API) in a child process with a
// database of its own, for the end-to-end tests and the benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
/** The gateway as `npm start` runs it: compiled (mock-server/build.js), its stack traces mapped to the TypeScript. */
export const GATEWAY_MAIN = 'dist-gateway/main.js';
export const GATEWAY_ARGS = ['--enable-source-maps', GATEWAY_MAIN];

export interface GatewayProcess {
  pid: number;
  dataDir: string;
  baseUrl: string;
  child: ChildProcess;
}

async function waitUntilUp(baseUrl: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseUrl}/gateway/public/status`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The gateway did not start on ${baseUrl}`);
}

/**
 * What is at that address now: something answering HTTP, nothing, or a "bad port" fetch refuses
 * before connecting (whatever listens there).
 */
async function probe(baseUrl: string): Promise<'answers' | 'free' | 'badPort'> {
  try {
    await fetch(`${baseUrl}/gateway/public/status`, { signal: AbortSignal.timeout(2000) });
    return 'answers';
  } catch (error) {
    // Not `instanceof Error`: under jest the error comes from another realm than the test's.
    const cause = (error as { cause?: { message?: unknown } }).cause;
    return cause?.message === 'bad port' ? 'badPort' : 'free';
  }
}

export async function startGateway(port: number, env: Record<string, string> = {}): Promise<GatewayProcess> {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'index.html')) || !fs.existsSync(path.join(ROOT, GATEWAY_MAIN))) {
    throw new Error('dist/ or dist-gateway/ is missing: run `npm run build:ifStale` first.');
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  // A port on the Fetch standard's list of "bad ports" (4045, 4190, 5060, 6000, 6665–6669, 10080…):
  // Node's fetch and Chromium refuse it before connecting, so the gateway would start and never be
  // seen. Say so, not "did not start".
  const found = await probe(baseUrl);
  if (found === 'badPort') throw new Error(`Port ${port} is one browsers and fetch refuse to connect to (the Fetch standard's "bad ports"): choose another port.`);
  // Something already answering there (a gateway a stopped run left behind) would pass the wait
  // below while this one fails to bind: the tests would run against the other one, its code and
  // its data. Refuse instead.
  if (found === 'answers') throw new Error(`Port ${port} already answers: another gateway runs there. Stop it, or choose another port.`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'icp-gateway-'));
  const out = fs.openSync(path.join(dataDir, 'gateway.log'), 'a');
  const child = spawn(process.execPath, GATEWAY_ARGS, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DB_FILE: path.join(dataDir, 'gateway.sqlite'), ...env },
    stdio: ['ignore', out, out],
    detached: true,
  });
  child.unref();
  try {
    await waitUntilUp(baseUrl, Date.now() + 60_000);
    if (child.exitCode !== null || !running(child.pid ?? 0)) throw new Error(`The gateway on ${baseUrl} exited (see ${dataDir}/gateway.log)`);
  } catch (error) {
    await stopGateway({ pid: child.pid ?? 0, dataDir });
    throw error;
  }
  return { pid: child.pid ?? 0, dataDir, baseUrl, child };
}

/** Resolves when the child has exited (at once if it already has): the 'exit' event, no polling. */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Whether the process is still running (a zombie waiting to be reaped counts as gone). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return true; // no /proc: trust the signal check
  }
}

/**
 * Stops the gateway's process group and waits until it is gone, so a gateway started next on the
 * same port never finds this one still answering (SIGKILL after 10 s).
 */
export async function stopGateway(gateway: { pid: number; dataDir: string }): Promise<void> {
  try {
    process.kill(-gateway.pid, 'SIGTERM'); // the whole process group
  } catch {
    // already gone
  }
  const deadline = Date.now() + 10_000;
  while (gateway.pid > 0 && running(gateway.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  if (gateway.pid > 0 && running(gateway.pid)) {
    try {
      process.kill(-gateway.pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
  fs.rmSync(gateway.dataDir, { recursive: true, force: true });
}
