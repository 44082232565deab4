// Issue 4's figures: time from clicking Log In to the positions on screen (demo.plain, plain
// sign-in, in Chromium), and the dashboard's JS beyond what the login page loaded.
import type { Browser, Page } from 'playwright-core';
import { gzipKbOf } from './firstPageJs';

export interface DashboardMeasure {
  signInToPositionsMs: number[];
  beyondLoginFiles: string[];
  beyondLoginGzipKb: number;
}

const PASSWORD = 'Demo!Pass-2026';

function jsFile(url: string): string | null {
  const pathname = new URL(url).pathname;
  return pathname.endsWith('.js') && pathname.startsWith('/institutional/') ? pathname.slice('/institutional/'.length) : null;
}

async function signInOnce(browser: Browser, portalUrl: string): Promise<{ ms: number; loginFiles: Set<string>; afterFiles: Set<string> }> {
  const context = await browser.newContext();
  const page: Page = await context.newPage();
  const loginFiles = new Set<string>();
  const afterFiles = new Set<string>();
  let signingIn = false;
  page.on('response', (response) => {
    const file = jsFile(response.url());
    if (file) (signingIn ? afterFiles : loginFiles).add(file);
  });
  await page.goto(`${portalUrl}/login`);
  await page.getByLabel('Username', { exact: true }).fill('demo.plain');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.waitForLoadState('networkidle'); // idle prefetches count as the login page's, not the dashboard's
  signingIn = true;
  const started = Date.now();
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('table', { name: /Positions/ }).locator('tbody tr').first().waitFor({ state: 'visible', timeout: 30_000 });
  const ms = Date.now() - started;
  await context.close();
  return { ms, loginFiles, afterFiles };
}

export async function measureDashboard(browser: Browser, portalUrl: string, runs = 3): Promise<DashboardMeasure> {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await signInOnce(browser, portalUrl));
  const first = results[0];
  if (!first) throw new Error('no run');
  // JS the dashboard needs that the login page did not load (prefetched or fetched after Log In).
  const loginCritical = new Set([...first.loginFiles].filter((f) => f.startsWith('js/main.')));
  const beyond = [...new Set([...first.loginFiles, ...first.afterFiles])].filter((f) => !loginCritical.has(f));
  return { signInToPositionsMs: results.map((r) => r.ms), beyondLoginFiles: beyond, beyondLoginGzipKb: gzipKbOf(beyond) };
}
