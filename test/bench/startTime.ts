// BENCH_ONLY=start (issue 29): the time from a start command to the gateway's first answer (GET
// /gateway/public/status), each start on a copy of one demo database seeded beforehand (a start
// that seeds measures the seeding), medians of BENCH_START_RUNS runs (3; the gateway alone at least 5):
// - `npm start` as it was before issue 29 (`npm run build && tsx mock-server/src/main.ts`: it always
//   built the SPA), and as it is: with no build there (dist/ and dist-gateway/ removed: cold) and
//   with one there and up to date (config/build/spaIfStale.js skips the SPA build);
// - the gateway alone, started from TypeScript by tsx and compiled by plain Node.
// It deletes and remakes dist/ and dist-gateway/ of this checkout; they are there again at the end.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, stopGateway } from '../support/gatewayProcess';

const RUNS = Number(process.env.BENCH_START_RUNS || 3);
/** The gateway alone starts in a second or two: more runs for its median. */
const GATEWAY_RUNS = Math.max(RUNS, 5);
const BEFORE_NPM_START = 'npm run build && tsx mock-server/src/main.ts';

export interface StartMeasure {
  what: string;
  runsMs: number[];
  medianMs: number;
}

/**
 * Runs `command` (a shell line) in a process group of its own on the database in `dbDir`; resolves
 * with the ms until the gateway answers, after stopping the group (SIGTERM: the database is closed
 * cleanly). `scratch` (its log) is removed with it.
 */
async function timeToFirstAnswer(command: string, port: number, dbDir: string): Promise<number> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'icp-start-'));
  const log = path.join(scratch, 'start.log');
  const out = fs.openSync(log, 'a');
  const started = performance.now();
  const child = spawn('sh', ['-c', command], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DB_FILE: path.join(dbDir, 'gateway.sqlite'), LOG_LEVEL: 'error' },
    stdio: ['ignore', out, out],
    detached: true,
  });
  try {
    while (child.exitCode === null) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/gateway/public/status`)).ok) return Math.round(performance.now() - started);
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${command} exited (${child.exitCode}) before answering: ${fs.readFileSync(log, 'utf8').slice(-2000)}`);
  } finally {
    await stopGateway({ pid: child.pid ?? 0, dataDir: scratch });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function measure(what: string, before: () => void, command: string, port: number, template: string, runs = RUNS): Promise<StartMeasure> {
  const runsMs: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    before();
    const dbDir = fs.mkdtempSync(path.join(os.tmpdir(), 'icp-start-db-'));
    try {
      for (const file of fs.readdirSync(template)) fs.copyFileSync(path.join(template, file), path.join(dbDir, file));
      runsMs.push(await timeToFirstAnswer(command, port, dbDir));
    } finally {
      fs.rmSync(dbDir, { recursive: true, force: true });
    }
  }
  return { what, runsMs, medianMs: median(runsMs) };
}

const removeBuilds = () => {
  for (const dir of ['dist', 'dist-gateway']) fs.rmSync(path.join(ROOT, dir), { recursive: true, force: true });
};
const asItIs = () => undefined;

export async function measureStartTimes(port: number): Promise<StartMeasure[]> {
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'icp-start-template-'));
  try {
    // The demo database every start gets a copy of; this start also leaves dist/ and dist-gateway/ built.
    await timeToFirstAnswer('npm start', port, template);
    const gatewayAlone = [
      await measure('the gateway alone, from TypeScript: tsx mock-server/src/main.ts', asItIs, 'exec node_modules/.bin/tsx mock-server/src/main.ts', port, template, GATEWAY_RUNS),
      await measure('the gateway alone, compiled: node --enable-source-maps dist-gateway/main.js', asItIs, 'exec node --enable-source-maps dist-gateway/main.js', port, template, GATEWAY_RUNS),
    ];
    // Up to date first: the build `npm start` did before issue 29 leaves no record of its inputs.
    const upToDate = await measure('npm start, with its builds there and up to date', asItIs, 'npm start', port, template);
    return [
      ...gatewayAlone,
      await measure(`npm start before issue 29 (${BEFORE_NPM_START}), dist/ there: it builds anyway`, asItIs, BEFORE_NPM_START, port, template),
      upToDate,
      await measure('npm start, cold: no dist/, no dist-gateway/', removeBuilds, 'npm start', port, template),
    ];
  } finally {
    fs.rmSync(template, { recursive: true, force: true });
  }
}
