// The SECURITY page in Chromium against the reference gateway (issue 25): demo.plain signed in in
// two browsers (two contexts, the second saying it is Firefox on Windows) sees both sessions on
// SECURITY, this one marked; "Sign out" ends the other: its next call gets 401 and it lands on the
// login page. "Sign out all other sessions" asks first, then ends every other one. The events list
// shows the sign-ins, a wrong password and the ended session. axe: no violation of any impact.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from './support/browser';
import { DEMO_PASSWORD } from './support/env';
import { LOGIN_URL, logIn, mainMenu, openLogin, signIn } from './support/portal';
import { setUpPortalPage } from './support/portalPage';

const portal = setUpPortalPage();

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const sessionsTable = (p: Page) => p.getByRole('table', { name: 'Signed-in sessions' });
const eventsTable = (p: Page) => p.getByRole('table', { name: 'Security events of the last 30 days' });
const sessionRows = (p: Page) => sessionsTable(p).locator('tbody tr');

/** Another browser (its own cookies) that says it is `userAgent`, signed in as demo.plain. */
async function otherBrowser(browser: Browser, userAgent: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, userAgent });
  const page = await context.newPage();
  await signIn(page);
  return { context, page };
}

async function openSecurity(p: Page, sessions: number): Promise<void> {
  await mainMenu(p).getByRole('link', { name: 'SECURITY' }).click();
  await p.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
  await sessionRows(p).nth(sessions - 1).waitFor();
  await eventsTable(p).waitFor();
}

/** The other browser's next call: it answers 401, and the portal takes it to the login page. */
async function expectSignedOut(p: Page): Promise<void> {
  const rejected = p.waitForResponse((r) => r.url().includes('/gateway/institutional/moneymovement/') && r.status() === 401);
  await mainMenu(p).getByRole('link', { name: 'DOCUMENTS' }).click();
  await rejected;
  await p.waitForURL(LOGIN_URL);
  await p.getByRole('button', { name: 'Log In' }).waitFor();
  await expect(p.getByRole('alert').count()).resolves.toBe(0); // no "Unauthorized" banner on the way
}

it('Sign out: the other browser’s session ends — its next call gets 401 and it lands on the login page', async () => {
  const { page, browser } = portal;
  // This browser: a wrong password first (an event), then the right one.
  await openLogin(page);
  await logIn(page, 'demo.plain', `${DEMO_PASSWORD}x`);
  await page.getByText('The username or password you entered is incorrect.').waitFor();
  await logIn(page, 'demo.plain');
  await page.waitForURL(/\/dashboard$/);
  const other = await otherBrowser(browser, FIREFOX_ON_WINDOWS);

  await openSecurity(page, 2);
  await expectAccessible(page);
  const rows = await sessionRows(page).allInnerTexts();
  expect(rows).toHaveLength(2);
  // Both, this one marked. Their order (the latest active first) is the gateway's, tested with a
  // fixed clock in test/gateway/sessionsSeen.test.ts: here it depends on how long the other
  // browser's sign-in took (a session's last activity is written at most every 5 s).
  expect(rows.filter((row) => /^Firefox on Windows\s+Sign out\s+127\.0\.0\.1\s+/.test(row))).toHaveLength(1);
  expect(rows.filter((row) => /^Chrome on Linux\s+This session\s+127\.0\.0\.1\s+/.test(row))).toHaveLength(1);
  const events = await eventsTable(page).locator('tbody tr').allInnerTexts();
  expect(events.map((e) => e.split('\t')[1])).toEqual(['Signed in with a password', 'Signed in with a password', 'Sign-in refused: wrong password']);

  await sessionsTable(page).getByRole('button', { name: 'Sign out Firefox on Windows at 127.0.0.1' }).click();
  await page.getByRole('status').filter({ hasText: 'Signed out of 1 session.' }).waitFor();
  await expect(sessionRows(page).count()).resolves.toBe(1);
  await eventsTable(page).getByRole('cell', { name: 'Session signed out from the SECURITY page' }).waitFor();

  await expectSignedOut(other.page);
  await other.context.close();
  // This session carries on.
  await mainMenu(page).getByRole('link', { name: 'DOCUMENTS' }).click();
  await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
});

it('Sign out all other sessions: asks first (Cancel keeps them), then ends both other browsers', async () => {
  const { page, browser } = portal;
  await signIn(page);
  const firefox = await otherBrowser(browser, FIREFOX_ON_WINDOWS);
  const iphone = await otherBrowser(browser, SAFARI_ON_IPHONE);
  await openSecurity(page, 3);

  await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out all other sessions?' });
  await expect(dialog.textContent()).resolves.toContain('Your 2 other sessions will be signed out. Anyone using them will have to sign in again.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect(sessionRows(page).count()).resolves.toBe(3);

  // From the keyboard this time.
  await page.getByRole('button', { name: 'Sign out all other sessions' }).focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await page.getByRole('status').filter({ hasText: 'Signed out of 2 sessions.' }).waitFor();
  await dialog.waitFor({ state: 'detached' });
  await expect(sessionRows(page).allInnerTexts()).resolves.toEqual([expect.stringMatching(/^Chrome on Linux\s+This session\s+/)]);
  await expect(page.getByRole('button', { name: 'Sign out all other sessions' }).count()).resolves.toBe(0);

  await expectSignedOut(firefox.page);
  await expectSignedOut(iphone.page);
  await firefox.context.close();
  await iphone.context.close();
});
