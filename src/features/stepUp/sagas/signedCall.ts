// The step-up pipeline (issue 26, ADR 0025): a money-moving call, signed. The caller gives the
// operation (built from the very body it sends: one function makes both) and the call to make with
// the proof; this saga runs the confirmation dialog and answers how it ended.
//   1. put stepUp/started {summary} (what is confirmed, in words); openStepUp(operation) → the challenge and the methods
//      | 409 (no passkey and no phone, or the firm requires a passkey) or another failure:
//        put stepUp/blocked {message, securityLink}; stepUp/cancelClicked → stopped
//   2a. passkey: put stepUp/passkeyAsked; getStepUpAssertion({challenge, rpId, allowCredentials})
//       raced with stepUp/cancelClicked (→ stopped) and the challenge's 2 minutes (→ 3);
//       the browser's error (NotAllowedError: cancelled or timed out) → put stepUp/passkeyFailed {error}
//       in words, then stepUp/startAgainClicked → 1 | stepUp/cancelClicked → stopped
//   2b. code: put stepUp/codeOffered {maskedPhone}; until the 2 minutes pass (→ 3) or cancelClicked (→ stopped):
//       stepUp/codeSendRequested {channel} → sendStepUpCode → codeSent {channel, maskedPhone} | codeFailed {error};
//       stepUp/codeSubmitted → the code from the hand-off (6 digits, else codeFailed) → 4
//   3. expired: put stepUp/expired; startAgainClicked → 1 | cancelClicked → stopped
//   4. the call with { challenge, proof }: its answer → put stepUp/finished, done {value};
//      refused for the proof: a wrong code → codeFailed {the gateway's text}, back to 2b (same challenge);
//      the passkey not verified → passkeyFailed (try again: 1); expired → 3; too many codes or locked
//      out → blocked {text}; any other failure → put stepUp/finished, failed {error} (the caller
//      shows it: the amount changed since the review, a closed wire window, …)
// No challenge, code or assertion is ever put: they live in this saga's variables only.
import { call, delay, put, race, take, type CallEffect } from 'redux-saga/effects';
import { STEP_UP_LIFETIME_MS, STEP_UP_TEXTS as T, type StepUpCodeChannel, type StepUpDto, type StepUpOperation, type StepUpProofDto } from '../../../api/contract/stepUp';
import { callFailure, httpStatusOf, openStepUp, sendStepUpCode } from '../../../api/index';
import { now } from '../../../shared/time/clock';
import { validateSecurityCode } from '../../../shared/validation';
import { getStepUpAssertion } from '../../../shared/webauthn/passkeyCeremonies';
import { takeStepUpCode } from '../codeHolder';
import { STEP_UP_MESSAGES as M } from '../messages';
import { stepUpActions as A } from '../stepUp.slice';

/** How a signed call ended: answered, refused (not for its proof: the caller says why), or stopped before anything was sent. */
export type Signed<T> = { kind: 'done'; value: T } | { kind: 'failed'; error: unknown } | { kind: 'stopped' };

/** The call to make with the proof (the body it sends is the one the operation was built from). */
export type SignedSend = (stepUp: StepUpProofDto) => CallEffect;

/** The browser's failure in words (never the error's own text). */
export function passkeyStepUpFailure(error: unknown): string {
  // Stryker disable next-line StringLiteral: a thrown value that is no Error gets M.passkeyFailed through any name that is not one of the four below; '' is only the plainest
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return M.passkeyCancelled;
  if (name === 'NotSupportedError' || name === 'SecurityError') return M.passkeyUnsupported;
  return M.passkeyFailed;
}

/** What the gateway said of the proof, when the failure is a step-up refusal. */
function proofRefusal(error: unknown): keyof typeof T | null {
  const status = httpStatusOf(error);
  if (status !== 403 && status !== 429) return null;
  const text = callFailure(error).message;
  const found = (Object.keys(T) as (keyof typeof T)[]).find((key) => T[key] === text);
  return found ?? null;
}

type Pass = { next: 'again' } | { next: 'end'; outcome: Signed<unknown> };
const STOPPED: Pass = { next: 'end', outcome: { kind: 'stopped' } };

/** The dialog's terminal notice: it stays until the user closes it. */
function* unavailable(message: string, securityLink: boolean) {
  yield put(A.blocked({ message, securityLink }));
  yield take(A.cancelClicked.type);
  return STOPPED;
}

function* expired() {
  yield put(A.expired());
  const { again }: { again?: unknown } = yield race({ again: take(A.startAgainClicked.type), cancel: take(A.cancelClicked.type) });
  return again ? ({ next: 'again' } as Pass) : STOPPED;
}

