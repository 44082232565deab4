// Activity History loads (spec part 2 §4, §7): the card's init loads the selected account's 30 days
// (v3 or legacy by am.activityv3.enabled, once the flags have answered); market-maker accounts are
// skipped; a change of days, type or asset reloads with all three (All Activity as an empty type)
// and a stale answer never lands; a failure empties the table with 'Failed to load transaction
// history' and no banner; the account and the card drive the loads.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, type StaticProvider } from 'redux-saga-test-plan/providers';
import type { TransactionRecordDto } from '../../../src/api/contract/activityHistory';
import { getTransactionHistory, type TransactionHistoryQuery } from '../../../src/api/index';
import { accountsActions } from '../../../src/features/accounts/index';
import { activityHistoryActions as A, initialActivityHistoryState, selectActivityMessage, selectActivityRows, selectActivityStatus, selectSortedActivityRows } from '../../../src/features/activityHistory/index';
import { activityHistorySaga } from '../../../src/features/activityHistory/entry';
import { sessionActions } from '../../../src/features/session/index';
import { selectAlerts } from '../../../src/features/system/index';
import { now } from '../../../src/shared/time/clock';
import { anAccount, aMarketMakerAccount } from '../../builders/accounts';
import { aTransactionRecord, someRecords } from '../../builders/activityHistory';
import { flagsLoaded } from '../../builders/flags';
import { deferred, runDispatching, runUntilFinished, settle, untilFinished } from '../../support/sagaServices';
import { stateAfter, testReducer } from '../../support/testStore';

const ACCOUNTS = [anAccount('C1'), anAccount('C2'), aMarketMakerAccount('M1')];
const LOADED_AT = Date.parse('2026-03-02T15:00:00Z');
const DEFAULT_QUERY = { accountNumber: 'C1', days: 30, asset: '', transferType: '' };

/** The account list, C1 selected; the flags loaded with v3 on unless `flags` is null (not loaded yet). */
function selected(acctNum = 'C1', flags: Record<string, boolean> | null = { 'am.activityv3.enabled': true }) {
  return [
    ...(flags ? [flagsLoaded(flags)] : []),
    accountsActions.listLoaded({ accounts: ACCOUNTS }),
    accountsActions.accountSelected({ acctNum, source: 'start' }),
  ];
}

type Answer = TransactionRecordDto[] | Error | Promise<TransactionRecordDto[]>;

