// Four-eyes by firm policy in Chromium (issue 25): demo.strict holds create and authorize on the
// Larkspur Endowment's custody account, yet the firm's policy makes every transfer wait for a second
// person. A wire (the gateway's clock fixed in business hours, as the transfers journey does) ends
// "awaiting approval"; ACTION ITEMS shows it view-only to demo.strict; demo.strict2, in a browser of
// their own, approves it; demo.strict then finds it approved by them. axe on each page state.
import type { Page } from 'playwright-core';
import moment from 'moment-timezone';
import { isBusinessDay, WIRE_TIME_ZONE } from '../../src/shared/validation/businessHours';
import { expectAccessible } from './support/browser';
import { control } from './support/control';
import { confirmWithCode, mainMenu, secondPerson, signIn } from './support/portal';
import { setUpPortalPage } from './support/portalPage';

const portal = setUpPortalPage();

const REFERENCE_ID = /^TR-[0-9A-F]{8}$/;
const grid = (p: Page, tab: 'Pending' | 'History') => p.getByRole('region', { name: `${tab} action items` });
const dialog = (p: Page, name: string) => p.getByRole('dialog', { name });

/** The next business day after today (US/Eastern) at hh:mm ET, as ISO 8601 with its offset. */
function nextBusinessDayAt(time: string): string {
  const day = moment.tz(WIRE_TIME_ZONE).startOf('day');
  do day.add(1, 'day');
  while (!isBusinessDay(day.format('YYYY-MM-DD')));
  return moment.tz(`${day.format('YYYY-MM-DD')} ${time}`, 'YYYY-MM-DD HH:mm', WIRE_TIME_ZONE).format();
}

async function openActionItems(p: Page): Promise<void> {
  await mainMenu(p).getByRole('link', { name: 'ACTION ITEMS' }).click();
  await p.waitForURL(/\/institutional\/action-items$/);
  await grid(p, 'Pending').waitFor();
}

/** A wire of `amount` USD to Larkspur Operating, reviewed and submitted; its reference id. */
async function submitWire(p: Page, amount: string): Promise<string> {
  await mainMenu(p).getByRole('link', { name: 'TRANSFER' }).click();
  await p.waitForURL(/\/institutional\/transfer\/send$/);
  await p.getByRole('region', { name: 'Wire hours' }).getByText('Open for wires').waitFor();
  const to = p.getByRole('combobox', { name: 'Wire to (saved wire instruction)' });
  const value = await to.getByRole('option', { name: /^Larkspur Operating \(\w*8826\)$/ }).getAttribute('value');
  await to.selectOption(value ?? '');
  await p.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await p.getByRole('button', { name: 'Review' }).click();
  await p.getByRole('heading', { name: 'Review your transfer' }).waitFor();
  await p.getByRole('button', { name: 'Submit' }).click();
  await confirmWithCode(p, 'demo.strict');
  await p.getByRole('heading', { name: 'Transfer awaiting approval' }).waitFor();
  const reference = (await p.locator('.transfer-outcome__reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(REFERENCE_ID);
  return reference;
}

it('demo.strict (create and authorize) sends a wire: it awaits approval, is view-only to them, and demo.strict2 approves it', async () => {
  const strict = portal.page;
  await control.clock(nextBusinessDayAt('10:00'));
  await signIn(strict, 'demo.strict');

  const reference = await submitWire(strict, '25000');
  await strict.getByText('Your transfer has been created and waits for a checker at your firm to approve it. Nothing is sent until then; the amount is held.').waitFor();
  await strict.getByText('Pending approval', { exact: true }).waitFor();
  await expectAccessible(strict);

  // Their own request: listed, view-only, never theirs to decide.
  await openActionItems(strict);
  const item = `Wire ${reference} to Larkspur Operating`;
  await grid(strict, 'Pending').getByRole('button', { name: `View: ${item}` }).click();
  await expect(grid(strict, 'Pending').getByRole('button', { name: `Respond: ${item}` }).count()).resolves.toBe(0);
  const own = dialog(strict, 'Wire Transfer Request');
  await own.getByText('You have view-only access to this request.').waitFor();
  await own.getByText('25,000.000 USD').waitFor();
  await expect(own.getByRole('radio').count()).resolves.toBe(0);
  await expectAccessible(strict);
  await own.getByRole('button', { name: 'Close', exact: true }).click();
  await own.waitFor({ state: 'detached' });

  // The second person of the firm approves it.
  const second = await secondPerson(portal.browser, 'demo.strict2');
  try {
    await openActionItems(second.page);
    await grid(second.page, 'Pending').getByRole('button', { name: `Respond: ${item}` }).click();
    const box = dialog(second.page, 'Wire Transfer Request');
    await box.getByText('Beatrice Ellingham').waitFor();
    await box.getByRole('radio', { name: 'Approve' }).check();
    await box.getByRole('textbox', { name: 'Comments' }).fill('Checked with the treasurer');
    await expectAccessible(second.page);
    await box.getByRole('button', { name: 'Submit' }).click();
    await confirmWithCode(second.page, 'demo.strict2');
    await box.waitFor({ state: 'detached' });
    await second.page.getByText('Response Submitted').first().waitFor();
    await grid(second.page, 'Pending').getByRole('button', { name: `Respond: ${item}` }).waitFor({ state: 'detached' });
    expect(second.csp).toEqual([]);
  } finally {
    await second.context.close();
  }

  // Back with demo.strict: decided by the second person.
  await strict.reload();
  await grid(strict, 'Pending').waitFor();
  await strict.getByRole('tab', { name: 'History' }).click();
  await grid(strict, 'History').getByRole('button', { name: `View: ${item}` }).click();
  const decided = dialog(strict, 'Wire Transfer Request');
  await decided.getByText('Approved by Tobias Wren').first().waitFor();
  await decided.getByText('Checked with the treasurer').waitFor();
  await expectAccessible(strict);
});
