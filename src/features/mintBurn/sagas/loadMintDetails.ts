// Mint details pipeline (spec part 1 §2 Mint screen, §7 getMintAccountDetails):
//   1. put mintBurn/mintDetailsRequested {acctNum}
//   2. getMintAccountDetails(acctNum)
//   3. put mintBurn/mintDetailsLoaded {acctNum, details} | mintBurn/mintDetailsFailed {acctNum}
// A failure is shown once, in place, by the Mint tab (the call opts out of the error banner).
import { call, put } from 'redux-saga/effects';
import { getMintAccountDetails } from '../../../api/index';
import { mintBurnActions } from '../mintBurn.slice';
import type { MintAccountDetails } from '../types';

export function* loadMintDetails(acctNum: string) {
  yield put(mintBurnActions.mintDetailsRequested({ acctNum }));
  try {
    const details: MintAccountDetails = yield call(getMintAccountDetails, acctNum);
    yield put(mintBurnActions.mintDetailsLoaded({ acctNum, details }));
  } catch {
    yield put(mintBurnActions.mintDetailsFailed({ acctNum }));
  }
}
