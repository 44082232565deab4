// Transfers in Chromium against the reference gateway (spec part 1 §5, part 2 §2–§9), the gateway's
// clock fixed through the control API on the next business day (the browser keeps its own clock;
// the page runs the gateway's answer on from it): a wire within hours (review, submit, reference
// id), a wire after 4:00 pm (the warning), a wire while closed (the spec's modal, the next opening),
// a BTC send below the minimum (the message, in the spec's order) and a valid one with its fee, a
// retry after a failed answer that sends the same idempotency key, and a deposit address with its
// QR code and Copy. Every page state visited passes axe (no violation of any impact).
import type { Page } from 'playwright-core';
import moment from 'moment-timezone';
import { isBusinessDay, WIRE_TIME_ZONE } from '../../src/shared/validation/businessHours';
import { expectAccessible } from './support/browser';
import { BASE_URL } from './support/env';
import { control } from './support/control';
import { confirmWithCode, mainMenu, signIn } from './support/portal';
import { setUpPortalPage } from './support/portalPage';

const portal = setUpPortalPage({ testMode: true });

/** The transfer events of the test-mode action log, in order, with the idempotency key each carried. */
async function transferEvents(page: Page): Promise<Array<{ type: string; requestId?: string }>> {
  return page.evaluate(() =>
    ((window as unknown as { __ICP_ACTION_LOG__?: Array<{ type: string; payload?: { requestId?: string } }> }).__ICP_ACTION_LOG__ ?? [])
      .filter((a) => /^transfers\/(submit|transfer)/.test(a.type))
      .map((a) => ({ type: a.type, requestId: a.payload?.requestId })),
  );
}
const SEND_URL = /\/institutional\/transfer\/send$/;
const RECEIVE_URL = /\/institutional\/transfer\/receive$/;
const REFERENCE_ID = /^TR-[0-9A-F]{8}$/;

/** The next business day after today (US/Eastern) at hh:mm ET, as ISO 8601 with its offset. */
function nextBusinessDayAt(time: string): string {
  const day = moment.tz(WIRE_TIME_ZONE).startOf('day');
  do day.add(1, 'day');
  while (!isBusinessDay(day.format('YYYY-MM-DD')));
  return moment.tz(`${day.format('YYYY-MM-DD')} ${time}`, 'YYYY-MM-DD HH:mm', WIRE_TIME_ZONE).format();
}

/** Signs demo.plain in with the gateway's clock at `time` ET, and opens TRANSFER (Send). */
async function openTransfer(page: Page, time: string, username = 'demo.plain'): Promise<void> {
  await control.clock(nextBusinessDayAt(time));
  await signIn(page, username);
  await mainMenu(page).getByRole('link', { name: 'TRANSFER' }).click();
  await page.waitForURL(SEND_URL);
  await page.getByRole('heading', { level: 1, name: 'Transfer' }).waitFor();
}

const asset = (p: Page) => p.getByRole('combobox', { name: 'Asset' });

/** Chooses the option of a select whose text matches (an option's text has the masked account or the address). */
async function choose(p: Page, select: string, text: RegExp): Promise<void> {
  const box = p.getByRole('combobox', { name: select });
  const value = await box.getByRole('option', { name: text }).getAttribute('value');
  await box.selectOption(value ?? '');
}
const amount = (p: Page) => p.getByRole('textbox', { name: 'Amount' });
const wireWindow = (p: Page) => p.getByRole('region', { name: 'Wire hours' });

/** A wire of `typed` USD to Harborline Operating, up to its review. */
async function reviewWire(page: Page, typed: string): Promise<void> {
  await expect(asset(page).inputValue()).resolves.toBe('USD');
  await choose(page, 'Wire to (saved wire instruction)', /^Harborline Operating \(\w*6710\)$/);
  await amount(page).fill(typed);
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('heading', { name: 'Review your transfer' }).waitFor();
}

/** Submit, confirmed with a one-time code (issue 26: every submit is signed), then the reference id. */
async function submitAndReadReference(page: Page, username = 'demo.plain'): Promise<string> {
  await page.getByRole('button', { name: 'Submit' }).click();
  await confirmWithCode(page, username);
  return readReference(page);
}

async function readReference(page: Page): Promise<string> {
  await page.getByRole('heading', { name: /Transfer submitted|Transfer awaiting approval/ }).waitFor();
  const reference = (await page.locator('.transfer-outcome__reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(REFERENCE_ID);
  return reference;
}

it('a wire within hours: the window open with its countdown, the amount cleaned, reviewed, submitted, a reference id', async () => {
  const { page } = portal;
  await openTransfer(page, '10:00');
  await wireWindow(page).getByText('Open for wires').waitFor();
  // 7 hours to 5:00 pm from the gateway's 10:00 am, counting down on the page's clock since.
  await wireWindow(page).getByText(/^Cut-off in (7 h 00|6 h [45]\d) min$/).waitFor();
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'Wire to (saved wire instruction)' }).waitFor();
  await amount(page).pressSequentially('1,250.505');
  await expect(amount(page).inputValue()).resolves.toBe('1250.50');
  await reviewWire(page, '1250.50');
  await page.getByText('1,250.50 USD').waitFor();
  await page.getByText('0.00 USD').waitFor();
  await expectAccessible(page);
  const reference = await submitAndReadReference(page);
  await page.getByText('Submitted', { exact: true }).waitFor();
  await expectAccessible(page);
  expect(reference).toMatch(REFERENCE_ID);
});

