import { expectSaga } from 'redux-saga-test-plan';
import { fetchBalanceHistory, fetchPositions } from '../../../src/api/endpoints/accounts.api';
import type { PositionsDto } from '../../../src/api/contract/positions';
import { accountsActions, type Account } from '../../../src/features/accounts/index';
import { balancesActions, selectAllPositions, selectBalanceHistory, selectPositionsStatus } from '../../../src/features/balances/index';
import { balancesSaga } from '../../../src/features/balances/entry';
import { selectAlerts } from '../../../src/features/system/index';
import { stateAfter, testReducer } from '../../support/testStore';
import { alertServices, byAccount, callsOf, deferred, runDispatching, runUntilFinished, settle, untilFinished } from '../../support/sagaServices';
import { flagsLoaded } from '../../builders/flags';
import { accountDetails, someHistory, somePositions } from '../../builders/accounts';

const account = (acctNum: string, accountType: Account['accountType'] = 'CUSTODY'): Account => ({
  acctNum,
  firmId: 'F-1',
  accountShortName: acctNum,
  accountDisplayName: `Display ${acctNum}`,
  firmName: 'Harborline Capital Partners LP',
  accountType,
});

/** Accounts listed and C1 selected, as the accounts feature leaves them. */
function withSelected(acctNum = 'C1') {
  const listed = testReducer(stateAfter(flagsLoaded()), accountsActions.listLoaded({ accounts: [account('C1'), account('S1'), account('M1', 'MARKET_MAKER')] }));
  return testReducer(listed, accountsActions.accountSelected({ acctNum }));
}


describe('balances: positions and history follow the details', () => {
  it('loads positions and 30 days of history once the details are in', async () => {
    const tester = expectSaga(untilFinished, balancesSaga)
      .withReducer(testReducer, withSelected())
      .provide([...alertServices, byAccount(fetchPositions, { C1: somePositions(2) }), byAccount(fetchBalanceHistory, { C1: someHistory(30) })])
      .put(balancesActions.positionsRequested({ acctNum: 'C1' }))
      .put(balancesActions.historyRequested({ acctNum: 'C1', days: 30 }))
      .put(balancesActions.historyLoaded({ acctNum: 'C1', points: someHistory(30) }));
    const { storeState, effects } = await runDispatching(tester, accountsActions.detailsLoaded({ acctNum: 'C1', details: accountDetails('C1') }));
    expect(callsOf(effects, fetchBalanceHistory)).toEqual([['C1', 30]]);
    expect(selectPositionsStatus(storeState)).toBe('succeeded');
    expect(selectBalanceHistory(storeState).points).toHaveLength(30);
  });

  it('loads them again when another feature changed them (a transfer held an amount): balances/positionsRefreshRequested', async () => {
    const tester = expectSaga(untilFinished, balancesSaga)
      .withReducer(testReducer, withSelected())
      .provide([...alertServices, byAccount(fetchPositions, { C1: somePositions(2) }), byAccount(fetchBalanceHistory, { C1: someHistory(30) })])
      .put(balancesActions.positionsRequested({ acctNum: 'C1' }));
    const { effects } = await runDispatching(tester, balancesActions.positionsRefreshRequested({ acctNum: 'C1' }));
    expect(callsOf(effects, fetchPositions)).toEqual([['C1']]);
  });

  it('a failed history leaves the positions, with no banner of its own', async () => {
    const tester = expectSaga(untilFinished, balancesSaga)
      .withReducer(testReducer, withSelected())
      .provide([...alertServices, byAccount(fetchPositions, { C1: somePositions(2) }), byAccount(fetchBalanceHistory, { C1: new Error('HTTP 500') })])
      .put(balancesActions.historyFailed({ acctNum: 'C1' }));
    const { storeState } = await runDispatching(tester, accountsActions.detailsFailed({ acctNum: 'C1' }));
    expect(selectBalanceHistory(storeState).status).toBe('failed');
    expect(selectPositionsStatus(storeState)).toBe('succeeded');
    expect(selectAlerts(storeState)).toEqual([]);
  });

  it('details of an account no longer selected start nothing', async () => {
    const tester = expectSaga(untilFinished, balancesSaga)
      .withReducer(testReducer, withSelected('S1'))
      .provide([...alertServices, byAccount(fetchPositions, { C1: somePositions(2) }), byAccount(fetchBalanceHistory, { C1: someHistory(3) })])
      .not.put.actionType(balancesActions.positionsRequested.type);
    const { effects } = await runDispatching(tester, accountsActions.detailsLoaded({ acctNum: 'C1', details: accountDetails('C1') }));
    expect(callsOf(effects, fetchPositions)).toEqual([]);
  });

  it('another selection cancels positions in flight: the stale answer never lands', async () => {
    const stale = deferred<PositionsDto>();
    const tester = expectSaga(untilFinished, balancesSaga)
      .withReducer(testReducer, withSelected())
      .provide([
        ...alertServices,
        byAccount(fetchPositions, { C1: stale.promise, S1: somePositions(1) }),
        byAccount(fetchBalanceHistory, { C1: someHistory(3), S1: someHistory(3) }),
      ]);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(accountsActions.detailsLoaded({ acctNum: 'C1', details: accountDetails('C1') }));
    await settle();
    tester.dispatch(accountsActions.accountSelected({ acctNum: 'S1' }));
    await settle();
    stale.resolve(somePositions(5)); // C1 answers while S1's details are still loading
    await settle();
    tester.dispatch(accountsActions.detailsLoaded({ acctNum: 'S1', details: accountDetails('S1') }));
    const { storeState, effects } = await finish();
    expect(callsOf(effects, fetchPositions)).toEqual([['C1'], ['S1']]);
    const loadedFor = (effects.put ?? [])
      .map((e: { payload: { action: { type: string; payload?: { acctNum?: string } } } }) => e.payload.action)
      .filter((a: { type: string }) => a.type === balancesActions.positionsLoaded.type)
      .map((a: { payload?: { acctNum?: string } }) => a.payload?.acctNum);
    expect(loadedFor).toEqual(['S1']); // C1's answer was never put: its load was cancelled
    expect(selectAllPositions(storeState).map((p) => p.asset)).toEqual(['A001']);
    expect(storeState.balances.acctNum).toBe('S1');
  });
});
