// Account selection cascade (spec part 2 §4), run with takeLatest: a newer accounts/accountSelected,
// accounts/cleared or a logout cancels the running cascade, so a stale account's answers never land.
//   1. the reducer took the selection (the account is listed), else stop
//   2. remember it (LOCAL_KEYS.lastAccount): the user's choice through broadcastAccountChange, which
//      stores it and tells the other tabs (session/accountChangedElsewhere there); the starting
//      account is only stored; a change mirrored from another tab is neither (that tab did both)
//   3. in parallel, each leaving the defaults and showing its message when it fails:
//      3a. details      → put accounts/detailsLoaded      | accounts/detailsFailed + 'Failed to load account details.'
//      3b. entitlements → put accounts/entitlementsLoaded | accounts/entitlementsFailed + 'Failed to load account entitlements.'
//   4. an empty entitlement list: go to /unauthorized
//   5. positions follow accounts/detailsLoaded|detailsFailed in the balances feature (skipped for market maker)
import type { Action } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import { fetchAccountDetails, fetchEntitlements } from '../../../api/index';
import { navigateTo } from '../../../shared/navigation';
import { LOCAL_KEYS, writeLocal } from '../../../shared/storage';
import { sessionActions, type accountChangedElsewhere } from '../../session/index';
import { broadcastAccountChange } from '../../session/entry';
import { raiseAlert } from '../../system/entry';
import { selectAccountById, selectSelectedAcctNum } from '../accounts.selectors';
import { accountsActions } from '../accounts.slice';
import { ACCOUNTS_MESSAGES } from '../messages';
import type { AccountDetails, EntitlementAction } from '../types';
import { ROUTE_PATHS } from '../../../shared/routePaths';

type AccountSelected = ReturnType<typeof accountsActions.accountSelected>;

export function* loadDetails(acctNum: string) {
  try {
    const details: AccountDetails = yield call(fetchAccountDetails, acctNum);
    yield put(accountsActions.detailsLoaded({ acctNum, details }));
  } catch {
    yield put(accountsActions.detailsFailed({ acctNum }));
    yield call(raiseAlert, { severity: 'error', message: ACCOUNTS_MESSAGES.detailsFailed });
  }
}

export function* loadEntitlements(acctNum: string) {
  let actions: EntitlementAction[];
  try {
    actions = yield call(fetchEntitlements, acctNum);
  } catch {
    yield put(accountsActions.entitlementsFailed({ acctNum }));
    yield call(raiseAlert, { severity: 'error', message: ACCOUNTS_MESSAGES.entitlementsFailed });
    return;
  }
  yield put(accountsActions.entitlementsLoaded({ acctNum, actions }));
  if (actions.length === 0) yield call(navigateTo, ROUTE_PATHS.unauthorized, { replace: true });
}

export function* selectionCascade(action: AccountSelected) {
  const { acctNum, source } = action.payload;
  const selected: string | null = yield select(selectSelectedAcctNum);
  if (selected !== acctNum) return; // not a listed account: the reducer ignored it
  if (source === 'user') yield call(broadcastAccountChange, acctNum);
  else if (source === 'start') yield call(writeLocal, LOCAL_KEYS.lastAccount, acctNum);
  yield all([call(loadDetails, acctNum), call(loadEntitlements, acctNum)]);
}

/** Another tab chose an account this tab also lists: follow it, without remembering it again. */
export function* mirrorAccountChange(action: ReturnType<typeof accountChangedElsewhere>) {
  const { acctNum } = action.payload;
  const selected: string | null = yield select(selectSelectedAcctNum);
  if (selected === acctNum) return;
  const account: unknown = yield select(selectAccountById, acctNum);
  if (account) yield put(accountsActions.accountSelected({ acctNum, source: 'otherTab' }));
}

function* onSelectionEvent(action: Action) {
  if (accountsActions.accountSelected.match(action)) yield call(selectionCascade, action);
  // accounts/cleared and logout only cancel the running cascade (takeLatest).
}

export function* watchAccountSelection() {
  yield takeLatest(
    [accountsActions.accountSelected.type, accountsActions.cleared.type, sessionActions.loggedOut.type],
    onSelectionEvent,
  );
}

