// The download pipeline through the feature's root saga with the real reducers and providers: the
// dialog's result becomes a file saved under the gateway's name, progress is shown, a failure is
// said in the dialog with the choices kept, Cancel (or leaving, another account, logout) aborts
// the request, and a second Download while one runs is ignored.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { downloadDocuments, type DownloadOptions } from '../../../src/api/endpoints/documents.api';
import { accountsActions } from '../../../src/features/accounts/index';
import { documentsActions as A, selectDownload, selectDownloadPreferences, selectPreferencesOpen } from '../../../src/features/documents/index';
import { documentsSaga } from '../../../src/features/documents/entry';
import { sessionActions } from '../../../src/features/session/index';
import { selectAlerts } from '../../../src/features/system/index';
import { saveFile } from '../../../src/shared/files/saveFile';
import { newId } from '../../../src/shared/ids';
import { ACCOUNTS, MINT_AND_BURN, selectedEvents } from '../../builders/accounts';
import { C1_DOCUMENTS, aDocumentList, aDownloadedFile } from '../../builders/documents';
import { gatewayError } from '../../builders/savedInstructions';
import { deferred, settle } from '../../support/async';
import { runUntilFinished, untilFinished } from '../../support/sagaServices';
import { observedReducer, stateAfter, testReducer } from '../../support/testStore';

const [FEB, INVOICE] = C1_DOCUMENTS as [(typeof C1_DOCUMENTS)[number], (typeof C1_DOCUMENTS)[number]];
/** C1's list on the page, February's statement and its invoice selected, the dialog open. */
const dialogOpen = () =>
  stateAfter(
    ...selectedEvents('C1', MINT_AND_BURN, ACCOUNTS),
    A.pageOpened(),
    A.listRequested({ acctNum: 'C1' }),
    A.listLoaded({ acctNum: 'C1', list: aDocumentList(C1_DOCUMENTS) }),
    A.documentToggled({ key: `${FEB.id}@1` }),
    A.documentToggled({ key: `${INVOICE.id}@1` }),
    A.preferencesOpened(),
  );
const result = () => selectDownloadPreferences(dialogOpen()).result;
const FILE = aDownloadedFile('Documents_C1_20260302.zip', 'application/zip');
const ids: StaticProvider = [matchers.call.fn(newId), 'download-1'];

/** The download call answered by `pending`, after `onCall` has seen the options it was given. */
const downloadAnswer = (pending: Promise<typeof FILE>, onCall: (options: DownloadOptions) => void): StaticProvider => [
  matchers.call.fn(downloadDocuments),
  dynamic(({ args }: { args: unknown[] }) => {
    onCall(args[1] as DownloadOptions);
    return pending;
  }),
];

