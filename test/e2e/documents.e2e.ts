// Documents in Chromium against the reference gateway (spec part 2 §2–§4, §7–§9): demo.plain opens
// DOCUMENTS, selects last month's statement by keyboard, asks for PDF and CSV and gets a zip (opened
// here: both files, the PDF a PDF of the statement, the CSV its CSV); opens the Download
// Preferences dialog on every document type and meets each rule; downloads one file as itself;
// sees a corrected statement's earlier version; a failed list and a failed download say so and
// recover. axe on the page and on the dialog: no violation of any impact.
import type { Download, Page } from 'playwright-core';
import { DOCUMENT_PATHS } from '../../src/api/contract/documents';
import { csvRows, pdfPages, zipFiles } from '../support/documentFiles';
import { expectAccessible } from './support/browser';
import { control } from './support/control';
import { mainMenu, signIn } from './support/portal';
import { setUpPortalPage } from './support/portalPage';

const portal = setUpPortalPage();
const ACCOUNT = 'C40017238';

const documentsTable = (p: Page) => p.getByRole('table', { name: 'Documents of Harborline Capital – Main Custody' });
const dialog = (p: Page) => p.getByRole('dialog', { name: 'Download Preferences' });
const box = (p: Page, format: 'PDF' | 'CSV', heading: string) => dialog(p).getByRole('checkbox', { name: `${format} for ${heading}` });
const downloadButton = (p: Page) => dialog(p).getByRole('button', { name: 'Download', exact: true });
/** The checkbox of the table's first row whose document name starts with `heading`. */
const firstBoxOf = (p: Page, heading: string) => documentsTable(p).getByRole('checkbox', { name: new RegExp(`^Select ${heading} – `) }).first();

async function openDocuments(p: Page): Promise<void> {
  await signIn(p, 'demo.plain');
  await mainMenu(p).getByRole('link', { name: 'DOCUMENTS' }).click();
  await p.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
  await documentsTable(p).getByRole('row').nth(1).waitFor();
}

