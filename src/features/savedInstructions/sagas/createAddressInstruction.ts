// Create-digital-asset-instruction pipeline (spec part 2 §2, §3, §4, §7, §8):
//   1. savedInstructions/addressInstructionSubmitted {acctNum, values}; a create already running: ignored
//   2. the form's sdaiUUID (assigned when it opened; a retried submit sends the same one, so the gateway
//      answers the instruction it already made) → put savedInstructions/createSubmitted {kind: 'address', requestId}
//   3. createDigitalAssetInstruction(the shown fields + sdaiUUID + accountNumber; v3 while eu-trvl-rule is on)
//   4. put savedInstructions/addressCreated {acctNum, requestId, instruction} (PENDING until a checker
//      approves it; the form closes) and the success alert 'Instruction added successfully.'
//   | put savedInstructions/createFailed {requestId, error, field?}: the form keeps every input and
//     shows the message under the field the gateway named, else above its buttons.
import { call, put, select } from 'redux-saga/effects';
import type { CreateDigitalAssetInstructionDto, SavedDigitalAssetInstructionDto } from '../../../api/contract/savedInstructions';
import { createDigitalAssetInstruction, callFailure } from '../../../api/index';
import { newId } from '../../../shared/ids';
import { raiseAlert } from '../../system/entry';
import { selectFlag } from '../../system/index';
import { addressBody } from '../forms';
import { SAVED_INSTRUCTIONS_MESSAGES as M } from '../messages';
import { selectAddressRequestId, selectCreation } from '../savedInstructions.selectors';
import { savedInstructionsActions as A } from '../savedInstructions.slice';

export function* createAddress(action: ReturnType<typeof A.addressInstructionSubmitted>) {
  const creation: ReturnType<typeof selectCreation> = yield select(selectCreation);
  if (creation.status === 'pending') return;
  const { acctNum, values } = action.payload;
  let requestId: string | null = yield select(selectAddressRequestId);
  if (!requestId) {
    requestId = (yield call(newId)) as string;
    yield put(A.addressRequestIdAssigned({ sdaiUUID: requestId }));
  }
  yield put(A.createSubmitted({ kind: 'address', requestId }));
  try {
    const body: CreateDigitalAssetInstructionDto = addressBody(values, requestId, acctNum);
    const euTravelRule: boolean = yield select(selectFlag, 'eu-trvl-rule');
    const instruction: SavedDigitalAssetInstructionDto = yield call(createDigitalAssetInstruction, body, euTravelRule);
    yield put(A.addressCreated({ acctNum, requestId, instruction }));
    yield call(raiseAlert, { severity: 'success', code: '000000', message: M.added });
  } catch (error) {
    const failure = callFailure(error);
    yield put(A.createFailed({ requestId, error: failure.message, ...(failure.field ? { field: failure.field } : {}) }));
  }
}
