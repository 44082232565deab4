// Saved instructions in Chromium against the reference gateway (spec part 2 §2–§9): demo.plain opens
// SAVED INSTRUCTIONS, creates a US wire instruction (routing number looked up on blur) and a non-US
// IBAN instruction (BIC looked up, IBAN checked as typed), sees both listed as PENDING, deletes both
// through the delete dialog; creates an ETH address instruction; enables the allow-list of an
// account where it is off (activation period, acknowledgement), edits its period and disables it.
// axe on each page state and each dialog: no violation of any impact.
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/browser';
import { PORTAL_URL } from './support/env';
import { ADDRESS_INSTRUCTIONS_URL, WIRE_INSTRUCTIONS_URL, fillUsWireInstruction, mainMenu, signIn } from './support/portal';
import { setUpPortalPage } from './support/portalPage';

const portal = setUpPortalPage();

const SUB_CUSTODY = 'S40017246'; // demo.plain's account with the allow-list off
const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'; // EIP-55 test vector

const wireTable = (p: Page) => p.getByRole('table', { name: 'Saved Wire Instructions' });
const addressTable = (p: Page) => p.getByRole('table', { name: 'Saved Digital Asset Instructions' });
const rowOf = (p: Page, table: 'wire' | 'address', nickname: string) =>
  (table === 'wire' ? wireTable(p) : addressTable(p)).getByRole('row').filter({ hasText: nickname });
const form = (p: Page, name: string) => p.getByRole('form', { name });
const dialog = (p: Page, name: string) => p.getByRole('dialog', { name });

/** Signs in and opens the page through the menu item (or its address, where the menu is collapsed). */
async function openSavedInstructions(p: Page, via: 'menu' | 'address' = 'menu'): Promise<void> {
  await signIn(p, 'demo.plain');
  if (via === 'menu') await mainMenu(p).getByRole('link', { name: 'SAVED INSTRUCTIONS' }).click();
  else await p.goto(`${PORTAL_URL}/saved-instructions`);
  await p.waitForURL(WIRE_INSTRUCTIONS_URL);
  await p.getByRole('heading', { level: 1, name: 'Saved Instructions' }).waitFor();
}

async function deleteRow(p: Page, kind: 'wire' | 'address', nickname: string): Promise<void> {
  await rowOf(p, kind, nickname).getByRole('button', { name: `Delete ${nickname}` }).click();
  const title = kind === 'wire' ? 'Delete saved wire instruction?' : 'Delete saved digital asset instruction?';
  const box = dialog(p, title);
  await box.waitFor();
  await expect(box.getByRole('table').getByRole('row').count()).resolves.toBe(2); // header and the one row
  await expect(box.getByRole('cell', { name: nickname, exact: true }).count()).resolves.toBe(1);
  await expectAccessible(p);
  await box.getByRole('button', { name: 'Delete', exact: true }).click();
  await box.waitFor({ state: 'detached' });
  await rowOf(p, kind, nickname).waitFor({ state: 'detached' });
  await p.getByText('Instruction deleted successfully.').first().waitFor();
}