it('a wire after 4 pm: the warning beside the form and on the review, and the wire accepted', async () => {
  const { page } = portal;
  await openTransfer(page, '16:30');
  await wireWindow(page).getByText('Closing soon').waitFor();
  const warning = 'Wires requested between 4:00 pm and 5:00 pm ET may not be processed until the next business day.';
  await wireWindow(page).getByText(warning).waitFor();
  await wireWindow(page).getByText(/^Cut-off in (30|2\d) min \d\d s$/).waitFor();
  await expectAccessible(page);
  await reviewWire(page, '500');
  await page.getByText(warning).waitFor();
  await submitAndReadReference(page);
});

it('a wire when closed: the next opening, and Review refused with the spec’s modal', async () => {
  const { page } = portal;
  await openTransfer(page, '18:00');
  await wireWindow(page).getByText('Closed for wires').waitFor();
  await wireWindow(page).getByText(/^Next opening: \w+day, \w+ \d{1,2} at 8:30 AM ET$/).waitFor();
  await wireWindow(page).getByText(/^Opens in /).waitFor();
  await choose(page, 'Wire to (saved wire instruction)', /^Harborline Operating /);
  await amount(page).fill('100');
  await page.getByRole('button', { name: 'Review' }).click();
  const modal = page.getByRole('dialog', { name: 'Wire requests are closed' });
  await modal.getByText('Wire requests are accepted from 8:30 am to 5:00 pm ET on business days. Please submit your wire when the window opens.').waitFor();
  await expectAccessible(page);
  await modal.getByRole('button', { name: 'OK' }).click();
  await modal.waitFor({ state: 'hidden' });
  // Nothing was reviewed or sent: the form is still there, its amount kept.
  await expect(amount(page).inputValue()).resolves.toBe('100');
});

it('a BTC send: below the minimum the message, then a valid one with its 15 USD fee and estimate', async () => {
  const { page } = portal;
  await openTransfer(page, '11:00');
  await asset(page).selectOption('BTC');
  await choose(page, 'Send to', /^BTC cold storage /);
  await amount(page).fill('0.000001');
  await amount(page).blur();
  // BTC's user minimum (toa_maker_min) equals its transfer minimum: the spec's order names the user limit first.
  await page.getByText('Below user limit.', { exact: true }).waitFor();
  await expect(amount(page).getAttribute('aria-invalid')).resolves.toBe('true');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { name: 'Review your transfer' }).count()).resolves.toBe(0);
  await expectAccessible(page);

  await amount(page).fill('0.01');
  await page.getByText('15.00 USD').waitFor();
  await page.getByText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/).waitFor(); // the estimate at the latest price
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('heading', { name: 'Review your transfer' }).waitFor();
  await submitAndReadReference(page);
  await page.getByText('15.00 USD').waitFor();
  await expectAccessible(page);
});

it('a retry after a failed answer sends the same idempotency key, and one transfer is made; the lifecycle in the action log', async () => {
  const { page } = portal;
  await openTransfer(page, '10:30');
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/transfer/outbound')) keys.push((JSON.parse(request.postData() ?? '{}') as { requestId: string }).requestId);
  });
  await control.fault({ path: '/gateway/institutional/moneymovement/api/v1/wireinstruction/transfer/outbound', status: 502 });
  await reviewWire(page, '75');
  await page.getByRole('button', { name: 'Submit' }).click();
  await confirmWithCode(page, 'demo.plain');
  await page.getByRole('heading', { name: 'We could not confirm your transfer' }).waitFor();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await confirmWithCode(page, 'demo.plain'); // the retry is signed again (the same body, the same key)
  await readReference(page);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const key = keys[0];
  expect(await transferEvents(page)).toEqual([
    { type: 'transfers/submitRequested', requestId: undefined },
    { type: 'transfers/submitStarted', requestId: key },
    { type: 'transfers/submitFailed', requestId: key },
    { type: 'transfers/submitRetryRequested', requestId: undefined },
    { type: 'transfers/submitRetried', requestId: undefined },
    { type: 'transfers/transferAccepted', requestId: key },
  ]);
});

it('receive: a BTC deposit address with its QR code, copied', async () => {
  const { page, context } = portal;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  await openTransfer(page, '12:00');
  await page.getByRole('tab', { name: 'Receive' }).click();
  await page.waitForURL(RECEIVE_URL);
  await asset(page).selectOption('BTC');
  const costBasis = page.getByRole('textbox', { name: 'Cost basis per unit (USD)' });
  // Prefilled with the latest price, to the cent.
  await page.waitForFunction((input) => /^\d+\.\d{2}$/.test((input as HTMLInputElement | null)?.value ?? ''), await costBasis.elementHandle());
  await page.getByRole('button', { name: 'Generate Deposit Address' }).click();
  const card = page.getByRole('region', { name: 'Your BTC deposit address on the Bitcoin network' });
  const address = ((await card.locator('code').textContent()) ?? '').trim();
  expect(address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
  await card.getByRole('img', { name: `QR code of the address ${address}` }).waitFor();
  await card.getByRole('button', { name: 'Copy' }).click();
  await card.getByRole('button', { name: 'Copied' }).waitFor();
  await card.getByText('Address copied').waitFor();
  await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(address);
  await expectAccessible(page);
});
