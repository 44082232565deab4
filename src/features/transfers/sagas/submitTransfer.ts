// The transfer submit pipeline (spec part 2 §2–§7), run with takeLeading so a double click sends one
// request. An idempotency key (requestId) per attempt: a retry after no answer, or a later submit of
// the very draft that got no answer, sends the same key, so the gateway answers the first transfer
// and never makes a second.
//   1. transfers/submitRequested while the transfer is being reviewed (else stop)
//   2. the key: the unconfirmed attempt's when it was for this same draft, else call(newId)
//   3. put transfers/submitStarted {requestId}: submitting, attempt 1
//   4. the call (sendAttempt), signed (stepUp/sagas/signedCall.ts: the body and the operation it signs
//      made together by transferSubmission): a wire on the v2 path while wire-out-v2 is on, else v1; a
//      digital asset on v3 (a saved address, a direct one or — flag a2a — another account of the firm,
//      `destinationAccountNumber`, signed as `account:<number>`). The confirmation cancelled, expired or
//      unavailable: put transfers/submitStopped {requestId}, back to the review as it was (nothing sent)
//   5. put transfers/transferAccepted {requestId, transfer} (PENDING_APPROVAL, SUBMITTED or — between
//      two accounts of the firm — SETTLED, with its
//      reference id) and balances/positionsRefreshRequested {acctNum} (the hold shows at once)
//      | transfers/transferRefused {requestId, message, field} for a 4xx: nothing was made, the form
//        shows the message under the field the gateway named; a closed wire window loads the window again
//      | transfers/submitFailed {requestId, message} with no answer, a 5xx, 408 or 429: it may have been made
// Retry (transfers/submitRetryRequested while failed): put transfers/submitRetried (attempt n + 1), then 4–5.
import { call, put, select } from 'redux-saga/effects';
import { callFailure, httpStatusOf, submitDigitalAssetTransfer, submitWireTransfer } from '../../../api/index';
import { transferOperation } from '../../../api/contract/stepUp';
import {
  FIAT_ASSET,
  TRANSFER_REFUSAL_TEXTS,
  WIRE_OUT_V2_FLAG,
  type DigitalAssetTransferV3RequestDto,
  type TransferDto,
  type WireTransferRequestDto,
} from '../../../api/contract/transfers';
import { newId } from '../../../shared/ids';
import { canonicalAmount } from '../../../shared/validation/transferAmount';
import { balancesActions } from '../../balances/index';
import { signedCall, type Signed, type SignedSend } from '../../stepUp/entry';
import { selectFlag, type SystemState } from '../../system/index';
import { TRANSFER_MESSAGES as M } from '../messages';
import { selectDestinations, selectTransferLifecycle, selectUnconfirmedAttempt } from '../transfers.selectors';
import { transfersActions, type TransferLifecycle } from '../transfers.slice';
import type { DestinationsEntry, TransferDraft } from '../types';
import { loadBusinessHours } from './pageLoads';

const sameDraft = (a: TransferDraft, b: TransferDraft) => JSON.stringify(a) === JSON.stringify(b);

/** Statuses that say nothing about whether the transfer was made: a retry with the same key settles it. */
const UNKNOWN_OUTCOME = new Set([408, 429]);

/** Where the draft goes, as the step-up's dialog names it: a saved destination by its nickname, an account of the firm by its short name and number (the id or number when the list does not hold it), a direct address as typed. */
function destinationName(entry: DestinationsEntry, destination: TransferDraft['destination']): string {
  if ('address' in destination) return destination.address.trim();
  if ('accountNumber' in destination) {
    const account = entry.accounts.find((a) => a.acctNum === destination.accountNumber);
    return account ? M.accountOption(account.shortName, account.acctNum) : destination.accountNumber;
  }
  return [...entry.wires, ...entry.addresses].find((d) => d.id === destination.instructionId)?.nickname ?? destination.instructionId;
}

