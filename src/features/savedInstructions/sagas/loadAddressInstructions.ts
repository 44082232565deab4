// Saved digital asset instruction list pipeline (spec part 2 §2, §3, §7, §8):
//   1. put savedInstructions/addressListRequested {acctNum}
//   2. getSavedDigitalAssetInstructions(acctNum)
//   3. put savedInstructions/addressListLoaded {acctNum, items}
//      | savedInstructions/addressListFailed {acctNum, error}: the page shows
//        'Unable to load Saved Digital Asset Instructions data. Error: <message>'
import { call, put } from 'redux-saga/effects';
import type { SavedDigitalAssetInstructionDto } from '../../../api/contract/savedInstructions';
import { getSavedDigitalAssetInstructions, callFailure } from '../../../api/index';
import { savedInstructionsActions as A } from '../savedInstructions.slice';

export function* loadAddressInstructions(acctNum: string) {
  yield put(A.addressListRequested({ acctNum }));
  try {
    const items: SavedDigitalAssetInstructionDto[] = yield call(getSavedDigitalAssetInstructions, acctNum);
    yield put(A.addressListLoaded({ acctNum, items }));
  } catch (error) {
    yield put(A.addressListFailed({ acctNum, error: callFailure(error).message }));
  }
}