it('demo.plain: creates a US and a non-US IBAN wire instruction, sees them PENDING, deletes both', async () => {
  const { page } = portal;
  await openSavedInstructions(page);
  await rowOf(page, 'wire', 'Harborline Operating').waitFor();
  await expect(page.getByRole('tab', { name: 'Wire Instructions' }).getAttribute('aria-selected')).resolves.toBe('true');
  await expectAccessible(page);

  // A US instruction: the routing number is looked up when the field is left.
  await page.getByRole('button', { name: 'Add Wire Instruction' }).click();
  const wireForm = form(page, 'Add Wire Instruction');
  await fillUsWireInstruction(wireForm, 'Chicago Payroll');
  // The account number shows only its last 4 once left.
  await expect(wireForm.getByLabel('Bank Account Number', { exact: true }).inputValue()).resolves.toBe('XXXXXX3210');
  await expectAccessible(page);
  await wireForm.getByRole('button', { name: 'Save Instruction' }).click();
  await wireForm.waitFor({ state: 'detached' });
  const usRow = rowOf(page, 'wire', 'Chicago Payroll');
  await usRow.getByText('Pending', { exact: true }).waitFor();
  await expect(usRow.textContent()).resolves.toContain('3210');
  await page.getByText('Instruction added successfully.').first().waitFor();

  // A non-US instruction by IBAN: the BIC is looked up on blur, the IBAN checked as typed.
  await page.getByRole('button', { name: 'Add Wire Instruction' }).click();
  const ibanForm = form(page, 'Add Wire Instruction');
  await ibanForm.getByLabel('Nickname', { exact: true }).fill('Frankfurt EUR');
  await ibanForm.getByRole('radio', { name: 'Non-US' }).check();
  await ibanForm.getByLabel('BIC/Swift Code', { exact: true }).fill('deutdeff');
  await ibanForm.getByRole('radio', { name: 'IBAN' }).check();
  await ibanForm.getByText(/Deutsche Bank AG/).waitFor();
  await ibanForm.getByRole('textbox', { name: 'IBAN', exact: true }).fill('DE89370400440532013000');
  await expect(ibanForm.getByRole('textbox', { name: 'IBAN', exact: true }).inputValue()).resolves.toBe('DE89 3704 0044 0532 0130 00');
  await ibanForm.getByRole('radio', { name: 'Entity' }).check();
  await ibanForm.getByLabel('Beneficiary Entity Name', { exact: true }).fill('Harborline Europe GmbH');
  await ibanForm.getByLabel('Beneficiary Country', { exact: true }).selectOption('DE');
  await ibanForm.getByLabel('Beneficiary Address', { exact: true }).fill('Taunusanlage 1');
  await ibanForm.getByLabel('Beneficiary City', { exact: true }).fill('Frankfurt');
  await ibanForm.getByLabel('Beneficiary Postal Code', { exact: true }).fill('60325');
  const save = ibanForm.getByRole('button', { name: 'Save Instruction' });
  await page.waitForFunction((el) => el instanceof HTMLButtonElement && !el.disabled, await save.elementHandle());
  await save.click();
  await ibanForm.waitFor({ state: 'detached' });
  const ibanRow = rowOf(page, 'wire', 'Frankfurt EUR');
  await ibanRow.getByText('Pending', { exact: true }).waitFor();
  await expect(ibanRow.textContent()).resolves.toContain('DEUTDEFF');
  await expectAccessible(page);

  await deleteRow(page, 'wire', 'Chicago Payroll');
  await deleteRow(page, 'wire', 'Frankfurt EUR');
  await rowOf(page, 'wire', 'Harborline Operating').waitFor();
});

it('demo.plain: a taken nickname is refused on blur and nothing typed is lost', async () => {
  const { page } = portal;
  await openSavedInstructions(page);
  await page.getByRole('button', { name: 'Add Wire Instruction' }).click();
  const wireForm = form(page, 'Add Wire Instruction');
  await wireForm.getByLabel('Nickname', { exact: true }).fill('harborline operating');
  await wireForm.getByLabel('Routing Number', { exact: true }).fill('021000022');
  await wireForm.getByLabel('Routing Number', { exact: true }).press('Tab');
  await wireForm.getByText('Error: Nickname already in use. Please try again.').waitFor();
  await wireForm.getByText('Routing number is invalid.').waitFor();
  await expect(wireForm.getByLabel('Nickname', { exact: true }).inputValue()).resolves.toBe('harborline operating');
});

it('demo.plain: creates an ETH address instruction, listed PENDING, and deletes it', async () => {
  const { page } = portal;
  await openSavedInstructions(page);
  await page.getByRole('tab', { name: 'Digital Asset Instructions' }).click();
  await page.waitForURL(ADDRESS_INSTRUCTIONS_URL);
  await rowOf(page, 'address', 'ETH treasury').waitFor();
  await page.getByText('Activation Period:').waitFor();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add Digital Asset Instruction' }).click();
  const addressForm = form(page, 'Add Digital Asset Instruction');
  await addressForm.getByText(/participating Virtual Asset Service Providers/).waitFor();
  await expect(addressForm.getByLabel('Beneficiary Full Name', { exact: true }).inputValue()).resolves.not.toBe('');
  await addressForm.getByLabel('Network', { exact: true }).selectOption('Ethereum');
  await addressForm.getByLabel('Nickname', { exact: true }).fill('ETH settlement two');
  await addressForm.getByLabel('Recipient Address', { exact: true }).fill(ETH_ADDRESS.replace('E7', 'e7'));
  await addressForm.getByLabel('Recipient Address', { exact: true }).press('Tab'); // leaves the address
  await addressForm.getByText('Error: Invalid Address.').waitFor();
  await addressForm.getByLabel('Recipient Address', { exact: true }).fill(ETH_ADDRESS);
  await addressForm.getByRole('radio', { name: 'Institution' }).check();
  await addressForm.getByRole('combobox', { name: 'Institution', exact: true }).selectOption({ label: 'Other' });
  await addressForm.getByLabel('Institution Name', { exact: true }).fill('Ledgerhouse Custody');
  await expectAccessible(page);
  await addressForm.getByRole('button', { name: 'Save Instruction' }).click();
  await addressForm.waitFor({ state: 'detached' });
  const row = rowOf(page, 'address', 'ETH settlement two');
  await row.getByText('Pending', { exact: true }).waitFor();
  await expect(row.textContent()).resolves.toContain(ETH_ADDRESS);

  await deleteRow(page, 'address', 'ETH settlement two');
});

