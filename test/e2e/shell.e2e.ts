// The shell in Chromium against the reference gateway: it renders, unknown paths reach login, the
// footer dialogs open and close with Escape, maintenance moves the browser to /unavailable and back.
import { expectAccessible } from './support/browser';
import { control } from './support/control';
import { PORTAL_URL } from './support/env';
import { LOGIN_URL, UNAVAILABLE_URL, mainMenu } from './support/portal';
import { setUpPortalPage } from './support/portalPage';

const portal = setUpPortalPage();

it('renders the shell on the login page with the footer and no navigation', async () => {
  const { page } = portal;
  await page.goto(`${PORTAL_URL}/`);
  await page.waitForURL(LOGIN_URL);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: /institutional\.support@/ }).waitFor(); // the shell is up
  await page.getByRole('button', { name: 'Log In' }).waitFor(); // and the page in it
  expect(await mainMenu(page).count()).toBe(0);
  await expectAccessible(page);
});

it('sends unknown paths and maker-checker to their targets', async () => {
  const { page } = portal;
  await page.goto(`${PORTAL_URL}/no/such/page`);
  await page.waitForURL(LOGIN_URL);
  await page.goto(`${PORTAL_URL}/maker-checker`);
  // action-items needs a signed-in user, so an anonymous visitor ends at login.
  await page.waitForURL(LOGIN_URL);
});

it('opens and closes the footer dialogs with Escape, returning focus to the trigger', async () => {
  const { page } = portal;
  await page.goto(`${PORTAL_URL}/login`);
  for (const [button, heading] of [
    ['State Licenses', /licensed/i],
    ['State Disclosures', /State Disclosures/i],
  ] as const) {
    const trigger = page.getByRole('contentinfo').getByRole('button', { name: button });
    await trigger.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByText(heading).first().waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  }
});

it('moves to /unavailable during maintenance and back to login when healthy', async () => {
  const { page } = portal;
  await control.config({ maintenancePollIntervalMs: 300 });
  await page.goto(`${PORTAL_URL}/login`);
  await control.maintenance(true);
  await page.reload(); // the boot's gateway calls now answer 503 'In Maintenance'
  await page.waitForURL(UNAVAILABLE_URL);
  await expectAccessible(page);
  await control.maintenance(false);
  await page.waitForURL(LOGIN_URL, { timeout: 10_000 });
});

it('shows the application-error page without a blank screen', async () => {
  const { page } = portal;
  await page.goto(`${PORTAL_URL}/application-error`);
  await page.getByRole('link', { name: /return to login/i }).waitFor();
  await expectAccessible(page);
});
