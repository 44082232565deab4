// The shell in Chromium against the reference gateway: it renders, unknown paths reach login, the
// footer dialogs open and close with Escape, maintenance moves the browser to /unavailable and back.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPortalPage, seriousA11yViolations } from './support/browser';
import { control } from './support/control';
import { PORTAL_URL } from './support/env';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  await control.reset();
  ({ context, page } = await newPortalPage(browser));
});
afterEach(async () => {
  await context.close();
});

async function expectNoSeriousA11yViolations(p: Page) {
  expect(await seriousA11yViolations(p)).toEqual([]);
}

it('renders the shell on the login page with the footer and no navigation', async () => {
  await page.goto(`${PORTAL_URL}/`);
  await page.waitForURL(/\/institutional\/login$/);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /institutional\.support@/ }).isVisible()).resolves.toBe(true);
  expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
  await expectNoSeriousA11yViolations(page);
});

it('sends unknown paths and maker-checker to their targets', async () => {
  await page.goto(`${PORTAL_URL}/no/such/page`);
  await page.waitForURL(/\/institutional\/login$/);
  await page.goto(`${PORTAL_URL}/maker-checker`);
  // action-items needs a signed-in user, so an anonymous visitor ends at login.
  await page.waitForURL(/\/institutional\/login$/);
});

it('opens and closes the footer dialogs with Escape, returning focus to the trigger', async () => {
  await page.goto(`${PORTAL_URL}/login`);
  for (const [button, heading] of [
    ['State Licenses', /licensed/i],
    ['State Disclosures', /State Disclosures/i],
  ] as const) {
    const trigger = page.getByRole('contentinfo').getByRole('button', { name: button });
    await trigger.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.getByText(heading).first().isVisible()).resolves.toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  }
});

it('moves to /unavailable during maintenance and back to login when healthy', async () => {
  await control.config({ maintenancePollIntervalMs: 300 });
  await page.goto(`${PORTAL_URL}/login`);
  await control.maintenance(true);
  await page.reload(); // the boot's gateway calls now answer 503 'In Maintenance'
  await page.waitForURL(/\/institutional\/unavailable$/);
  await expectNoSeriousA11yViolations(page);
  await control.maintenance(false);
  await page.waitForURL(/\/institutional\/login$/, { timeout: 10_000 });
});

it('shows the application-error page without a blank screen', async () => {
  await page.goto(`${PORTAL_URL}/application-error`);
  await page.getByRole('link', { name: /return to login/i }).waitFor();
  await expectNoSeriousA11yViolations(page);
});
