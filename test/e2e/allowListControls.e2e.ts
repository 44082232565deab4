// The allow-list's controls in Chromium against the reference gateway (issue 25). Cooling-off:
// demo.maker adds an Ethereum address to Northgate's custody account (allow-list ENABLED, 3 Days),
// demo.checker approves it in another browser on the gateway's fixed clock; the saved-instruction
// table and the Send picker show "Active from …" (ET), the picker will not take it, a send to it
// from the maker's session is refused (409, the time in the text); the control API's clock moves
// past the time, and the send goes through the Send page. Disablement: demo.plain disables the
// allow-list of its custody account, sees the being-disabled text and what completes it; the
// control panel records the video identity verification (Complete disablement); the page shows
// DISABLED, and a send to a direct address is accepted. axe on each new page state.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import moment from 'moment-timezone';
import { TRANSFER_PATHS } from '../../src/api/contract/transfers';
import { DAY_MS, activeFromText, notActiveYetText } from '../../src/shared/validation/activationPeriod';
import { WIRE_TIME_ZONE } from '../../src/shared/validation/businessHours';
import { expectAccessible, newPortalPage } from './support/browser';
import { BASE_URL, PORTAL_URL } from './support/env';
import { control } from './support/control';
import { ADDRESS_INSTRUCTIONS_URL, DASHBOARD_URL, confirmWithCode, logIn, mainMenu, openAddressTab, secondPerson, signIn } from './support/portal';
import { setUpPortalPage } from './support/portalPage';

const portal = setUpPortalPage();

const NORTHGATE_CUSTODY = 'C74002019'; // demo.maker's firm: allow-list ENABLED, activation period 3 Days
const PLAIN_CUSTODY = 'C40017238'; // demo.plain's custody account: allow-list ENABLED
const ETH_RECIPIENT = '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb';
const DIRECT_BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const NICKNAME = 'Northgate ETH cold';
const SEND_URL = /\/institutional\/transfer\/send$/;

const addressTable = (p: Page) => p.getByRole('table', { name: 'Saved Digital Asset Instructions' });
const addressRow = (p: Page, nickname: string) => addressTable(p).getByRole('row').filter({ hasText: nickname });
const sendTo = (p: Page) => p.getByRole('combobox', { name: 'Send to' });
const amount = (p: Page) => p.getByRole('textbox', { name: 'Amount' });

/** Tomorrow (US/Eastern) at 9:00 AM ET, as epoch ms: the instant the checker approves at. */
const tomorrowNineEastern = (): number => moment.tz(WIRE_TIME_ZONE).startOf('day').add(1, 'day').hour(9).valueOf();
const iso = (at: number) => new Date(at).toISOString();

async function openSend(p: Page, accountNumber: string, asset: string): Promise<void> {
  await mainMenu(p).getByRole('link', { name: 'TRANSFER' }).click();
  await p.waitForURL(SEND_URL);
  await p.getByRole('combobox', { name: 'Select Account' }).selectOption(accountNumber);
  await p.getByRole('combobox', { name: 'Asset' }).selectOption(asset);
}

/** Reviews the send and submits it, confirmed with `username`'s one-time code; the outcome's heading. */
async function reviewAndSubmit(p: Page, typed: string, outcome: RegExp, username: string): Promise<void> {
  await amount(p).fill(typed);
  await p.getByRole('button', { name: 'Review' }).click();
  await p.getByRole('heading', { name: 'Review your transfer' }).waitFor();
  await p.getByRole('button', { name: 'Submit' }).click();
  await confirmWithCode(p, username);
  await p.getByRole('heading', { name: outcome }).waitFor();
}

