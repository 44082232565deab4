// What the Mint & Burn page loads (spec part 1 §2), for the selected account while the page is
// open (the accounts feature's watchAccountPage: a newer account, leaving the page, clearing the
// accounts or logging out cancels the loads in flight):
//   1. a market-maker account (else nothing to load)
//   2. in parallel, each settling on its own:
//      2a. loadMintDetails   → mintBurn/mintDetailsLoaded | mintBurn/mintDetailsFailed
//      2b. loadBurnHistory   → mintBurn/burnHistoryLoaded | mintBurn/burnHistoryFailed
//      2c. loadMintAddresses → mintBurn/mintAddressesLoaded | mintBurn/mintAddressesFailed (mm-sdai on)
// Entitlements are not awaited: the gateway checks them (403, no banner) and the tabs show the
// entitlement message from the accounts feature's list.
import { all, call } from 'redux-saga/effects';
import { isMarketMaker, type Account } from '../../accounts/index';
import { watchAccountPage } from '../../accounts/entry';
import { selectMintBurnPageOpen } from '../mintBurn.selectors';
import { mintBurnActions } from '../mintBurn.slice';
import { loadBurnHistory } from './loadBurnHistory';
import { loadMintAddresses } from './loadMintAddresses';
import { loadMintDetails } from './loadMintDetails';

export function* loadPageData(account: Account) {
  yield all([call(loadMintDetails, account.acctNum), call(loadBurnHistory, account.acctNum), call(loadMintAddresses, account.acctNum)]);
}

export const watchPageLoads = () =>
  watchAccountPage({
    opened: mintBurnActions.pageOpened,
    closed: mintBurnActions.pageClosed,
    selectOpen: selectMintBurnPageOpen,
    accepts: isMarketMaker,
    load: loadPageData,
  });
