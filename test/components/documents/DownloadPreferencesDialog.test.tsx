// The Download Preferences dialog by role and visible text (spec part 2 §2, §4), every rule through
// the boxes a user sees: the columns, a row and TOTAL per type, the footer count, PDF ticked to
// start, a PDF-only type fixed to PDF, a format no selected document offers disabled, Download
// disabled until every type has a format, the result dispatched, progress and Cancel while it runs,
// a failure said in the dialog, Escape.
import type { AnyAction } from '@reduxjs/toolkit';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { documentsActions as A } from '../../../src/features/documents/index';
import DocumentsPage from '../../../src/features/documents/pages/DocumentsPage';
import { ACCOUNTS, MINT_AND_BURN, selectedEvents } from '../../builders/accounts';
import { C1_DOCUMENTS, aCompensationSummary, aDocumentList } from '../../builders/documents';
import { renderWithStore } from '../../support/testStore';

const [FEB, INVOICE, DECEMBER, Q4_PDF_ONLY] = C1_DOCUMENTS as [
  (typeof C1_DOCUMENTS)[number],
  (typeof C1_DOCUMENTS)[number],
  (typeof C1_DOCUMENTS)[number],
  (typeof C1_DOCUMENTS)[number],
];
const Q3 = aCompensationSummary('2025-07', { accountNumber: 'C1' });
const DOCUMENTS = [...C1_DOCUMENTS, Q3];
const key = (d: { id: string; version: number }) => `${d.id}@${d.version}`;

/** The page with C1's documents listed, `selected` ticked and the dialog open. */
function openDialog(selected: readonly (typeof DOCUMENTS)[number][]) {
  const view = renderWithStore(<DocumentsPage />, {
    path: '/documents',
    actions: [
      ...selectedEvents('C1', MINT_AND_BURN, ACCOUNTS),
      A.listRequested({ acctNum: 'C1' }),
      A.listLoaded({ acctNum: 'C1', list: aDocumentList(DOCUMENTS) }),
      ...selected.map((d) => A.documentToggled({ key: key(d) })),
      A.preferencesOpened(),
    ],
  });
  const put = (...events: AnyAction[]) => act(() => events.forEach((e) => view.store.dispatch(e)));
  return { ...view, put, dialog: screen.getByRole('dialog', { name: 'Download Preferences' }) };
}

const boxFor = (format: 'PDF' | 'CSV', heading: string) => screen.getByRole('checkbox', { name: `${format} for ${heading}` });
const downloadButton = () => within(screen.getByRole('dialog')).getByRole('button', { name: /^Download(ing…)?$/ });
const rows = (dialog: HTMLElement) => within(within(dialog).getByRole('table')).getAllByRole('row');

