// Signed money movement in Chromium (issue 26, ADR 0025): every transfer submit and every decision
// of an action item is confirmed over what the user reviewed. demo.plain sends BTC confirmed with a
// one-time code (read from the gateway's outbox, as from a phone); a passkey added on the SECURITY
// page (Chromium's virtual authenticator) then confirms a send by itself; demo.maker's send waits
// for demo.checker, who approves it with a code; and the tamper test: the amount changed between
// the review and the signing is refused with the gateway's text, and nothing is booked.
import type { Page } from 'playwright-core';
import { ACTIVITY_HISTORY_PATHS } from '../../src/api/contract/activityHistory';
import { STEP_UP_TEXTS } from '../../src/api/contract/stepUp';
import { TRANSFER_PATHS } from '../../src/api/contract/transfers';
import { expectAccessible } from './support/browser';
import { E2E_PORT } from './support/env';
import { DASHBOARD_URL, acceptCookies, confirmWithCode, latestCode, logIn, mainMenu, secondPerson, signIn, stepUpDialog } from './support/portal';
import { setUpPortalPage } from './support/portalPage';
import { addVirtualAuthenticator } from './support/virtualAuthenticator';

const portal = setUpPortalPage();

const PLAIN_CUSTODY = 'C40017238';
const NORTHGATE_CUSTODY = 'C74002019';
const REFERENCE_ID = /^TR-[0-9A-F]{8}$/;
const SEND_URL = /\/institutional\/transfer\/send$/;
/** A passkey's relying party is a domain, never an IP address: the passkey journey uses the portal at localhost. */
const LOCALHOST_PORTAL = `http://localhost:${E2E_PORT}/institutional`;

async function openSend(p: Page, accountNumber: string, asset: string, saved: string): Promise<void> {
  await mainMenu(p).getByRole('link', { name: 'TRANSFER' }).click();
  await p.waitForURL(SEND_URL);
  await p.getByRole('combobox', { name: 'Select Account' }).selectOption(accountNumber);
  await p.getByRole('combobox', { name: 'Asset' }).selectOption(asset);
  const to = p.getByRole('combobox', { name: 'Send to' });
  const value = await to.getByRole('option', { name: new RegExp(`^${saved} \\(`) }).getAttribute('value');
  await to.selectOption(value ?? '');
}

async function review(p: Page, amount: string): Promise<void> {
  await p.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await p.getByRole('button', { name: 'Review' }).click();
  await p.getByRole('heading', { name: 'Review your transfer' }).waitFor();
}

async function reference(p: Page, outcome: RegExp): Promise<string> {
  await p.getByRole('heading', { name: outcome }).waitFor();
  const text = (await p.locator('.transfer-outcome__reference').textContent())?.trim() ?? '';
  expect(text).toMatch(REFERENCE_ID);
  return text;
}

/** The account's transactions of the last 30 days, as the gateway lists them to the signed-in user. */
async function history(p: Page, accountNumber: string): Promise<Array<Record<string, unknown>>> {
  const res = await p.request.post(new URL(ACTIVITY_HISTORY_PATHS.v3, p.url()).toString(), {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { accountNumber, days: 30 },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Array<Record<string, unknown>> }).data;
}

it('a send confirmed with a one-time code: the dialog over the review, text or call to the masked phone, a wrong code refused with the gateway’s text, then submitted', async () => {
  const { page } = portal;
  await signIn(page, 'demo.plain');
  await openSend(page, PLAIN_CUSTODY, 'BTC', 'BTC cold storage');
  await review(page, '0.001');
  await page.getByRole('button', { name: 'Submit' }).click();

  const box = stepUpDialog(page);
  await box.getByText('XXXXXXX0111').waitFor();
  await expectAccessible(page);
  await box.getByRole('radio', { name: 'Phone call' }).check();
  await box.getByRole('button', { name: 'Send code' }).click();
  await box.getByText('We are calling XXXXXXX0111 with your code.').waitFor();
  await box.getByRole('textbox', { name: 'Security code' }).fill('000000');
  await box.getByRole('button', { name: 'Confirm' }).click();
  await box.getByText(STEP_UP_TEXTS.wrongCode).waitFor();
  await expectAccessible(page);
  // Resend by the same channel, then the right code.
  await box.getByRole('button', { name: 'Resend code' }).click();
  await box.getByText('We are calling XXXXXXX0111 with your code.').waitFor();
  await box.getByRole('textbox', { name: 'Security code' }).fill(await latestCode({ username: 'demo.plain' }));
  await box.getByRole('button', { name: 'Confirm' }).click();
  await box.waitFor({ state: 'detached' });
  await reference(page, /Transfer submitted/);
});

