// The session lifecycle in Chromium against the reference gateway: the inactivity dialog with
// shortened timings (timeout, extend, X), LOG OUT, and a logout in one tab mirrored in another.
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/browser';
import { control } from './support/control';
import { PORTAL_URL } from './support/env';
import { DASHBOARD_URL, LOGIN_URL, cookieBanner, logOutButton, signIn } from './support/portal';
import { setUpPortalPage } from './support/portalPage';

/**
 * Idle 1.5 s, activity debounced over 200 ms. The countdown is as long as each test can afford on
 * a loaded machine: 5 s where the test waits for it to end, 120 s (the real one) where the test
 * must act before it ends, so a slow click or axe scan can never race the countdown.
 */
const IDLE = { inactivityTimeoutMs: 1500, activityDebounceMs: 200 };
const COUNTDOWN_ENDS = { ...IDLE, sessionCountdownSeconds: 5 };
const COUNTDOWN_WAITS = { ...IDLE, sessionCountdownSeconds: 120 };

// Test mode: the action log tells when the flags have loaded (see the LOG OUT journey).
const portal = setUpPortalPage({ testMode: true });
// The new cookie banner (accepted on sign-in: it covers the menu's foot).
beforeEach(() => control.flags({ newCookieBanner: true }));

const timeoutDialog = (p: Page) => p.getByRole('dialog', { name: 'Session timeout' });

async function localStorageKeys(p: Page): Promise<string[]> {
  return p.evaluate(() => Object.keys(window.localStorage).sort());
}

it('idle: the Session timeout dialog counts down, then logs out to the login page', async () => {
  const { page } = portal;
  await control.config(COUNTDOWN_ENDS);
  await signIn(page);
  const dialog = timeoutDialog(page);
  await dialog.waitFor({ timeout: 10_000 });
  await expect(dialog.textContent()).resolves.toMatch(
    /Due to inactivity, you will be logged out and redirected to the login page in [1-5] seconds?\./,
  );
  await page.waitForURL(LOGIN_URL, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Log In' }).waitFor(); // the login page is up: the dialog had its chance to go
  await expect(dialog.count()).resolves.toBe(0);
  // The server session is gone too: a reload stays on login.
  await page.reload();
  await page.waitForURL(LOGIN_URL);
  await page.getByRole('button', { name: 'Log In' }).waitFor();
});

it('Extend Session and the X keep the user signed in; Log Out in the dialog logs out', async () => {
  const { page } = portal;
  await control.config(COUNTDOWN_WAITS);
  await signIn(page);
  const dialog = timeoutDialog(page);

  await dialog.waitFor({ timeout: 10_000 });
  await expect(dialog.textContent()).resolves.toContain('Do you want to continue your session?');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Extend Session', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(page.url()).toMatch(DASHBOARD_URL);

  await dialog.waitFor({ timeout: 10_000 }); // the timer started again
  await page.keyboard.press('Escape'); // the X / Escape act as Extend Session
  await dialog.waitFor({ state: 'detached' });
  expect(page.url()).toMatch(DASHBOARD_URL);

  await dialog.waitFor({ timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Log Out', exact: true }).click();
  await page.waitForURL(LOGIN_URL);
});

it('LOG OUT: to login, local storage cleared but for the kept choices, and a reload stays on login', async () => {
  const { page } = portal;
  await signIn(page);
  await page.evaluate(() => window.localStorage.setItem('icp.lastAccount', 'ACC-1'));
  await logOutButton(page).click();
  await page.waitForURL(LOGIN_URL);
  // Cleared, but for the cookie consent (the user's choice) and the logout signal for other tabs.
  await expect(localStorageKeys(page)).resolves.toEqual(['icp.cookieConsent', 'icp.logout']);
  await page.reload();
  await page.waitForURL(LOGIN_URL);
  await page.getByRole('button', { name: 'Log In' }).waitFor();
  // The banner would come with the footer, after the first paint (ADR 0012): once the footer is there, it is not.
  await page.getByRole('contentinfo').waitFor();
  await expect(cookieBanner(page).count()).resolves.toBe(0); // not asked again
  await page.goto(`${PORTAL_URL}/dashboard`); // the session is gone on the server too
  await page.waitForURL(LOGIN_URL);
});

it('a logout in another tab is mirrored in this one', async () => {
  const { context, page } = portal;
  await signIn(page);
  const other = await context.newPage();
  await other.goto(`${PORTAL_URL}/dashboard`); // same browser, same session: signed in there too
  await other.waitForURL(DASHBOARD_URL);
  await logOutButton(other).click();
  await other.waitForURL(LOGIN_URL);
  await page.waitForURL(LOGIN_URL, { timeout: 10_000 });
});
