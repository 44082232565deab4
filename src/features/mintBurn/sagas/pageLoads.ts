// What the Mint & Burn page loads (spec part 1 §2), run with takeLatest over the triggers below, so
// choosing another account, leaving the page, clearing the accounts or logging out cancels the
// loads in flight and a stale account's answers never land:
//   1. mintBurn/pageOpened, or accounts/accountSelected while the page is open (else stop)
//   2. the selected account is not market maker: stop (nothing to load for it)
//   3. in parallel, each settling on its own:
//      3a. loadMintDetails   → mintBurn/mintDetailsLoaded | mintBurn/mintDetailsFailed
//      3b. loadBurnHistory   → mintBurn/burnHistoryLoaded | mintBurn/burnHistoryFailed
// Entitlements are not awaited: the gateway checks them (403, no banner) and the tabs show the
// entitlement message from the accounts feature's list.
import type { Action } from '@reduxjs/toolkit';
import { all, call, select } from 'redux-saga/effects';
import { accountsActions, isMarketMaker, selectSelectedAccount, type Account } from '../../accounts/index';
import { sessionActions } from '../../session/index';
import { selectMintBurnPageOpen } from '../mintBurn.selectors';
import { mintBurnActions } from '../mintBurn.slice';
import { loadBurnHistory } from './loadBurnHistory';
import { loadMintDetails } from './loadMintDetails';

export const PAGE_LOAD_TRIGGERS = [
  mintBurnActions.pageOpened.type,
  mintBurnActions.pageClosed.type,
  accountsActions.accountSelected.type,
  accountsActions.cleared.type,
  sessionActions.loggedOut.type,
];

export function* loadPageData() {
  const open: boolean = yield select(selectMintBurnPageOpen);
  if (!open) return;
  const account: Account | null = yield select(selectSelectedAccount);
  if (!account || !isMarketMaker(account)) return;
  yield all([call(loadMintDetails, account.acctNum), call(loadBurnHistory, account.acctNum)]);
}

export function* onPageLoadTrigger(action: Action) {
  if (mintBurnActions.pageOpened.match(action) || accountsActions.accountSelected.match(action)) {
    yield call(loadPageData);
  }
  // pageClosed, accounts/cleared and logout only cancel the loads in flight (takeLatest).
}
