// "Try another way" (issue 27, flag try-another-way) in Chromium against the reference gateway:
// demo.pushwait's push is never answered; with the flag on the push page offers "Try another way",
// which leads to the phone choice and the code as for an SMS user, and the right code reaches the
// dashboard (the push, withdrawn, can no longer complete the sign-in). With the flag off the page
// offers nothing else. Every page passes axe; no password or code is left in an address visited,
// localStorage or the action log.
import { expectAccessible } from './support/browser';
import { control } from './support/control';
import { BASE_URL, DEMO_PASSWORD } from './support/env';
import { CODE_URL, DASHBOARD_URL, PUSH_URL, SELECT_PHONE_URL, latestCode, logIn, openLogin } from './support/portal';
import { setUpPortalPage } from './support/portalPage';
import { expectNoSecrets } from './support/secrets';

const portal = setUpPortalPage({ testMode: true });

afterEach(async () => {
  await control.flags({ 'try-another-way': false });
});

it("flag on: demo.pushwait takes 'Try another way', a text, the code from the outbox, and lands on the dashboard", async () => {
  const { page } = portal;
  await control.flags({ 'try-another-way': true });
  await openLogin(page);
  await logIn(page, 'demo.pushwait');
  await page.waitForURL(PUSH_URL);
  await page.getByRole('status', { name: 'Waiting for your approval…' }).waitFor();
  await page.getByText('Can’t use your device? Get a 6-digit security code by text message or phone call instead.').waitFor();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Try another way' }).click();

  await page.waitForURL(SELECT_PHONE_URL);
  await page.getByRole('heading', { level: 1, name: 'Get a security code' }).waitFor();
  await page.getByRole('radio', { name: 'XXXXXXX0144 (US)' }).waitFor();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Text me' }).click();
  await page.waitForURL(CODE_URL);
  const code = await latestCode({ username: 'demo.pushwait' });

  // The push was withdrawn with the code: the device's approval now finds nothing to complete.
  const late = await fetch(`${BASE_URL}/__mock/push/demo.pushwait/approve`, { method: 'POST' });
  expect(late.status).toBe(404);

  await page.getByRole('textbox', { name: 'Security code' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(DASHBOARD_URL);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ACCOUNTS', exact: true }).waitFor();
  await expectNoSecrets(page, [DEMO_PASSWORD, code]);
});

it('flag off: the push page offers no other way', async () => {
  const { page } = portal;
  await openLogin(page);
  await logIn(page, 'demo.pushwait');
  await page.waitForURL(PUSH_URL);
  // The page has settled: the wait and its way out are shown.
  await page.getByRole('status', { name: 'Waiting for your approval…' }).waitFor();
  await page.getByRole('link', { name: 'Cancel and return to log in' }).waitFor();
  await expect(page.getByRole('button', { name: 'Try another way' }).count()).resolves.toBe(0);
  await expect(page.getByText(/Can’t use your device\?/).count()).resolves.toBe(0);
});
