// Burn address history pipeline (spec part 1 §2 Burn screen, §7 getHistoricalAddresses, §8):
//   1. put mintBurn/burnHistoryRequested {acctNum}
//   2. getHistoricalAddresses(acctNum) (asset FIDD; "none yet", MM1030/FD1030, answers [])
//   3. put mintBurn/burnHistoryLoaded {acctNum, addresses} (the reducer sorts them newest first)
//      | mintBurn/burnHistoryFailed {acctNum}: no addresses, the Generate button still there (§8)
import { call, put } from 'redux-saga/effects';
import { getHistoricalAddresses } from '../../../api/index';
import { mintBurnActions } from '../mintBurn.slice';
import type { HistoricalBurnAddress } from '../types';

export function* loadBurnHistory(acctNum: string) {
  yield put(mintBurnActions.burnHistoryRequested({ acctNum }));
  try {
    const addresses: HistoricalBurnAddress[] = yield call(getHistoricalAddresses, acctNum);
    yield put(mintBurnActions.burnHistoryLoaded({ acctNum, addresses }));
  } catch {
    yield put(mintBurnActions.burnHistoryFailed({ acctNum }));
  }
}
