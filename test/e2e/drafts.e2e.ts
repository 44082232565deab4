// Drafts across the session's end (issue 28 item 5) in Chromium against the reference gateway: half a
// BTC send typed, the inactivity timeout (shortened through the control API) ends the session; another
// user signing in on the same tab is offered nothing; the same user is asked "Restore your unsaved
// transfer?", and Restore opens Send with the values back; LOG OUT leaves no draft in sessionStorage.
// Then a wire instruction half filled: the timeout, the same user again, "Restore your unsaved wire
// instruction?", and Restore opens the form with the values back (the masked account number not
// kept) and its first field focused.
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/browser';
import { control } from './support/control';
import { PORTAL_URL } from './support/env';
import { DASHBOARD_URL, LOGIN_URL, WIRE_INSTRUCTIONS_URL, logIn, logOutButton, mainMenu, signIn } from './support/portal';
import { setUpPortalPage } from './support/portalPage';

const portal = setUpPortalPage({ testMode: true });

/** Idle 8 s (time to type), then a 3 s countdown to the timeout. */
const SHORT_SESSION = { inactivityTimeoutMs: 8000, activityDebounceMs: 200, sessionCountdownSeconds: 3 };
const SEND_URL = /\/institutional\/transfer\/send$/;
const OFFER = 'Restore your unsaved transfer?';

const offer = (p: Page) => p.getByRole('region', { name: OFFER });
const asset = (p: Page) => p.getByRole('combobox', { name: 'Asset' });
const sendTo = (p: Page) => p.getByRole('combobox', { name: 'Send to' });
const amount = (p: Page) => p.getByRole('textbox', { name: 'Amount' });

const draftKeys = (p: Page) => p.evaluate(() => Object.keys(window.sessionStorage).filter((key) => key.startsWith('icp.draft.')));
const loggedTypes = (p: Page) =>
  p.evaluate(() => ((window as unknown as { __ICP_ACTION_LOG__?: Array<{ type: string }> }).__ICP_ACTION_LOG__ ?? []).map((a) => a.type));

/** Waits until the action log shows this sign-in's starting account loaded (when an offer would come). */
async function accountChosen(p: Page): Promise<void> {
  await p.waitForFunction(() => {
    const types = ((window as unknown as { __ICP_ACTION_LOG__?: Array<{ type: string }> }).__ICP_ACTION_LOG__ ?? []).map((a) => a.type);
    return types.lastIndexOf('accounts/detailsLoaded') > types.lastIndexOf('session/signedIn');
  });
}

/** Waits for the timeout dialog to run out: the login page. */
async function timedOut(p: Page): Promise<void> {
  await p.getByRole('dialog', { name: 'Session timeout' }).waitFor({ timeout: 20_000 });
  await p.waitForURL(LOGIN_URL, { timeout: 20_000 });
  await p.getByRole('button', { name: 'Log In' }).waitFor();
}

