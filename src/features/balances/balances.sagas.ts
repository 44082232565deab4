// Root saga of the balances feature: positions and history follow the selected account's details
// (loadPositions). takeLatest over the selection events too, so a newer selection, accounts/cleared
// or a logout cancels a load in flight for the previous account.
import type { Action } from '@reduxjs/toolkit';
import { call, select, takeLatest } from 'redux-saga/effects';
import { accountsActions } from '../accounts/index';
import { sessionActions } from '../session/index';
import type { BalancesState } from './balances.slice';
import { loadPositions } from './sagas/loadPositions';

const TRIGGERS = [
  accountsActions.accountSelected.type,
  accountsActions.detailsLoaded.type,
  accountsActions.detailsFailed.type,
  accountsActions.cleared.type,
  sessionActions.loggedOut.type,
];

function* onAccountEvent(action: Action) {
  if (!accountsActions.detailsLoaded.match(action) && !accountsActions.detailsFailed.match(action)) return; // cancel only
  const days: number = yield select((state: { balances: BalancesState }) => state.balances.history.days);
  yield call(loadPositions, action.payload.acctNum, days);
}

export function* balancesSaga() {
  yield takeLatest(TRIGGERS, onAccountEvent);
}
