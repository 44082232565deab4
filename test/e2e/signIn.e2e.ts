// Sign-in in Chromium against the reference gateway: plain, push (approved, declined, timed out and
// then refused to the device), SMS with a wrong code first, a blocked user, remembered usernames.
// Every page visited passes axe (no violation of any impact), and after each journey no password or
// code is in any address visited, in localStorage, or in the action log (window.__ICP_ACTION_LOG__,
// kept in test mode).
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/browser';
import { control } from './support/control';
import { BASE_URL, DEMO_PASSWORD } from './support/env';
import { CODE_URL, DASHBOARD_URL, LOGIN_URL, PUSH_URL, SELECT_PHONE_URL, latestCode, logIn, logOutButton, openLogin } from './support/portal';
import { setUpPortalPage } from './support/portalPage';
import { expectNoSecrets } from './support/secrets';

const portal = setUpPortalPage({ testMode: true });

/** The server's view: is this browser's session signed in? */
async function serverSignedIn(p: Page): Promise<boolean> {
  return p.evaluate(async () => {
    const res = await fetch('/gateway/institutional/status', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: '{}',
    });
    const body = (await res.json()) as { status: { code: string } };
    return body.status.code === '000000';
  });
}

it('demo.plain: a plain login lands on /dashboard and the login form is gone', async () => {
  const { page } = portal;
  await openLogin(page);
  await expectAccessible(page);
  await logIn(page, 'demo.plain');
  await page.waitForURL(DASHBOARD_URL);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ACCOUNTS', exact: true }).waitFor(); // the portal is up
  await expect(page.getByRole('button', { name: 'Log In' }).count()).resolves.toBe(0);
  await expect(serverSignedIn(page)).resolves.toBe(true);
  await expectNoSecrets(page, [DEMO_PASSWORD]);
});

it('demo.push: the push page waits until the device approves (~2 s), then /dashboard', async () => {
  const { page } = portal;
  await control.config({ pushPollIntervalMs: 500 });
  await openLogin(page);
  await logIn(page, 'demo.push');
  await page.waitForURL(PUSH_URL);
  await page.getByRole('heading', { name: 'Approve the sign-in request on your device' }).waitFor();
  await expectAccessible(page);
  await page.waitForURL(DASHBOARD_URL, { timeout: 15_000 });
  await expect(serverSignedIn(page)).resolves.toBe(true);
  await expectNoSecrets(page, [DEMO_PASSWORD]);
});

it('demo.pushno: a declined push ends at login with the declined banner', async () => {
  const { page } = portal;
  await control.config({ pushPollIntervalMs: 500 });
  await openLogin(page);
  await logIn(page, 'demo.pushno');
  await page.waitForURL(PUSH_URL);
  await page.waitForURL(LOGIN_URL, { timeout: 15_000 });
  const banner = page.getByRole('alert').filter({ hasText: '- User has rejected Two Factor Authentication. Please log in again.' });
  await banner.waitFor();
  await expect(banner.textContent()).resolves.toContain('Error');
  await expectAccessible(page);
  await expect(serverSignedIn(page)).resolves.toBe(false);
  await expectNoSecrets(page, [DEMO_PASSWORD]);
});

it('demo.pushwait: after the poll limit, the timed-out banner and back to login', async () => {
  const { page } = portal;
  await control.config({ pushPollLimit: 3, pushPollIntervalMs: 300 });
  await openLogin(page);
  await logIn(page, 'demo.pushwait');
  await page.waitForURL(PUSH_URL);
  await page.waitForURL(LOGIN_URL, { timeout: 15_000 });
  await page.getByRole('alert').filter({ hasText: '- Two Factor Authentication timed out. Please log in again.' }).waitFor();
  await expect(serverSignedIn(page)).resolves.toBe(false);
  // The push lived as long as the page polled (2 × 300 ms): approved on the device now, it is refused, and the device says why.
  const late = await fetch(`${BASE_URL}/__mock/push/demo.pushwait/approve`, { method: 'POST' });
  expect(late.status).toBe(409);
  expect(((await late.json()) as { error: string }).error).toMatch(/^demo\.pushwait's push expired at .+: it can no longer complete a sign-in$/);
  await expect(serverSignedIn(page)).resolves.toBe(false);
  await expectNoSecrets(page, [DEMO_PASSWORD]);
});

it("demo.sms: choose a phone (masked), a wrong code says 'Incorrect security code', the right one signs in", async () => {
  const { page } = portal;
  await openLogin(page);
  await logIn(page, 'demo.sms');
  await page.waitForURL(SELECT_PHONE_URL);
  await page.getByRole('radio', { name: 'XXXXXXX0147 (US)' }).waitFor();
  await expect(page.getByRole('radio').count()).resolves.toBe(2);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Text me' }).click();
  await page.waitForURL(CODE_URL);
  await expectAccessible(page);

  const code = await latestCode({ username: 'demo.sms' });
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const codeBox = page.getByRole('textbox', { name: 'Security code' });
  await codeBox.fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('Incorrect security code').waitFor();
  await expectAccessible(page);
  await codeBox.fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(DASHBOARD_URL);
  await expectNoSecrets(page, [DEMO_PASSWORD, code, wrong]);
});

it('demo.blocked: the blocked-access message, never signed in', async () => {
  const { page } = portal;
  await openLogin(page);
  await logIn(page, 'demo.blocked');
  const message = page.getByRole('alert').filter({ hasText: 'For security reasons, your access has been blocked.' });
  await message.waitFor();
  await expect(message.textContent()).resolves.toMatch(/please contact our Client Service team at .+ \(US\) or .+ \(UK\)\./);
  expect(page.url()).toMatch(LOGIN_URL);
  await expect(page.getByLabel('Password', { exact: true }).inputValue()).resolves.toBe('');
  await expect(page.getByLabel('Username', { exact: true }).inputValue()).resolves.toBe('demo.blocked');
  await expectAccessible(page);
  await expect(serverSignedIn(page)).resolves.toBe(false);
  await expectNoSecrets(page, [DEMO_PASSWORD]);
});

it('remembered usernames: sign in with Remember, log out, and the masked name is offered', async () => {
  const { page } = portal;
  await openLogin(page);
  await logIn(page, 'demo.plain', DEMO_PASSWORD, { remember: true });
  await page.waitForURL(DASHBOARD_URL);
  await logOutButton(page).click();
  await page.waitForURL(LOGIN_URL);
  const username = page.getByRole('combobox', { name: 'Username' });
  await username.waitFor();
  await expect(username.locator('option').allTextContents()).resolves.toEqual(['*******ain', 'Use a different username']);
  await expectAccessible(page);
  // The remembered name signs in with just the password.
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(DASHBOARD_URL);
  await expectNoSecrets(page, [DEMO_PASSWORD]);
});