async function bytesOf(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The download that `action` starts, and its bytes. */
async function downloadOf(p: Page, action: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([p.waitForEvent('download'), action()]);
  return { name: download.suggestedFilename(), bytes: await bytesOf(download) };
}

it("demo.plain: downloads last month's statement in PDF and CSV as a zip, and opens it", async () => {
  const { page } = portal;
  await openDocuments(page);
  await expectAccessible(page);
  // The account choice names each account's document count (documents/accountlist), the table's own among them.
  const rows = await documentsTable(page).getByRole('row').count();
  const choice = page.getByRole('combobox', { name: 'Select Account' });
  await choice.getByRole('option', { name: `Harborline Capital – Main Custody (${ACCOUNT}) — ${rows - 1} documents` }).waitFor({ state: 'attached' });
  // The newest statement is the first statement row; ticked from the keyboard.
  const statement = firstBoxOf(page, 'Monthly Statement');
  const statementName = ((await statement.getAttribute('aria-label')) ?? '').replace(/^Select (.+), version \d+$/, '$1');
  await statement.focus();
  await page.keyboard.press('Space');
  await expect(statement.isChecked()).resolves.toBe(true);
  await page.getByText('1 document selected').waitFor();

  await page.getByRole('button', { name: 'Download Selected' }).click();
  await dialog(page).waitFor();
  await expect(box(page, 'PDF', 'Monthly Statement').isChecked()).resolves.toBe(true);
  await box(page, 'CSV', 'Monthly Statement').check();
  await expectAccessible(page);
  const { name, bytes } = await downloadOf(page, () => downloadButton(page).click());
  expect(name).toMatch(new RegExp(`^Documents_${ACCOUNT}_\\d{8}\\.zip$`));
  await page.getByText(`Downloaded ${name}.`).waitFor();
  await dialog(page).waitFor({ state: 'detached' });

  const files = zipFiles(bytes);
  const period = Object.keys(files)[0]?.replace(/^Statement_C40017238_(\d{4}-\d{2})\.pdf$/, '$1');
  expect(Object.keys(files)).toEqual([`Statement_${ACCOUNT}_${period}.pdf`, `Statement_${ACCOUNT}_${period}.csv`]);
  const [first] = pdfPages(files[`Statement_${ACCOUNT}_${period}.pdf`] as Uint8Array);
  expect(first).toEqual(expect.arrayContaining([statementName, 'Harborline Capital – Main Custody', 'Balances', 'Activity']));
  const csv = csvRows(files[`Statement_${ACCOUNT}_${period}.csv`] as Uint8Array);
  expect(csv.slice(0, 4)).toEqual([['Monthly Statement'], ['Issuer', 'Harbor Digital Trust Company'], ['Account', 'Harborline Capital – Main Custody'], ['Account Number', ACCOUNT]]);
  expect(csv).toContainEqual(['Asset', 'Opening Balance', 'Credits', 'Debits', 'Fees', 'Closing Balance', 'Price (USD)', 'Value (USD)']);
});

it('the Download Preferences dialog: every type, each rule, Cancel; one document in one format is one file', async () => {
  const { page } = portal;
  await openDocuments(page);
  await firstBoxOf(page, 'Monthly Statement').check();
  await firstBoxOf(page, 'Invoice').check();
  // Both compensation summaries: the older one is offered as PDF only.
  for (const summary of await documentsTable(page).getByRole('checkbox', { name: /^Select Compensation Summary – / }).all()) await summary.check();
  await page.getByRole('button', { name: 'Download Selected' }).click();
  await dialog(page).waitFor();
  const rows = dialog(page).getByRole('row');
  await expect(rows.allTextContents()).resolves.toEqual([
    'DOCUMENT TYPEFORMATTOTAL',
    'Monthly StatementPDFCSV1',
    'InvoicePDF onlyPDFCSV1',
    'Compensation SummaryPDFCSV2',
    'Total: 4 documents',
  ]);
  await expectAccessible(page);

  // A PDF-only type: PDF ticked and fixed, CSV disabled.
  await expect(box(page, 'PDF', 'Invoice').isChecked()).resolves.toBe(true);
  await expect(box(page, 'PDF', 'Invoice').isDisabled()).resolves.toBe(true);
  await expect(box(page, 'CSV', 'Invoice').isDisabled()).resolves.toBe(true);
  // One summary offers CSV: the box is enabled.
  await expect(box(page, 'CSV', 'Compensation Summary').isEnabled()).resolves.toBe(true);
  // A type with no format ticked: Download disabled, Cancel not.
  await box(page, 'PDF', 'Monthly Statement').uncheck();
  await expect(downloadButton(page).isDisabled()).resolves.toBe(true);
  await expect(dialog(page).getByRole('button', { name: 'Cancel' }).isEnabled()).resolves.toBe(true);
  await dialog(page).getByText('Choose at least one format for each document type.').waitFor();
  await box(page, 'CSV', 'Monthly Statement').check();
  await expect(downloadButton(page).isEnabled()).resolves.toBe(true);
  // CSV only for the summaries: the PDF-only one is not asked for.
  await box(page, 'PDF', 'Compensation Summary').uncheck();
  await box(page, 'CSV', 'Compensation Summary').check();
  await dialog(page).getByText('Total: 3 documents').waitFor();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await dialog(page).waitFor({ state: 'detached' });

  // A format no selected document offers: CSV disabled for the PDF-only summary alone (the older one).
  await firstBoxOf(page, 'Monthly Statement').uncheck();
  await firstBoxOf(page, 'Invoice').uncheck();
  await firstBoxOf(page, 'Compensation Summary').uncheck();
  await page.getByText('1 document selected').waitFor();
  await page.getByRole('button', { name: 'Download Selected' }).click();
  await expect(box(page, 'CSV', 'Compensation Summary').isDisabled()).resolves.toBe(true);
  const { name, bytes } = await downloadOf(page, () => downloadButton(page).click());
  expect(name).toMatch(new RegExp(`^CompensationSummary_${ACCOUNT}_\\d{4}-Q[1-4]\\.pdf$`));
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

it("shows a corrected statement's earlier version on request", async () => {
  const { page } = portal;
  await openDocuments(page);
  const corrected = documentsTable(page).getByRole('row').filter({ hasText: '2 (corrected)' });
  await corrected.getByRole('button', { name: /^Show earlier versions of Monthly Statement/ }).click();
  const earlier = documentsTable(page).getByRole('row').filter({ hasText: '1 (superseded)' });
  await earlier.waitFor();
  await earlier.getByRole('checkbox').check();
  await page.getByText('1 document selected').waitFor();
  await expectAccessible(page);
});

it('a failed list says so and Try Again loads it; a failed download says so in the dialog and the next try works', async () => {
  const { page } = portal;
  await signIn(page, 'demo.plain');
  await control.fault({ path: DOCUMENT_PATHS.list, status: 500, times: 1 });
  await mainMenu(page).getByRole('link', { name: 'DOCUMENTS' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Unable to load documents at this time.' });
  await alert.waitFor();
  await expectAccessible(page);
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await firstBoxOf(page, 'Invoice').check();

  await control.fault({ path: DOCUMENT_PATHS.download, status: 500, times: 1 });
  await page.getByRole('button', { name: 'Download Selected' }).click();
  await downloadButton(page).click();
  await dialog(page).getByRole('alert').filter({ hasText: 'The documents could not be downloaded.' }).waitFor();
  await expectAccessible(page);
  const { name } = await downloadOf(page, () => downloadButton(page).click());
  expect(name).toMatch(new RegExp(`^Invoice_${ACCOUNT}_\\d{4}-\\d{2}\\.pdf$`));
});
