// The documents page by role and visible text, with the real reducers and the events the sagas
// would put; every action the page dispatches is recorded. The table's columns and texts, the
// empty and failure texts of the spec, selection by mouse and keyboard, earlier versions, and the
// download's outcome.
import type { AnyAction } from '@reduxjs/toolkit';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { documentsActions as A } from '../../../src/features/documents/index';
import DocumentsPage from '../../../src/features/documents/pages/DocumentsPage';
import { ACCOUNTS, MINT_AND_BURN, selectedEvents } from '../../builders/accounts';
import { C1_DOCUMENTS, aDocumentList } from '../../builders/documents';
import { renderWithStore } from '../../support/testStore';

const [FEB, INVOICE, DECEMBER] = C1_DOCUMENTS as [(typeof C1_DOCUMENTS)[number], (typeof C1_DOCUMENTS)[number], (typeof C1_DOCUMENTS)[number]];
const onC1 = () => selectedEvents('C1', MINT_AND_BURN, ACCOUNTS);
const loaded = (documents = C1_DOCUMENTS) => [A.listRequested({ acctNum: 'C1' }), A.listLoaded({ acctNum: 'C1', list: aDocumentList(documents) })];

function renderPage(actions: readonly AnyAction[] = [...onC1(), ...loaded()]) {
  const view = renderWithStore(<DocumentsPage />, { path: '/documents', actions });
  const put = (...events: AnyAction[]) => act(() => events.forEach((e) => view.store.dispatch(e)));
  return { ...view, put };
}

const table = () => screen.getByRole('table', { name: 'Documents of Harborline – Main Custody' });
const rowOf = (name: RegExp) => within(table()).getByRole('row', { name });
const box = (name: string, version = 1) => screen.getByRole('checkbox', { name: `Select ${name}, version ${version}` });