describe('downloading', () => {
  it('the result becomes a zip saved under its name; progress on the way; the dialog closes', async () => {
    const observed = observedReducer();
    const pending = deferred<typeof FILE>();
    const tester = expectSaga(untilFinished, documentsSaga)
      .withReducer(observed.reducer, dialogOpen())
      .provide([
        ids,
        downloadAnswer(pending.promise, ({ onProgress }) => onProgress?.({ loaded: 512, total: 2048 })),
        [matchers.call.fn(saveFile), undefined],
      ])
      .call(saveFile, FILE)
      .put(A.downloadStarted({ requestId: 'download-1', documentCount: 2, multiple: true }))
      .put(A.downloadProgressed({ requestId: 'download-1', loaded: 512, total: 2048 }))
      .put(A.downloadSucceeded({ requestId: 'download-1', fileName: 'Documents_C1_20260302.zip' }));
    const { finish } = runUntilFinished(tester);
    tester.dispatch(A.downloadRequested(result()));
    await settle();
    expect(selectDownload(observed.latest())).toMatchObject({ status: 'downloading', documentCount: 2, multiple: true, loaded: 512, total: 2048 });
    expect(selectPreferencesOpen(observed.latest())).toBe(true);
    pending.resolve(FILE);
    await settle();
    const { effects } = await finish();
    const [body] = (effects.call ?? []).find((e: { payload: { fn: unknown } }) => e.payload.fn === downloadDocuments)?.payload.args ?? [];
    expect(body).toEqual({ accountNumber: 'C1', documents: [{ id: FEB.id, version: 1, formats: ['pdf'] }, { id: INVOICE.id, version: 1, formats: ['pdf'] }] });
    expect(selectDownload(observed.latest())).toEqual({ status: 'succeeded', requestId: 'download-1', fileName: 'Documents_C1_20260302.zip' });
    expect(selectPreferencesOpen(observed.latest())).toBe(false);
  });

  it("a refusal: the dialog stays open with the gateway's message, the choices kept, no banner", async () => {
    const start = testReducer(dialogOpen(), A.formatToggled({ docType: 'STATEMENT', format: 'csv' }));
    const tester = expectSaga(untilFinished, documentsSaga)
      .withReducer(testReducer, start)
      .provide([ids, [matchers.call.fn(downloadDocuments), throwError(gatewayError(404, 'Document not found'))]])
      .not.call.fn(saveFile)
      .put(A.downloadFailed({ requestId: 'download-1', message: 'Document not found' }));
    const { finish } = runUntilFinished(tester);
    tester.dispatch(A.downloadRequested(selectDownloadPreferences(start).result));
    await settle();
    const { storeState } = await finish();
    expect(selectPreferencesOpen(storeState)).toBe(true);
    expect(storeState.documents.preferences.choices).toEqual({ STATEMENT: { pdf: true, csv: true } });
    expect(selectAlerts(storeState)).toEqual([]);
  });

  it('a file that cannot be saved is a failure too', async () => {
    const tester = expectSaga(untilFinished, documentsSaga)
      .withReducer(testReducer, dialogOpen())
      .provide([ids, [matchers.call.fn(downloadDocuments), FILE], [matchers.call.fn(saveFile), throwError(new Error('blocked'))]])
      .put(A.downloadFailed({ requestId: 'download-1', message: 'An unexpected error has occurred' }));
    const { finish } = runUntilFinished(tester);
    tester.dispatch(A.downloadRequested(result()));
    await settle();
    const { storeState } = await finish();
    expect(selectDownload(storeState).status).toBe('failed');
  });

  it.each([
    ['Cancel', A.preferencesClosed()],
    ['leaving the page', A.pageClosed()],
    ['another account', accountsActions.accountSelected({ acctNum: 'L1', source: 'user' })],
    ['logout', sessionActions.loggedOut()],
  ])('%s while it downloads aborts the request and saves nothing', async (_name, event) => {
    const pending = deferred<typeof FILE>();
    let signal: AbortSignal | undefined;
    const observed = observedReducer();
    const tester = expectSaga(untilFinished, documentsSaga)
      .withReducer(observed.reducer, dialogOpen())
      .provide([ids, downloadAnswer(pending.promise, (options) => (signal = options.signal))])
      .not.call.fn(saveFile)
      .put(A.downloadCancelled({ requestId: 'download-1' }));
    const { finish } = runUntilFinished(tester);
    tester.dispatch(A.downloadRequested(result()));
    await settle();
    expect(selectDownload(observed.latest()).status).toBe('downloading');
    tester.dispatch(event);
    await settle();
    pending.resolve(FILE); // too late: nothing is saved
    await finish();
    expect(signal?.aborted).toBe(true);
    expect(selectDownload(observed.latest()).status).toBe('idle');
  });

  it('a second Download while one runs is ignored', async () => {
    const pending = deferred<typeof FILE>();
    const tester = expectSaga(untilFinished, documentsSaga)
      .withReducer(testReducer, dialogOpen())
      .provide([ids, [matchers.call.fn(downloadDocuments), pending.promise], [matchers.call.fn(saveFile), undefined]]);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(A.downloadRequested(result()));
    await settle();
    tester.dispatch(A.downloadRequested(result()));
    await settle();
    pending.resolve(FILE);
    await settle();
    const { effects } = await finish();
    expect((effects.call ?? []).filter((e: { payload: { fn: unknown } }) => e.payload.fn === downloadDocuments)).toHaveLength(1);
  });
});
