// The secret scan of a journey: no password, code or national-id digits in an address the page
// visited, in localStorage, or in the action log (window.__ICP_ACTION_LOG__, kept in test mode).
import type { BrowserContext, Page } from 'playwright-core';

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

/**
 * Digits count only as a whole number ('2816' is not found inside a timestamp like 1763742816123),
 * and not as a JSON number or a decimal fraction ('"value":5307', '0.5307'): after sign-in the log
 * holds hundreds of balances and prices, and a 4-digit or random 6-digit secret would match one by
 * chance. A leaked secret travels as a string ('"securityCode":"123456"') or inside text, and is found.
 */
export function holds(text: string, secret: string): boolean {
  return /^\d+$/.test(secret) ? new RegExp(`(^|[^\\d.,:])${secret}(\\D|$)`).test(text) : text.includes(secret);
}

/** No secret in an address visited, in localStorage, or in any action of the log. */
export async function expectNoSecrets(page: Page, secrets: readonly string[]): Promise<void> {
  const visited = visitedBy.get(page);
  if (!visited) throw new Error('expectNoSecrets: the page was not tracked (setUpPortalPage({ testMode: true }) or trackVisited)');
  const storage = await page.evaluate(() => JSON.stringify(window.localStorage));
  const log = await page.evaluate(() => JSON.stringify((window as unknown as { __ICP_ACTION_LOG__?: unknown[] }).__ICP_ACTION_LOG__ ?? null));
  expect(log).not.toBe('null'); // test mode keeps the log: without it this check proves nothing
  expect(visited.length).toBeGreaterThan(0);
  for (const secret of secrets) {
    expect(visited.filter((url) => holds(url, secret))).toEqual([]);
    expect(contextOf(storage, secret)).toBeNull();
    expect(contextOf(log, secret)).toBeNull();
  }
}

/** Where the secret stands in `text` (60 characters around it), or null: a failure says where. */
function contextOf(text: string, secret: string): string | null {
  if (!holds(text, secret)) return null;
  const at = text.indexOf(secret);
  return `…${text.slice(Math.max(0, at - 60), at + secret.length + 60)}…`;
}
