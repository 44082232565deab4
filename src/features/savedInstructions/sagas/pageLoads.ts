// What the saved-instructions page loads (spec part 2 §2), for the selected account while the page
// is open, and again on savedInstructions/listsReloadRequested (the accounts feature's
// watchAccountPage: a newer account, leaving the page, clearing the accounts or logging out cancels
// the loads in flight). In parallel, each settling on its own:
//   a. loadWireInstructions    → savedInstructions/wireListLoaded | wireListFailed
//   b. loadAddressInstructions → savedInstructions/addressListLoaded | addressListFailed
// The account's details (allow-list state, maxima, networks) come with the accounts feature.
import { all, call } from 'redux-saga/effects';
import { type Account } from '../../accounts/index';
import { watchAccountPage } from '../../accounts/entry';
import { selectSavedInstructionsPageOpen } from '../savedInstructions.selectors';
import { savedInstructionsActions as A } from '../savedInstructions.slice';
import { loadAddressInstructions } from './loadAddressInstructions';
import { loadWireInstructions } from './loadWireInstructions';

export function* loadPageData(account: Account) {
  yield all([call(loadWireInstructions, account.acctNum), call(loadAddressInstructions, account.acctNum)]);
}

export const watchPageLoads = () =>
  watchAccountPage({
    opened: A.pageOpened,
    closed: A.pageClosed,
    reloads: [A.listsReloadRequested],
    selectOpen: selectSavedInstructionsPageOpen,
    load: loadPageData,
  });