it('a half-typed transfer outlives the timeout, for its user only: Restore puts it back; LOG OUT clears it', async () => {
  const { page } = portal;
  await control.config(SHORT_SESSION);
  await signIn(page);
  await mainMenu(page).getByRole('link', { name: 'TRANSFER' }).click();
  await page.waitForURL(SEND_URL);
  await asset(page).selectOption('BTC');
  const destination = await sendTo(page).getByRole('option', { name: /^BTC cold storage / }).getAttribute('value');
  await sendTo(page).selectOption(destination ?? '');
  await amount(page).fill('0.01');
  await timedOut(page);
  await expect(draftKeys(page)).resolves.toHaveLength(1);
  // Only the form's name in the action log: the kept values are not.
  await expect(loggedTypes(page)).resolves.toContain('drafts/draftKept');

  // Another user on the same tab: nothing offered (and their own session times out, keeping nothing).
  await logIn(page, 'demo.maker');
  await page.waitForURL(DASHBOARD_URL);
  await accountChosen(page);
  await expect(offer(page).count()).resolves.toBe(0);
  await expect(loggedTypes(page)).resolves.not.toContain('drafts/draftOffered');
  await timedOut(page);

  // The same user again, with the normal session length: offered, restored onto Send.
  await control.clearConfig();
  await page.goto(`${PORTAL_URL}/login`);
  await logIn(page, 'demo.plain');
  await page.waitForURL(DASHBOARD_URL);
  await offer(page).waitFor();
  await expectAccessible(page);
  await offer(page).getByRole('button', { name: 'Restore' }).click();
  await page.waitForURL(SEND_URL);
  await expect(amount(page).inputValue()).resolves.toBe('0.01');
  await expect(asset(page).inputValue()).resolves.toBe('BTC');
  await expect(sendTo(page).inputValue()).resolves.toBe(destination);
  await expect(offer(page).count()).resolves.toBe(0);
  await expect(draftKeys(page)).resolves.toEqual([]);

  // LOG OUT with the form filled: nothing kept, nothing offered next time.
  await logOutButton(page).click();
  await page.waitForURL(LOGIN_URL);
  await expect(draftKeys(page)).resolves.toEqual([]);
  await logIn(page, 'demo.plain');
  await page.waitForURL(DASHBOARD_URL);
  await accountChosen(page);
  await expect(offer(page).count()).resolves.toBe(0);
});

it('a half-filled wire instruction outlives the timeout: Restore opens the form with its values, the masked number not kept', async () => {
  const { page } = portal;
  const WIRE_OFFER = 'Restore your unsaved wire instruction?';
  const wireForm = () => page.getByRole('form', { name: 'Add Wire Instruction' });
  const field = (label: string) => wireForm().getByLabel(label, { exact: true });
  await control.config(SHORT_SESSION);
  await signIn(page);
  await mainMenu(page).getByRole('link', { name: 'SAVED INSTRUCTIONS' }).click();
  await page.waitForURL(WIRE_INSTRUCTIONS_URL);
  await page.getByRole('button', { name: 'Add Wire Instruction' }).click();
  await field('Nickname').fill('Chicago Payroll');
  await field('Routing Number').fill('021000021');
  await field('Bank Account Number').click(); // masked: editable once focused
  await field('Bank Account Number').fill('9876543210');
  await field('Beneficiary First Name').fill('Ada');
  await field('Beneficiary City').fill('Chicago');
  await timedOut(page);
  await expect(draftKeys(page)).resolves.toHaveLength(1);
  const stored = await page.evaluate(() => Object.entries(window.sessionStorage).filter(([key]) => key.startsWith('icp.draft.')).map(([, value]) => value).join());
  expect(stored).toContain('Chicago Payroll');
  expect(stored).not.toContain('9876543210');

  await control.clearConfig();
  await page.goto(`${PORTAL_URL}/login`);
  await logIn(page, 'demo.plain');
  await page.waitForURL(DASHBOARD_URL);
  await page.getByRole('region', { name: WIRE_OFFER }).waitFor();
  await expect(offer(page).count()).resolves.toBe(0);
  await expectAccessible(page);
  await page.getByRole('region', { name: WIRE_OFFER }).getByRole('button', { name: 'Restore' }).click();
  await page.waitForURL(WIRE_INSTRUCTIONS_URL);
  await wireForm().waitFor();
  await page.waitForFunction(() => document.activeElement instanceof HTMLInputElement && document.activeElement.name === 'nickname');
  await expect(field('Nickname').inputValue()).resolves.toBe('Chicago Payroll');
  await expect(field('Routing Number').inputValue()).resolves.toBe('021000021');
  await expect(field('Beneficiary First Name').inputValue()).resolves.toBe('Ada');
  await expect(field('Beneficiary City').inputValue()).resolves.toBe('Chicago');
  await expect(field('Bank Account Number').inputValue()).resolves.toBe('');
  await expect(page.getByRole('region', { name: WIRE_OFFER }).count()).resolves.toBe(0);
  await expect(draftKeys(page)).resolves.toEqual([]);
  await expectAccessible(page);
});
