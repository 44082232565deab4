// The secret scan of a journey: no password, code or national-id digits in an address the page
// visited, in localStorage, or in the action log (window.__ICP_ACTION_LOG__, kept in test mode).
import type { BrowserContext, Page } from 'playwright-core';
import { findInJson, holds } from '../../support/secretScan';

const visitedBy = new WeakMap<Page, string[]>();

/** Test mode: the SPA keeps its action log in window.__ICP_ACTION_LOG__ (on every page of the context). */
export async function enableTestMode(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => window.localStorage.setItem('icp.testMode', 'on'));
}

/** Records every address the page's main frame navigates to, for expectNoSecrets. */
export function trackVisited(page: Page): void {
  const visited: string[] = [];
  visitedBy.set(page, visited);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
}

/** No secret in an address visited, in localStorage, or in any action of the log. */
export async function expectNoSecrets(page: Page, secrets: readonly string[]): Promise<void> {
  const visited = visitedBy.get(page);
  if (!visited) throw new Error('expectNoSecrets: the page was not tracked (setUpPortalPage({ testMode: true }) or trackVisited)');
  const storage = await page.evaluate(() => ({ ...window.localStorage }) as Record<string, string>);
  const log = await page.evaluate(() => (window as unknown as { __ICP_ACTION_LOG__?: unknown[] }).__ICP_ACTION_LOG__ ?? null);
  expect(log).not.toBeNull(); // test mode keeps the log: without it this check proves nothing
  expect(visited.length).toBeGreaterThan(0);
  for (const secret of secrets) {
    expect(visited.filter((url) => holds(safeDecode(url), secret))).toEqual([]);
    expect(findInJson(storage, secret)).toBeNull();
    expect(findInJson(log, secret)).toBeNull();
  }
}

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
