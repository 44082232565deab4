// The latest price of the asset the Send or Receive form chose (the USD estimate; the Receive form's
// cost basis starts from it), loaded once per asset while the page is open, with takeEvery so two
// assets load side by side:
//   1. transfers/draftEdited, transfers/receiveAssetChosen or transfers/receiveAssetOffered naming a digital asset (USD needs none)
//   2. its price loading: stop; already loaded: for the Receive form, put
//      transfers/costBasisSuggested {asset, price} (the cost basis starts from it), then stop
//      (the page's opening forgets the prices)
//   3. put transfers/priceRequested {asset}; the latest price →
//      transfers/priceLoaded {asset, price, asOf} | transfers/priceFailed {asset} (the page says no estimate)
import type { Action } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import { fetchTransferPrice } from '../../../api/index';
import { FIAT_ASSET, type LatestPriceDto } from '../../../api/contract/transfers';
import { receiveActions } from '../receive.slice';
import { selectPrice, type WithTransfers } from '../transfers.selectors';
import type { PriceEntry } from '../types';
import { transfersActions } from '../transfers.slice';

function assetOf(action: Action): string {
  if (transfersActions.draftEdited.match(action)) return action.payload.draft.asset;
  if (receiveActions.receiveAssetChosen.match(action) || receiveActions.receiveAssetOffered.match(action)) return action.payload.asset;
  return '';
}

export function* loadPriceFor(action: Action) {
  const asset = assetOf(action);
  if (!asset || asset === FIAT_ASSET) return;
  const known: PriceEntry = yield select((state: WithTransfers) => selectPrice(state, asset));
  if (known.status === 'succeeded' && known.price !== null && !transfersActions.draftEdited.match(action)) {
    yield put(receiveActions.costBasisSuggested({ asset, price: known.price }));
  }
  if (known.status === 'pending' || known.status === 'succeeded') return;
  yield put(transfersActions.priceRequested({ asset }));
  try {
    const latest: LatestPriceDto = yield call(fetchTransferPrice, asset);
    yield put(transfersActions.priceLoaded({ asset, price: latest.price.valueString, asOf: latest.asOf }));
  } catch {
    yield put(transfersActions.priceFailed({ asset }));
  }
}
