// Positions pipeline (spec part 2 §4: "loading details then loads positions, skipped for
// market-maker accounts"), the last step of the account selection cascade:
//   1. accounts/detailsLoaded or accounts/detailsFailed for the selected account (else stop)
//   2. a market-maker account: put balances/positionsSkipped {acctNum}; stop
//   3. put balances/positionsRequested {acctNum}, balances/historyRequested {acctNum, days}
//   4. in parallel:
//      4a. positions → put balances/positionsLoaded {acctNum, positions, summary}
//          | balances/positionsFailed (the page shows the spec's page-level message in place of
//          the account's data: the one message of this failure, docs/spec-choices.md)
//      4b. balance history → put balances/historyLoaded {acctNum, points} | balances/historyFailed
// Run with takeLatest together with accounts/accountSelected (balances.sagas.ts), so choosing another
// account cancels a load in flight.
import { all, call, put, select } from 'redux-saga/effects';
import { fetchBalanceHistory, fetchPositions } from '../../../api/index';
import type { PositionsDto } from '../../../api/contract/positions';
import { isMarketMaker, selectSelectedAccount, type Account } from '../../accounts/index';
import { balancesActions } from '../balances.slice';
import type { BalancePoint } from '../types';

export function* loadPositionList(acctNum: string) {
  try {
    const { positions, accountSummary }: PositionsDto = yield call(fetchPositions, acctNum);
    yield put(balancesActions.positionsLoaded({ acctNum, positions, summary: accountSummary }));
  } catch {
    yield put(balancesActions.positionsFailed({ acctNum }));
  }
}

export function* loadBalanceHistory(acctNum: string, days: number) {
  yield put(balancesActions.historyRequested({ acctNum, days }));
  try {
    const points: BalancePoint[] = yield call(fetchBalanceHistory, acctNum, days);
    yield put(balancesActions.historyLoaded({ acctNum, points }));
  } catch {
    yield put(balancesActions.historyFailed({ acctNum })); // the chart says so; no banner of its own
  }
}

export function* loadPositions(acctNum: string, days: number) {
  const account: Account | null = yield select(selectSelectedAccount);
  if (account?.acctNum !== acctNum) return;
  if (isMarketMaker(account)) {
    yield put(balancesActions.positionsSkipped({ acctNum }));
    return;
  }
  yield put(balancesActions.positionsRequested({ acctNum }));
  yield all([call(loadPositionList, acctNum), call(loadBalanceHistory, acctNum, days)]);
}
