// One-time code pipeline (spec part 2 §4, §7, §8): the SMS second factor, and identity verification
// in the register, username-lookup and password-reset flows.
//   1. auth/phonesRequested (the select-phone page) → the phones on file, masked → auth/phonesLoaded,
//      or auth/phonesFailed (1204: none on file)
//   2. auth/codeRequested {method, phoneId}: text → the SMS path, call → the voice path (POST sends a
//      code); rep → nothing to send (Client Service gives the code) → auth/codeSent → the code page.
//      auth/codeResendRequested sends again to the same phone → auth/codeSent.
//      A refused send → auth/codeSendFailed → back to the phones
//   3. auth/codeSubmitted (the code waits in the vault) → PUT the method's path
//        1200 → auth/codeVerified → sign-in: completeSignIn; identity flows: identityVerified
//        1205 → auth/codeRejected 'Incorrect security code' (under the field)
//        1428 → auth/codeExpired, the catalogue's fixed message → back to phone selection
//        1491 (too many wrong codes: the person is locked out) → auth/codeFailed with the
//        blocked-access text, as a locked-out sign-in shows it
//        other codes and failed calls → auth/codeFailed {code, message}, per the catalogue
//   A refused send (a lockout, or the gateway's limit on sends: 429 with its message) shows why.
// takeLeading for sends and verification (double clicks are harmless), takeLatest for the phones.
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { MaskedPhone, OtpMethod } from '../../../api/contract/identity';
import { AUTH_CODES } from '../../../api/contract/identity';
import { getPhones, type IdentityOutcome, PRECONDITION_MESSAGE, sendOneTimeCode, verifyOneTimeCode } from '../../../api/index';
import { navigateTo } from '../../../shared/navigation';
import { VALIDATION_MESSAGES } from '../../../shared/validation';
import { selectAuthFlow } from '../auth.selectors';
import { selectCodeChallengeIn } from '../userAccess.selectors';
import { takeSecret } from '../credentialVault';
import { failure, refusal, signInRefusal } from '../failures';
import { AUTH_ROUTES, isIdentityFlow, type AuthFlow } from '../flows';
import { accepted } from './accepted';
import { userAccessActions } from '../userAccess.slice';
import { USER_ACCESS_MESSAGES } from '../userAccessMessages';
import { identityVerified } from './identityFlows';
import { completeSignIn } from './signIn';

type CodeRequested = ReturnType<typeof userAccessActions.codeRequested>;

export function* loadPhones() {
  if (!(yield* accepted('choosingPhone'))) return; // no sign-in or identity flow waits for a code
  try {
    const answer: IdentityOutcome<{ phones: MaskedPhone[] }> = yield call(getPhones);
    if (answer.ok) yield put(userAccessActions.phonesLoaded({ phones: answer.phones }));
    else yield put(userAccessActions.phonesFailed(refusal(answer.code, answer.message)));
  } catch (error) {
    yield put(userAccessActions.phonesFailed(failure(error)));
  }
}

/** Sends (text, call) to the phone, or nothing for a representative's code; true when sent. */
function* send(method: OtpMethod, phoneId: string | null) {
  if (method === 'rep') return true;
  try {
    const answer: IdentityOutcome = yield call(sendOneTimeCode, method, phoneId ?? '');
    if (answer.ok) return true;
    yield put(userAccessActions.codeSendFailed(signInRefusal(answer.code, answer.message)));
  } catch (error) {
    yield put(userAccessActions.codeSendFailed(failure(error)));
  }
  yield call(navigateTo, AUTH_ROUTES.selectPhone);
  return false;
}

export function* requestCode({ payload: { method, phoneId } }: CodeRequested) {
  if (!(yield* accepted('sendingCode'))) return;
  const sent: boolean = yield call(send, method, phoneId);
  if (!sent) return;
  yield put(userAccessActions.codeSent());
  yield call(navigateTo, AUTH_ROUTES.code);
}

type Challenge = ReturnType<typeof selectCodeChallengeIn>;

export function* resendCode() {
  const challenge: Challenge = yield select(selectCodeChallengeIn, 'sendingCode');
  if (!challenge) return; // the state machine ignored the resend
  const sent: boolean = yield call(send, challenge.method, challenge.phoneId);
  if (sent) yield put(userAccessActions.codeSent());
}

export function* verifyCode() {
  const challenge: Challenge = yield select(selectCodeChallengeIn, 'verifyingCode');
  if (!challenge) return; // the state machine ignored the submit
  const { method } = challenge;
  const securityCode: string | null = yield call(takeSecret, 'securityCode');
  if (!securityCode) {
    yield put(userAccessActions.codeRejected({ code: 'REQUIRED', message: VALIDATION_MESSAGES.required }));
    return;
  }
  let answer: IdentityOutcome;
  try {
    answer = yield call(verifyOneTimeCode, method, securityCode);
  } catch (error) {
    yield put(userAccessActions.codeFailed(failure(error)));
    return;
  }
  if (answer.ok) {
    yield put(userAccessActions.codeVerified());
    const flow: AuthFlow = yield select(selectAuthFlow);
    if (isIdentityFlow(flow)) yield call(identityVerified, flow);
    else yield call(completeSignIn);
  } else if (answer.code === AUTH_CODES.codeIncorrect) {
    yield put(userAccessActions.codeRejected({ code: answer.code, message: USER_ACCESS_MESSAGES.incorrectCode }));
  } else if (answer.code === AUTH_CODES.preconditionRequired) {
    yield put(userAccessActions.codeExpired({ code: answer.code, message: PRECONDITION_MESSAGE }));
    yield call(navigateTo, AUTH_ROUTES.selectPhone);
  } else {
    yield put(userAccessActions.codeFailed(signInRefusal(answer.code, answer.message)));
  }
}

export function* oneTimeCodeSaga() {
  yield takeLatest(userAccessActions.phonesRequested, loadPhones);
  yield takeLeading(userAccessActions.codeRequested, requestCode);
  yield takeLeading(userAccessActions.codeResendRequested, resendCode);
  yield takeLeading(userAccessActions.codeSubmitted, verifyCode);
}
