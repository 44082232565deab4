// Root saga of the transfers feature: the page's loads follow the page and the selected account
// (takeLatest), the clock ticks while the page is open (takeLatest), prices load per asset
// (takeEvery), a submit and a deposit address ignore clicks while one runs (takeLeading), the copy
// feedback restarts with each copy (takeLatest).
import { all, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { accountsActions } from '../accounts/index';
import { sessionActions } from '../session/index';
import { receiveActions } from './receive.slice';
import { onCopyEvent } from './sagas/copyAddress';
import { tickWhileOpen } from './sagas/clockTicks';
import { generateDepositAddress, retryDepositAddress } from './sagas/depositAddress';
import { loadPriceFor } from './sagas/latestPrice';
import { watchPageLoads } from './sagas/pageLoads';
import { retryTransfer, submitTransfer } from './sagas/submitTransfer';
import { transfersActions } from './transfers.slice';

const PAGE_EVENTS = [transfersActions.pageOpened.type, transfersActions.pageClosed.type, accountsActions.cleared.type, sessionActions.loggedOut.type];

export function* transfersSaga() {
  yield all([
    watchPageLoads(),
    takeLatest(PAGE_EVENTS, tickWhileOpen),
    takeEvery([transfersActions.draftEdited.type, receiveActions.receiveAssetChosen.type, receiveActions.receiveAssetOffered.type], loadPriceFor),
    takeLeading(transfersActions.submitRequested, submitTransfer),
    takeLeading(transfersActions.submitRetryRequested, retryTransfer),
    takeLeading(receiveActions.depositAddressRequested, generateDepositAddress),
    takeLeading(receiveActions.depositAddressRetryRequested, retryDepositAddress),
    takeLatest([receiveActions.addressCopyRequested.type, sessionActions.loggedOut.type], onCopyEvent),
  ]);
}
