// Root saga of the accounts feature: the list and the securities load once per authenticated
// session; the selection cascade follows every accounts/accountSelected; changes made in another
// tab are mirrored.
import { all, fork, takeEvery } from 'redux-saga/effects';
import { accountChangedElsewhere } from '../session/index';
import { selectAccountsListStatus, selectSecuritiesStatus } from './accounts.selectors';
import { loadAccounts } from './sagas/loadAccounts';
import { loadSecurities } from './sagas/loadSecurities';
import { loadOncePerSession } from './sagas/oncePerSession';
import { mirrorAccountChange, watchAccountSelection } from './sagas/selectionCascade';

export function* accountsSaga() {
  yield all([
    fork(loadOncePerSession, selectAccountsListStatus, loadAccounts),
    fork(loadOncePerSession, selectSecuritiesStatus, loadSecurities),
    fork(watchAccountSelection),
    takeEvery(accountChangedElsewhere, mirrorAccountChange),
  ]);
}
