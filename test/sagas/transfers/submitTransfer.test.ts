// The submit pipeline (src/features/transfers/sagas/submitTransfer.ts) with the real reducer and
// provided calls: one test per branch — the wire's path by the flag, a saved and a direct address,
// accepted (and the balances reloaded), refused under a field or in general, the closed window
// (the window loaded again), no answer (failed: the key kept), a retry and a later submit of the
// same draft with the same key, another draft with a new key, a double click, a submit or a retry
// out of turn. Every submit is signed (stepUp/sagas/signedCall.ts, its own tests): here a passkey
// answers at once, and the operation opened is the one of the body sent; the confirmation stopped
// brings the review back, and a refusal of the signed body (changed since the signing) is shown.
import { AxiosError, AxiosHeaders } from 'axios';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { fetchWireBusinessHours, submitDigitalAssetTransfer, submitWireTransfer } from '../../../src/api/endpoints/transfers.api';
import { MalformedResponseError } from '../../../src/api/transport/errors';
import { STEP_UP_TEXTS, canonicalAmountText } from '../../../src/api/contract/stepUp';
import { openStepUp } from '../../../src/api/endpoints/stepUp.api';
import { selectStepUpDialog, stepUpActions } from '../../../src/features/stepUp/index';
import { TRANSFER_MESSAGES } from '../../../src/features/transfers/messages';
import { getStepUpAssertion } from '../../../src/shared/webauthn/passkeyCeremonies';
import { balancesActions } from '../../../src/features/balances/index';
import { selectTransferLifecycle, selectUnconfirmedAttempt, transfersActions as a, type TransferDraft } from '../../../src/features/transfers/index';
import type { SavedDestination } from '../../../src/features/transfers/types';
import { transfersSaga } from '../../../src/features/transfers/entry';
import { newId } from '../../../src/shared/ids';
import { now } from '../../../src/shared/time/clock';
import { observedReducer, stateAfter, testReducer, type TestState } from '../../support/testStore';
import { callsOf, deferred, putActions, runDispatching, runUntilFinished, settle, untilFinished } from '../../support/sagaServices';
import { gatewayError } from '../../builders/savedInstructions';
import { PASSKEY_PROOF, passkeyConfirms, passkeyStepUp } from '../../builders/stepUp';
import { HOURS, KEY, KEY_2, aTransfer, sendDraft, sendReadyEvents, wireDraft } from '../../builders/transfers';

const reviewing = (draft: TransferDraft, flags = {}) => stateAfter(...sendReadyEvents({ flags }), a.draftEdited({ draft }), a.reviewOpened());
const keys = (...ids: string[]): StaticProvider => {
  let n = 0;
  return [matchers.call.fn(newId), dynamic(() => ids[n++] ?? 'too-many-ids')];
};
const noAnswer = () => new AxiosError('timeout of 30000ms exceeded', AxiosError.ECONNABORTED, { url: '/x', method: 'post', headers: new AxiosHeaders() });

