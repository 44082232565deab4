// Saved wire instruction list pipeline (spec part 2 §2, §3, §7, §8):
//   1. put savedInstructions/wireListRequested {acctNum, page, count}
//   2. getSavedWireInstructions({page, count, fdasAccountNumber, active: true, pending: true, inactive: false})
//   3. put savedInstructions/wireListLoaded {acctNum, result}
//      | savedInstructions/wireListFailed {acctNum, error}: the page shows
//        'Unable to load Saved Wire Instruction data. Error: <message>'
import { call, put } from 'redux-saga/effects';
import type { SavedWireInstructionPageDto } from '../../../api/contract/savedInstructions';
import { getSavedWireInstructions, callFailure } from '../../../api/index';
import { WIRE_LIST_COUNT, WIRE_LIST_PAGE } from '../routes';
import { savedInstructionsActions as A } from '../savedInstructions.slice';

export function* loadWireInstructions(acctNum: string) {
  const page = WIRE_LIST_PAGE;
  const count = WIRE_LIST_COUNT;
  yield put(A.wireListRequested({ acctNum, page, count }));
  try {
    const result: SavedWireInstructionPageDto = yield call(getSavedWireInstructions, {
      page,
      count,
      fdasAccountNumber: acctNum,
      active: true,
      pending: true,
      inactive: false,
    });
    yield put(A.wireListLoaded({ acctNum, result }));
  } catch (error) {
    yield put(A.wireListFailed({ acctNum, error: callFailure(error).message }));
  }
}
