// Create-wire-instruction pipeline (spec part 2 §2, §4, §7, §8):
//   1. savedInstructions/wireInstructionSubmitted {acctNum, values}; a create already running: ignored
//   2. the form's requestId (assigned when it opened, else now; a create sent again after a timeout or a
//      dropped connection sends the same one, so the gateway answers the instruction it already made
//      rather than 'Nickname already in use') → put savedInstructions/createSubmitted {kind: 'wire', requestId}
//   3. a non-US instruction: validateNonUsWireInstruction(the same body) first (spec part 2 §7: the
//      gateway's rules over the whole form, its bank by BIC among them); a refusal is step 4's failure
//   then createWireInstruction(the visible fields + fdasAccountNumber + requestId)
//   4. put savedInstructions/wireCreated {acctNum, requestId, instruction} (the row shows PENDING until a
//      checker approves it; the form closes), the success alert 'Instruction added successfully.'
//   | put savedInstructions/createFailed {requestId, error, field?}: the form shows the message under the
//     field the gateway named (e.g. 'Error: Nickname already in use. Please try again.'), else above its
//     buttons. Every input stays as it was.
import { call, put, select } from 'redux-saga/effects';
import type { SavedWireInstructionDto } from '../../../api/contract/savedInstructions';
import { createWireInstruction, callFailure, validateNonUsWireInstruction } from '../../../api/index';
import { newId } from '../../../shared/ids';
import type { WireInstructionFormValues } from '../../../shared/validation/wireInstruction';
import { raiseAlert } from '../../system/entry';
import { wireBody } from '../forms';
import { SAVED_INSTRUCTIONS_MESSAGES as M } from '../messages';
import { selectCreation, selectWireRequestId } from '../savedInstructions.selectors';
import { savedInstructionsActions as A } from '../savedInstructions.slice';

export function* createWire(action: ReturnType<typeof A.wireInstructionSubmitted>) {
  const creation: ReturnType<typeof selectCreation> = yield select(selectCreation);
  if (creation.status === 'pending') return;
  const { acctNum, values } = action.payload;
  let requestId: string | null = yield select(selectWireRequestId);
  if (!requestId) {
    requestId = (yield call(newId)) as string;
    yield put(A.wireRequestIdAssigned({ requestId }));
  }
  yield put(A.createSubmitted({ kind: 'wire', requestId }));
  try {
    const form = values as Partial<WireInstructionFormValues>;
    const body = wireBody(form, acctNum);
    if (form.bankLocation === 'NON_US') yield call(validateNonUsWireInstruction, body);
    const instruction: SavedWireInstructionDto = yield call(createWireInstruction, { ...body, requestId });
    yield put(A.wireCreated({ acctNum, requestId, instruction }));
    yield call(raiseAlert, { severity: 'success', code: '000000', message: M.added });
  } catch (error) {
    const failure = callFailure(error);
    yield put(A.createFailed({ requestId, error: failure.message, ...(failure.field ? { field: failure.field } : {}) }));
  }
}