it('demo.plain: enables the allow-list, edits its activation period and disables it', async () => {
  const { page } = portal;
  await openSavedInstructions(page);
  await page.getByRole('combobox', { name: 'Select Account' }).selectOption(SUB_CUSTODY);
  await page.getByRole('tab', { name: 'Digital Asset Instructions' }).click();
  await page.getByText('Saved Digital Asset Instructions are not enabled for this account.').waitFor();

  // Enable: the period first (the first offered is chosen), then the acknowledgement.
  await page.getByRole('button', { name: 'Enable', exact: true }).click();
  const enable = dialog(page, 'Enable Digital Asset Instructions');
  await enable.getByLabel('Activation Period', { exact: true }).waitFor();
  await expect(enable.getByLabel('Activation Period', { exact: true }).inputValue()).resolves.toBe('1 Day');
  await enable.getByLabel('Activation Period', { exact: true }).selectOption('3 Days');
  await expectAccessible(page);
  await enable.getByRole('button', { name: 'Next' }).click();
  const confirm = enable.getByRole('button', { name: 'Confirm' });
  await expect(confirm.isDisabled()).resolves.toBe(true);
  await enable.getByRole('checkbox').check();
  await expect(confirm.isDisabled()).resolves.toBe(false);
  await expectAccessible(page);
  await confirm.click();
  await enable.waitFor({ state: 'detached' });
  await page.getByText('Activation Period:').waitFor();
  await expect(page.getByText('Activation Period:').textContent()).resolves.toContain('3 Days');

  // Edit: Save Preferences stays disabled until the period changes.
  await page.getByRole('button', { name: 'Edit Preferences' }).click();
  const edit = dialog(page, 'Edit Digital Asset Instruction Preferences');
  await edit.getByLabel('Activation Period', { exact: true }).waitFor();
  const savePreferences = edit.getByRole('button', { name: 'Save Preferences' });
  await expect(savePreferences.isDisabled()).resolves.toBe(true);
  await edit.getByLabel('Activation Period', { exact: true }).selectOption('7 Days');
  await expect(savePreferences.isDisabled()).resolves.toBe(false);
  await expectAccessible(page);
  await savePreferences.click();
  await edit.waitFor({ state: 'detached' });
  await page.getByText('Digital Asset Activation Period has been successfully updated').first().waitFor();
  await expect(page.getByText('Activation Period:').textContent()).resolves.toContain('7 Days');

  // Disable: a message, the video identity verification, and confirm → being disabled; no new instructions.
  await page.getByRole('button', { name: 'Disable', exact: true }).click();
  const disable = dialog(page, 'Disable Saved Digital Asset Instructions');
  await disable.getByText(/video identity verification/).waitFor();
  await expectAccessible(page);
  await disable.getByRole('button', { name: 'Disable', exact: true }).click();
  await disable.waitFor({ state: 'detached' });
  await page.getByText('Saved Digital Asset Instructions are being disabled.').waitFor();
  await expect(page.getByRole('button', { name: 'Add Digital Asset Instruction' }).count()).resolves.toBe(0);
  await expectAccessible(page);
});

it('on a small screen the delete dialog keeps the nickname column pinned; Cancel deletes nothing', async () => {
  const { page } = portal;
  await page.setViewportSize({ width: 600, height: 900 });
  await openSavedInstructions(page, 'address');
  await rowOf(page, 'wire', 'Harborline Operating').getByRole('button', { name: 'Delete Harborline Operating' }).click();
  const box = dialog(page, 'Delete saved wire instruction?');
  const nicknameCell = box.getByRole('cell', { name: 'Harborline Operating', exact: true });
  await expect(nicknameCell.evaluate((el) => getComputedStyle(el).position)).resolves.toBe('sticky');
  await expect(box.getByRole('cell').nth(1).evaluate((el) => getComputedStyle(el).position)).resolves.not.toBe('sticky');
  await expectAccessible(page);
  await box.getByRole('button', { name: 'Cancel' }).click();
  await box.waitFor({ state: 'detached' });
  await rowOf(page, 'wire', 'Harborline Operating').waitFor();
});
