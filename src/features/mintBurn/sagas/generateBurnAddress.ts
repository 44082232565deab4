// Burn-address generation (spec part 1 §4 "Burn address", §7 createDigitalInboundDepositAddress,
// §9), run with takeLeading: while one runs, further clicks are dropped, so a double click makes
// one address. Leaving the page or choosing another account does not cancel it: the address is
// created for the account it was asked for, and lands in that account's list.
//   1. mintBurn/burnAddressRequested {acctNum}: a market-maker account the user holds, else stop
//   2. a request id: call(newId) (the gateway answers the same address for the same id)
//   3. put mintBurn/burnAddressGenerationStarted {acctNum, requestId}: the button disables
//   4. createDigitalInboundDepositAddress {requestId, costBasisValue '1.00', asset 'FIDD', accountNumber}
//   5. put mintBurn/burnAddressGenerated {acctNum, requestId, address}: first in the list and the
//      current burn address | mintBurn/burnAddressGenerationFailed {acctNum, requestId}: the button
//      comes back; the error-banner interceptor has already shown the gateway's error (no second one)
import { call, put, select } from 'redux-saga/effects';
import { burnAddressRequest, createDigitalInboundDepositAddress } from '../../../api/index';
import { newId } from '../../../shared/ids';
import { isMarketMaker, selectAccountById, type Account } from '../../accounts/index';
import { mintBurnActions } from '../mintBurn.slice';
import type { HistoricalBurnAddress } from '../types';

export function* generateBurnAddress(action: ReturnType<typeof mintBurnActions.burnAddressRequested>) {
  const { acctNum } = action.payload;
  const account: Account | undefined = yield select(selectAccountById, acctNum);
  if (!isMarketMaker(account)) return;
  const requestId: string = yield call(newId);
  yield put(mintBurnActions.burnAddressGenerationStarted({ acctNum, requestId }));
  try {
    const address: HistoricalBurnAddress = yield call(createDigitalInboundDepositAddress, burnAddressRequest(requestId, acctNum));
    yield put(mintBurnActions.burnAddressGenerated({ acctNum, requestId, address }));
  } catch {
    yield put(mintBurnActions.burnAddressGenerationFailed({ acctNum, requestId }));
  }
}