/** Answers the history call by its query's days (then account), records every call. */
function gateway(answers: (query: TransactionHistoryQuery) => Answer) {
  const calls: Array<[TransactionHistoryQuery, boolean]> = [];
  const providers: StaticProvider[] = [
    [
      matchers.call.fn(getTransactionHistory),
      dynamic(({ args }: { args: [TransactionHistoryQuery, boolean] }) => {
        calls.push(args);
        const answer = answers(args[0]);
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    ],
    [matchers.call.fn(now), LOADED_AT],
  ];
  return { providers, calls };
}

describe('Activity History loads', () => {
  it("the card's init loads the selected account's last 30 days from the v3 endpoint, newest first", async () => {
    const records = someRecords(3);
    const { providers, calls } = gateway(() => records);
    const tester = expectSaga(untilFinished, activityHistorySaga)
      .withReducer(testReducer, stateAfter(...selected()))
      .provide(providers)
      .put(A.historyRequested({ acctNum: 'C1', filters: { days: 30, asset: '', transferType: '' } }))
      .put(A.historyLoaded({ acctNum: 'C1', filters: { days: 30, asset: '', transferType: '' }, records, loadedAt: LOADED_AT }));
    const { storeState } = await runDispatching(tester, A.cardOpened());
    expect(calls).toEqual([[DEFAULT_QUERY, true]]);
    expect(selectActivityStatus(storeState)).toBe('succeeded');
    expect(selectActivityRows(storeState).map((r) => r.referenceId)).toEqual(['EX0000000000', 'EX0000000001', 'EX0000000002']);
    // The list arrives frozen, so Immer does not walk every record to freeze it (10 000 on a busy desk).
    expect(Object.isFrozen(storeState.activityHistory.records)).toBe(true);
  });

  it('with am.activityv3.enabled off, the legacy endpoint', async () => {
    const { providers, calls } = gateway(() => someRecords(1));
    await runDispatching(expectSaga(untilFinished, activityHistorySaga).withReducer(testReducer, stateAfter(...selected('C1', {}))).provide(providers), A.cardOpened());
    expect(calls).toEqual([[DEFAULT_QUERY, false]]);
  });

  it('waits for the flags before it picks the endpoint', async () => {
    const { providers, calls } = gateway(() => someRecords(1));
    const tester = expectSaga(untilFinished, activityHistorySaga).withReducer(testReducer, stateAfter(...selected('C1', null))).provide(providers);
    const run = runUntilFinished(tester);
    tester.dispatch(A.cardOpened());
    await settle();
    expect(calls).toEqual([]);
    tester.dispatch(flagsLoaded({ 'am.activityv3.enabled': true }));
    await settle();
    const { storeState } = await run.finish();
    expect(calls).toEqual([[DEFAULT_QUERY, true]]);
    expect(selectActivityStatus(storeState)).toBe('succeeded');
  });

  it('skips market-maker accounts (spec §4, §6)', async () => {
    const { providers, calls } = gateway(() => someRecords(1));
    const tester = expectSaga(untilFinished, activityHistorySaga)
      .withReducer(testReducer, stateAfter(...selected('M1')))
      .provide(providers)
      .not.put.actionType(A.historyRequested.type);
    const { storeState } = await runDispatching(tester, A.cardOpened());
    expect(calls).toEqual([]);
    expect(selectActivityStatus(storeState)).toBe('idle');
  });

  it('loads a market-maker account too while am.mm.enabled is on (issue 27)', async () => {
    const { providers, calls } = gateway(() => someRecords(1));
    const tester = expectSaga(untilFinished, activityHistorySaga)
      .withReducer(testReducer, stateAfter(...selected('M1', { 'am.activityv3.enabled': true, 'am.mm.enabled': true })))
      .provide(providers);
    const { storeState } = await runDispatching(tester, A.cardOpened());
    expect(calls).toEqual([[{ ...DEFAULT_QUERY, accountNumber: 'M1' }, true]]);
    expect(selectActivityStatus(storeState)).toBe('succeeded');
  });

  it('skips a market-maker account with the flags loaded and am.mm.enabled off', async () => {
    const { providers, calls } = gateway(() => someRecords(1));
    const tester = expectSaga(untilFinished, activityHistorySaga)
      .withReducer(testReducer, stateAfter(...selected('M1', { 'am.activityv3.enabled': true, 'am.mm.enabled': false })))
      .provide(providers);
    await runDispatching(tester, A.cardOpened());
    expect(calls).toEqual([]);
  });

  it("a failure empties the table: 'Failed to load transaction history', no banner", async () => {
    const { providers } = gateway(() => new Error('HTTP 500'));
    const tester = expectSaga(untilFinished, activityHistorySaga)
      .withReducer(testReducer, stateAfter(...selected()))
      .provide(providers)
      .put(A.historyFailed({ acctNum: 'C1', message: 'Failed to load transaction history' }));
    const { storeState } = await runDispatching(tester, A.cardOpened());
    expect(selectActivityStatus(storeState)).toBe('failed');
    expect(selectActivityMessage(storeState)).toBe('Failed to load transaction history');
    expect(selectActivityRows(storeState)).toEqual([]);
    expect(selectAlerts(storeState)).toEqual([]);
  });

  it('a change of days reloads with all three filters; the slower, older answer never lands', async () => {
    const thirty = deferred<TransactionRecordDto[]>();
    const sixty = someRecords(2);
    const { providers, calls } = gateway((query) => (query.days === 30 ? thirty.promise : sixty));
    const tester = expectSaga(untilFinished, activityHistorySaga).withReducer(testReducer, stateAfter(...selected())).provide(providers);
    const run = runUntilFinished(tester);
    tester.dispatch(A.cardOpened());
    await settle();
    tester.dispatch(A.daysSelected({ days: 60 }));
    await settle();
    thirty.resolve(someRecords(5)); // answers after 60 was chosen
    await settle();
    const { storeState } = await run.finish();
    expect(calls.map(([query]) => query)).toEqual([DEFAULT_QUERY, { ...DEFAULT_QUERY, days: 60 }]);
    expect(selectActivityRows(storeState)).toHaveLength(2);
  });

  it("type and asset changes reload with all three filters; 'All Activity' sends an empty type", async () => {
    const { providers, calls } = gateway(() => someRecords(1));
    const tester = expectSaga(untilFinished, activityHistorySaga).withReducer(testReducer, stateAfter(...selected())).provide(providers);
    const run = runUntilFinished(tester);
    for (const event of [A.cardOpened(), A.daysSelected({ days: 90 }), A.activityTypeSelected({ transferType: 'buy' }), A.assetSelected({ asset: 'BTC' }), A.activityTypeSelected({ transferType: '' })]) {
      tester.dispatch(event);
      await settle();
    }
    await run.finish();
    expect(calls.map(([query]) => query)).toEqual([
      DEFAULT_QUERY,
      { accountNumber: 'C1', days: 90, asset: '', transferType: '' },
      { accountNumber: 'C1', days: 90, asset: '', transferType: 'buy' },
      { accountNumber: 'C1', days: 90, asset: 'BTC', transferType: 'buy' },
      { accountNumber: 'C1', days: 90, asset: 'BTC', transferType: '' },
    ]);
  });

  it('another account reloads while the card is open; once closed, nothing loads', async () => {
    const { providers, calls } = gateway((query) => [aTransactionRecord({ accountNumber: query.accountNumber })]);
    const tester = expectSaga(untilFinished, activityHistorySaga).withReducer(testReducer, stateAfter(...selected())).provide(providers);
    const run = runUntilFinished(tester);
    tester.dispatch(A.cardOpened());
    await settle();
    tester.dispatch(accountsActions.accountSelected({ acctNum: 'C2', source: 'user' }));
    await settle();
    tester.dispatch(A.cardClosed());
    tester.dispatch(accountsActions.accountSelected({ acctNum: 'C1', source: 'user' }));
    await settle();
    const { storeState } = await run.finish();
    expect(calls.map(([query]) => query.accountNumber)).toEqual(['C1', 'C2']);
    // C1 is selected again but its records are not the ones kept: nothing shows for it.
    expect(selectActivityStatus(storeState)).toBe('idle');
    expect(selectSortedActivityRows(storeState)).toEqual([]);
  });
});

describe('Activity History state', () => {
  const filters = { days: 30 as const, asset: '', transferType: '' as const };
  it('ignores an answer for other filters, another account, or none asked', () => {
    const requested = stateAfter(...selected(), A.historyRequested({ acctNum: 'C1', filters }));
    const otherFilters = testReducer(requested, A.historyLoaded({ acctNum: 'C1', filters: { ...filters, days: 60 }, records: someRecords(1), loadedAt: 1 }));
    expect(selectActivityStatus(otherFilters)).toBe('pending');
    const otherAccount = testReducer(requested, A.historyLoaded({ acctNum: 'C2', filters, records: someRecords(1), loadedAt: 1 }));
    expect(selectActivityStatus(otherAccount)).toBe('pending');
    const idle = stateAfter(...selected(), A.historyFailed({ acctNum: 'C1', message: 'x' }));
    expect(selectActivityStatus(idle)).toBe('idle');
  });

  it('logout clears it; clearing the accounts keeps the card open', () => {
    const loaded = stateAfter(...selected(), A.cardOpened(), A.historyRequested({ acctNum: 'C1', filters }), A.historyLoaded({ acctNum: 'C1', filters, records: someRecords(2), loadedAt: 1 }));
    expect(testReducer(loaded, accountsActions.cleared()).activityHistory).toMatchObject({ cardOpen: true, records: [], status: 'idle' });
    expect(testReducer(loaded, sessionActions.loggedOut()).activityHistory).toEqual(initialActivityHistoryState);
  });
});
