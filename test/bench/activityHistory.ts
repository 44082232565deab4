// Issue 14's figures (docs/architecture.md budgets): on demo.busy's desk in Chromium, the time from
// the history's answer arriving to its rows on screen, and the PDF export of every record (click to
// download) with the main thread's longest task while it runs; in Node, the CSV of 10 000 and
// 100 000 rows (the pure builder the export worker runs). Numbers, never assertions.
import type { Browser, Page } from 'playwright-core';
import { ACTIVITY_HISTORY_PATHS } from '../../src/api/contract/activityHistory';
import { toExportRow, type ExportRow } from '../../src/features/activityHistory/exports/cells';
import { activityCsv } from '../../src/features/activityHistory/exports/csv';
import { activityPdf } from '../../src/features/activityHistory/exports/pdf';
import { toActivityRow } from '../../src/features/activityHistory/rows';
import { someRecords } from '../builders/activityHistory';

const PASSWORD = 'Demo!Pass-2026';
const HEADER = { accountNumber: 'C88004012', from: 1_770_000_000, to: 1_772_600_000, generatedAt: 1_772_600_000 };

export interface ActivityHistoryMeasure {
  /** Records in the window measured. */
  records: number;
  /** The history's answer received (responseEnd) → its first rows drawn, each run. */
  rowsOnScreenMs: number[];
  pdf: { rows: number; clickToFileMs: number; longestMainTaskMs: number; longTasks: number };
}

async function signInBusy(page: Page, portalUrl: string): Promise<void> {
  await page.goto(`${portalUrl}/login`);
  await page.getByLabel('Username', { exact: true }).fill('demo.busy');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/dashboard$/);
  const csv = page.getByRole('button', { name: 'Export Activity History as CSV' });
  await csv.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('button[aria-label="Export Activity History as CSV"]')?.disabled, undefined, { timeout: 120_000 });
  await page.locator('.activity-grid__table .ag-row').first().waitFor({ timeout: 120_000 });
}

/** Reloads the history with `days` and times its answer's arrival to its rows on screen. */
async function rowsOnScreen(page: Page, days: number): Promise<{ ms: number; records: number }> {
  // Watch for the table to empty (the request) and fill again (the answer's rows drawn).
  await page.evaluate(() => {
    const w = window as unknown as { __rowsAt?: number };
    delete w.__rowsAt;
    let emptied = false;
    const observer = new MutationObserver(() => {
      const rows = document.querySelectorAll('.activity-grid__table .ag-row').length;
      if (rows === 0) emptied = true;
      else if (emptied && w.__rowsAt === undefined) {
        w.__rowsAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.querySelector('.activity-grid') as Node, { childList: true, subtree: true });
  });
  const answer = page.waitForResponse((r) => r.url().endsWith(ACTIVITY_HISTORY_PATHS.v3), { timeout: 120_000 });
  await page.getByRole('combobox', { name: 'Date range' }).selectOption(String(days));
  const records = ((await (await answer).json()) as { data: unknown[] }).data.length;
  await page.waitForFunction(() => (window as unknown as { __rowsAt?: number }).__rowsAt !== undefined, undefined, { timeout: 120_000 });
  const ms = await page.evaluate((path) => {
    const entries = performance.getEntriesByType('resource').filter((e) => e.name.endsWith(path)) as PerformanceResourceTiming[];
    const last = entries.at(-1);
    return ((window as unknown as { __rowsAt: number }).__rowsAt - (last?.responseEnd ?? Number.NaN));
  }, ACTIVITY_HISTORY_PATHS.v3);
  return { ms: Math.round(ms), records };
}

/** Clicks PDF and waits for the file, recording the main thread's long tasks (> 50 ms) meanwhile. */
async function pdfExport(page: Page): Promise<ActivityHistoryMeasure['pdf']> {
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(e.duration))).observe({ type: 'longtask' });
  });
  const rows = Number(/^(\d+) Total Results$/.exec((await page.locator('.activity-grid > .data-table__pager').getByText(/Total Results$/).textContent()) ?? '')?.[1]);
  const started = Date.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    page.getByRole('button', { name: 'Export Activity History as PDF' }).click(),
  ]);
  await download.path();
  const clickToFileMs = Date.now() - started;
  const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  return { rows, clickToFileMs, longestMainTaskMs: Math.round(Math.max(0, ...tasks)), longTasks: tasks.length };
}

export async function measureActivityHistory(browser: Browser, portalUrl: string, runs = 3): Promise<ActivityHistoryMeasure> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await signInBusy(page, portalUrl);
    const rowsOnScreenMs: number[] = [];
    let records = 0;
    // 30 → 60 → 30 …: each change empties the table and draws the new answer.
    for (let i = 0; i < runs; i++) {
      const measured = await rowsOnScreen(page, i % 2 === 0 ? 60 : 30);
      rowsOnScreenMs.push(measured.ms);
      records = Math.max(records, measured.records);
    }
    await rowsOnScreen(page, 30);
    const pdf = await pdfExport(page);
    return { records, rowsOnScreenMs, pdf };
  } finally {
    await context.close();
  }
}

/** The pure builders on generated rows: the median of 3 runs, in ms. */
export function measureExportBuilders(): { csv10kMs: number; csv100kMs: number; pdf10kMs: number } {
  const rowsOf = (n: number): ExportRow[] => someRecords(n).map((r) => toExportRow(toActivityRow(r)));
  const median = (f: () => unknown) => {
    const times = [0, 1, 2].map(() => {
      const t = performance.now();
      f();
      return performance.now() - t;
    });
    return Math.round(times.sort((a, b) => a - b)[1] ?? Number.NaN);
  };
  const tenK = rowsOf(10_000);
  const hundredK = rowsOf(100_000);
  return {
    csv10kMs: median(() => activityCsv(tenK, HEADER)),
    csv100kMs: median(() => activityCsv(hundredK, HEADER)),
    pdf10kMs: median(() => activityPdf(tenK, HEADER)),
  };
}
