// Securities (assets) pipeline (spec part 1 §4 "accounts and securities load once, after the user
// is authenticated"; part 2 §4):
//   1. put accounts/securitiesRequested (started once per session by loadOncePerSession)
//   2. call fetchSecurities (GET …/api/v1/asset-manager/external)
//   3. put accounts/securitiesLoaded {securities}
//   4. failure: put accounts/securitiesFailed, alert 'Error while fetching assets information'
import { call, put } from 'redux-saga/effects';
import { fetchSecurities } from '../../../api/index';
import { raiseAlert } from '../../system/entry';
import { accountsActions } from '../accounts.slice';
import { ACCOUNTS_MESSAGES } from '../messages';
import type { Security } from '../types';

export function* loadSecurities() {
  yield put(accountsActions.securitiesRequested());
  try {
    const securities: Security[] = yield call(fetchSecurities);
    yield put(accountsActions.securitiesLoaded({ securities }));
  } catch {
    yield put(accountsActions.securitiesFailed());
    yield call(raiseAlert, { severity: 'error', message: ACCOUNTS_MESSAGES.securitiesFailed });
  }
}
