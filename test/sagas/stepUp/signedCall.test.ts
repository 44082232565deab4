// The step-up pipeline (issue 26): a money-moving call signed through the confirmation dialog, with
// the real reducers, the gateway and the browser provided. The code path (send by text or call,
// type the code, a wrong code and the retry, the 2 minutes gone, cancel), the passkey path (the
// browser's answer, NotAllowedError and try again, its timeout), no way to confirm (the 409s with the
// SECURITY page, a lockout), and a refusal that is not the proof's, handed to the caller. No
// challenge, code or assertion in an action.
import type { AnyAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, type StaticProvider } from 'redux-saga-test-plan/providers';
import { call, put } from 'redux-saga/effects';
import { STEP_UP_LIFETIME_MS, STEP_UP_TEXTS as T, decisionOperation, type StepUpDto, type StepUpProofDto } from '../../../src/api/contract/stepUp';
import { openStepUp, sendStepUpCode } from '../../../src/api/endpoints/stepUp.api';
import { holdStepUpCode } from '../../../src/features/stepUp/codeHolder';
import { signedCall, type Signed } from '../../../src/features/stepUp/entry';
import { passkeyStepUpFailure } from '../../../src/features/stepUp/sagas/signedCall';
import { selectStepUpDialog, selectStepUpSummary, stepUpActions as A } from '../../../src/features/stepUp/index';
import { STEP_UP_MESSAGES as M } from '../../../src/features/stepUp/messages';
import { VALIDATION_MESSAGES } from '../../../src/shared/validation';
import { getStepUpAssertion } from '../../../src/shared/webauthn/passkeyCeremonies';
import { gatewayError } from '../../builders/savedInstructions';
import { settle } from '../../support/async';
import { callsOf, putActions, runUntilFinished, untilFinished, virtualClock } from '../../support/sagaServices';
import { stateAfter, testReducer, type TestState } from '../../support/testStore';

const OPERATION = decisionOperation({ referenceId: 'REQ-1', response: 'APPROVE' });
const CHALLENGE = 'C'.repeat(86);
const CHALLENGE_2 = 'D'.repeat(86);
const CODE = '402915';
const BY_CODE: StepUpDto = { challenge: CHALLENGE, expiresAt: '2026-11-29T01:02:00.000Z', methods: ['sms', 'voice'], maskedPhone: 'XXXXXXX0111', passkey: null };
const PASSKEY = { rpId: 'localhost', allowCredentials: [{ id: 'Y3JlZA', transports: ['internal'] }] };
const BY_PASSKEY: StepUpDto = { challenge: CHALLENGE, expiresAt: '2026-11-29T01:02:00.000Z', methods: ['passkey'], maskedPhone: null, passkey: PASSKEY };
const ASSERTION = { id: 'Y3JlZA', response: { signature: 'c2lnbmF0dXJl' } };
const ITEM = { referenceId: 'REQ-1', status: 'APPROVED' };
const OUTCOME = 'test/outcome';
const SUMMARY = 'Approve: Wire instruction Payroll Reserve';

/** The money-moving call the caller makes with the proof (provided per test). */
const book = (_stepUp: StepUpProofDto): Promise<unknown> => Promise.resolve(ITEM);
function* harness() {
  const outcome: Signed<unknown> = yield call(signedCall, OPERATION, (stepUp) => call(book, stepUp), SUMMARY);
  yield put({ type: OUTCOME, payload: { outcome } });
}

const notAllowed = () => Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' });
const refused = (status: number, text: string) => gatewayError(status, text);
/** Answers each call in turn (an Error is thrown). */
const inTurn = (...answers: unknown[]) =>
  dynamic(() => {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer instanceof Error) throw answer;
    return answer;
  });

