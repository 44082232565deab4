// Issue 9's figures: Lighthouse 12 (its default mobile preset: Moto G Power emulation, slow 4G and
// 4× CPU throttling, simulated) on the login page and on the dashboard of a signed-in demo.plain,
// with Debian's Chromium. Each page runs `runs` times in a fresh browser; the median is reported.
// Numbers, never assertions: the machine is shared, so the load average is printed with them.
// BENCH_LH_REPORTS=<dir> keeps each run's whole JSON report there (its bootup-time,
// mainthread-work-breakdown and network-requests audits say where the time went).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH } from '../e2e/support/env';
import { ROOT } from '../support/gatewayProcess';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The load average (1 min) when the run ended. */
  load: number;
}

export interface LighthouseMeasure {
  page: string;
  runs: LighthouseRun[];
  median: LighthouseRun;
}

const CLI = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface LhReport {
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string; message: string };
  finalDisplayedUrl: string;
}

function runLighthouseCli(url: string, extraHeaders: Record<string, string>): Promise<LhReport> {
  const args = [
    CLI,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
  ];
  if (Object.keys(extraHeaders).length > 0) args.push(`--extra-headers=${JSON.stringify(extraHeaders)}`);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`lighthouse failed on ${url}: ${stderr || error.message}`));
      try {
        const report = JSON.parse(stdout) as LhReport;
        keepReport(url, stdout);
        if (report.runtimeError) return reject(new Error(`lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`));
        // A page that redirected (the dashboard without a session goes to the login page) measured something else.
        if (report.finalDisplayedUrl !== url) return reject(new Error(`lighthouse on ${url} ended on ${report.finalDisplayedUrl}`));
        resolve(report);
      } catch (parseError) {
        reject(parseError as Error);
      }
    });
  });
}

let kept = 0;
function keepReport(url: string, json: string): void {
  const dir = process.env.BENCH_LH_REPORTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  kept += 1;
  fs.writeFileSync(path.join(dir, `${kept}-${new URL(url).pathname.split('/').pop() ?? 'page'}.json`), json);
}

/** Lighthouse's own trace failures (NO_NAVSTART and the like, frequent on a loaded machine) are retried, twice. */
async function runWithRetries(url: string, extraHeaders: Record<string, string>, attemptsLeft = 3): Promise<LhReport> {
  try {
    return await runLighthouseCli(url, extraHeaders);
  } catch (error) {
    if (attemptsLeft <= 1 || !/Runtime error encountered|NO_NAVSTART|NO_FCP/.test(String(error))) throw error;
    return runWithRetries(url, extraHeaders, attemptsLeft - 1);
  }
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
const audit = (report: LhReport, id: string) => report.audits[id]?.numericValue ?? Number.NaN;

function runOf(report: LhReport): LighthouseRun {
  return {
    performance: score(report.categories.performance.score),
    accessibility: score(report.categories.accessibility.score),
    fcpMs: Math.round(audit(report, 'first-contentful-paint')),
    lcpMs: Math.round(audit(report, 'largest-contentful-paint')),
    tbtMs: Math.round(audit(report, 'total-blocking-time')),
    cls: Math.round(audit(report, 'cumulative-layout-shift') * 1000) / 1000,
    load: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
  };
}

/** The median of each figure on its own (the runs are few; a figure's median, not a run's). */
function medianOf(runs: LighthouseRun[]): LighthouseRun {
  const mid = (pick: (r: LighthouseRun) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  return {
    performance: mid((r) => r.performance),
    accessibility: mid((r) => r.accessibility),
    fcpMs: mid((r) => r.fcpMs),
    lcpMs: mid((r) => r.lcpMs),
    tbtMs: mid((r) => r.tbtMs),
    cls: mid((r) => r.cls),
    load: mid((r) => r.load),
  };
}

/**
 * `runs` Lighthouse runs of `url`; `headersForRun` is called before each run (a fresh session
 * cookie for the dashboard, so one run's logout or renewal cannot affect the next).
 */
export async function measureLighthouse(page: string, url: string, headersForRun: () => Promise<Record<string, string>> = async () => ({}), runs = 3): Promise<LighthouseMeasure> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) results.push(runOf(await runWithRetries(url, await headersForRun())));
  return { page, runs: results, median: medianOf(results) };
}

export function describeRun(r: LighthouseRun): string {
  return `perf ${r.performance}, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}, FCP ${r.fcpMs} ms, a11y ${r.accessibility} (load ${r.load})`;
}
