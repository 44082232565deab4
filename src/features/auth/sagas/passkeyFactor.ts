// The passkey step of a sign-in (issue 26; docs/gateway.md "Passkeys"): the password is accepted
// and the login status named a passkey (signIn.ts step 4). The options and the browser's answer
// stay in this saga: no action carries a challenge or a credential.
//   1. auth/passkeyStepOpened (the page) → getPasskeyFactorOptions() → auth/passkeyOptionsLoaded
//      {fallback}: 'push' / 'sms' when the firm allows the user's other factor instead, else null;
//      no half-open session (1401) or a failed call → auth/passkeyStepFailed (back to log in)
//   2. auth/passkeyUseClicked → getPasskeyAssertion(options) (the browser asks; the options are
//      fetched again once they are near their 2 minutes or were used) → verifyPasskeyFactor(response)
//        1200 → session/signedIn → /dashboard
//        the browser's failure (NotAllowedError: cancelled or timed out), or a refusal (1403: the
//        gateway's text, an expired request's too) → auth/passkeyRefused, and the button again
//   3. auth/passkeyFallbackChosen → POST /user/session/login with that factor, as signIn.ts step 4
//      (push page, or the phones for a code); a refusal → auth/signInFailed and the login page
//   4. auth/passkeyStepLeft (the page left) → the step stops.
// takeLatest: a page that mounts again restarts the step.
import { call, put, select, take, takeLatest } from 'redux-saga/effects';
import { AUTH_CODES } from '../../../api/contract/identity';
import { getPasskeyFactorOptions, loginSession, verifyPasskeyFactor, type IdentityOutcome, type PasskeySignInOptions, type SessionLoginData } from '../../../api/index';
import { newTmxToken } from '../../../shared/ids';
import { navigateTo } from '../../../shared/navigation';
import { now } from '../../../shared/time/clock';
import { PASSKEY_CEREMONY_FAILED, getPasskeyAssertion, passkeySignInFailure } from '../../../shared/webauthn/passkeyCeremonies';
import { authActions } from '../auth.slice';
import { selectAuthStatus, selectSignInRequest } from '../auth.selectors';
import { failure, refusal, type AuthError } from '../failures';
import { AUTH_ROUTES, METHOD_FLOW_TYPES, type SessionLoginMethod } from '../flows';
import { selectPasskeyStep } from '../userAccess.selectors';
import { userAccessActions as A } from '../userAccess.slice';
import { USER_ACCESS_MESSAGES } from '../userAccessMessages';
import { completeSignIn, loginOutcome } from './signIn';

/** Options are fetched again after this long (the gateway's challenge lives 2 minutes). */
export const PASSKEY_OPTIONS_FRESH_MS = 90_000;

interface Held {
  options: Record<string, unknown>;
  at: number;
}

/** The half-open session is gone (1401): the sign-in starts again. */
const stepOver = (code: string): AuthError => ({ code, message: USER_ACCESS_MESSAGES.passkeySessionEnded });

/** Fresh options, or the error that ends the step. */
function* loadOptions() {
  try {
    const answer: IdentityOutcome<PasskeySignInOptions> = yield call(getPasskeyFactorOptions);
    if (!answer.ok) return { error: answer.code === AUTH_CODES.unavailable ? stepOver(answer.code) : refusal(answer.code, answer.message) };
    yield put(A.passkeyOptionsLoaded({ fallback: answer.fallback }));
    const at: number = yield call(now);
    return { held: { options: answer.options, at } };
  } catch (error) {
    return { error: failure(error) };
  }
}

/** One "Use a passkey": true once signed in. */
function* usePasskey(held: Held | null) {
  let current = held;
  if (!current || ((yield call(now)) as number) - current.at > PASSKEY_OPTIONS_FRESH_MS) {
    const loaded: { held?: Held; error?: AuthError } = yield call(loadOptions);
    if (!loaded.held) {
      yield put(A.passkeyStepFailed(loaded.error as AuthError));
      return { done: true };
    }
    current = loaded.held;
  }
  let response: unknown;
  try {
    response = yield call(getPasskeyAssertion, current.options);
  } catch (error) {
    yield put(A.passkeyRefused({ code: PASSKEY_CEREMONY_FAILED, message: passkeySignInFailure(error) }));
    return { done: false, held: current }; // the challenge was not used: it serves the next try
  }
  try {
    const answer: IdentityOutcome = yield call(verifyPasskeyFactor, response);
    if (answer.ok) {
      yield call(completeSignIn);
      return { done: true };
    }
    if (answer.code === AUTH_CODES.unavailable) {
      yield put(A.passkeyStepFailed(stepOver(answer.code)));
      return { done: true };
    }
    yield put(A.passkeyRefused(refusal(answer.code, answer.message)));
  } catch (error) {
    yield put(A.passkeyRefused(failure(error)));
  }
  return { done: false, held: null }; // the gateway used the challenge up
}

/** The other factor: the login call goes on with it. */
function* useFallback(method: SessionLoginMethod) {
  const { username }: ReturnType<typeof selectSignInRequest> = yield select(selectSignInRequest);
  let error: AuthError | null;
  try {
    const tmxToken: string = yield call(newTmxToken);
    const answer: IdentityOutcome<SessionLoginData> = yield call(loginSession, { flowType: METHOD_FLOW_TYPES[method], tmxToken });
    error = yield call(loginOutcome, method, answer, username);
  } catch (thrown) {
    error = failure(thrown);
  }
  if (error) {
    yield put(authActions.signInFailed(error));
    yield call(navigateTo, AUTH_ROUTES.login);
  }
}

export function* passkeyStep() {
  if (((yield select(selectAuthStatus)) as string) !== 'awaitingPasskey') return; // nothing to continue: the page says so
  const loaded: { held?: Held; error?: AuthError } = yield call(loadOptions);
  if (!loaded.held) {
    yield put(A.passkeyStepFailed(loaded.error as AuthError));
    return;
  }
  let held: Held | null = loaded.held;
  for (;;) {
    const action: { type: string } = yield take([A.passkeyUseClicked, A.passkeyFallbackChosen, A.passkeyStepLeft]);
    const status: string = yield select(selectAuthStatus);
    if (A.passkeyStepLeft.match(action)) return;
    if (A.passkeyFallbackChosen.match(action) && status === 'submitting') {
      const { fallback }: ReturnType<typeof selectPasskeyStep> = yield select(selectPasskeyStep);
      if (fallback) yield call(useFallback, fallback);
      return;
    }
    if (A.passkeyUseClicked.match(action) && status === 'verifyingPasskey') {
      const used: { done: boolean; held?: Held | null } = yield call(usePasskey, held);
      if (used.done) return;
      held = used.held ?? null;
    }
  }
}

export function* passkeyFactorSaga() {
  yield takeLatest(A.passkeyStepOpened, passkeyStep);
}