describe('the documents page', () => {
  it('says it opened and closed, and waits for the list with a spinner', () => {
    const { types, unmount } = renderPage([...onC1(), A.listRequested({ acctNum: 'C1' })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Select Account' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading documents' })).toBeInTheDocument();
    unmount();
    expect(types()).toEqual([A.pageOpened.type, A.pageClosed.type]);
  });

  it("names each account's document count in the choice once documents/accountlist answered, and none before or for an account it did not name", () => {
    const { put } = renderPage();
    const choice = () => screen.getByRole('combobox', { name: 'Select Account' });
    expect(within(choice()).getByRole('option', { name: 'Harborline – Main Custody (C1)' })).toBeInTheDocument();
    put(A.accountCountsLoaded({ accounts: [
      { accountNumber: 'C1', accountDisplayName: 'Harborline – Main Custody', documentCount: 12 },
      { accountNumber: 'L1', accountDisplayName: 'Harborline – Prime Collateral', documentCount: 1 },
    ] }));
    expect(within(choice()).getByRole('option', { name: 'Harborline – Main Custody (C1) — 12 documents' })).toBeInTheDocument();
    expect(within(choice()).getByRole('option', { name: 'Harborline – Prime Collateral (L1) — 1 document' })).toBeInTheDocument();
    expect(within(choice()).getByRole('option', { name: 'Meridian – Market Making (M1)' })).toBeInTheDocument();
    expect(choice()).toHaveValue('C1');
  });

  it("lists the account's documents with their period, issue, version and formats", () => {
    renderPage();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Select', 'Document', 'Period', 'Issued', 'Version', 'Formats']);
    const feb = rowOf(/Monthly Statement – 2026-02/);
    expect(within(feb).getAllByRole('cell').map((c) => c.textContent)).toEqual(['', FEB.name, '02/01/2026 - 02/28/2026', '03/02/2026', '1', 'PDF, CSV']);
    expect(within(rowOf(/Invoice – 2026-02/)).getByText('PDF')).toBeInTheDocument();
    expect(within(rowOf(/Monthly Statement – 2025-12/)).getByText('2 (corrected)')).toBeInTheDocument();
  });

  it("shows 'No Documents to Display' when the account has none", () => {
    renderPage([...onC1(), ...loaded([])]);
    expect(within(table()).getByText('No Documents to Display')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all documents' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download Selected' })).toBeDisabled();
  });

  it("says 'Unable to load documents at this time.' when the list fails, and Try Again asks again", async () => {
    const { types } = renderPage([...onC1(), A.listRequested({ acctNum: 'C1' }), A.listFailed({ acctNum: 'C1' })]);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to load documents at this time.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(types()).toContain(A.listReloadRequested.type);
  });

  it('selects documents by click and by keyboard, counts them, and opens the dialog', async () => {
    const { dispatched } = renderPage();
    const download = screen.getByRole('button', { name: 'Download Selected' });
    expect(download).toBeDisabled();
    expect(screen.getByText('0 documents selected')).toBeInTheDocument();
    await userEvent.click(box(FEB.name));
    expect(box(FEB.name)).toBeChecked();
    box(INVOICE.name).focus();
    await userEvent.keyboard(' ');
    expect(box(INVOICE.name)).toBeChecked();
    expect(screen.getByText('2 documents selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all documents' })).toBePartiallyChecked();
    await userEvent.click(download);
    expect(dispatched.map((a) => a.type)).toEqual([A.pageOpened.type, A.documentToggled.type, A.documentToggled.type, A.preferencesOpened.type]);
    expect(screen.getByRole('dialog', { name: 'Download Preferences' })).toBeInTheDocument();
  });

  it('selects all and none of the rows', async () => {
    renderPage();
    const all = screen.getByRole('checkbox', { name: 'Select all documents' });
    await userEvent.click(all);
    expect(all).toBeChecked();
    expect(screen.getByText(`${C1_DOCUMENTS.length} documents selected`)).toBeInTheDocument();
    await userEvent.click(all);
    expect(screen.getByText('0 documents selected')).toBeInTheDocument();
  });

  it("shows a corrected document's earlier versions under it, greyed and selectable, on request", async () => {
    const { put, types } = renderPage();
    const toggle = screen.getByRole('button', { name: `Show earlier versions of ${DECEMBER.name}` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(types()).toContain(A.versionsShown.type);
    put(A.versionsRequested({ documentId: DECEMBER.id }));
    expect(screen.getByRole('status', { name: 'Loading earlier versions' })).toBeInTheDocument();
    put(A.versionsLoaded({ acctNum: 'C1', documentId: DECEMBER.id, versions: [DECEMBER, { ...DECEMBER, version: 1, correction: null }] }));
    const earlier = within(table()).getAllByRole('row', { name: /Monthly Statement – 2025-12/ })[1] as HTMLElement;
    expect(earlier).toHaveClass('documents__row--earlier');
    expect(within(earlier).getByText('1 (superseded)')).toBeInTheDocument();
    await userEvent.click(box(DECEMBER.name, 1));
    expect(box(DECEMBER.name, 1)).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: `Hide earlier versions of ${DECEMBER.name}` }));
    expect(within(table()).getAllByRole('row', { name: /Monthly Statement – 2025-12/ })).toHaveLength(1);
    expect(screen.getByText('0 documents selected')).toBeInTheDocument(); // hidden versions are unselected
  });

  it('says on the row when earlier versions cannot be loaded', async () => {
    const { put } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: `Show earlier versions of ${DECEMBER.name}` }));
    put(A.versionsRequested({ documentId: DECEMBER.id }), A.versionsFailed({ documentId: DECEMBER.id }));
    expect(within(rowOf(/Monthly Statement – 2025-12/)).getByText('Earlier versions are unavailable at this time.')).toBeInTheDocument();
  });

  it('says which file was downloaded', () => {
    const { put } = renderPage();
    put(A.documentToggled({ key: `${FEB.id}@1` }), A.preferencesOpened(), A.downloadStarted({ requestId: 'r1', documentCount: 1, multiple: false }));
    put(A.downloadSucceeded({ requestId: 'r1', fileName: 'Statement_C1_2026-02.pdf' }));
    expect(screen.getByText('Downloaded Statement_C1_2026-02.pdf.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