describe('the Download Preferences dialog', () => {
  it('has the spec columns, a row and TOTAL per type in the types order, and the footer count', () => {
    const { dialog } = openDialog([Q3, FEB, INVOICE, DECEMBER]);
    expect(within(dialog).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['DOCUMENT TYPE', 'FORMAT', 'TOTAL']);
    expect(rows(dialog).map((r) => r.textContent)).toEqual([
      'DOCUMENT TYPEFORMATTOTAL',
      'Monthly StatementPDFCSV2',
      'InvoicePDF onlyPDFCSV1',
      'Compensation SummaryPDFCSV1',
      'Total: 4 documents',
    ]);
  });

  it('starts with PDF ticked; ticking CSV too asks for both, as several files', async () => {
    const { dialog, dispatched } = openDialog([FEB]);
    expect(boxFor('PDF', 'Monthly Statement')).toBeChecked();
    expect(boxFor('CSV', 'Monthly Statement')).not.toBeChecked();
    await userEvent.click(boxFor('CSV', 'Monthly Statement'));
    expect(boxFor('CSV', 'Monthly Statement')).toBeChecked();
    expect(within(dialog).getByText('Total: 1 document')).toBeInTheDocument();
    await userEvent.click(downloadButton());
    expect(dispatched.at(-1)).toEqual(
      A.downloadRequested({ body: { accountNumber: 'C1', documents: [{ id: FEB.id, version: 1, formats: ['pdf', 'csv'] }] }, multiple: true }),
    );
  });

  it('one document in one format is one file', async () => {
    const { dispatched } = openDialog([FEB]);
    await userEvent.click(downloadButton());
    expect(dispatched.at(-1)).toEqual(A.downloadRequested({ body: { accountNumber: 'C1', documents: [{ id: FEB.id, version: 1, formats: ['pdf'] }] }, multiple: false }));
  });

  it('a PDF-only type is always PDF: its PDF ticked and disabled, its CSV disabled', () => {
    const { dialog } = openDialog([INVOICE]);
    expect(boxFor('PDF', 'Invoice')).toBeChecked();
    expect(boxFor('PDF', 'Invoice')).toBeDisabled();
    expect(boxFor('CSV', 'Invoice')).not.toBeChecked();
    expect(boxFor('CSV', 'Invoice')).toBeDisabled();
    expect(within(dialog).getByText('PDF only')).toBeInTheDocument();
    expect(downloadButton()).toBeEnabled();
  });

  it('a format no selected document of the type offers is disabled; one that offers it enables it', async () => {
    const { unmount } = openDialog([Q4_PDF_ONLY]);
    expect(boxFor('CSV', 'Compensation Summary')).toBeDisabled();
    expect(boxFor('PDF', 'Compensation Summary')).toBeEnabled();
    unmount();
    openDialog([Q4_PDF_ONLY, Q3]);
    expect(boxFor('CSV', 'Compensation Summary')).toBeEnabled();
  });

  it('Download is disabled while a type has no format ticked, Cancel never', async () => {
    const { dialog } = openDialog([FEB, INVOICE]);
    await userEvent.click(boxFor('PDF', 'Monthly Statement'));
    expect(downloadButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(dialog).getByText('Choose at least one format for each document type.')).toBeInTheDocument();
    expect(within(dialog).getByText('Total: 1 document')).toBeInTheDocument(); // the invoice alone
    await userEvent.click(boxFor('CSV', 'Monthly Statement'));
    expect(downloadButton()).toBeEnabled();
  });

  it('a document is asked for only in formats it lists', async () => {
    const { dispatched } = openDialog([Q4_PDF_ONLY, Q3]);
    await userEvent.click(boxFor('PDF', 'Compensation Summary'));
    await userEvent.click(boxFor('CSV', 'Compensation Summary'));
    expect(screen.getByText('Total: 1 document')).toBeInTheDocument();
    await userEvent.click(downloadButton());
    expect(dispatched.at(-1)).toEqual(A.downloadRequested({ body: { accountNumber: 'C1', documents: [{ id: Q3.id, version: 1, formats: ['csv'] }] }, multiple: false }));
  });

  it('while it downloads: progress, the boxes and Download locked, Cancel stops it', async () => {
    const { put, dispatched, dialog } = openDialog([FEB, INVOICE]);
    put(A.downloadStarted({ requestId: 'r1', documentCount: 2, multiple: true }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Preparing 2 documents…');
    expect(screen.getByRole('button', { name: 'Downloading…' })).toBeDisabled();
    expect(boxFor('CSV', 'Monthly Statement')).toBeDisabled();
    put(A.downloadProgressed({ requestId: 'r1', loaded: 512, total: 2048 }));
    expect(screen.getByRole('progressbar', { name: 'Download progress' })).toHaveAttribute('value', '25');
    expect(screen.getByText('Receiving… 25%')).toBeInTheDocument();
    put(A.downloadProgressed({ requestId: 'r1', loaded: 4096, total: null }));
    expect(screen.getByText('Receiving… 4 KB')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dispatched.at(-1)).toEqual(A.preferencesClosed());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("a failure is said in the dialog with the gateway's message; the boxes stay as they were", async () => {
    const { put } = openDialog([FEB]);
    await userEvent.click(boxFor('CSV', 'Monthly Statement'));
    put(A.downloadStarted({ requestId: 'r1', documentCount: 1, multiple: true }), A.downloadFailed({ requestId: 'r1', message: 'Document not found' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The documents could not be downloaded.');
    expect(alert).toHaveTextContent('Document not found');
    expect(boxFor('CSV', 'Monthly Statement')).toBeChecked();
    expect(downloadButton()).toBeEnabled();
  });

  it('closes on Escape and on the X', async () => {
    const { dispatched, unmount } = openDialog([FEB]);
    await userEvent.keyboard('{Escape}');
    expect(dispatched.at(-1)).toEqual(A.preferencesClosed());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    const again = openDialog([FEB]);
    await userEvent.click(within(again.dialog).getByRole('button', { name: 'Close' }));
    expect(again.dispatched.at(-1)).toEqual(A.preferencesClosed());
  });
});
