// What the saved-instructions page loads (spec part 2 §2), for the selected account while the page
// is open, and again on savedInstructions/listsReloadRequested (the accounts feature's
// watchAccountPage: a newer account, leaving the page, clearing the accounts or logging out cancels
// the loads in flight). In parallel, each settling on its own:
//   a. loadWireInstructions    → savedInstructions/wireListLoaded | wireListFailed
//   b. loadAddressInstructions → savedInstructions/addressListLoaded | addressListFailed, for an
//      account that has saved addresses: a market maker's only with the flag mm-sdai on (the flags
//      awaited first; off, its page shows wire instructions only and nothing is asked: issue 27)
// The account's details (allow-list state, maxima, networks) come with the accounts feature.
import { all, call, select, take } from 'redux-saga/effects';
import { isMarketMaker, type Account } from '../../accounts/index';
import { watchAccountPage } from '../../accounts/entry';
import { selectFlag, selectFlagsStatus, systemActions } from '../../system/index';
import { addressesOffered, selectSavedInstructionsPageOpen } from '../savedInstructions.selectors';
import { savedInstructionsActions as A } from '../savedInstructions.slice';
import { loadAddressInstructions } from './loadAddressInstructions';
import { loadWireInstructions } from './loadWireInstructions';

function* loadOfferedAddresses(account: Account) {
  if (isMarketMaker(account)) {
    const flagsStatus: string = yield select(selectFlagsStatus);
    if (flagsStatus !== 'succeeded') yield take(systemActions.flagsLoaded);
  }
  const marketMakerAddresses: boolean = yield select(selectFlag, 'mm-sdai');
  if (!addressesOffered(account, marketMakerAddresses)) return;
  yield call(loadAddressInstructions, account.acctNum);
}

export function* loadPageData(account: Account) {
  yield all([call(loadWireInstructions, account.acctNum), call(loadOfferedAddresses, account)]);
}

export const watchPageLoads = () =>
  watchAccountPage({
    opened: A.pageOpened,
    closed: A.pageClosed,
    reloads: [A.listsReloadRequested],
    selectOpen: selectSavedInstructionsPageOpen,
    load: loadPageData,
  });
