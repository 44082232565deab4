// The allow-list's flags in Chromium against the reference gateway (issue 27; docs/spec-choices.md):
// `aa` off leaves demo.plain's allow-list state on screen but offers no Enable / Edit Preferences /
// Disable (and the gateway refuses the call the button would make); `disEnabled` off takes away
// Disable only; `mm-sdai` on gives demo.mm's market-maker account its Digital Asset Instructions tab
// and the Mint tab names the account's saved FIDD address, off the page shows the wire instructions
// only and the Mint tab names no address. Flags are switched through the control API and restored
// after each test (the reset before each test restores them too). axe on each new page state.
import type { Page } from 'playwright-core';
import { SAVED_ADDRESS_FLAG_TEXTS, SAVED_INSTRUCTION_PATHS } from '../../src/api/contract/savedInstructions';
import { expectAccessible } from './support/browser';
import { control } from './support/control';
import { MINT_URL, WIRE_INSTRUCTIONS_URL, mainMenu, openAddressTab, signIn } from './support/portal';
import { setUpPortalPage } from './support/portalPage';

const portal = setUpPortalPage();

const SEEDED = { aa: true, disEnabled: true, 'mm-sdai': true };
afterEach(async () => {
  await control.flags(SEEDED);
});

const PLAIN_CUSTODY = 'C40017238'; // demo.plain's custody account: allow-list ENABLED, 3 Days
const MM_PRIMARY = 'M52008113'; // demo.mm's primary market-maker account: one ACTIVE FIDD address
const MM_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const ALLOW_LIST_BUTTONS = ['Enable', 'Edit Preferences', 'Disable'];

async function openSettledAddressTab(p: Page, accountNumber: string): Promise<void> {
  await openAddressTab(p, accountNumber);
  // Settled: the table is on screen (each test then waits for the account's allow-list state).
  await p.getByRole('table', { name: 'Saved Digital Asset Instructions' }).waitFor();
}

/** The allow-list buttons on screen, once the page has settled. */
async function allowListButtons(p: Page): Promise<string[]> {
  const shown: string[] = [];
  for (const name of ALLOW_LIST_BUTTONS) if ((await p.getByRole('button', { name, exact: true }).count()) > 0) shown.push(name);
  return shown;
}

/** The gateway's answer to a disable made from the signed-in page (what the button would send). */
async function disableFromPage(p: Page): Promise<{ status: number; text: string }> {
  return p.evaluate(async ({ url, accountNumber }) => {
    const res = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ accountNumber, disableSDAI: true }),
    });
    return { status: res.status, text: ((await res.json()) as { status: { text: string } }).status.text };
  }, { url: SAVED_INSTRUCTION_PATHS.sdaiDisable, accountNumber: PLAIN_CUSTODY });
}

it('aa off: the allow-list state stays, no Enable / Edit Preferences / Disable, the gateway refuses; on again, they are back', async () => {
  const { page } = portal;
  await control.flags({ aa: false });
  await signIn(page, 'demo.plain');
  await openSettledAddressTab(page, PLAIN_CUSTODY);
  await page.getByText('Activation Period: 3 Days').waitFor();
  await page.getByRole('button', { name: 'Add Digital Asset Instruction' }).waitFor();
  expect(await allowListButtons(page)).toEqual([]);
  await expectAccessible(page);
  await expect(disableFromPage(page)).resolves.toEqual({ status: 403, text: SAVED_ADDRESS_FLAG_TEXTS.allowListOff });

  await control.flags({ aa: true });
  await page.reload();
  await page.getByRole('button', { name: 'Edit Preferences' }).waitFor();
  expect(await allowListButtons(page)).toEqual(['Edit Preferences', 'Disable']);
});

it('disEnabled off: Edit Preferences but no Disable, and the gateway refuses the disable; the allow-list stays ENABLED', async () => {
  const { page } = portal;
  await control.flags({ disEnabled: false });
  await signIn(page, 'demo.plain');
  await openSettledAddressTab(page, PLAIN_CUSTODY);
  await page.getByRole('button', { name: 'Edit Preferences' }).waitFor();
  expect(await allowListButtons(page)).toEqual(['Edit Preferences']);
  await expect(disableFromPage(page)).resolves.toEqual({ status: 403, text: SAVED_ADDRESS_FLAG_TEXTS.disablingOff });
  await page.reload();
  await page.getByText('Activation Period: 3 Days').waitFor();
  await page.getByRole('button', { name: 'Edit Preferences' }).waitFor();
  expect(await page.getByText('Saved Digital Asset Instructions are being disabled.').count()).toBe(0);
});

it('mm-sdai on: demo.mm has the Digital Asset Instructions tab with its saved address, and the Mint tab names it', async () => {
  const { page } = portal;
  await signIn(page, 'demo.mm');
  await openSettledAddressTab(page, MM_PRIMARY);
  await page.getByText('Saved Digital Asset Instructions are not enabled for this account.').waitFor();
  await page.getByRole('table', { name: 'Saved Digital Asset Instructions' }).getByRole('row').filter({ hasText: 'Meridian FIDD receipts' }).waitFor();
  await expectAccessible(page);

  await mainMenu(page).getByRole('link', { name: 'MINT & BURN' }).click();
  await page.waitForURL(MINT_URL);
  await page.getByRole('combobox', { name: 'Select Account' }).selectOption(MM_PRIMARY);
  const list = page.getByRole('list', { name: 'Active saved address on the Ethereum network:' });
  await list.getByText(MM_ADDRESS).waitFor();
  await expect(list.getByRole('listitem').allTextContents()).resolves.toEqual([`Meridian FIDD receipts ${MM_ADDRESS}`]);
  await expectAccessible(page);
});

it('mm-sdai off: demo.mm sees wire instructions only, the digital-asset address goes to them, and the Mint tab names no address', async () => {
  const { page } = portal;
  await control.flags({ 'mm-sdai': false });
  await signIn(page, 'demo.mm');
  await mainMenu(page).getByRole('link', { name: 'SAVED INSTRUCTIONS' }).click();
  await page.getByRole('table', { name: 'Saved Wire Instructions' }).waitFor();
  await expect(page.getByRole('tab').allTextContents()).resolves.toEqual(['Wire Instructions']);
  expect(await page.getByRole('button', { name: 'About Digital Asset Instructions' }).count()).toBe(0);
  await expectAccessible(page);

  await page.goto(page.url().replace(WIRE_INSTRUCTIONS_URL, '/institutional/saved-instructions/digital-asset-instructions'));
  await page.waitForURL(WIRE_INSTRUCTIONS_URL);
  await page.getByRole('table', { name: 'Saved Wire Instructions' }).waitFor();

  await mainMenu(page).getByRole('link', { name: 'MINT & BURN' }).click();
  await page.waitForURL(MINT_URL);
  await page.getByRole('region', { name: 'Bank Account Details' }).waitFor();
  await page.getByText('Minted FIDD is sent to the digital asset address we hold on file for this account.').waitFor();
  expect(await page.getByRole('link', { name: 'Saved Instructions', exact: true }).count()).toBe(0);
  expect(await page.getByText(MM_ADDRESS).count()).toBe(0);
});
