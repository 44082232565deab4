// Activity History loads (spec part 2 §4, §7), for the selected account while the card is on
// screen, and again on a change of days, asset or type (the accounts feature's watchAccountPage:
// a newer account, a newer filter, leaving the page, clearing the accounts or logging out cancels
// the load in flight, so a stale answer never lands):
//   1. the flags have answered (am.activityv3.enabled picks the v3 or the legacy endpoint; the
//      flags load after the shell's first paint)
//   2. a market-maker account: nothing (spec §4, §6: "Init is skipped for market-maker accounts"),
//      unless am.mm.enabled is on (docs/spec-choices.md)
//   3. put activityHistory/historyRequested {acctNum, filters}: all three current filters, 'All
//      Activity' as an empty type
//   4. getTransactionHistory(query, v3)
//   5. put activityHistory/historyLoaded {acctNum, filters, records, loadedAt}: the list frozen
//      first, so Immer does not walk 10 000 records to freeze them (~80 ms on the main thread)
//      | activityHistory/historyFailed {acctNum, message: 'Failed to load transaction history'}:
//        the table empties and the card shows 'Unable to load this data' (no banner: the call is 'page')
import { call, put, select, take } from 'redux-saga/effects';
import type { TransactionRecordDto } from '../../../api/contract/activityHistory';
import { getTransactionHistory } from '../../../api/index';
import { now } from '../../../shared/time/clock';
import { isMarketMaker, type Account } from '../../accounts/index';
import { watchAccountPage } from '../../accounts/entry';
import { selectFlag, selectFlagsStatus, systemActions } from '../../system/index';
import { selectActivityCardOpen, selectActivityFilters, selectActivityV3 } from '../activityHistory.selectors';
import { activityHistoryActions as A, type ActivityFilters } from '../activityHistory.slice';
import { ACTIVITY_MESSAGES as M } from '../messages';

export function* loadHistory(account: Account) {
  const flagsStatus: string = yield select(selectFlagsStatus);
  if (flagsStatus !== 'succeeded') yield take(systemActions.flagsLoaded);
  // Spec part 2 §6: "Market-maker accounts do not get Activity History loaded" — unless am.mm.enabled is on (docs/spec-choices.md).
  if (isMarketMaker(account)) {
    const marketMakerActivity: boolean = yield select(selectFlag, 'am.mm.enabled');
    if (!marketMakerActivity) return;
  }
  const activityV3: boolean = yield select(selectActivityV3);
  const filters: ActivityFilters = yield select(selectActivityFilters);
  const acctNum = account.acctNum;
  yield put(A.historyRequested({ acctNum, filters }));
  try {
    const records: TransactionRecordDto[] = yield call(getTransactionHistory, { accountNumber: acctNum, ...filters }, activityV3);
    const loadedAt: number = yield call(now);
    yield put(A.historyLoaded({ acctNum, filters, records: Object.freeze(records), loadedAt }));
  } catch {
    yield put(A.historyFailed({ acctNum, message: M.loadFailed }));
  }
}

export const watchHistoryLoads = () =>
  watchAccountPage({
    opened: A.cardOpened,
    closed: A.cardClosed,
    reloads: [A.daysSelected, A.assetSelected, A.activityTypeSelected],
    selectOpen: selectActivityCardOpen,
    load: loadHistory,
  });
