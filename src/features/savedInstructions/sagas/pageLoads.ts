// What the saved-instructions page loads (spec part 2 §2), run with takeLatest over the triggers
// below, so choosing another account, leaving the page, clearing the accounts or logging out
// cancels the loads in flight and a stale account's answers never land:
//   1. savedInstructions/pageOpened, or accounts/accountSelected while the page is open (else stop)
//   2. no account selected: stop
//   3. in parallel, each settling on its own:
//      3a. loadWireInstructions    → savedInstructions/wireListLoaded | wireListFailed
//      3b. loadAddressInstructions → savedInstructions/addressListLoaded | addressListFailed
// The account's details (allow-list state, maxima, networks) come with the accounts feature.
import type { Action } from '@reduxjs/toolkit';
import { all, call, select } from 'redux-saga/effects';
import { accountsActions, selectSelectedAcctNum } from '../../accounts/index';
import { sessionActions } from '../../session/index';
import { selectSavedInstructionsPageOpen } from '../savedInstructions.selectors';
import { savedInstructionsActions as A } from '../savedInstructions.slice';
import { loadAddressInstructions } from './loadAddressInstructions';
import { loadWireInstructions } from './loadWireInstructions';

export const PAGE_LOAD_TRIGGERS = [
  A.pageOpened.type,
  A.pageClosed.type,
  A.listsReloadRequested.type,
  accountsActions.accountSelected.type,
  accountsActions.cleared.type,
  sessionActions.loggedOut.type,
];

export function* loadPageData() {
  const open: boolean = yield select(selectSavedInstructionsPageOpen);
  if (!open) return;
  const acctNum: string | null = yield select(selectSelectedAcctNum);
  if (!acctNum) return;
  yield all([call(loadWireInstructions, acctNum), call(loadAddressInstructions, acctNum)]);
}

export function* onPageLoadTrigger(action: Action) {
  if (A.pageOpened.match(action) || A.listsReloadRequested.match(action) || accountsActions.accountSelected.match(action)) {
    yield call(loadPageData);
  }
  // pageClosed, accounts/cleared and logout only cancel the loads in flight (takeLatest).
}
