// The dev-mode checks (RTK's serializable and immutable middleware) stay on, with the app's own
// configuration, and the 503-asset account's answers raise no warning (issue 8): the check no longer
// walks them, and still reports a non-serializable value anywhere else.
import { accountsActions } from '../../../src/features/accounts/index';
import { activityHistoryActions } from '../../../src/features/activityHistory/index';
import { balancesActions } from '../../../src/features/balances/index';
import { LARGE_ANSWER_CHECK_EXEMPTIONS } from '../../../src/app/store';
import { anAccount, aSecurity, listed, somePositions } from '../../builders/accounts';
import { someRecords } from '../../builders/activityHistory';
import { createTestStore } from '../../support/testStore';

let error: jest.SpyInstance;
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined); // RTK's "took … ms" notes depend on the machine
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** The research basket's assets (docs/gateway.md demo data): USD, BTC, ETH and A001–A500. */
const ASSETS = ['USD', 'BTC', 'ETH', ...Array.from({ length: 500 }, (_, i) => `A${String(i + 1).padStart(3, '0')}`)].map((symbol) => aSecurity(symbol));

function signedInOnTheBasket() {
  return createTestStore({ actions: [listed([anAccount('C40017262')]), accountsActions.accountSelected({ acctNum: 'C40017262', source: 'start' })] });
}

describe('the 503-asset account in dev mode', () => {
  // The warning was RTK's "SerializableStateInvariantMiddleware took 104ms": the check walked every
  // entry of these answers on arrival. Whether it shows depends on the machine's speed, so the tests
  // look at its cause instead: a value the check would report, planted in every entry, is reported
  // only where the check still walks.
  const planted = new Date(0); // not serializable: the check reports it wherever it looks
  const basket = somePositions(503);
  const positions = basket.positions.map((p) => ({ ...p, planted }));
  const allocations = basket.accountSummary.allocations.map((a) => ({ ...a, planted }));
  const assets = ASSETS.map((a) => ({ ...a, planted }));

  it('the check no longer walks its asset list, positions and allocations (in actions or in the state)', () => {
    const { store } = signedInOnTheBasket();
    store.dispatch(accountsActions.securitiesRequested());
    store.dispatch(accountsActions.securitiesLoaded({ securities: assets }));
    store.dispatch(balancesActions.positionsRequested({ acctNum: 'C40017262' }));
    store.dispatch(balancesActions.positionsLoaded({ acctNum: 'C40017262', positions, summary: { ...basket.accountSummary, allocations } }));
    store.dispatch(accountsActions.accountSelected({ acctNum: 'C40017262', source: 'user' })); // later events check the state again
    expect(store.getState().balances.positions.ids).toHaveLength(503);
    expect(store.getState().accounts.securities.ids).toHaveLength(503);
    expect(error.mock.calls).toEqual([]);
  });

  it('the checks stay on everywhere else: a non-serializable value in another action is reported', () => {
    const { store } = signedInOnTheBasket();
    store.dispatch({ type: 'balances/historyLoaded', payload: { acctNum: 'C40017262', points: [], at: planted } });
    expect(error.mock.calls.map(([message]) => String(message))).toEqual([expect.stringContaining('A non-serializable value was detected in an action, in the path: `payload.at`')]);
  });

  it('the checks stay on in the rest of the balances state: a planted value beside the positions is reported', () => {
    const { store } = signedInOnTheBasket();
    store.dispatch(balancesActions.positionsRequested({ acctNum: 'C40017262' }));
    store.dispatch(balancesActions.historyRequested({ acctNum: 'C40017262', days: 30 }));
    store.dispatch(balancesActions.historyLoaded({ acctNum: 'C40017262', points: [{ date: '2026-11-20', totalFiatValue: 1, planted } as never] }));
    expect(error.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining('A non-serializable value was detected in an action'),
      expect.stringContaining('A non-serializable value was detected in the state, in the path: `balances.history.points.0.planted`'),
    ]);
  });

  it('exempts the per-asset collections and the Activity History records, and nothing wider', () => {
    expect(LARGE_ANSWER_CHECK_EXEMPTIONS).toEqual({
      actions: ['balances/positionsLoaded', 'accounts/securitiesLoaded', 'activityHistory/historyLoaded'],
      statePaths: ['balances.positions.entities', 'balances.positions.summary.allocations', 'accounts.securities.entities', 'activityHistory.records'],
    });
  });

  it('the check does not walk an Activity History answer (10 000 records on a busy desk) but the rest of its state', () => {
    const { store } = signedInOnTheBasket();
    const filters = { days: 30 as const, asset: '', transferType: '' as const };
    const records = someRecords(3).map((r) => ({ ...r, planted }));
    store.dispatch(activityHistoryActions.historyRequested({ acctNum: 'C40017262', filters }));
    store.dispatch(activityHistoryActions.historyLoaded({ acctNum: 'C40017262', filters, records, loadedAt: 1 }));
    store.dispatch(activityHistoryActions.cardOpened());
    expect(error.mock.calls).toEqual([]);
    store.dispatch(activityHistoryActions.gridFiltered({ filter: { description: planted as never } }));
    expect(error.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining('A non-serializable value was detected in an action'),
      expect.stringContaining('A non-serializable value was detected in the state, in the path: `activityHistory.view.filter.description`'),
    ]);
  });
});