function start(provide: StaticProvider[], state: TestState = stateAfter()) {
  const clock = virtualClock();
  const tester = expectSaga(untilFinished, harness)
    .withReducer(testReducer, state)
    .provide([
      ...provide, // the test's answers first: the first provider that matches answers
      ...clock.providers,
      [matchers.call.fn(sendStepUpCode), { maskedPhone: 'XXXXXXX0111' }],
      [matchers.call.fn(book), ITEM],
    ]);
  const run = runUntilFinished(tester);
  const dispatch = async (...actions: AnyAction[]) => {
    for (const action of actions) {
      tester.dispatch(action);
      await settle();
    }
  };
  return { clock, dispatch, finish: run.finish, tester };
}

const outcomeOf = (allEffects: Parameters<typeof putActions>[0]) => putActions(allEffects).find((a) => a.type === OUTCOME)?.payload;
const noSecrets = (allEffects: Parameters<typeof putActions>[0]) => {
  const text = JSON.stringify(putActions(allEffects).filter((a) => a.type !== OUTCOME));
  for (const secret of [CHALLENGE, CHALLENGE_2, CODE, ASSERTION.response.signature]) expect(text).not.toContain(secret);
};

/** Submits `code` through the dialog's hand-off, as the dialog does. */
async function typeCode(dispatch: (...a: AnyAction[]) => Promise<void>, code = CODE) {
  holdStepUpCode(code);
  await dispatch(A.codeSubmitted());
}

