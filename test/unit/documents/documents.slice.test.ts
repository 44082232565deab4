// The documents state machine: events that make no sense in the current status change nothing (a
// stale account's list or versions, a download that is not the one running, a box of a closed
// dialog), selection follows the rows, and another account, clearing the accounts or logout start
// afresh. Selectors read the initial state before the signed-in chunk has registered the reducer.
import type { AnyAction } from '@reduxjs/toolkit';
import { accountsActions } from '../../../src/features/accounts/index';
import {
  documentsActions as A,
  documentsReducer,
  initialDocumentsState,
  selectDocumentRows,
  selectDownloadPreferences,
  selectSelectedDocuments,
  type DocumentsState,
} from '../../../src/features/documents/index';
import { sessionActions } from '../../../src/features/session/index';
import { C1_DOCUMENTS, aDocumentList } from '../../builders/documents';
import { stateAfter } from '../../support/testStore';

const [FEB, INVOICE, DECEMBER] = C1_DOCUMENTS as [(typeof C1_DOCUMENTS)[number], (typeof C1_DOCUMENTS)[number], (typeof C1_DOCUMENTS)[number]];
const key = (d: { id: string; version: number }) => `${d.id}@${d.version}`;
const after = (...events: AnyAction[]) => events.reduce<DocumentsState>(documentsReducer, initialDocumentsState);
const LISTED = [A.pageOpened(), A.listRequested({ acctNum: 'C1' }), A.listLoaded({ acctNum: 'C1', list: aDocumentList(C1_DOCUMENTS) })];
const listed = (...more: AnyAction[]) => after(...LISTED, ...more);
const DOWNLOADING = [A.documentToggled({ key: key(FEB) }), A.preferencesOpened(), A.downloadStarted({ requestId: 'r1', documentCount: 1, multiple: false })];

describe('events that make no sense change nothing', () => {
  it.each([
    ['a list for another account', after(A.listRequested({ acctNum: 'C1' })), A.listLoaded({ acctNum: 'L1', list: aDocumentList([]) })],
    ['a list not asked for', listed(), A.listLoaded({ acctNum: 'C1', list: aDocumentList([]) })],
    ['a failure for another account', after(A.listRequested({ acctNum: 'C1' })), A.listFailed({ acctNum: 'L1' })],
    ['a failure of a list already there', listed(), A.listFailed({ acctNum: 'C1' })],
    ['hiding versions never shown', listed(), A.versionsHidden({ documentId: DECEMBER.id })],
    ['versions asked for a document never shown', listed(), A.versionsRequested({ documentId: DECEMBER.id })],
    ['versions never asked for', listed(), A.versionsLoaded({ acctNum: 'C1', documentId: DECEMBER.id, versions: [] })],
    ['versions of another account', listed(A.versionsShown({ documentId: DECEMBER.id }), A.versionsRequested({ documentId: DECEMBER.id })), A.versionsLoaded({ acctNum: 'L1', documentId: DECEMBER.id, versions: [] })],
    ['versions failing when not asked for', listed(A.versionsShown({ documentId: DECEMBER.id })), A.versionsFailed({ documentId: DECEMBER.id })],
    ['a document not in the list toggled', listed(), A.documentToggled({ key: 'STM-X@1' })],
    ['the dialog opened with nothing selected', listed(), A.preferencesOpened()],
    ['a box of a closed dialog', listed(A.documentToggled({ key: key(FEB) })), A.formatToggled({ docType: 'STATEMENT', format: 'csv' })],
    ['a box while downloading', listed(...DOWNLOADING), A.formatToggled({ docType: 'STATEMENT', format: 'csv' })],
    ['a second start while downloading', listed(...DOWNLOADING), A.downloadStarted({ requestId: 'r2', documentCount: 3, multiple: true })],
    ['progress of another download', listed(...DOWNLOADING), A.downloadProgressed({ requestId: 'r2', loaded: 1, total: null })],
    ['progress after the end', listed(...DOWNLOADING, A.downloadSucceeded({ requestId: 'r1', fileName: 'a.pdf' })), A.downloadProgressed({ requestId: 'r1', loaded: 1, total: null })],
    ['another download succeeding', listed(...DOWNLOADING), A.downloadSucceeded({ requestId: 'r2', fileName: 'b.pdf' })],
    ['another download failing', listed(...DOWNLOADING), A.downloadFailed({ requestId: 'r2', message: 'x' })],
    ['another download cancelled', listed(...DOWNLOADING), A.downloadCancelled({ requestId: 'r2' })],
  ])('%s', (_name, state, event) => {
    expect(documentsReducer(state, event)).toBe(state);
  });
});