it('Cancel in the dialog keeps the review as it was; nothing is sent', async () => {
  const { page } = portal;
  await signIn(page, 'demo.plain');
  await openSend(page, PLAIN_CUSTODY, 'BTC', 'BTC cold storage');
  await review(page, '0.002');
  const before = (await history(page, PLAIN_CUSTODY)).length;
  await page.getByRole('button', { name: 'Submit' }).click();
  await stepUpDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await stepUpDialog(page).waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: 'Review your transfer' }).waitFor();
  await page.getByText('0.002 BTC').first().waitFor();
  expect((await history(page, PLAIN_CUSTODY)).length).toBe(before);
});

it('a passkey added on the SECURITY page confirms a send by itself (the virtual authenticator), with no code', async () => {
  const { page } = portal;
  const authenticator = await addVirtualAuthenticator(page);
  await page.goto(`${LOCALHOST_PORTAL}/login`);
  await acceptCookies(page);
  await logIn(page, 'demo.plain');
  await page.waitForURL(DASHBOARD_URL);
  await mainMenu(page).getByRole('link', { name: 'SECURITY' }).click();
  await page.getByRole('textbox', { name: 'Passkey name' }).fill('YubiKey 5C');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByText('Passkey “YubiKey 5C” added.').waitFor();
  const [credential] = await authenticator.credentials();
  const signCount = credential?.signCount ?? 0;

  await openSend(page, PLAIN_CUSTODY, 'BTC', 'BTC cold storage');
  await review(page, '0.003');
  await page.getByRole('button', { name: 'Submit' }).click();
  await reference(page, /Transfer submitted/);
  await expect(page.getByRole('dialog', { name: 'Confirm with a one-time code' }).count()).resolves.toBe(0);
  const [used] = await authenticator.credentials();
  expect(used?.signCount).toBeGreaterThan(signCount); // the passkey signed
  await authenticator.remove();
});

it('demo.maker’s send waits for a checker; demo.checker approves it, confirmed with their own code', async () => {
  const { page } = portal;
  await signIn(page, 'demo.maker');
  await openSend(page, NORTHGATE_CUSTODY, 'BTC', 'Northgate BTC vault');
  await review(page, '0.01');
  await page.getByRole('button', { name: 'Submit' }).click();
  await confirmWithCode(page, 'demo.maker');
  const ref = await reference(page, /Transfer awaiting approval/);

  const checker = await secondPerson(portal.browser, 'demo.checker');
  try {
    await mainMenu(checker.page).getByRole('link', { name: 'ACTION ITEMS' }).click();
    const pending = checker.page.getByRole('region', { name: 'Pending action items' });
    await pending.getByRole('button', { name: new RegExp(`^Respond: .*${ref}`) }).click();
    const box = checker.page.getByRole('dialog', { name: /Transfer Request$/ });
    await box.getByRole('radio', { name: 'Approve' }).check();
    await box.getByRole('button', { name: 'Submit' }).click();
    await stepUpDialog(checker.page).waitFor();
    await expectAccessible(checker.page);
    await confirmWithCode(checker.page, 'demo.checker');
    await box.waitFor({ state: 'detached' });
    await checker.page.getByText('Response Submitted').first().waitFor();
    await pending.getByRole('button', { name: new RegExp(`^Respond: .*${ref}`) }).waitFor({ state: 'detached' });
    expect(checker.csp).toEqual([]);
  } finally {
    await checker.context.close();
  }
});

it('the tamper test: the amount changed between the review and the signing is refused with the gateway’s text, and nothing is booked', async () => {
  const { page } = portal;
  await signIn(page, 'demo.plain');
  await openSend(page, PLAIN_CUSTODY, 'BTC', 'BTC cold storage');
  await review(page, '0.001');
  const before = await history(page, PLAIN_CUSTODY);
  // Someone between the page and the gateway rewrites the amount of the signed submit.
  let tampered = 0;
  await page.route(`**${TRANSFER_PATHS.digitalAssetOutV3}`, async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as { amount: string };
    tampered += 1;
    await route.continue({ postData: JSON.stringify({ ...body, amount: '0.5' }) });
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await confirmWithCode(page, 'demo.plain');
  await page.getByText(STEP_UP_TEXTS.otherOperation).waitFor();
  await expectAccessible(page);
  expect(tampered).toBe(1);
  await page.unroute(`**${TRANSFER_PATHS.digitalAssetOutV3}`);
  expect(await history(page, PLAIN_CUSTODY)).toEqual(before);
  // What was typed is still there: the amount as reviewed.
  await expect(page.getByRole('textbox', { name: 'Amount' }).inputValue()).resolves.toBe('0.001');
});