describe('confirming with a one-time code', () => {
  it('opens the step-up for the operation, sends the code by the channel chosen, and calls with the code typed; the dialog closes', async () => {
    const run = start([[matchers.call.fn(openStepUp), BY_CODE]]);
    await run.dispatch(A.codeSendRequested({ channel: 'voice' }));
    await typeCode(run.dispatch);
    const { effects, allEffects, storeState } = await run.finish();
    expect(callsOf(effects, openStepUp)).toEqual([[OPERATION]]);
    expect(callsOf(effects, sendStepUpCode)).toEqual([[CHALLENGE, 'voice']]);
    expect(callsOf(effects, book)).toEqual([[{ challenge: CHALLENGE, proof: { kind: 'otp', code: CODE } }]]);
    expect(outcomeOf(allEffects)).toEqual({ outcome: { kind: 'done', value: ITEM } });
    expect(putActions(allEffects).map((a) => a.type)).toEqual(
      expect.arrayContaining([A.started.type, A.codeOffered.type, A.codeSendStarted.type, A.codeSent.type, A.codeConfirmStarted.type, A.finished.type]),
    );
    expect(selectStepUpDialog(storeState)).toEqual({ status: 'closed' });
    expect(selectStepUpSummary(storeState)).toBeNull();
    noSecrets(allEffects);
  });

  it('shows the code sent to the masked phone, by text, under what is confirmed', async () => {
    const run = start([[matchers.call.fn(openStepUp), BY_CODE]]);
    await run.dispatch(A.codeSendRequested({ channel: 'sms' }));
    const { storeState } = await run.finish();
    expect(selectStepUpSummary(storeState)).toBe(SUMMARY);
    expect(selectStepUpDialog(storeState)).toEqual({ status: 'code', maskedPhone: 'XXXXXXX0111', sentBy: 'sms', sending: false, confirming: false, error: null });
  });

  it('cancel: nothing is sent, the caller hears "stopped" and the dialog closes', async () => {
    const run = start([[matchers.call.fn(openStepUp), BY_CODE]]);
    await run.dispatch(A.codeSendRequested({ channel: 'sms' }), A.cancelClicked());
    const { effects, allEffects, storeState } = await run.finish();
    expect(callsOf(effects, book)).toEqual([]);
    expect(outcomeOf(allEffects)).toEqual({ outcome: { kind: 'stopped' } });
    expect(selectStepUpDialog(storeState)).toEqual({ status: 'closed' });
  });

  it('a wrong code: the gateway’s text in the dialog, and a retry with the same challenge books', async () => {
    const run = start([
      [matchers.call.fn(openStepUp), BY_CODE],
      [matchers.call.fn(book), inTurn(refused(403, T.wrongCode), ITEM)],
    ]);
    await run.dispatch(A.codeSendRequested({ channel: 'sms' }));
    await typeCode(run.dispatch, '111111');
    await typeCode(run.dispatch);
    const { effects, allEffects } = await run.finish();
    const errors = putActions(allEffects).filter((a) => a.type === A.codeFailed.type);
    expect(errors.map((a) => a.payload)).toEqual([{ error: T.wrongCode }]);
    expect(callsOf(effects, openStepUp)).toHaveLength(1);
    expect(callsOf(effects, book).map(([p]) => (p as StepUpProofDto).challenge)).toEqual([CHALLENGE, CHALLENGE]);
    expect(outcomeOf(allEffects)).toEqual({ outcome: { kind: 'done', value: ITEM } });
    noSecrets(allEffects);
  });

  it('the wrong code shown stays until the next try (the dialog is still open)', async () => {
    const run = start([
      [matchers.call.fn(openStepUp), BY_CODE],
      [matchers.call.fn(book), inTurn(refused(403, T.wrongCode), ITEM)],
    ]);
    await run.dispatch(A.codeSendRequested({ channel: 'sms' }));
    await typeCode(run.dispatch, '111111');
    const { storeState } = await run.finish();
    expect(selectStepUpDialog(storeState)).toMatchObject({ status: 'code', confirming: false, error: T.wrongCode });
  });

  it('a code that is not 6 digits is not sent', async () => {
    const run = start([[matchers.call.fn(openStepUp), BY_CODE]]);
    await run.dispatch(A.codeSendRequested({ channel: 'sms' }));
    await typeCode(run.dispatch, '12');
    const { effects, storeState } = await run.finish();
    expect(callsOf(effects, book)).toEqual([]);
    expect(selectStepUpDialog(storeState)).toMatchObject({ status: 'code', error: VALIDATION_MESSAGES.securityCode });
  });

  it('too many wrong codes, or locked out: the gateway’s text until closed; nothing booked', async () => {
    for (const [status, text] of [
      [403, T.codeLocked],
      [429, T.lockedOut],
    ] as const) {
      const run = start([
        [matchers.call.fn(openStepUp), BY_CODE],
        [matchers.call.fn(book), inTurn(refused(status, text))],
      ]);
      await run.dispatch(A.codeSendRequested({ channel: 'sms' }));
      await typeCode(run.dispatch, '111111');
      await run.dispatch(A.startAgainClicked()); // not offered: ignored
      const shown = await run.finish();
      expect(selectStepUpDialog(shown.storeState)).toEqual({ status: 'unavailable', message: text, securityLink: false });
      const closed = start([
        [matchers.call.fn(openStepUp), BY_CODE],
        [matchers.call.fn(book), inTurn(refused(status, text))],
      ]);
      await closed.dispatch(A.codeSendRequested({ channel: 'sms' }));
      await typeCode(closed.dispatch, '111111');
      await closed.dispatch(A.cancelClicked());
      const { allEffects, storeState } = await closed.finish();
      expect(outcomeOf(allEffects)).toEqual({ outcome: { kind: 'stopped' } });
      expect(selectStepUpDialog(storeState)).toEqual({ status: 'closed' });
    }
  });

  it('a code that cannot be sent (too many sent): the gateway’s text, another channel can be tried', async () => {
    const limited = 'Too many security codes have been sent. Please wait 5 minutes before you try again.';
    const run = start([
      [matchers.call.fn(openStepUp), BY_CODE],
      [matchers.call.fn(sendStepUpCode), inTurn(refused(429, limited), { maskedPhone: 'XXXXXXX0111' })],
    ]);
    await run.dispatch(A.codeSendRequested({ channel: 'sms' }));
    await run.dispatch(A.codeSendRequested({ channel: 'voice' }));
    const { allEffects, storeState } = await run.finish();
    expect(putActions(allEffects).filter((a) => a.type === A.codeFailed.type).map((a) => a.payload)).toEqual([{ error: limited }]);
    expect(selectStepUpDialog(storeState)).toMatchObject({ status: 'code', sentBy: 'voice', error: null });
  });
});

