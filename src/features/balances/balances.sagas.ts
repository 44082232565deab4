// Root saga of the balances feature: positions and history follow the selected account's details
// (loadPositions), and load again when another feature changed them (balances/positionsRefreshRequested:
// a transfer's hold). takeLatest over the selection events too, so a newer selection,
// accounts/cleared or a logout cancels a load in flight for the previous account.
import type { Action } from '@reduxjs/toolkit';
import { call, select, takeLatest } from 'redux-saga/effects';
import { accountsActions } from '../accounts/index';
import { sessionActions } from '../session/index';
import { balancesActions, type BalancesState } from './balances.slice';
import { loadPositions } from './sagas/loadPositions';

const TRIGGERS = [
  balancesActions.positionsRefreshRequested.type,
  accountsActions.accountSelected.type,
  accountsActions.detailsLoaded.type,
  accountsActions.detailsFailed.type,
  accountsActions.cleared.type,
  sessionActions.loggedOut.type,
];

function* onAccountEvent(action: Action) {
  const loads = accountsActions.detailsLoaded.match(action) || accountsActions.detailsFailed.match(action) || balancesActions.positionsRefreshRequested.match(action);
  if (!loads) return; // cancel only
  const days: number = yield select((state: { balances: BalancesState }) => state.balances.history.days);
  yield call(loadPositions, action.payload.acctNum, days);
}

export function* balancesSaga() {
  yield takeLatest(TRIGGERS, onAccountEvent);
}
