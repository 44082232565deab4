// The documents list and earlier versions through the feature's root saga with the real reducers
// and providers: the list follows the page and the selected account, a failure shows the page's
// text (no banner) and Try Again loads again; earlier versions load once when first shown, a
// failure is retried when they are shown again, and a stale answer never lands.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import { getDocumentVersions, listDocumentAccounts, listDocuments } from '../../../src/api/endpoints/documents.api';
import { accountsActions } from '../../../src/features/accounts/index';
import { documentsActions as A, selectDocumentList, selectDocumentRows } from '../../../src/features/documents/index';
import { selectDocumentCounts } from '../../../src/features/documents/documents.selectors';
import { documentsSaga } from '../../../src/features/documents/entry';
import { selectAlerts } from '../../../src/features/system/index';
import { ACCOUNTS, MINT_AND_BURN, selectedEvents } from '../../builders/accounts';
import { C1_DOCUMENTS, aDocumentList, aStatement } from '../../builders/documents';
import { gatewayError } from '../../builders/savedInstructions';
import { deferred, settle } from '../../support/async';
import { byAccount, runUntilFinished, untilFinished } from '../../support/sagaServices';
import { observedReducer, stateAfter, testReducer, type TestState } from '../../support/testStore';

const onC1 = () => stateAfter(...selectedEvents('C1', MINT_AND_BURN, ACCOUNTS));
const LIST = aDocumentList(C1_DOCUMENTS);
const DECEMBER = C1_DOCUMENTS[2]!;
const DECEMBER_V1 = { ...DECEMBER, version: 1, correction: null };
const COUNTED = [
  { accountNumber: 'C1', accountDisplayName: 'Custody One', documentCount: 3 },
  { accountNumber: 'L1', accountDisplayName: 'Collateral One', documentCount: 1 },
];
/** Every test that opens the page answers the accounts' counts (documents/accountlist). */
const counted: StaticProvider = [matchers.call.fn(listDocumentAccounts), COUNTED];
const rowKeys = (state: TestState) => selectDocumentRows(state).map((r) => `${r.key}${r.earlier ? ' (earlier)' : ''}`);
const callsTo = (effects: { call?: Array<{ payload: { fn: unknown; args: unknown[] } }> }, fn: unknown) =>
  (effects.call ?? []).filter((e) => e.payload.fn === fn).map((e) => e.payload.args);

describe('the list', () => {
  it("opening the page loads the selected account's documents", async () => {
    const tester = expectSaga(untilFinished, documentsSaga)
      .withReducer(testReducer, onC1())
      .provide([byAccount(listDocuments, { C1: LIST }), counted])
      .put(A.listRequested({ acctNum: 'C1' }))
      .put(A.listLoaded({ acctNum: 'C1', list: LIST }));
    const { finish } = runUntilFinished(tester);
    tester.dispatch(A.pageOpened());
    await settle();
    const { storeState } = await finish();
    expect(selectDocumentList(storeState)).toMatchObject({ acctNum: 'C1', status: 'succeeded' });
    expect(rowKeys(storeState)).toEqual(C1_DOCUMENTS.map((d) => `${d.id}@${d.version}`));
  });

  it('a failure is the page’s to say (no banner); Try Again loads the list again', async () => {
    let calls = 0;
    const observed = observedReducer();
    const tester = expectSaga(untilFinished, documentsSaga)
      .withReducer(observed.reducer, onC1())
      .provide({ call: (effect, next) => (effect.fn === listDocuments ? (calls++ === 0 ? Promise.reject(gatewayError(500, 'Down')) : LIST) : effect.fn === listDocumentAccounts ? COUNTED : next()) });
    const { finish } = runUntilFinished(tester);
    tester.dispatch(A.pageOpened());
    await settle();
    expect(selectDocumentList(observed.latest()).status).toBe('failed');
    expect(selectAlerts(observed.latest())).toEqual([]);
    tester.dispatch(A.listReloadRequested());
    await settle();
    const { effects } = await finish();
    expect(callsTo(effects, listDocuments)).toEqual([['C1'], ['C1']]);
    expect(selectDocumentList(observed.latest()).status).toBe('succeeded');
  });

  it('nothing loads while the page is closed; another account while it is open loads that one, the stale answer dropped', async () => {
    const stale = deferred<typeof LIST>();
    const l1List = aDocumentList([aStatement('2026-02', { accountNumber: 'L1' })]);
    const observed = observedReducer();
    const tester = expectSaga(untilFinished, documentsSaga)
      .withReducer(observed.reducer, onC1())
      .provide([byAccount(listDocuments, { C1: stale.promise, L1: l1List }), counted]);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(accountsActions.accountSelected({ acctNum: 'L1', source: 'user' }));
    await settle();
    expect(selectDocumentList(observed.latest()).status).toBe('idle'); // the page is not open
    tester.dispatch(accountsActions.accountSelected({ acctNum: 'C1', source: 'user' }));
    await settle();
    tester.dispatch(A.pageOpened());
    await settle();
    tester.dispatch(accountsActions.accountSelected({ acctNum: 'L1', source: 'user' }));
    await settle();
    stale.resolve(LIST); // C1 answers after L1 was chosen
    const { effects } = await finish();
    expect(callsTo(effects, listDocuments)).toEqual([['C1'], ['L1']]);
    expect(selectDocumentList(observed.latest())).toMatchObject({ acctNum: 'L1', status: 'succeeded' });
    expect(rowKeys(observed.latest())).toEqual(['STM-L1-2026-02@1']);
  });
});

