// JS downloaded before the login page is interactive: every script the browser fetched until the
// username field accepts input, measured as gzip -9 of the built files.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { ROOT } from '../support/gatewayProcess';

export interface JsMeasure {
  files: string[];
  gzipKb: number;
}

export function gzipKbOf(files: string[]): number {
  const bytes = files.reduce((sum, file) => {
    const content = fs.readFileSync(path.join(ROOT, 'dist', file));
    return sum + zlib.gzipSync(content, { level: 9 }).length;
  }, 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

/** dist-relative paths of the JS responses seen while `until` runs. */
export async function jsFetchedDuring(browser: Browser, url: string, until: (page: Page) => Promise<void>): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('response', (response) => {
    // Scripts the page executes; <link rel=prefetch> downloads (resource type 'other') are the
    // browser filling its cache when idle for later pages, not part of this page's load.
    if (response.request().resourceType() !== 'script') return;
    const pathname = new URL(response.url()).pathname;
    if (pathname.endsWith('.js') && pathname.startsWith('/institutional/')) files.add(pathname.slice('/institutional/'.length));
  });
  await page.goto(url);
  await until(page);
  await context.close();
  return [...files].filter((f) => fs.existsSync(path.join(ROOT, 'dist', f)));
}

export async function measureLoginPageJs(browser: Browser, portalUrl: string): Promise<JsMeasure> {
  const files = await jsFetchedDuring(browser, `${portalUrl}/login`, async (page) => {
    // The page is on screen before the app runs (pre-rendered, inert: ADR 0022); the form is
    // usable once the app has drawn it over the static page.
    await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
    const username = page.getByLabel(/username/i).first();
    await username.waitFor({ state: 'visible' });
    await username.fill('x'); // interactive: it takes input
  });
  return { files, gzipKb: gzipKbOf(files) };
}
