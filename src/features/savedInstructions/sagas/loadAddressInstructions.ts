// Saved digital asset instruction list pipeline (spec part 2 §2, §3, §7, §8):
//   1. put savedInstructions/addressListRequested {acctNum}
//   2. getSavedDigitalAssetInstructions(acctNum, the eu-trvl-rule flag: v3 while it is on)
//   3. put savedInstructions/addressListLoaded {acctNum, items}
//      | savedInstructions/addressListFailed {acctNum, error}: the page shows
//        'Unable to load Saved Digital Asset Instructions data. Error: <message>'
import { call, put, select } from 'redux-saga/effects';
import type { SavedDigitalAssetInstructionDto } from '../../../api/contract/savedInstructions';
import { getSavedDigitalAssetInstructions, callFailure } from '../../../api/index';
import { selectFlag } from '../../system/index';
import { savedInstructionsActions as A } from '../savedInstructions.slice';

export function* loadAddressInstructions(acctNum: string) {
  yield put(A.addressListRequested({ acctNum }));
  try {
    const euTravelRule: boolean = yield select(selectFlag, 'eu-trvl-rule');
    const items: SavedDigitalAssetInstructionDto[] = yield call(getSavedDigitalAssetInstructions, acctNum, euTravelRule);
    yield put(A.addressListLoaded({ acctNum, items }));
  } catch (error) {
    yield put(A.addressListFailed({ acctNum, error: callFailure(error).message }));
  }
}