describe('the 2 minutes', () => {
  it('timeout: after 2 minutes without a code the dialog says it expired; Start again opens a new challenge', async () => {
    const run = start([[matchers.call.fn(openStepUp), inTurn(BY_CODE, { ...BY_CODE, challenge: CHALLENGE_2 })]]);
    await run.dispatch(A.codeSendRequested({ channel: 'sms' }));
    await run.clock.advance(STEP_UP_LIFETIME_MS - 1);
    await run.dispatch(A.codeSendRequested({ channel: 'sms' })); // resend: the deadline stays the first one
    expect(run.clock.pending()).toEqual([1]);
    await run.clock.advance(1);
    expect(run.clock.pending()).toEqual([]);
    await run.dispatch(A.startAgainClicked(), A.codeSendRequested({ channel: 'sms' }));
    await typeCode(run.dispatch);
    const { effects, allEffects } = await run.finish();
    expect(putActions(allEffects).map((a) => a.type)).toContain(A.expired.type);
    expect(callsOf(effects, openStepUp)).toEqual([[OPERATION], [OPERATION]]);
    expect(callsOf(effects, book)).toEqual([[{ challenge: CHALLENGE_2, proof: { kind: 'otp', code: CODE } }]]);
    expect(outcomeOf(allEffects)).toEqual({ outcome: { kind: 'done', value: ITEM } });
  });

  it('expired at the gateway (the code came too late): the dialog says so; Cancel stops with nothing booked', async () => {
    const run = start([
      [matchers.call.fn(openStepUp), BY_CODE],
      [matchers.call.fn(book), inTurn(refused(403, T.expired))],
    ]);
    await run.dispatch(A.codeSendRequested({ channel: 'sms' }));
    await typeCode(run.dispatch);
    await run.dispatch(A.cancelClicked());
    const { allEffects, storeState } = await run.finish();
    expect(putActions(allEffects).map((a) => a.type)).toContain(A.expired.type);
    expect(outcomeOf(allEffects)).toEqual({ outcome: { kind: 'stopped' } });
    expect(selectStepUpDialog(storeState)).toEqual({ status: 'closed' });
  });
});

