// Root saga of the Mint & Burn feature: the page's loads follow the page and the selected account
// (takeLatest), burn-address generation ignores clicks while one runs (takeLeading), the copy
// feedback restarts with each copy (takeLatest).
import { all, takeLatest, takeLeading } from 'redux-saga/effects';
import { sessionActions } from '../session/index';
import { mintBurnActions } from './mintBurn.slice';
import { onCopyEvent } from './sagas/copyFeedback';
import { generateBurnAddress } from './sagas/generateBurnAddress';
import { watchPageLoads } from './sagas/pageLoads';

export function* mintBurnSaga() {
  yield all([
    watchPageLoads(),
    takeLeading(mintBurnActions.burnAddressRequested, generateBurnAddress),
    takeLatest([mintBurnActions.addressCopyRequested.type, sessionActions.loggedOut.type], onCopyEvent),
  ]);
}