/** demo.checker approves the address request in a browser context of their own. */
async function checkerApproves(nickname: string): Promise<void> {
  const { context, page, csp } = await secondPerson(portal.browser, 'demo.checker');
  try {
    await mainMenu(page).getByRole('link', { name: 'ACTION ITEMS' }).click();
    const pending = page.getByRole('region', { name: 'Pending action items' });
    await pending.getByRole('button', { name: new RegExp(`^Respond: .*${nickname}`) }).click();
    const box = page.getByRole('dialog', { name: 'Digital Asset Instruction Request' });
    await box.getByRole('radio', { name: 'Approve' }).check();
    await box.getByRole('button', { name: 'Submit' }).click();
    await confirmWithCode(page, 'demo.checker');
    await box.waitFor({ state: 'detached' });
    await page.getByText('Response Submitted').first().waitFor();
    expect(csp).toEqual([]);
  } finally {
    await context.close();
  }
}

it('cooling-off: an approved address shows "Active from …", a send to it is refused until the gateway clock passes that time, then it goes through', async () => {
  const page = portal.page;
  const approvedAt = tomorrowNineEastern();
  const activatesAt = approvedAt + 3 * DAY_MS;
  const activeFrom = activeFromText(activatesAt);
  expect(activeFrom).toMatch(/^Active from \w{3} \d{1,2}, \d{4} 9:00 AM ET$/);
  await control.clock(iso(approvedAt));

  // The maker adds the address: PENDING until the checker decides.
  await signIn(page, 'demo.maker');
  await openAddressTab(page, NORTHGATE_CUSTODY);
  await page.getByText('Activation Period:').waitFor();
  await page.getByText('A new digital asset instruction becomes usable once the activation period has passed after its approval.').waitFor();
  await page.getByRole('button', { name: 'Add Digital Asset Instruction' }).click();
  const form = page.getByRole('form', { name: 'Add Digital Asset Instruction' });
  await form.getByLabel('Network', { exact: true }).selectOption('Ethereum');
  await form.getByLabel('Nickname', { exact: true }).fill(NICKNAME);
  await form.getByLabel('Recipient Address', { exact: true }).fill(ETH_RECIPIENT);
  await form.getByRole('radio', { name: 'Institution' }).check();
  await form.getByRole('combobox', { name: 'Institution', exact: true }).selectOption({ label: 'Other' });
  await form.getByLabel('Institution Name', { exact: true }).fill('Ledgerhouse Custody');
  await form.getByRole('button', { name: 'Save Instruction' }).click();
  await form.waitFor({ state: 'detached' });
  await addressRow(page, NICKNAME).getByText('Pending', { exact: true }).waitFor();

  await checkerApproves(NICKNAME);

  // The maker's list: the row waits with its time, in ET.
  await page.reload();
  await page.waitForURL(ADDRESS_INSTRUCTIONS_URL);
  await page.getByRole('combobox', { name: 'Select Account' }).selectOption(NORTHGATE_CUSTODY);
  await addressRow(page, NICKNAME).getByText(activeFrom, { exact: true }).waitFor();
  await expectAccessible(page);

  // The Send picker lists it with its time, not selectable, and says why.
  await openSend(page, NORTHGATE_CUSTODY, 'ETH');
  const waiting = sendTo(page).getByRole('option', { name: `${NICKNAME} – ${activeFrom} (${ETH_RECIPIENT})` });
  await expect(waiting.isDisabled()).resolves.toBe(true);
  await page.getByText(`An address in its activation period can be chosen once it is active: ${NICKNAME}, ${activeFrom}.`).waitFor();
  await expectAccessible(page);

  // A send to it from the maker's own session is refused by the gateway: 409 and the time.
  const addressId = await waiting.getAttribute('value');
  expect(addressId).toBeTruthy();
  const refused = await page.request.post(`${BASE_URL}${TRANSFER_PATHS.digitalAssetOutV3}`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { requestId: randomUUID(), accountNumber: NORTHGATE_CUSTODY, asset: 'ETH', amount: '0.5', addressId },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.text()).toContain(notActiveYetText(activatesAt));
  expect(notActiveYetText(activatesAt)).toContain(activeFrom.replace('Active from ', ''));

  // The control API's clock passes the time (the session has long timed out by then: sign in again).
  await control.clock(iso(activatesAt + 60_000));
  await page.goto(`${PORTAL_URL}/login`);
  await logIn(page, 'demo.maker');
  await page.waitForURL(DASHBOARD_URL);
  await openAddressTab(page, NORTHGATE_CUSTODY);
  await addressRow(page, NICKNAME).getByText('Active', { exact: true }).waitFor();
  await openSend(page, NORTHGATE_CUSTODY, 'ETH');
  const active = sendTo(page).getByRole('option', { name: `${NICKNAME} (${ETH_RECIPIENT})`, exact: true });
  await expect(active.isDisabled()).resolves.toBe(false);
  await expect(page.getByText(/An address in its activation period/).count()).resolves.toBe(0);
  await sendTo(page).selectOption(addressId ?? '');
  await reviewAndSubmit(page, '0.5', /Transfer awaiting approval/, 'demo.maker');
  await page.getByText('Pending approval', { exact: true }).waitFor();
  await expectAccessible(page);
});

