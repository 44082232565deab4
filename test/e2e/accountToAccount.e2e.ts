// A transfer between two accounts of the same firm in Chromium (issue 27, flag a2a): with the flag
// on (the control API), demo.plain sends BTC from HCP Custody to HCP Sub-Custody — the destination
// 'Another account of this firm', the review naming both accounts, the one-time code confirmed —
// and sees the available balance of both accounts change at once; with the flag off the choice is
// absent. Each test has its own reset gateway (the flag back to off).
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/browser';
import { control } from './support/control';
import { confirmWithCode, mainMenu, signIn } from './support/portal';
import { setUpPortalPage } from './support/portalPage';

const portal = setUpPortalPage();

const CUSTODY = 'C40017238';
const SUB_CUSTODY = 'S40017246';
const SEND_URL = /\/institutional\/transfer\/send$/;

async function openSend(p: Page, accountNumber: string): Promise<void> {
  await p.getByRole('combobox', { name: 'Select Account' }).selectOption(accountNumber);
  await p.getByRole('combobox', { name: 'Asset' }).selectOption('BTC');
}

/** The BTC the Send form says is available on the account (its hint under the amount). */
async function availableBtc(p: Page, accountNumber: string): Promise<number> {
  await openSend(p, accountNumber);
  const hint = p.getByText(/^Available: [\d,.]+ BTC$/);
  await hint.waitFor();
  return Number(((await hint.textContent()) ?? '').replace(/^Available: /, '').replace(/ BTC$/, '').replace(/,/g, ''));
}

it('flag on: BTC to another account of the firm, reviewed with both accounts, confirmed with a code; both balances change at once', async () => {
  const { page } = portal;
  await control.flags({ a2a: true });
  await signIn(page, 'demo.plain');
  await mainMenu(page).getByRole('link', { name: 'TRANSFER' }).click();
  await page.waitForURL(SEND_URL);
  const to = await availableBtc(page, SUB_CUSTODY);
  const from = await availableBtc(page, CUSTODY); // the form is left on the source account

  await page.getByRole('radio', { name: 'Another account of this firm' }).check();
  await page.getByRole('combobox', { name: 'Account of this firm' }).selectOption(SUB_CUSTODY);
  await page.getByRole('textbox', { name: 'Amount' }).fill('0.5');
  await page.getByText('0.00 USD').waitFor();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Review' }).click();
  const facts = page.getByRole('region', { name: 'Review your transfer' });
  await facts.getByText(`HCP Sub-Custody (${SUB_CUSTODY})`).waitFor();
  await facts.getByText(`HCP Custody (${CUSTODY})`).waitFor();
  await facts.getByText('0.5 BTC').waitFor();
  await page.getByRole('button', { name: 'Submit' }).click();
  await confirmWithCode(page, 'demo.plain');
  await page.getByRole('heading', { name: 'Transfer completed' }).waitFor();
  await page.getByText('Settled').waitFor();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New Transfer' }).click();
  expect(await availableBtc(page, CUSTODY)).toBeCloseTo(from - 0.5, 8);
  expect(await availableBtc(page, SUB_CUSTODY)).toBeCloseTo(to + 0.5, 8);
});

it('flag off: no such destination', async () => {
  const { page } = portal;
  await signIn(page, 'demo.plain');
  await mainMenu(page).getByRole('link', { name: 'TRANSFER' }).click();
  await page.waitForURL(SEND_URL);
  await openSend(page, CUSTODY);
  await page.getByRole('combobox', { name: 'Send to' }).waitFor();
  expect(await page.getByRole('radio', { name: 'Another account of this firm' }).count()).toBe(0);
  expect(await page.getByText('Another account of this firm').count()).toBe(0);
});