describe('earlier versions', () => {
  const listed = () => stateAfter(...selectedEvents('C1', MINT_AND_BURN, ACCOUNTS), A.pageOpened(), A.listRequested({ acctNum: 'C1' }), A.listLoaded({ acctNum: 'C1', list: LIST }));

  it('load the first time they are shown and appear under their document; showing them again calls nothing', async () => {
    const observed = observedReducer();
    const tester = expectSaga(untilFinished, documentsSaga)
      .withReducer(observed.reducer, listed())
      .provide([[matchers.call.fn(getDocumentVersions), [DECEMBER, DECEMBER_V1]]]);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(A.versionsShown({ documentId: DECEMBER.id }));
    await settle();
    expect(rowKeys(observed.latest())).toContain(`${DECEMBER.id}@1 (earlier)`);
    tester.dispatch(A.versionsHidden({ documentId: DECEMBER.id }));
    tester.dispatch(A.versionsShown({ documentId: DECEMBER.id }));
    await settle();
    const { effects } = await finish();
    expect(callsTo(effects, getDocumentVersions)).toEqual([['C1', DECEMBER.id]]);
    const keys = rowKeys(observed.latest());
    expect(keys.indexOf(`${DECEMBER.id}@1 (earlier)`)).toBe(keys.indexOf(`${DECEMBER.id}@2`) + 1);
  });

  it('shown twice while loading: one call', async () => {
    const answer = deferred<(typeof DECEMBER)[]>();
    const tester = expectSaga(untilFinished, documentsSaga).withReducer(testReducer, listed()).provide([[matchers.call.fn(getDocumentVersions), answer.promise]]);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(A.versionsShown({ documentId: DECEMBER.id }));
    await settle();
    tester.dispatch(A.versionsShown({ documentId: DECEMBER.id }));
    answer.resolve([DECEMBER, DECEMBER_V1]);
    await settle();
    const { effects, storeState } = await finish();
    expect(callsTo(effects, getDocumentVersions)).toHaveLength(1);
    expect(rowKeys(storeState)).toContain(`${DECEMBER.id}@1 (earlier)`);
  });

  it('a failure is said on the row; showing them again tries again', async () => {
    let calls = 0;
    const observed = observedReducer();
    const tester = expectSaga(untilFinished, documentsSaga)
      .withReducer(observed.reducer, listed())
      .provide({ call: (effect, next) => (effect.fn === getDocumentVersions ? (calls++ === 0 ? Promise.reject(gatewayError(500, 'Down')) : [DECEMBER, DECEMBER_V1]) : next()) });
    const { finish } = runUntilFinished(tester);
    tester.dispatch(A.versionsShown({ documentId: DECEMBER.id }));
    await settle();
    expect(observed.latest().documents.versions[DECEMBER.id]?.status).toBe('failed');
    tester.dispatch(A.versionsHidden({ documentId: DECEMBER.id }));
    tester.dispatch(A.versionsShown({ documentId: DECEMBER.id }));
    await settle();
    await finish();
    expect(calls).toBe(2);
    expect(observed.latest().documents.versions[DECEMBER.id]?.status).toBe('succeeded');
  });

  it('nothing loads before a list is shown, and an answer for an account no longer shown is dropped', async () => {
    const late = deferred<(typeof DECEMBER)[]>();
    const observed = observedReducer();
    const tester = expectSaga(untilFinished, documentsSaga).withReducer(observed.reducer, onC1()).provide([
      [matchers.call.fn(getDocumentVersions), late.promise],
      byAccount(listDocuments, { C1: LIST, L1: aDocumentList([]) }),
      counted,
    ]);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(A.versionsShown({ documentId: DECEMBER.id }));
    await settle();
    tester.dispatch(A.pageOpened());
    await settle();
    tester.dispatch(A.versionsHidden({ documentId: DECEMBER.id }));
    tester.dispatch(A.versionsShown({ documentId: DECEMBER.id }));
    await settle();
    tester.dispatch(accountsActions.accountSelected({ acctNum: 'L1', source: 'user' }));
    await settle();
    late.resolve([DECEMBER, DECEMBER_V1]);
    const { effects } = await finish();
    expect(callsTo(effects, getDocumentVersions)).toEqual([['C1', DECEMBER.id]]);
    expect(rowKeys(observed.latest())).toEqual([]);
  });
});

