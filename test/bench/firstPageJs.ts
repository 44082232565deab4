// JS downloaded before the login page is interactive: every script the page had loaded when the app
// took the pre-rendered page over (the form live), measured as gzip -9 of the built files.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
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

/**
 * The scripts the login page had run when the app took the pre-rendered page over (ADR 0022): the
 * moment #root loses data-prerendered, in the app's first commit, the form live. Read inside the
 * page, in that mutation's callback (a microtask of the commit), from the resource timing entries,
 * so a chunk the app asks for after its commit (the late shell's) is never counted by the luck of
 * when the test sees the takeover.
 */
export async function measureLoginPageJs(browser: Browser, portalUrl: string): Promise<JsMeasure> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const w = window as unknown as { __scriptsAtTakeover?: string[] };
    new MutationObserver((_records, observer) => {
      const root = document.getElementById('root');
      if (!root || root.hasAttribute('data-prerendered')) return;
      observer.disconnect();
      w.__scriptsAtTakeover = performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
        .map((entry) => entry.name);
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-prerendered'] });
  });
  const page = await context.newPage();
  await page.goto(`${portalUrl}/login`);
  await page.waitForFunction(() => (window as unknown as { __scriptsAtTakeover?: string[] }).__scriptsAtTakeover !== undefined);
  const username = page.getByLabel(/username/i).first();
  await username.fill('x'); // interactive: it takes input
  const urls = await page.evaluate(() => (window as unknown as { __scriptsAtTakeover: string[] }).__scriptsAtTakeover);
  await context.close();
  const files = [
    ...new Set(
      urls
        .map((url) => new URL(url).pathname)
        .filter((pathname) => pathname.startsWith('/institutional/') && pathname.endsWith('.js'))
        .map((pathname) => pathname.slice('/institutional/'.length)),
    ),
  ].filter((file) => fs.existsSync(path.join(ROOT, 'dist', file)));
  return { files, gzipKb: gzipKbOf(files) };
}
