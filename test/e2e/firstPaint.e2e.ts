// The pre-rendered login page (issue 9; ADR 0022), in Chromium against the reference gateway: the
// page is on screen from its HTML and stylesheet before the app's bundle has run, inert until the
// app hydrates it; then nothing has moved and the form is live. Layout, not timing.
import type { Page } from 'playwright-core';
import { PORTAL_URL } from './support/env';
import { setUpPortalPage } from './support/portalPage';

const portal = setUpPortalPage();

const BUNDLE = /\/institutional\/js\/main\.[0-9a-f]+\.js$/;

/** Where the login form's parts are on the page. */
function formBoxes(page: Page) {
  return page.evaluate(() =>
    ['h1', 'label', 'input[autocomplete="username"]', 'input[type="password"]', 'button[type="submit"]', 'nav.login-help'].map((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box ? [selector, Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)] : [selector, 'missing'];
    }),
  );
}

/** Records the browser's largest-paint candidates from the start of the document. */
async function recordLargestPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __largestPaints: Array<{ inMain: boolean; text: string }> };
    w.__largestPaints = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ element: Element | null }>) {
        w.__largestPaints.push({ inMain: Boolean(entry.element?.closest('main')), text: (entry.element?.textContent ?? '').slice(0, 60) });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

const largestPaints = (page: Page) =>
  page.evaluate(() => (window as unknown as { __largestPaints: Array<{ inMain: boolean; text: string }> }).__largestPaints);

it('without its bundle, the login page is on screen, inert, and its largest paint is the form\'s own', async () => {
  const { page } = portal;
  await page.setViewportSize({ width: 412, height: 823 });
  await recordLargestPaints(page);
  await page.route(BUNDLE, (route) => route.abort());
  await page.goto(`${PORTAL_URL}/login`);
  for (const part of [page.getByRole('heading', { name: 'Log in' }), page.getByLabel('Username', { exact: true }), page.getByLabel('Password', { exact: true }), page.getByRole('button', { name: 'Log In' })]) {
    await expect(part.isVisible()).resolves.toBe(true);
  }
  await expect(page.locator('#root').getAttribute('inert')).resolves.toBe('');
  // Inert: a field cannot take focus (nor input) before the app is there to handle it.
  await expect(page.getByLabel('Username', { exact: true }).evaluate((input) => (input.focus(), document.activeElement === input))).resolves.toBe(false);
  await page.waitForFunction(() => (window as unknown as { __largestPaints: unknown[] }).__largestPaints.length > 0);
  await expect(largestPaints(page)).resolves.toEqual([{ inMain: true, text: 'Sign in to your institutional custody accounts.' }]);
});

it('the app hydrates the page on screen: the same elements, where they were, now live; no hydration error', async () => {
  const { page } = portal;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  // The bundle is held until the static page has been looked at.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(BUNDLE, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${PORTAL_URL}/login`);
  const before = await formBoxes(page);
  await page.evaluate(() => {
    (window as unknown as { __staticHeading: Element | null }).__staticHeading = document.querySelector('h1');
  });
  release();
  await page.locator('#root:not([data-prerendered]):not([inert])').waitFor({ state: 'attached' });
  await expect(formBoxes(page)).resolves.toEqual(before);
  await expect(page.evaluate(() => document.querySelector('h1') === (window as unknown as { __staticHeading: Element | null }).__staticHeading)).resolves.toBe(true);
  const username = page.getByLabel('Username', { exact: true });
  await username.fill('demo.plain');
  await expect(username.inputValue()).resolves.toBe('demo.plain');
  expect(errors).toEqual([]);
});

it('for a user with a remembered username (a list, not a text field), the form is where it was too', async () => {
  const { page } = portal;
  await page.route(BUNDLE, (route) => route.abort());
  await page.goto(`${PORTAL_URL}/login`);
  const before = await formBoxes(page);
  await page.unroute(BUNDLE);

  await page.evaluate(() => localStorage.setItem('icp.rememberedUsernames', JSON.stringify(['demo.plain'])));
  await page.goto(`${PORTAL_URL}/login`);
  await page.getByRole('combobox', { name: 'Username' }).waitFor();
  const after = await page.evaluate(() =>
    ['h1', 'select', 'input[type="password"]', 'button[type="submit"]'].map((selector) => Math.round(document.querySelector(selector)?.getBoundingClientRect().y ?? -1)),
  );
  const staticY = (selector: string) => before.find((box) => box[0] === selector)?.[2];
  expect(after).toEqual([staticY('h1'), staticY('input[autocomplete="username"]'), staticY('input[type="password"]'), staticY('button[type="submit"]')]);
});
