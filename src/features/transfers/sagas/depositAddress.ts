// A deposit address for the Receive form (spec part 2 §7 createDigitalInboundDepositAddress), run
// with takeLeading so a double click makes one address:
//   1. transfers/depositAddressRequested {accountNumber}, the form's asset and cost basis (else stop)
//   2. a request id: call(newId) — kept through a failure with no answer, so Try Again
//      (transfers/depositAddressRetryRequested) sends the very same request
//   3. put transfers/depositAddressGenerationStarted {request}
//   4. createInboundDepositAddress(request)
//   5. put transfers/depositAddressGenerated {requestId, address}: its QR code and Copy show
//      | transfers/depositAddressFailed {requestId, message, retryable}: retryable when no answer
//        came (a timeout, a 5xx): the address may have been made, the same id answers it
import { call, put, select } from 'redux-saga/effects';
import { callFailure, createInboundDepositAddress, httpStatusOf } from '../../../api/index';
import type { InboundDepositAddressDto, InboundDepositAddressRequestDto } from '../../../api/contract/transfers';
import { newId } from '../../../shared/ids';
import { canonicalAmount } from '../../../shared/validation/transferAmount';
import { receiveActions } from '../receive.slice';
import { selectDeposit, selectReceiveDraft } from '../transfers.selectors';
import type { DepositLifecycle, ReceiveDraft } from '../types';

export function* requestAddress(request: InboundDepositAddressRequestDto) {
  yield put(receiveActions.depositAddressGenerationStarted({ request }));
  try {
    const address: InboundDepositAddressDto = yield call(createInboundDepositAddress, request);
    yield put(receiveActions.depositAddressGenerated({ requestId: request.requestId, address }));
  } catch (error) {
    const status = httpStatusOf(error);
    const retryable = status === undefined || status >= 500 || status === 408 || status === 429;
    yield put(receiveActions.depositAddressFailed({ requestId: request.requestId, message: callFailure(error).message, retryable }));
  }
}

export function* generateDepositAddress(action: ReturnType<typeof receiveActions.depositAddressRequested>) {
  const draft: ReceiveDraft = yield select(selectReceiveDraft);
  if (!draft.asset || !draft.costBasis) return;
  const requestId: string = yield call(newId);
  yield call(requestAddress, { requestId, costBasisValue: canonicalAmount(draft.costBasis), asset: draft.asset, accountNumber: action.payload.accountNumber });
}

export function* retryDepositAddress() {
  const deposit: DepositLifecycle = yield select(selectDeposit);
  if (deposit.status !== 'failed' || !deposit.retryable) return;
  yield call(requestAddress, deposit.request);
}