describe('confirming with a passkey', () => {
  it('asks the browser over the challenge (the RP id and the passkeys allowed) and calls with its assertion', async () => {
    const run = start([
      [matchers.call.fn(openStepUp), BY_PASSKEY],
      [matchers.call.fn(getStepUpAssertion), ASSERTION],
    ]);
    const { effects, allEffects, storeState } = await run.finish();
    expect(callsOf(effects, getStepUpAssertion)).toEqual([[{ challenge: CHALLENGE, ...PASSKEY, timeout: STEP_UP_LIFETIME_MS }]]);
    expect(callsOf(effects, sendStepUpCode)).toEqual([]);
    expect(callsOf(effects, book)).toEqual([[{ challenge: CHALLENGE, proof: { kind: 'passkey', response: ASSERTION } }]]);
    expect(outcomeOf(allEffects)).toEqual({ outcome: { kind: 'done', value: ITEM } });
    expect(selectStepUpDialog(storeState)).toEqual({ status: 'closed' });
    noSecrets(allEffects);
  });

  it('NotAllowedError from the browser: a clear text, and Try again asks again over a new challenge', async () => {
    const run = start([
      [matchers.call.fn(openStepUp), inTurn(BY_PASSKEY, { ...BY_PASSKEY, challenge: CHALLENGE_2 })],
      [matchers.call.fn(getStepUpAssertion), inTurn(notAllowed(), ASSERTION)],
    ]);
    await settle();
    await run.dispatch(A.startAgainClicked());
    const { effects, allEffects } = await run.finish();
    expect(putActions(allEffects).filter((a) => a.type === A.passkeyFailed.type).map((a) => a.payload)).toEqual([{ error: M.passkeyCancelled }]);
    expect(callsOf(effects, book)).toEqual([[{ challenge: CHALLENGE_2, proof: { kind: 'passkey', response: ASSERTION } }]]);
    expect(outcomeOf(allEffects)).toEqual({ outcome: { kind: 'done', value: ITEM } });
  });

  it('NotAllowedError, then Cancel: stopped, nothing booked; the text stays until then', async () => {
    const run = start([
      [matchers.call.fn(openStepUp), BY_PASSKEY],
      [matchers.call.fn(getStepUpAssertion), inTurn(notAllowed())],
    ]);
    await settle();
    const shown = stateAfter(A.passkeyFailed({ error: M.passkeyCancelled }));
    expect(selectStepUpDialog(shown)).toEqual({ status: 'passkey', asking: false, sending: false, error: M.passkeyCancelled });
    await run.dispatch(A.cancelClicked());
    const { effects, allEffects } = await run.finish();
    expect(callsOf(effects, book)).toEqual([]);
    expect(outcomeOf(allEffects)).toEqual({ outcome: { kind: 'stopped' } });
  });

  it('another browser failure is named without the error’s own text', async () => {
    const run = start([
      [matchers.call.fn(openStepUp), BY_PASSKEY],
      [matchers.call.fn(getStepUpAssertion), inTurn(Object.assign(new Error('x'), { name: 'SecurityError' }))],
    ]);
    const { storeState } = await run.finish();
    expect(selectStepUpDialog(storeState)).toMatchObject({ status: 'passkey', error: M.passkeyUnsupported });
    const other = start([
      [matchers.call.fn(openStepUp), BY_PASSKEY],
      [matchers.call.fn(getStepUpAssertion), inTurn(new Error('weird'))],
    ]);
    expect(selectStepUpDialog((await other.finish()).storeState)).toMatchObject({ status: 'passkey', error: M.passkeyFailed });
  });

  it('cancel while the browser asks: stopped', async () => {
    const run = start([
      [matchers.call.fn(openStepUp), BY_PASSKEY],
      [matchers.call.fn(getStepUpAssertion), dynamic(() => new Promise(() => undefined))],
    ]);
    await run.dispatch(A.cancelClicked());
    const { allEffects } = await run.finish();
    expect(outcomeOf(allEffects)).toEqual({ outcome: { kind: 'stopped' } });
  });

  it('timeout: the browser never answers within 2 minutes → expired', async () => {
    const run = start([
      [matchers.call.fn(openStepUp), BY_PASSKEY],
      [matchers.call.fn(getStepUpAssertion), dynamic(() => new Promise(() => undefined))],
    ]);
    await run.clock.advance(STEP_UP_LIFETIME_MS);
    const { storeState } = await run.finish();
    expect(selectStepUpDialog(storeState)).toEqual({ status: 'expired' });
  });

  it('the gateway could not verify the passkey: its text; Try again asks again', async () => {
    const run = start([
      [matchers.call.fn(openStepUp), BY_PASSKEY],
      [matchers.call.fn(getStepUpAssertion), ASSERTION],
      [matchers.call.fn(book), inTurn(refused(403, T.passkeyRefused), ITEM)],
    ]);
    await run.dispatch(A.startAgainClicked());
    const { effects, allEffects } = await run.finish();
    expect(putActions(allEffects).filter((a) => a.type === A.passkeyFailed.type).map((a) => a.payload)).toEqual([{ error: T.passkeyRefused }]);
    expect(callsOf(effects, book)).toHaveLength(2);
    expect(outcomeOf(allEffects)).toEqual({ outcome: { kind: 'done', value: ITEM } });
  });
});

