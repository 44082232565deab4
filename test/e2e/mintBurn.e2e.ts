// Mint & Burn in Chromium against the reference gateway (spec part 1 §1–§4, §6, §9): demo.mm opens
// MINT & BURN, reads the mint instructions and the bank details, switches to Burn, generates a burn
// address (first in the list, with its QR code), copies it ('Copied' for 5 s) and reads it back
// from the clipboard; demo.plain has no MINT & BURN item, and /mint-burn tells that user there is
// no access (the page's own message, not a redirect: docs/spec-choices.md).
// Every page visited passes axe (no violation of any impact).
import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from './support/browser';
import { BASE_URL, PORTAL_URL } from './support/env';
import { BURN_URL, MINT_URL, mainMenu, signIn } from './support/portal';
import { setUpPortalPage } from './support/portalPage';

const ETHEREUM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const EST_TIMESTAMP = /^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} (AM|PM) EST$/;

const portal = setUpPortalPage();

/** 'label: value' for each pair of a label/value list inside `region`. */
async function pairsIn(region: Locator): Promise<string[]> {
  const terms = region.getByRole('term');
  const pairs: string[] = [];
  for (const term of await terms.all()) {
    const label = (await term.textContent())?.trim() ?? '';
    const value = (await term.locator('xpath=following-sibling::dd[1]').textContent())?.trim() ?? '';
    pairs.push(`${label}: ${value}`);
  }
  return pairs;
}

/** The wallet addresses of the history table, top to bottom (its first page). */
async function historyAddresses(p: Page): Promise<string[]> {
  const rows = p.getByRole('table', { name: 'Historical Burn Addresses' }).locator('tbody tr');
  const texts = await rows.locator('td:first-child').allTextContents();
  return texts.map((t) => t.trim()).filter((t) => ETHEREUM_ADDRESS.test(t));
}

it('demo.mm: reads the mint instructions, generates a burn address, sees it first with its QR code and copies it', async () => {
  const { context, page } = portal;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  await signIn(page, 'demo.mm');

  // MINT & BURN in the menu opens the Mint tab.
  await mainMenu(page).getByRole('link', { name: 'MINT & BURN' }).click();
  await page.waitForURL(MINT_URL);
  await page.getByRole('heading', { level: 1, name: 'Mint & Burn Process' }).waitFor();
  await expect(page.getByRole('link', { name: 'Back to Account', exact: true }).getAttribute('href')).resolves.toBe('/institutional/dashboard');
  await expect(page.getByRole('tab', { name: 'Mint', exact: true }).getAttribute('aria-selected')).resolves.toBe('true');
  const selector = page.getByRole('combobox', { name: 'Select Account' });
  const options = await selector.getByRole('option').allTextContents();
  expect(options.length).toBeGreaterThan(0);
  const selectedNumber = await selector.inputValue();
  expect(options.some((o) => o.endsWith(`(${selectedNumber})`))).toBe(true);

  // The mint instructions and the provider's bank account details.
  await page.getByText(/To mint FIDD, wire USD from your bank/).waitFor();
  const bankDetails = page.getByRole('region', { name: 'Bank Account Details' });
  await bankDetails.waitFor();
  expect((await pairsIn(bankDetails)).length).toBeGreaterThan(0);
  expect((await pairsIn(page.getByRole('region', { name: 'For the Benefit of' }))).length).toBeGreaterThan(0);
  expect(await pairsIn(page.getByRole('region', { name: 'For Final Credit to' }))).toEqual(
    expect.arrayContaining([expect.stringContaining(selectedNumber)]),
  );
  expect(await pairsIn(page.getByRole('region', { name: 'Your Account' }))).toContain(`Account Number: ${selectedNumber}`);
  await expect(page.getByRole('link', { name: 'Saved Instructions', exact: true }).getAttribute('href')).resolves.toBe(
    '/institutional/saved-instructions/digital-asset-instructions',
  );
  await expectAccessible(page);

  // Burn: the history settles (a table, possibly empty), then Generate makes a new first address.
  await page.getByRole('tab', { name: 'Burn', exact: true }).click();
  await page.waitForURL(BURN_URL);
  await page.getByRole('table', { name: 'Historical Burn Addresses' }).waitFor();
  const before = await historyAddresses(page);
  const generate = page.getByRole('button', { name: 'Generate Burn Address' });
  await generate.click();
  const addressSection = page.getByRole('region', { name: 'Burn Address', exact: true });
  const current = addressSection.locator('code');
  await (before[0] ? current.filter({ hasNotText: before[0] }) : current).waitFor();
  const newAddress = (await current.textContent())?.trim() ?? '';
  expect(newAddress).toMatch(ETHEREUM_ADDRESS);
  expect(before).not.toContain(newAddress);
  await expect(generate.isEnabled()).resolves.toBe(true);
  const after = await historyAddresses(page);
  expect(after).toEqual([newAddress, ...before].slice(0, after.length)); // first, the others after it

  // Its QR code (122 wide) and its generated time, in EST.
  const qr = addressSection.getByRole('img', { name: `QR code of burn address ${newAddress}` });
  await expect(qr.getAttribute('width')).resolves.toBe('122');
  expect(await qr.evaluate((el) => el.getBoundingClientRect().width)).toBeCloseTo(122, 0);
  const generatedAt = (await addressSection.locator('time').textContent())?.trim() ?? '';
  expect(generatedAt).toMatch(EST_TIMESTAMP);
  await expectAccessible(page);

  // Copy: 'Address copied', the button reads Copied for 5 s, and the clipboard holds the address.
  await addressSection.getByRole('button', { name: 'Copy', exact: true }).click();
  const copied = addressSection.getByRole('button', { name: 'Copied' });
  await copied.waitFor();
  await expect(addressSection.getByRole('status').textContent()).resolves.toBe('Address copied');
  await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(newAddress);
  await expectAccessible(page);
  await addressSection.getByRole('button', { name: 'Copy', exact: true }).waitFor({ timeout: 8_000 });
  await expect(copied.count()).resolves.toBe(0);

  // Reloading the Burn tab lists the new address first: the gateway kept it.
  await page.reload();
  await page.getByRole('table', { name: 'Historical Burn Addresses' }).waitFor();
  await expect(historyAddresses(page).then((list) => list[0])).resolves.toBe(newAddress);
});

it("demo.plain: no MINT & BURN item, and /mint-burn shows Mint & Burn's own no-access message", async () => {
  const { page } = portal;
  await signIn(page, 'demo.plain');
  await page.getByRole('table', { name: 'Positions' }).waitFor(); // the accounts are in: the menu for their types is final
  await expect(mainMenu(page).getByRole('link', { name: 'MINT & BURN' }).count()).resolves.toBe(0);
  await expectAccessible(page);
  await page.goto(`${PORTAL_URL}/mint-burn/burn`);
  await page.getByRole('heading', { name: 'You are not entitled to view this page.' }).waitFor();
  await page.getByText('If you need assistance, please contact our Client Service Team:', { exact: true }).waitFor();
  expect(page.url()).toMatch(BURN_URL);
  await expect(page.getByRole('tab').count()).resolves.toBe(0);
  await expect(page.getByText('This account does not have access to this feature. Switch accounts to continue.').count()).resolves.toBe(0);
  await expectAccessible(page);
});
