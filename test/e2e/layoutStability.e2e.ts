// Layout stability and the cookie banner (issue 9, issue 8's "cookie banner hides controls"; ADR
// 0012), in Chromium against the reference gateway: nothing moves the page after its first paint,
// the login form is usable on a phone with every notice on and the banner up, and the banner never
// covers a control a user clicks or tabs to. Layout, not timing: no figure here is a duration.
import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from './support/browser';
import { control } from './support/control';
import { PORTAL_URL } from './support/env';
import { DASHBOARD_URL, LOGIN_URL, cookieBanner, logIn, logOutButton } from './support/portal';
import { setUpPortalPage } from './support/portalPage';

const portal = setUpPortalPage();

/** Every notice on: the seeded notifications (the maintenance notice among them), the FIDD note, the new banner. */
beforeEach(() => control.flags({ stablecoinTerms: true, newCookieBanner: true, oldCookieBanner: false }));

/** Records layout-shift entries from the start of every document the page loads. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShifts: Array<{ value: number; hadRecentInput: boolean; sources: string[] }> };
    w.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
        const sources = (entry.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : String(s.node?.nodeName)));
        w.__layoutShifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts not caused by the user's own input (what CLS counts), with what moved. */
async function unexpectedShifts(page: Page): Promise<{ total: number; entries: Array<{ value: number; sources: string[] }> }> {
  const entries = await page.evaluate(() =>
    (window as unknown as { __layoutShifts: Array<{ value: number; hadRecentInput: boolean; sources: string[] }> }).__layoutShifts.filter((e) => !e.hadRecentInput),
  );
  return { total: entries.reduce((sum, e) => sum + e.value, 0), entries };
}

/** The page has everything it loads after its first paint: notices, footer and cookie banner, and no call pending. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('contentinfo').waitFor();
  await cookieBanner(page).waitFor();
  await page.waitForLoadState('networkidle');
}

/** The element is inside the viewport and is what a click at its centre reaches (nothing covers it). */
async function reachable(locator: Locator): Promise<{ inViewport: boolean; onTop: boolean }> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const inViewport = r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { inViewport, onTop: hit !== null && (hit === el || el.contains(hit)) };
  });
}

describe('nothing moves the page after its first paint (cumulative layout shift ≤ 0.02)', () => {
  it('the login page, with every notice and the cookie banner arriving after the form', async () => {
    const { page } = portal;
    await recordLayoutShifts(page);
    await page.goto(`${PORTAL_URL}/login`);
    await settled(page);
    await page.getByRole('region', { name: 'Client notifications' }).getByText(/Scheduled maintenance/).waitFor();
    await page.getByRole('complementary', { name: 'Stablecoin terms' }).waitFor();
    const shifts = await unexpectedShifts(page);
    expect(shifts.total <= 0.02 ? 'stable' : shifts.entries).toBe('stable');
  });

  it("demo.plain's dashboard, loaded fresh with a session, as its accounts, positions and chart arrive", async () => {
    const { page } = portal;
    await page.goto(`${PORTAL_URL}/login`);
    await logIn(page, 'demo.plain');
    await page.waitForURL(DASHBOARD_URL);
    await recordLayoutShifts(page);
    await page.reload();
    await page.getByRole('table', { name: /Positions/ }).locator('tbody tr').first().waitFor();
    await settled(page);
    const shifts = await unexpectedShifts(page);
    expect(shifts.total <= 0.02 ? 'stable' : shifts.entries).toBe('stable');
  });
});