describe('no way to confirm, and refusals for the caller', () => {
  it.each([
    ['no passkey and no phone', T.noFactor],
    ['the firm requires a passkey', T.passkeyRequired],
  ])('%s (409): the gateway’s text with the SECURITY page; Close stops', async (_name, text) => {
    const run = start([[matchers.call.fn(openStepUp), inTurn(refused(409, text))]]);
    await settle();
    const shown = stateAfter(A.blocked({ message: text, securityLink: true }));
    expect(selectStepUpDialog(shown)).toEqual({ status: 'unavailable', message: text, securityLink: true });
    await run.dispatch(A.cancelClicked());
    const { effects, allEffects } = await run.finish();
    expect(putActions(allEffects).find((a) => a.type === A.blocked.type)?.payload).toEqual({ message: text, securityLink: true });
    expect(callsOf(effects, book)).toEqual([]);
    expect(outcomeOf(allEffects)).toEqual({ outcome: { kind: 'stopped' } });
  });

  it('the opening failing otherwise: a general text, no link', async () => {
    const run = start([[matchers.call.fn(openStepUp), inTurn(refused(500, 'Internal Server Error'))]]);
    const { storeState } = await run.finish();
    expect(selectStepUpDialog(storeState)).toEqual({ status: 'unavailable', message: M.openFailed, securityLink: false });
  });

  it('a refusal that is not about the proof (the body changed since the signing) goes to the caller; the dialog closes', async () => {
    const error = refused(403, T.otherOperation);
    const run = start([
      [matchers.call.fn(openStepUp), BY_CODE],
      [matchers.call.fn(book), inTurn(error)],
    ]);
    await run.dispatch(A.codeSendRequested({ channel: 'sms' }));
    await typeCode(run.dispatch);
    const { allEffects, storeState } = await run.finish();
    expect(outcomeOf(allEffects)).toEqual({ outcome: { kind: 'failed', error } });
    expect(selectStepUpDialog(storeState)).toEqual({ status: 'closed' });
  });
});

it.each([
  ['NotAllowedError', M.passkeyCancelled],
  ['AbortError', M.passkeyCancelled],
  ['NotSupportedError', M.passkeyUnsupported],
  ['SecurityError', M.passkeyUnsupported],
  ['InvalidStateError', M.passkeyFailed],
])('the browser’s %s in words', (name, text) => {
  expect(passkeyStepUpFailure(Object.assign(new Error('raw'), { name }))).toBe(text);
});

