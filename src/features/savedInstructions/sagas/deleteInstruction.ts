// Delete pipeline of both kinds (spec part 2 §2, §4, §7, §8):
//   1. savedInstructions/deleteConfirmed {kind, id} (the dialog's Delete; ignored while one runs)
//   2. disableWireInstruction(accountInstructionId) | deleteDigitalAssetInstruction(addressId): the answer's status
//   3. the status is the expected success (code '000000' and its kind's text):
//        put savedInstructions/deleteSucceeded {acctNum, kind, id} (the row goes, the dialog closes)
//        and the success alert 'Instruction deleted successfully.'
//      | any other status, or a failed call: put savedInstructions/deleteFailed {id}: the dialog stays
//        open and shows no message (spec part 2 §8; a failed call's banner comes from the interceptor)
import { call, put, select } from 'redux-saga/effects';
import { ADDRESS_DELETED, WIRE_DELETED } from '../../../api/contract/savedInstructions';
import type { GatewayStatus } from '../../../api/contract/responses';
import { deleteDigitalAssetInstruction, disableWireInstruction } from '../../../api/index';
import { selectSelectedAcctNum } from '../../accounts/index';
import { raiseAlert } from '../../system/entry';
import { SAVED_INSTRUCTIONS_MESSAGES as M } from '../messages';
import { savedInstructionsActions as A } from '../savedInstructions.slice';

export function* deleteInstruction(action: ReturnType<typeof A.deleteConfirmed>) {
  const { kind, id } = action.payload;
  const acctNum: string | null = yield select(selectSelectedAcctNum);
  // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: WIRE_DELETED and ADDRESS_DELETED are the same status (code '000000', the same text; api/contract/savedInstructions.ts), so which one is expected changes nothing a test can see
  const expected = kind === 'wire' ? WIRE_DELETED : ADDRESS_DELETED;
  try {
    const status: GatewayStatus = kind === 'wire' ? yield call(disableWireInstruction, id) : yield call(deleteDigitalAssetInstruction, id);
    if (!acctNum || status.code !== expected.code || status.text !== expected.text) {
      yield put(A.deleteFailed({ id }));
      return;
    }
    yield put(A.deleteSucceeded({ acctNum, kind, id }));
    yield call(raiseAlert, { severity: 'success', code: expected.code, message: M.deleted });
  } catch {
    yield put(A.deleteFailed({ id }));
  }
}