it('a 390×844 phone, every notice on and the cookie banner up: username, password and Log In in view, uncovered, without scrolling', async () => {
  const { page } = portal;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${PORTAL_URL}/login`);
  await settled(page);
  await page.getByRole('region', { name: 'Client notifications' }).getByText(/Scheduled maintenance/).waitFor();
  await page.getByRole('complementary', { name: 'Stablecoin terms' }).waitFor();
  await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
  for (const field of [page.getByLabel('Username', { exact: true }), page.getByLabel('Password', { exact: true }), page.getByRole('button', { name: 'Log In' })]) {
    await expect(reachable(field)).resolves.toEqual({ inViewport: true, onTop: true });
  }
  // The notices stay readable: after the form, each scrolls into view above the banner (the page
  // ends above the banner's space, and the scroll padding is the banner's height).
  const notifications = page.getByRole('region', { name: 'Client notifications' }).getByRole('listitem');
  for (const notice of [
    notifications.filter({ hasText: /Scheduled maintenance/ }),
    notifications.filter({ hasText: /Wire requests received after 4:00 pm ET/ }),
    page.getByRole('complementary', { name: 'Stablecoin terms' }),
  ]) {
    await notice.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await expect(reachable(notice)).resolves.toEqual({ inViewport: true, onTop: true });
  }
  await expectAccessible(page);
});

describe('on a phone, the notices that arrive late are compact (ADR 0012)', () => {
  it("412×823 (Lighthouse's phone), every notice on and the banner up: the largest paint is the login form's, painted with it", async () => {
    const { page } = portal;
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const w = window as unknown as { __largestPaints: Array<{ size: number; inMain: boolean; text: string }> };
      w.__largestPaints = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ size: number; element: Element | null }>) {
          w.__largestPaints.push({ size: entry.size, inMain: Boolean(entry.element?.closest('main')), text: (entry.element?.textContent ?? '').slice(0, 60) });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${PORTAL_URL}/login`);
    await settled(page);
    await page.getByRole('region', { name: 'Client notifications' }).getByText(/Scheduled maintenance/).waitFor();
    await page.getByRole('complementary', { name: 'Stablecoin terms' }).waitFor();
    // The browser reports a paint's candidate after the frame it is in: two more frames.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const paints = await page.evaluate(() => (window as unknown as { __largestPaints: Array<{ size: number; inMain: boolean; text: string }> }).__largestPaints);
    // Every candidate the browser reported is the page's own: no late notice or banner became the largest.
    expect(paints.length).toBeGreaterThan(0);
    expect(paints.filter((p) => !p.inMain)).toEqual([]);
  });

  it('each notice is one line with Show more; the keyboard opens it in full and closes it again', async () => {
    const { page } = portal;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${PORTAL_URL}/login`);
    await settled(page);
    const notice = page.getByRole('region', { name: 'Client notifications' }).getByRole('listitem').filter({ hasText: /Scheduled maintenance/ });
    const text = notice.locator('p');
    const cut = () => text.evaluate((p) => ({ cut: p.scrollWidth > p.clientWidth, height: p.getBoundingClientRect().height }));
    const collapsed = await cut();
    expect(collapsed.cut).toBe(true);
    const toggle = notice.getByRole('button', { name: 'Show more' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const opened = notice.getByRole('button', { name: 'Show less' });
    await expect(opened.getAttribute('aria-expanded')).resolves.toBe('true');
    const expanded = await cut();
    expect(expanded.cut).toBe(false);
    expect(expanded.height).toBeGreaterThan(collapsed.height * 1.5);
    await page.keyboard.press('Space');
    await expect(notice.getByRole('button', { name: 'Show more' }).getAttribute('aria-expanded')).resolves.toBe('false');

    // The banner's second paragraph is behind its button, and shown with it.
    const banner = cookieBanner(page);
    const second = banner.getByText(/You can manage your choices at any time/);
    await expect(second.isVisible()).resolves.toBe(false);
    await banner.getByRole('button', { name: 'Show more' }).click();
    await expect(second.isVisible()).resolves.toBe(true);
    await expectAccessible(page);
  });

  it('on a wide screen the notices are whole, with no button', async () => {
    const { page } = portal;
    await page.goto(`${PORTAL_URL}/login`);
    await settled(page);
    const region = page.getByRole('region', { name: 'Client notifications' });
    await region.getByText(/Scheduled maintenance/).waitFor();
    await expect(region.getByRole('button').count()).resolves.toBe(0);
    await expect(cookieBanner(page).getByText(/You can manage your choices at any time/).isVisible()).resolves.toBe(true);
  });
});

it('a 390×844 phone: the dashboard fits the screen\'s width (nothing past its right edge, no sideways scroll)', async () => {
  const { page } = portal;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${PORTAL_URL}/login`);
  await logIn(page, 'demo.plain');
  await page.getByRole('table', { name: /Positions/ }).locator('tbody tr').first().waitFor();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
    past: [...document.querySelectorAll('main *')]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5 && !el.closest('[role=table], table, .ag-root-wrapper'))
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  }));
  expect(widths.past).toEqual([]); // the account selector's select was 436 px wide on a 412 px screen
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
});

describe('at 1280×720 with the cookie banner up, it covers no control', () => {
  /** Tabs from the top of the page until focus comes round again; each focused element must be in view and uncovered. */
  async function tabThrough(page: Page): Promise<string[]> {
    const problems: string[] = [];
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const seen = new Set<string>();
    for (let step = 0; step < 80; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        const r = el.getBoundingClientRect();
        const inViewport = r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        const path: string[] = [];
        for (let n: Element | null = el; n && n !== document.body; n = n.parentElement) path.unshift(`${n.tagName}:${[...(n.parentElement?.children ?? [])].indexOf(n)}`);
        return { key: path.join('/'), name: `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40) || el.getAttribute('aria-label') || ''}"`, inViewport, onTop: hit !== null && (hit === el || el.contains(hit)) };
      });
      if (focused === null) continue; // focus left the document for the browser's own UI
      if (seen.has(focused.key)) break; // round the page once
      seen.add(focused.key);
      if (!focused.inViewport || !focused.onTop) problems.push(`${focused.name}: ${focused.inViewport ? 'covered' : 'outside the viewport'}`);
    }
    expect(seen.size).toBeGreaterThan(5);
    return problems;
  }

  it('LOG OUT in the side menu takes a plain click; focus never hides under the banner, on the dashboard or the login page', async () => {
    const { page } = portal;
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${PORTAL_URL}/login`);
    await logIn(page, 'demo.plain');
    await page.waitForURL(DASHBOARD_URL);
    await page.getByRole('table', { name: /Positions/ }).locator('tbody tr').first().waitFor();
    await settled(page);
    await expect(tabThrough(page)).resolves.toEqual([]);
    await expect(cookieBanner(page).isVisible()).resolves.toBe(true);

    await expect(reachable(logOutButton(page))).resolves.toEqual({ inViewport: true, onTop: true });
    await logOutButton(page).click({ trial: true }); // no other element would receive the click
    await logOutButton(page).click();
    await page.waitForURL(LOGIN_URL);

    await settled(page);
    await expect(tabThrough(page)).resolves.toEqual([]);
  });
});
