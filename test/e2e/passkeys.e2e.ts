// Passkeys in Chromium with its virtual authenticator (issue 26: CDP WebAuthn, ctap2, internal
// transport, resident keys, user verification), against the reference gateway. The portal is
// opened at localhost: a passkey's relying party is a domain, never an IP address.
//   demo.passkey (no second factor) adds a named passkey on SECURITY, renames it, signs out, signs in
//   with "Sign in with a passkey" (no username), then with the password and "Use a passkey".
//   demo.push with a passkey is offered its push as a fallback; with its firm's passkey-required on,
//   it is not.
// Each test starts from a reset gateway (setUpPortalPage), so the passkeys and the firm's setting
// added here reach no other journey.
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/browser';
import { BASE_URL, DEMO_PASSWORD } from './support/env';
import { acceptCookies, addPasskey, DASHBOARD_URL, LOCAL_PORTAL_URL, LOGIN_URL, logOutButton, mainMenu, passkeysTable, PUSH_URL } from './support/portal';
import { setUpPortalPage } from './support/portalPage';
import { addVirtualAuthenticator } from './support/virtualAuthenticator';

const portal = setUpPortalPage();

const PASSKEY_STEP_URL = /\/institutional\/user-access\/passkey$/;

async function openLogin(p: Page, cookies = true): Promise<void> {
  await p.goto(`${LOCAL_PORTAL_URL}/login`);
  if (cookies) await acceptCookies(p);
  await p.getByRole('button', { name: 'Log In' }).waitFor();
}

async function logIn(p: Page, username: string): Promise<void> {
  await p.getByLabel('Username', { exact: true }).fill(username);
  await p.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await p.getByRole('button', { name: 'Log In' }).click();
}

async function logOut(p: Page): Promise<void> {
  await logOutButton(p).click();
  await p.waitForURL(LOGIN_URL);
  await p.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
}

async function firmPasskeyRequired(firmId: string, required: boolean): Promise<void> {
  const res = await fetch(`${BASE_URL}/__mock/firms/${firmId}/passkey-required`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ required }) });
  expect(res.status).toBe(200);
}

it('demo.passkey: adds a named passkey, renames it, signs in with it without a username, then after the password', async () => {
  const { page } = portal;
  const authenticator = await addVirtualAuthenticator(page);
  await openLogin(page);
  await logIn(page, 'demo.passkey');
  await page.waitForURL(DASHBOARD_URL);

  await addPasskey(page, 'Work laptop');
  const [credential] = await authenticator.credentials();
  expect(credential?.isResidentCredential).toBe(true);

  await passkeysTable(page).getByRole('button', { name: 'Rename Work laptop' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename the passkey' });
  await rename.getByRole('textbox', { name: /Passkey name/ }).fill('Office key');
  await rename.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Passkey renamed to “Office key”.').waitFor();
  await rename.waitFor({ state: 'detached' });
  await passkeysTable(page).getByRole('cell', { name: 'Office key', exact: true }).waitFor();
  await expectAccessible(page);

  // Without a username: the discoverable credential names the user.
  await logOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.waitForURL(DASHBOARD_URL);

  // After the password: the passkey step, and no fallback (demo.passkey has no other factor).
  await logOut(page);
  await logIn(page, 'demo.passkey');
  await page.waitForURL(PASSKEY_STEP_URL);
  await page.getByRole('heading', { level: 1, name: 'Use a passkey to finish signing in' }).waitFor();
  await page.getByRole('button', { name: 'Use a passkey' }).waitFor();
  await expect(page.getByRole('button', { name: /instead$/ }).count()).resolves.toBe(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await page.waitForURL(DASHBOARD_URL);

  await mainMenu(page).getByRole('link', { name: 'SECURITY' }).click();
  await page.getByRole('table', { name: 'Security events of the last 30 days' }).getByRole('cell', { name: 'Signed in with a passkey' }).first().waitFor();
  expect((await authenticator.credentials())[0]?.signCount).toBeGreaterThanOrEqual(2);
});

it('demo.push with a passkey: its push is offered instead; with the firm requiring passkeys, it is not', async () => {
  const { page } = portal;
  await addVirtualAuthenticator(page);
  await openLogin(page);
  await logIn(page, 'demo.push');
  await page.waitForURL(DASHBOARD_URL, { timeout: 15_000 }); // the push is approved after ~2 s
  await addPasskey(page, 'YubiKey 5C');

  await logOut(page);
  await logIn(page, 'demo.push');
  await page.waitForURL(PASSKEY_STEP_URL);
  await page.getByRole('button', { name: 'Send a push notification instead' }).click();
  await page.waitForURL(PUSH_URL);
  await page.waitForURL(DASHBOARD_URL, { timeout: 15_000 });

  await firmPasskeyRequired('F-1001', true);
  await logOut(page);
  await logIn(page, 'demo.push');
  await page.waitForURL(PASSKEY_STEP_URL);
  await page.getByRole('button', { name: 'Use a passkey' }).waitFor();
  await expect(page.getByRole('button', { name: 'Send a push notification instead' }).count()).resolves.toBe(0);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await page.waitForURL(DASHBOARD_URL);
});