describe('odd answers', () => {
  it('the code’s challenge gone at the gateway when sending it: expired', async () => {
    const run = start([
      [matchers.call.fn(openStepUp), BY_CODE],
      [matchers.call.fn(sendStepUpCode), inTurn(refused(403, T.notFound))],
    ]);
    await run.dispatch(A.codeSendRequested({ channel: 'sms' }));
    expect(selectStepUpDialog((await run.finish()).storeState)).toEqual({ status: 'expired' });
  });

  it('locked out of codes when sending one: the gateway’s text', async () => {
    const run = start([
      [matchers.call.fn(openStepUp), BY_CODE],
      [matchers.call.fn(sendStepUpCode), inTurn(refused(429, T.lockedOut))],
    ]);
    await run.dispatch(A.codeSendRequested({ channel: 'sms' }));
    expect(selectStepUpDialog((await run.finish()).storeState)).toEqual({ status: 'unavailable', message: T.lockedOut, securityLink: false });
  });

  it('Confirm with nothing held (no code typed): Required, nothing sent', async () => {
    const run = start([[matchers.call.fn(openStepUp), { ...BY_CODE, maskedPhone: null }]]);
    await run.dispatch(A.codeSendRequested({ channel: 'sms' }), A.codeSubmitted());
    const { effects, storeState } = await run.finish();
    expect(callsOf(effects, book)).toEqual([]);
    expect(selectStepUpDialog(storeState)).toMatchObject({ status: 'code', error: VALIDATION_MESSAGES.required });
  });

  it('the opening refused as not an operation (400): the gateway’s text, no link', async () => {
    const run = start([[matchers.call.fn(openStepUp), inTurn(refused(400, T.invalidOperation))]]);
    expect(selectStepUpDialog((await run.finish()).storeState)).toEqual({ status: 'unavailable', message: 'not an operation that can be confirmed', securityLink: false });
  });

  it('a code step-up without a masked phone offers the code with no number shown (never "null")', async () => {
    const run = start([[matchers.call.fn(openStepUp), { ...BY_CODE, maskedPhone: null }]]);
    await run.dispatch(A.cancelClicked());
    const { allEffects } = await run.finish();
    expect(putActions(allEffects)).toContainEqual(A.codeOffered({ maskedPhone: '' }));
  });

  it('a code typed with spaces around it is sent without them', async () => {
    const run = start([[matchers.call.fn(openStepUp), BY_CODE]]);
    await run.dispatch(A.codeSendRequested({ channel: 'sms' }));
    await typeCode(run.dispatch, ` ${CODE} `);
    const { effects } = await run.finish();
    expect(callsOf(effects, book)).toEqual([[{ challenge: CHALLENGE, proof: { kind: 'otp', code: CODE } }]]);
  });

  it('only a 403 or a 429 refuses the proof: a 409 in the same words goes to the caller', async () => {
    const run = start([
      [matchers.call.fn(openStepUp), BY_CODE],
      [matchers.call.fn(book), inTurn(refused(409, T.expired))],
    ]);
    await run.dispatch(A.codeSendRequested({ channel: 'sms' }));
    await typeCode(run.dispatch);
    const { allEffects } = await run.finish();
    expect(putActions(allEffects).map((a) => a.type)).not.toContain(A.expired.type);
    expect(outcomeOf(allEffects)).toMatchObject({ outcome: { kind: 'failed' } });
  });

  it('a passkey offered without its request details still asks the browser (it finds the passkey itself)', async () => {
    const run = start([
      [matchers.call.fn(openStepUp), { ...BY_PASSKEY, passkey: null }],
      [
        matchers.call.fn(getStepUpAssertion),
        dynamic(() => {
          throw 'not an Error';
        }),
      ],
    ]);
    const { effects, storeState } = await run.finish();
    expect(callsOf(effects, getStepUpAssertion)).toEqual([[{ challenge: CHALLENGE, rpId: '', allowCredentials: [], timeout: STEP_UP_LIFETIME_MS }]]);
    expect(selectStepUpDialog(storeState)).toMatchObject({ status: 'passkey', error: M.passkeyFailed });
  });

  it('no answer to the signed call (it may have been made) goes to the caller as it is', async () => {
    const error = new Error('Network Error');
    const run = start([
      [matchers.call.fn(openStepUp), BY_PASSKEY],
      [matchers.call.fn(getStepUpAssertion), ASSERTION],
      [matchers.call.fn(book), inTurn(error)],
    ]);
    expect(outcomeOf((await run.finish()).allEffects)).toEqual({ outcome: { kind: 'failed', error } });
  });

  it('the passkey not verified, then Cancel: stopped', async () => {
    const run = start([
      [matchers.call.fn(openStepUp), BY_PASSKEY],
      [matchers.call.fn(getStepUpAssertion), ASSERTION],
      [matchers.call.fn(book), inTurn(refused(403, T.passkeyRefused))],
    ]);
    await run.dispatch(A.cancelClicked());
    const { effects, allEffects } = await run.finish();
    expect(callsOf(effects, book)).toHaveLength(1);
    expect(outcomeOf(allEffects)).toEqual({ outcome: { kind: 'stopped' } });
  });

  it('a 403 that is not a step-up refusal (not entitled) goes to the caller', async () => {
    const error = refused(403, 'Forbidden');
    const run = start([
      [matchers.call.fn(openStepUp), BY_PASSKEY],
      [matchers.call.fn(getStepUpAssertion), ASSERTION],
      [matchers.call.fn(book), inTurn(error)],
    ]);
    expect(outcomeOf((await run.finish()).allEffects)).toEqual({ outcome: { kind: 'failed', error } });
  });
});