describe("the accounts' document counts (documents/accountlist)", () => {
  it('load each time the page opens, stay while another account is chosen, and go with the accounts', async () => {
    const observed = observedReducer();
    const tester = expectSaga(untilFinished, documentsSaga)
      .withReducer(observed.reducer, onC1())
      .provide([byAccount(listDocuments, { C1: LIST, L1: aDocumentList([]) }), counted])
      .put(A.accountCountsLoaded({ accounts: COUNTED }));
    const { finish } = runUntilFinished(tester);
    expect(selectDocumentCounts(observed.latest())).toEqual({});
    tester.dispatch(A.pageOpened());
    await settle();
    expect(selectDocumentCounts(observed.latest())).toEqual({ C1: 3, L1: 1 });
    tester.dispatch(accountsActions.accountSelected({ acctNum: 'L1', source: 'user' }));
    await settle();
    expect(selectDocumentCounts(observed.latest())).toEqual({ C1: 3, L1: 1 });
    tester.dispatch(A.pageClosed());
    tester.dispatch(A.pageOpened());
    await settle();
    tester.dispatch(accountsActions.cleared());
    const { effects } = await finish();
    expect(callsTo(effects, listDocumentAccounts)).toEqual([[], []]);
    expect(selectDocumentCounts(observed.latest())).toEqual({});
  });

  it('a failure leaves the choice without counts and says nothing (the page works as before)', async () => {
    const observed = observedReducer();
    const tester = expectSaga(untilFinished, documentsSaga)
      .withReducer(observed.reducer, stateAfter(...selectedEvents('C1', MINT_AND_BURN, ACCOUNTS), A.accountCountsLoaded({ accounts: COUNTED })))
      .provide({ call: (effect, next) => (effect.fn === listDocumentAccounts ? Promise.reject(gatewayError(500, 'Down')) : effect.fn === listDocuments ? LIST : next()) })
      .put(A.accountCountsFailed());
    const { finish } = runUntilFinished(tester);
    tester.dispatch(A.pageOpened());
    await settle();
    await finish();
    expect(selectDocumentCounts(observed.latest())).toEqual({});
    expect(selectDocumentList(observed.latest()).status).toBe('succeeded');
    expect(selectAlerts(observed.latest())).toEqual([]);
  });
});