/** The call with the proof: done, or how a refusal of the proof continues (null: the code dialog takes another code). */
function* sendSigned(send: SignedSend, stepUp: StepUpProofDto) {
  try {
    const value: unknown = yield send(stepUp);
    return { next: 'end', outcome: { kind: 'done', value } } as Pass;
  } catch (error) {
    const refusal = proofRefusal(error);
    if (refusal === 'wrongCode') {
      yield put(A.codeFailed({ error: T.wrongCode }));
      return null;
    }
    if (refusal === 'passkeyRefused') {
      yield put(A.passkeyFailed({ error: T.passkeyRefused }));
      const { again }: { again?: unknown } = yield race({ again: take(A.startAgainClicked.type), cancel: take(A.cancelClicked.type) });
      return again ? ({ next: 'again' } as Pass) : STOPPED;
    }
    if (refusal === 'expired') return (yield call(expired)) as Pass;
    if (refusal === 'codeLocked' || refusal === 'lockedOut') return (yield call(unavailable, T[refusal], false)) as Pass;
    return { next: 'end', outcome: { kind: 'failed', error } } as Pass;
  }
}

function* passkeyPass(opened: StepUpDto, send: SignedSend) {
  yield put(A.passkeyAsked());
  const { rpId, allowCredentials } = opened.passkey ?? { rpId: '', allowCredentials: [] };
  let answer: { response?: Record<string, unknown>; cancel?: unknown; timeout?: unknown };
  try {
    answer = yield race({
      response: call(getStepUpAssertion, { challenge: opened.challenge, rpId, allowCredentials, timeout: STEP_UP_LIFETIME_MS }),
      cancel: take(A.cancelClicked.type),
      timeout: delay(STEP_UP_LIFETIME_MS),
    });
  } catch (error) {
    yield put(A.passkeyFailed({ error: passkeyStepUpFailure(error) }));
    const { again }: { again?: unknown } = yield race({ again: take(A.startAgainClicked.type), cancel: take(A.cancelClicked.type) });
    return again ? ({ next: 'again' } as Pass) : STOPPED;
  }
  if (answer.cancel) return STOPPED;
  if (!answer.response) return (yield call(expired)) as Pass;
  yield put(A.passkeyAnswered());
  return (yield call(sendSigned, send, { challenge: opened.challenge, proof: { kind: 'passkey', response: answer.response } })) as Pass;
}

function* codePass(opened: StepUpDto, send: SignedSend) {
  const startedAt: number = yield call(now);
  yield put(A.codeOffered({ maskedPhone: opened.maskedPhone ?? '' }));
  for (;;) {
    const at: number = yield call(now);
    const event: { sendCode?: ReturnType<typeof A.codeSendRequested>; confirm?: unknown; cancel?: unknown; timeout?: unknown } = yield race({
      sendCode: take(A.codeSendRequested.type),
      confirm: take(A.codeSubmitted.type),
      cancel: take(A.cancelClicked.type),
      timeout: delay(Math.max(0, startedAt + STEP_UP_LIFETIME_MS - at)),
    });
    if (event.cancel) return STOPPED;
    if (event.timeout) return (yield call(expired)) as Pass;
    if (event.sendCode) {
      const channel: StepUpCodeChannel = event.sendCode.payload.channel;
      yield put(A.codeSendStarted());
      try {
        const { maskedPhone }: { maskedPhone: string } = yield call(sendStepUpCode, opened.challenge, channel);
        yield put(A.codeSent({ channel, maskedPhone }));
      } catch (error) {
        const refusal = proofRefusal(error);
        if (refusal === 'lockedOut') return (yield call(unavailable, T.lockedOut, false)) as Pass;
        if (refusal === 'notFound') return (yield call(expired)) as Pass;
        yield put(A.codeFailed({ error: callFailure(error).message }));
      }
      continue;
    }
    const code: string | null = yield call(takeStepUpCode);
    const problem = validateSecurityCode(code ?? '');
    if (problem) {
      yield put(A.codeFailed({ error: problem }));
      continue;
    }
    yield put(A.codeConfirmStarted());
    const pass: Pass | null = yield call(sendSigned, send, { challenge: opened.challenge, proof: { kind: 'otp', code: (code as string).trim() } });
    if (pass) return pass;
  }
}

/** Opens a step-up for the operation, has the user confirm it (`summary`: what it is, in words), and makes the call with the proof. */
export function* signedCall<T>(operation: StepUpOperation, send: SignedSend, summary: string) {
  for (;;) {
    yield put(A.started({ summary }));
    let opened: StepUpDto;
    try {
      opened = yield call(openStepUp, operation);
    } catch (error) {
      const status = httpStatusOf(error);
      const message = status === 409 || status === 400 ? callFailure(error).message : M.openFailed;
      yield call(unavailable, message, status === 409);
      yield put(A.finished());
      return { kind: 'stopped' } as Signed<T>;
    }
    const pass: Pass = opened.methods.includes('passkey') ? yield call(passkeyPass, opened, send) : yield call(codePass, opened, send);
    if (pass.next === 'end') {
      yield put(A.finished());
      return pass.outcome as Signed<T>;
    }
  }
}