describe('submitting a transfer', () => {
  it.each([
    [false, 'v1'],
    [true, 'v2'],
  ])('a wire with wire-out-v2 %p (%s): the draft as the body with a new key, then accepted and the balances loaded again', async (v2) => {
    const transfer = aTransfer();
    const tester = expectSaga(untilFinished, transfersSaga)
      .withReducer(testReducer, reviewing(wireDraft(), { 'wire-out-v2': v2 }))
      .provide([...passkeyConfirms, keys(KEY), [matchers.call.fn(submitWireTransfer), transfer]])
      .put(a.submitStarted({ requestId: KEY }))
      .call(submitWireTransfer, { requestId: KEY, accountNumber: 'C1', accountInstructionId: 'w-1', asset: 'USD', amount: '1250.50', stepUp: PASSKEY_PROOF }, v2)
      .put(a.transferAccepted({ requestId: KEY, transfer }))
      .put(balancesActions.positionsRefreshRequested({ acctNum: 'C1' }));
    const { storeState } = await runDispatching(tester, a.submitRequested());
    expect(selectTransferLifecycle(storeState)).toEqual({ status: 'confirmed', draft: wireDraft(), transfer });
  });

  it.each<[string, TransferDraft['destination'], object]>([
    ['a saved address', { instructionId: 'a-1' }, { addressId: 'a-1' }],
    ['a direct address (trimmed)', { address: ' bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4 ' }, { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' }],
    ['another account of the firm (flag a2a)', { accountNumber: 'C2' }, { destinationAccountNumber: 'C2' }],
  ])('digital assets to %s, on v3, the amount canonical', async (_name, destination, to) => {
    const transfer = aTransfer({ kind: 'DIGITAL_ASSET', asset: 'BTC', amount: '0.5' });
    const tester = expectSaga(untilFinished, transfersSaga)
      .withReducer(testReducer, reviewing(sendDraft({ destination, amount: '.5' })))
      .provide([...passkeyConfirms, keys(KEY), [matchers.call.fn(submitDigitalAssetTransfer), transfer]])
      .call(submitDigitalAssetTransfer, { requestId: KEY, accountNumber: 'C1', asset: 'BTC', amount: '0.5', ...to, stepUp: PASSKEY_PROOF })
      .put(a.transferAccepted({ requestId: KEY, transfer }));
    await runDispatching(tester, a.submitRequested());
  });

  it('a wire drafted with an address (a crafted draft) sends no instruction id: the gateway refuses it', async () => {
    const tester = expectSaga(untilFinished, transfersSaga)
      .withReducer(testReducer, reviewing(wireDraft({ destination: { address: 'x' } })))
      .provide([...passkeyConfirms, keys(KEY), [matchers.call.fn(submitWireTransfer), throwError(gatewayError(404, 'Instruction not found'))]])
      .call(submitWireTransfer, { requestId: KEY, accountNumber: 'C1', accountInstructionId: '', asset: 'USD', amount: '1250.50', stepUp: PASSKEY_PROOF }, false)
      .put(a.transferRefused({ requestId: KEY, message: 'Instruction not found', field: null }));
    await runDispatching(tester, a.submitRequested());
  });

  it('a refusal naming a field: the message under it, nothing unconfirmed, no balances reload', async () => {
    const tester = expectSaga(untilFinished, transfersSaga)
      .withReducer(testReducer, reviewing(sendDraft()))
      .provide([...passkeyConfirms, keys(KEY), [matchers.call.fn(submitDigitalAssetTransfer), throwError(gatewayError(400, 'body.amount: Insufficient funds.'))]])
      .put(a.transferRefused({ requestId: KEY, message: 'Insufficient funds.', field: 'amount' }))
      .not.put.actionType(balancesActions.positionsRefreshRequested.type)
      .not.call.fn(fetchWireBusinessHours);
    const { storeState } = await runDispatching(tester, a.submitRequested());
    expect(selectTransferLifecycle(storeState)).toEqual({ status: 'refused', draft: sendDraft(), message: 'Insufficient funds.', field: 'amount' });
    expect(selectUnconfirmedAttempt(storeState)).toBeNull();
  });

  it('a wire refused because the window closed: the refusal, then the wire window loaded again', async () => {
    const tester = expectSaga(untilFinished, transfersSaga)
      .withReducer(testReducer, reviewing(wireDraft()))
      .provide([
        ...passkeyConfirms,
        keys(KEY),
        [matchers.call.fn(submitWireTransfer), throwError(gatewayError(409, 'Wire requests are accepted from 8:30 am to 5:00 pm ET on business days.'))],
        [matchers.call.fn(fetchWireBusinessHours), HOURS.closed],
        [matchers.call.fn(now), 7],
      ])
      .put(a.transferRefused({ requestId: KEY, message: 'Wire requests are accepted from 8:30 am to 5:00 pm ET on business days.', field: null }))
      .put(a.businessHoursLoaded({ hours: HOURS.closed, receivedAt: 7 }));
    await runDispatching(tester, a.submitRequested());
  });

  it.each<[string, () => Error]>([
    ['no answer (a timeout)', noAnswer],
    ['a 500', () => gatewayError(500, 'Internal Server Error')],
    ['a 502', () => gatewayError(502, 'Bad Gateway')],
    ['a 429', () => gatewayError(429, 'Too many requests.')],
    ['a 408', () => gatewayError(408, 'Request Timeout')],
    ['an unreadable answer', () => new MalformedResponseError('/x', 200, 'not a transfer')],
  ])('%s: failed, the key kept with its draft (it may have been made)', async (_name, error) => {
    const tester = expectSaga(untilFinished, transfersSaga)
      .withReducer(testReducer, reviewing(wireDraft()))
      .provide([...passkeyConfirms, keys(KEY), [matchers.call.fn(submitWireTransfer), throwError(error())]])
      .put.actionType(a.submitFailed.type);
    const { storeState } = await runDispatching(tester, a.submitRequested());
    expect(selectTransferLifecycle(storeState)).toMatchObject({ status: 'failed', requestId: KEY, attempt: 1 });
    expect(selectUnconfirmedAttempt(storeState)).toEqual({ draft: wireDraft(), requestId: KEY });
  });
});

describe('signed', () => {
  it.each<[string, TransferDraft, string, string, string]>([
    ['a wire', wireDraft(), 'WIRE', '1250.5', 'instruction:w-1'],
    ['a digital asset to a saved address', sendDraft({ destination: { instructionId: 'a-1' }, amount: '0.50' }), 'DIGITAL_ASSET', '0.5', 'instruction:a-1'],
    ['a digital asset to a direct address', sendDraft({ destination: { address: ' bc1qxyz ' } }), 'DIGITAL_ASSET', '0.25', 'address:bc1qxyz'],
    ['a digital asset to another account of the firm', sendDraft({ destination: { accountNumber: 'C2' } }), 'DIGITAL_ASSET', '0.25', 'account:C2'],
  ])('%s: the step-up is opened for the operation of the very body sent (its amount canonical, its key)', async (_name, draft, kind, amount, destination) => {
    const transfer = aTransfer();
    const tester = expectSaga(untilFinished, transfersSaga)
      .withReducer(testReducer, reviewing(draft))
      .provide([...passkeyConfirms, keys(KEY), [matchers.call.fn(submitWireTransfer), transfer], [matchers.call.fn(submitDigitalAssetTransfer), transfer]]);
    const { effects } = await runDispatching(tester, a.submitRequested());
    const [[operation]] = callsOf(effects, openStepUp) as [[unknown]];
    const [[body]] = [...callsOf(effects, submitWireTransfer), ...callsOf(effects, submitDigitalAssetTransfer)] as [[Record<string, unknown>]];
    expect(operation).toEqual({ kind, account: body.accountNumber, asset: body.asset, amount, destination, requestId: KEY });
    expect(canonicalAmountText(body.amount as string)).toBe(amount);
    expect(body.stepUp).toEqual(PASSKEY_PROOF);
  });

  it('the dialog says what is confirmed: the amount signed, the saved destination by its nickname (an address as typed), the account', async () => {
    const saved = { id: 'a-1', nickname: 'BTC cold storage', detail: 'bc1qxyz', network: 'Bitcoin' } as SavedDestination;
    const start = stateAfter(
      ...sendReadyEvents(),
      a.destinationsRequested({ acctNum: 'C1' }),
      a.destinationsLoaded({ acctNum: 'C1', wires: [], addresses: [saved] }),
      a.draftEdited({ draft: sendDraft({ amount: '0.50' }) }),
      a.reviewOpened(),
    );
    const run = (state: TestState) =>
      runDispatching(expectSaga(untilFinished, transfersSaga).withReducer(testReducer, state).provide([...passkeyConfirms, keys(KEY), [matchers.call.fn(submitDigitalAssetTransfer), aTransfer()]]), a.submitRequested());
    const summaryOf = (allEffects: Parameters<typeof putActions>[0]) => putActions(allEffects).find((x) => x.type === stepUpActions.started.type)?.payload;
    expect(summaryOf((await run(start)).allEffects)).toEqual({ summary: 'Send 0.5 BTC to BTC cold storage from account C1' });
    expect(summaryOf((await run(reviewing(sendDraft({ destination: { address: ' bc1qabc ' } })))).allEffects)).toEqual({ summary: 'Send 0.25 BTC to bc1qabc from account C1' });
    expect(summaryOf((await run(reviewing(sendDraft()))).allEffects)).toEqual({ summary: 'Send 0.25 BTC to a-1 from account C1' }); // the list not loaded: its id
  });

  it('to another account of the firm (flag a2a), the dialog names it by its short name and number (its number when the list does not hold it)', async () => {
    const toAccount = sendDraft({ destination: { accountNumber: 'C2' }, amount: '0.50' });
    const start = stateAfter(
      ...sendReadyEvents({ flags: { a2a: true } }),
      a.destinationsRequested({ acctNum: 'C1' }),
      a.destinationsLoaded({ acctNum: 'C1', wires: [], addresses: [], accounts: [{ acctNum: 'C2', shortName: 'HCP Sub-Custody', receives: ['BTC'] }] }),
      a.draftEdited({ draft: toAccount }),
      a.reviewOpened(),
    );
    const run = (state: TestState) =>
      runDispatching(expectSaga(untilFinished, transfersSaga).withReducer(testReducer, state).provide([...passkeyConfirms, keys(KEY), [matchers.call.fn(submitDigitalAssetTransfer), aTransfer()]]), a.submitRequested());
    const summaryOf = (allEffects: Parameters<typeof putActions>[0]) => putActions(allEffects).find((x) => x.type === stepUpActions.started.type)?.payload;
    expect(summaryOf((await run(start)).allEffects)).toEqual({ summary: 'Send 0.5 BTC to HCP Sub-Custody (C2) from account C1' });
    expect(summaryOf((await run(reviewing(toAccount))).allEffects)).toEqual({ summary: 'Send 0.5 BTC to C2 from account C1' });
  });

  it('the confirmation cancelled: nothing is sent, the review is back as it was (the draft kept)', async () => {
    const store = observedReducer();
    const tester = expectSaga(untilFinished, transfersSaga)
      .withReducer(store.reducer, reviewing(wireDraft()))
      .provide([[matchers.call.fn(openStepUp), passkeyStepUp()], [matchers.call.fn(getStepUpAssertion), dynamic(() => new Promise(() => undefined))], keys(KEY)])
      .put(a.submitStarted({ requestId: KEY }))
      .put(a.submitStopped({ requestId: KEY }))
      .not.call.fn(submitWireTransfer);
    const { storeState } = await runDispatching(tester, a.submitRequested(), stepUpActions.cancelClicked());
    expect(selectTransferLifecycle(storeState)).toEqual({ status: 'reviewing', draft: wireDraft() });
    expect(selectStepUpDialog(storeState)).toEqual({ status: 'closed' });
  });

  it('refused because the body is not the one signed: the gateway’s text, the draft kept', async () => {
    const tester = expectSaga(untilFinished, transfersSaga)
      .withReducer(testReducer, reviewing(sendDraft()))
      .provide([...passkeyConfirms, keys(KEY), [matchers.call.fn(submitDigitalAssetTransfer), throwError(gatewayError(403, STEP_UP_TEXTS.otherOperation))]])
      .put(a.transferRefused({ requestId: KEY, message: STEP_UP_TEXTS.otherOperation, field: null }));
    const { storeState } = await runDispatching(tester, a.submitRequested());
    expect(selectTransferLifecycle(storeState)).toMatchObject({ status: 'refused', draft: sendDraft(), message: STEP_UP_TEXTS.otherOperation });
  });

  it('an amount that is not one (a crafted draft) is refused before anything is opened', async () => {
    const tester = expectSaga(untilFinished, transfersSaga)
      .withReducer(testReducer, reviewing(sendDraft({ amount: 'abc' })))
      .provide([...passkeyConfirms, keys(KEY)])
      .put(a.transferRefused({ requestId: KEY, message: TRANSFER_MESSAGES.notSignable, field: 'amount' }))
      .not.call.fn(openStepUp);
    await runDispatching(tester, a.submitRequested());
  });
});

describe('no transfer is ever sent twice', () => {
  function driven(start: TestState, answers: Array<() => unknown>) {
    const store = observedReducer();
    let n = 0;
    const tester = expectSaga(untilFinished, transfersSaga)
      .withReducer(store.reducer, start)
      .provide([...passkeyConfirms, keys(KEY, KEY_2), [matchers.call.fn(submitWireTransfer), dynamic(() => (answers[n++] ?? (() => aTransfer()))())]]);
    const run = runUntilFinished(tester);
    return { tester, store, finish: run.finish };
  }
  const fail = () => {
    throw noAnswer();
  };

  it('Try Again after no answer sends the same key (attempt 2), and the answer of the first transfer confirms it', async () => {
    const { tester, store, finish } = driven(reviewing(wireDraft()), [fail, () => aTransfer()]);
    tester.dispatch(a.submitRequested());
    await settle();
    expect(selectTransferLifecycle(store.latest()).status).toBe('failed');
    tester.dispatch(a.submitRetryRequested());
    await settle();
    const { effects } = await finish();
    expect(callsOf(effects, submitWireTransfer).map(([body]) => (body as { requestId: string }).requestId)).toEqual([KEY, KEY]);
    expect(callsOf(effects, newId)).toHaveLength(1);
    expect(selectTransferLifecycle(store.latest())).toMatchObject({ status: 'confirmed' });
  });

  it('Go Back after no answer, then Review and Submit of the same draft: the same key again; another draft: a new key', async () => {
    const { tester, store, finish } = driven(reviewing(wireDraft()), [fail, fail, () => aTransfer({ requestId: KEY_2 })]);
    tester.dispatch(a.submitRequested());
    await settle();
    tester.dispatch(a.reviewClosed());
    tester.dispatch(a.reviewOpened());
    tester.dispatch(a.submitRequested());
    await settle();
    expect(selectUnconfirmedAttempt(store.latest())?.requestId).toBe(KEY);
    tester.dispatch(a.draftEdited({ draft: wireDraft({ amount: '99' }) }));
    tester.dispatch(a.reviewOpened());
    tester.dispatch(a.submitRequested());
    await settle();
    const { effects } = await finish();
    expect(callsOf(effects, submitWireTransfer).map(([body]) => (body as { requestId: string }).requestId)).toEqual([KEY, KEY, KEY_2]);
  });

  it('a double click sends one request (takeLeading); a submit or a retry out of turn sends nothing', async () => {
    const answer = deferred<ReturnType<typeof aTransfer>>();
    const { tester, finish } = driven(reviewing(wireDraft()), [() => answer.promise]);
    tester.dispatch(a.submitRetryRequested()); // nothing failed
    tester.dispatch(a.submitRequested());
    tester.dispatch(a.submitRequested());
    await settle();
    tester.dispatch(a.submitRequested()); // still in flight: not reviewing
    answer.resolve(aTransfer());
    await settle();
    const { effects } = await finish();
    expect(callsOf(effects, submitWireTransfer)).toHaveLength(1);
  });
});

it('a submit while the transfer is only being edited sends nothing (the review comes first)', async () => {
  const tester = expectSaga(untilFinished, transfersSaga)
    .withReducer(testReducer, stateAfter(...sendReadyEvents(), a.draftEdited({ draft: wireDraft() })))
    .provide([...passkeyConfirms, keys(KEY)])
    .not.put.actionType(a.submitStarted.type)
    .not.call.fn(submitWireTransfer);
  await runDispatching(tester, a.submitRequested());
});