describe('the list', () => {
  it('asking again for the same account keeps what is shown; another account starts afresh', () => {
    const again = documentsReducer(listed(A.documentToggled({ key: key(FEB) })), A.listRequested({ acctNum: 'C1' }));
    expect(again.list).toEqual({ acctNum: 'C1', status: 'pending', keys: C1_DOCUMENTS.map(key) });
    expect(again.selected).toEqual([key(FEB)]);
    const other = documentsReducer(again, A.listRequested({ acctNum: 'L1' }));
    expect(other).toEqual({ ...initialDocumentsState, pageOpen: true, list: { acctNum: 'L1', status: 'pending', keys: [] } });
  });

  it('a list loaded again keeps only the selected documents it still has', () => {
    const state = listed(A.documentToggled({ key: key(FEB) }), A.documentToggled({ key: key(INVOICE) }), A.listRequested({ acctNum: 'C1' }));
    expect(documentsReducer(state, A.listLoaded({ acctNum: 'C1', list: aDocumentList([INVOICE]) })).selected).toEqual([key(INVOICE)]);
  });
});

describe('selection', () => {
  it('toggles a document, selects all and none of the given rows (unknown keys ignored)', () => {
    expect(listed(A.documentToggled({ key: key(FEB) }), A.documentToggled({ key: key(FEB) })).selected).toEqual([]);
    const all = listed(A.documentToggled({ key: key(FEB) }), A.allToggled({ keys: [...C1_DOCUMENTS.map(key), 'STM-X@1'], selected: true }));
    expect(all.selected).toEqual(C1_DOCUMENTS.map(key));
    expect(documentsReducer(all, A.allToggled({ keys: [key(FEB), key(INVOICE)], selected: false })).selected).toEqual(C1_DOCUMENTS.slice(2).map(key));
  });

  it('hiding earlier versions unselects them', () => {
    const earlier = { ...DECEMBER, version: 1, correction: null };
    const state = listed(
      A.versionsShown({ documentId: DECEMBER.id }),
      A.versionsRequested({ documentId: DECEMBER.id }),
      A.versionsLoaded({ acctNum: 'C1', documentId: DECEMBER.id, versions: [DECEMBER, earlier] }),
      A.documentToggled({ key: key(earlier) }),
      A.documentToggled({ key: key(FEB) }),
    );
    expect(state.selected).toEqual([key(earlier), key(FEB)]);
    expect(documentsReducer(state, A.versionsHidden({ documentId: DECEMBER.id })).selected).toEqual([key(FEB)]);
  });
});

describe('the dialog and the download', () => {
  it('opening the dialog starts from the starting boxes and forgets a finished download; opening it again while one runs keeps it', () => {
    const finished = listed(...DOWNLOADING, A.downloadFailed({ requestId: 'r1', message: 'x' }), A.preferencesClosed(), A.preferencesOpened());
    expect(finished.preferences).toEqual({ open: true, choices: {} });
    expect(finished.download).toEqual({ status: 'idle' });
    const running = listed(...DOWNLOADING, A.preferencesOpened());
    expect(running.download.status).toBe('downloading');
  });

  it('success closes the dialog; leaving the page closes it too', () => {
    expect(listed(...DOWNLOADING, A.downloadSucceeded({ requestId: 'r1', fileName: 'a.pdf' })).preferences.open).toBe(false);
    expect(listed(A.documentToggled({ key: key(FEB) }), A.preferencesOpened(), A.pageClosed()).preferences.open).toBe(false);
  });
});

describe('starting afresh', () => {
  it('another account or clearing the accounts keeps only the page open; logout clears all', () => {
    const busy = listed(...DOWNLOADING);
    expect(documentsReducer(busy, accountsActions.accountSelected({ acctNum: 'L1', source: 'user' }))).toEqual({ ...initialDocumentsState, pageOpen: true });
    expect(documentsReducer(busy, accountsActions.cleared())).toEqual({ ...initialDocumentsState, pageOpen: true });
    expect(documentsReducer(busy, sessionActions.loggedOut())).toBe(initialDocumentsState);
  });
});

describe('selectors', () => {
  it('read the initial state before the reducer is registered', () => {
    const bare: { accounts: ReturnType<typeof stateAfter>['accounts']; documents?: DocumentsState } = { accounts: stateAfter().accounts };
    expect(selectDocumentRows(bare)).toEqual([]);
    expect(selectSelectedDocuments(bare)).toEqual([]);
    expect(selectDownloadPreferences(bare).result).toEqual({ body: { accountNumber: '', documents: [] }, multiple: false });
  });

  it('skip rows whose version is missing', () => {
    const state = listed(A.versionsShown({ documentId: DECEMBER.id }));
    const broken: DocumentsState = {
      ...state,
      list: { ...state.list, keys: [...state.list.keys, 'GONE@1'] },
      versions: { [DECEMBER.id]: { status: 'succeeded', shown: true, keys: ['GONE@2'] } },
    };
    expect(selectDocumentRows({ documents: broken }).map((r) => r.key)).toEqual(C1_DOCUMENTS.map(key));
  });
});