it('disablement: the admin disables the allow-list, sees it being disabled; the control panel completes it; DISABLED, and a direct address is accepted', async () => {
  const page = portal.page;
  await signIn(page, 'demo.plain');
  await openAddressTab(page, PLAIN_CUSTODY);
  await page.getByRole('button', { name: 'Disable', exact: true }).click();
  const disable = page.getByRole('dialog', { name: 'Disable Saved Digital Asset Instructions' });
  await disable.getByRole('button', { name: 'Disable', exact: true }).click();
  await disable.waitFor({ state: 'detached' });

  const state = page.getByRole('status').filter({ hasText: 'Saved Digital Asset Instructions are being disabled.' });
  await state
    .getByText(
      'Disabling is complete once our Client Service Team has held your video identity verification. Until then, no digital assets can be sent from this account and no new instructions can be added.',
    )
    .waitFor();
  await expect(page.getByRole('button', { name: 'Add Digital Asset Instruction' }).count()).resolves.toBe(0);
  await expectAccessible(page);

  // The custodian's staff record the video identity verification on the control panel, in a
  // browser of their own (the panel's inline <style> is refused by the CSP: not the portal's page).
  const staff = await newPortalPage(portal.browser);
  const panel = staff.page;
  await panel.goto(`${BASE_URL}/__mock/`);
  await panel.getByRole('button', { name: `Complete disablement of ${PLAIN_CUSTODY}` }).click();
  await panel.getByRole('status').getByText(`${PLAIN_CUSTODY}: allow-list DISABLED`).waitFor();
  await panel.getByRole('button', { name: `Complete disablement of ${PLAIN_CUSTODY}` }).waitFor({ state: 'detached' });
  await staff.context.close();

  await page.goto(`${PORTAL_URL}/saved-instructions/digital-asset-instructions`);
  await page.getByRole('combobox', { name: 'Select Account' }).selectOption(PLAIN_CUSTODY);
  await page.getByText('Saved Digital Asset Instructions are not enabled for this account.').waitFor();
  await page.getByRole('button', { name: 'Enable', exact: true }).waitFor();
  await expect(page.getByText('Saved Digital Asset Instructions are being disabled.').count()).resolves.toBe(0);
  await expectAccessible(page);

  // A send to an address typed in is accepted now.
  await openSend(page, PLAIN_CUSTODY, 'BTC');
  await page.getByRole('radio', { name: 'Another address' }).check();
  await page.getByRole('textbox', { name: 'Bitcoin address' }).fill(DIRECT_BTC);
  await reviewAndSubmit(page, '0.01', /Transfer submitted/, 'demo.plain');
  await page.getByText('Submitted', { exact: true }).waitFor();
  await expectAccessible(page);
});