/** A digital asset's destination as the v3 body takes it. */
function digitalAssetDestination(destination: TransferDraft['destination']) {
  if ('instructionId' in destination) return { addressId: destination.instructionId };
  if ('accountNumber' in destination) return { destinationAccountNumber: destination.accountNumber };
  return { address: destination.address.trim() };
}

/** The submit's body and the operation it signs, made together from the draft: the signed body is the body sent. */
export function transferSubmission(draft: TransferDraft, requestId: string) {
  const amount = canonicalAmount(draft.amount);
  const { destination, accountNumber } = draft;
  if (draft.kind === 'WIRE') {
    const accountInstructionId = 'instructionId' in destination ? destination.instructionId : '';
    const body: WireTransferRequestDto = { requestId, accountNumber, accountInstructionId, asset: FIAT_ASSET, amount };
    return { kind: 'WIRE' as const, body, operation: transferOperation('WIRE', body) };
  }
  const body: DigitalAssetTransferV3RequestDto = { requestId, accountNumber, asset: draft.asset, amount, ...digitalAssetDestination(destination) };
  return { kind: 'DIGITAL_ASSET' as const, body, operation: transferOperation('DIGITAL_ASSET', body) };
}

export function* sendAttempt(draft: TransferDraft, requestId: string) {
  const submission = transferSubmission(draft, requestId);
  if (!submission.operation) {
    yield put(transfersActions.transferRefused({ requestId, message: M.notSignable, field: 'amount' }));
    return;
  }
  let send: SignedSend;
  if (submission.kind === 'WIRE') {
    const v2: boolean = yield select((state: { system: SystemState }) => selectFlag(state, WIRE_OUT_V2_FLAG));
    const body = submission.body;
    send = (stepUp) => call(submitWireTransfer, { ...body, stepUp }, v2);
  } else {
    const body = submission.body;
    send = (stepUp) => call(submitDigitalAssetTransfer, { ...body, stepUp });
  }
  const destinations: DestinationsEntry = yield select(selectDestinations, draft.accountNumber);
  const { operation } = submission;
  const to = destinationName(destinations, draft.destination);
  const signed: Signed<TransferDto> = yield call(signedCall, operation, send, M.stepUpSummary(`${operation.amount} ${operation.asset}`, to, operation.account));
  if (signed.kind === 'stopped') {
    yield put(transfersActions.submitStopped({ requestId }));
    return;
  }
  if (signed.kind === 'done') {
    yield put(transfersActions.transferAccepted({ requestId, transfer: signed.value }));
    yield put(balancesActions.positionsRefreshRequested({ acctNum: draft.accountNumber }));
    return;
  }
  const { error } = signed;
  const status = httpStatusOf(error);
  const failure = callFailure(error);
  if (status === undefined || status >= 500 || UNKNOWN_OUTCOME.has(status)) {
    yield put(transfersActions.submitFailed({ requestId, message: failure.message }));
    return;
  }
  yield put(transfersActions.transferRefused({ requestId, message: failure.message, field: failure.field ?? null }));
  if (failure.message === TRANSFER_REFUSAL_TEXTS.wireWindowClosed) yield call(loadBusinessHours);
}

export function* submitTransfer() {
  const lifecycle: TransferLifecycle = yield select(selectTransferLifecycle);
  if (lifecycle.status !== 'reviewing') return;
  const unconfirmed: ReturnType<typeof selectUnconfirmedAttempt> = yield select(selectUnconfirmedAttempt);
  const requestId: string = unconfirmed && sameDraft(unconfirmed.draft, lifecycle.draft) ? unconfirmed.requestId : yield call(newId);
  yield put(transfersActions.submitStarted({ requestId }));
  yield call(sendAttempt, lifecycle.draft, requestId);
}

export function* retryTransfer() {
  const lifecycle: TransferLifecycle = yield select(selectTransferLifecycle);
  if (lifecycle.status !== 'failed') return;
  yield put(transfersActions.submitRetried());
  yield call(sendAttempt, lifecycle.draft, lifecycle.requestId);
}
