// Sign-in pipeline (spec part 1 §4; the order of step 3 is docs/adr/0006):
//   1. init: auth/loginPageOpened → remembered usernames and the variant override from storage →
//      auth/loginPreferencesLoaded; once the start-up session check has answered (the page shows
//      before it does): signed in → nothing (the route guard goes on to the dashboard); else
//      deleteSession (any session ends) → auth/previousSessionEnded, session/loggedOut
//   2. submit: auth/signInSubmitted {username, remember, flow}; the password waits in the vault
//   3. pre-login: deleteSession → begin-authentication (the vault's password, the flow's headers, a
//      new tmxToken) → login status, whose text picks the method → auth/loginMethodDetected {method};
//      a failed status check keeps its error text for the login page (spec part 1 §8), as at start-up
//   4. login: POST /user/session/login with the method's flow type, then
//        plain → session/signedIn {via: 'signIn'} → /dashboard
//        push  → auth/pushChallengeStarted {challengeId} → session/secondFactorStarted {inReview}
//                → 100 ms → /user-access/push, where pushPolling.ts takes over
//        sms   → auth/codeChallengeStarted → session/secondFactorStarted → /user-access/identity/select-phone
//        passkey (issue 26; the status names it, no login call) → auth/passkeyChallengeStarted →
//                session/secondFactorStarted → /user-access/passkey, where passkeyFactor.ts takes over
//      a refusal (1403, 1203, 1491, 1401, 4000…) or a failed call → auth/signInFailed {code, message}
//   5. without a username: auth/passkeySignInClicked → sagas/passkeySignIn.ts, a chunk loaded on the
//      click (it brings the browser's WebAuthn library with it)
// Submits are taken with takeLeading: a second one while a sign-in runs is ignored. A submit waits
// for a running init, whose logout answer would otherwise clear the new session's cookie.
import type { Task } from 'redux-saga';
import { call, delay, fork, join, put, select, take, takeLeading } from 'redux-saga/effects';
import { authenticatePassword, deleteSession, type IdentityOutcome, type LoginContext, loginSession, type LoginStatus, type SessionLoginData } from '../../../api/index';
import { AUTH_CODES, LOGIN_STATUS_TEXTS } from '../../../api/contract/identity';
import { newTmxToken } from '../../../shared/ids';
import { navigateTo } from '../../../shared/navigation';
import { FIELD_MESSAGES } from '../../../shared/validation';
import { selectIsSignedIn, selectSessionChecked, sessionActions } from '../../session/index';
import { checkLoginStatusKeepingFailure } from '../../session/entry';
import { authActions } from '../auth.slice';
import { selectSignInRequest } from '../auth.selectors';
import { discardSecrets, takeSecret } from '../credentialVault';
import { failure, signInRefusal, type AuthError } from '../failures';
import { AUTH_ROUTES, METHOD_FLOW_TYPES, beginAuthenticationFlowType, type LoginMethod, type SessionLoginMethod } from '../flows';
import { accepted } from './accepted';
import { readLoginVariantOverride, readRememberedUsernames, updateRememberedUsername } from '../rememberedUsernames';

type SignInSubmitted = ReturnType<typeof authActions.signInSubmitted>;

/** The push page opens this long after the push went out (spec part 1 §4). */
export const PUSH_PAGE_DELAY_MS = 100;

/** Step 1. */
export function* initLogin() {
  const rememberedUsernames: string[] = yield call(readRememberedUsernames);
  const variantOverride: 'cc' | null = yield call(readLoginVariantOverride);
  yield put(authActions.loginPreferencesLoaded({ rememberedUsernames, variantOverride }));
  if (!((yield select(selectSessionChecked)) as boolean)) yield take([sessionActions.signedIn, sessionActions.signedOutDetected]);
  if ((yield select(selectIsSignedIn)) as boolean) return;
  yield call(deleteSession);
  yield put(authActions.previousSessionEnded());
  yield put(sessionActions.loggedOut());
}

/** The method the login-status text names (spec part 1 §4). */
export function methodOf(status: LoginStatus): LoginMethod {
  if (status.signedIn) return 'plain';
  if (status.text === LOGIN_STATUS_TEXTS.push) return 'push';
  if (status.text === LOGIN_STATUS_TEXTS.sms) return 'sms';
  if (status.text === LOGIN_STATUS_TEXTS.passkey) return 'passkey';
  return 'plain';
}

/** Both factors done: the session is signed in, remember-me applied, and the user goes to the dashboard. */
export function* completeSignIn() {
  const { username, remember }: ReturnType<typeof selectSignInRequest> = yield select(selectSignInRequest);
  yield put(sessionActions.signedIn({ username, via: 'signIn' }));
  yield call(updateRememberedUsername, username, remember);
  yield call(navigateTo, AUTH_ROUTES.dashboard);
}

/** Step 4: what the login answer and the method lead to; an AuthError when it is a refusal. */
export function* loginOutcome(method: SessionLoginMethod, answer: IdentityOutcome<SessionLoginData>, username: string) {
  if (!answer.ok) return signInRefusal(answer.code, answer.message);
  if (answer.code === AUTH_CODES.ok) {
    yield call(completeSignIn);
    return null;
  }
  // 1201: authentication not completed, a second factor is pending.
  if (method === 'push' && answer.pushChallengeId) {
    yield put(authActions.pushChallengeStarted({ challengeId: answer.pushChallengeId }));
    yield put(sessionActions.secondFactorStarted({ username, inReview: answer.code === AUTH_CODES.authNotCompleted }));
    yield delay(PUSH_PAGE_DELAY_MS);
    yield call(navigateTo, AUTH_ROUTES.push);
    return null;
  }
  if (method === 'sms') {
    yield put(authActions.codeChallengeStarted());
    yield put(sessionActions.secondFactorStarted({ username, inReview: false }));
    yield call(navigateTo, AUTH_ROUTES.selectPhone);
    return null;
  }
  return signInRefusal(answer.code, answer.message); // not completed, yet no factor to complete it with
}

/** Steps 3 and 4 for one submit. */
export function* signIn({ payload: { username, flow } }: SignInSubmitted) {
  let error: AuthError | null = null;
  try {
    if (!(yield* accepted('submitting'))) return; // the state machine ignored this submit
    const password: string | null = yield call(takeSecret, 'password');
    if (!password) {
      error = { code: 'REQUIRED', field: 'password', message: FIELD_MESSAGES.required };
    } else {
      yield call(deleteSession);
      const tmxToken: string = yield call(newTmxToken);
      const begin: LoginContext = { flowType: beginAuthenticationFlowType(flow), tmxToken };
      const authenticated: IdentityOutcome = yield call(authenticatePassword, { username, password }, begin);
      if (!authenticated.ok) {
        error = signInRefusal(authenticated.code, authenticated.message);
      } else {
        const status: LoginStatus = yield* checkLoginStatusKeepingFailure();
        const method = methodOf(status);
        yield put(authActions.loginMethodDetected({ method }));
        if (method === 'passkey') {
          yield put(authActions.passkeyChallengeStarted());
          yield put(sessionActions.secondFactorStarted({ username, inReview: false }));
          yield call(navigateTo, AUTH_ROUTES.passkey);
          return;
        }
        const answer: IdentityOutcome<SessionLoginData> = yield call(loginSession, { flowType: METHOD_FLOW_TYPES[method], tmxToken });
        error = yield call(loginOutcome, method, answer, username);
      }
    }
  } catch (thrown) {
    error = failure(thrown);
  } finally {
    yield call(discardSecrets); // whatever a double submit deposited meanwhile
  }
  if (error) yield put(authActions.signInFailed(error));
}

/** Step 5: the chunk of the sign-in without a username, loaded on the click. */
export const loadPasskeySignIn = () => import(/* webpackChunkName: "passkeySignIn" */ './passkeySignIn');

function* passkeySignInClicked() {
  if (!(yield* accepted('submitting'))) return;
  try {
    const chunk: Awaited<ReturnType<typeof loadPasskeySignIn>> = yield call(loadPasskeySignIn);
    yield call(chunk.passkeySignIn);
  } catch (thrown) {
    yield put(authActions.signInFailed(failure(thrown)));
  }
}

export function* signInSaga() {
  let init: Task | undefined;
  yield fork(function* watchLoginPage() {
    while (true) {
      yield take(authActions.loginPageOpened);
      if (!init?.isRunning()) init = yield fork(initLogin);
    }
  });
  yield takeLeading(authActions.signInSubmitted, function* submit(action: SignInSubmitted) {
    if (init?.isRunning()) yield join(init);
    yield call(signIn, action);
  });
  yield takeLeading(authActions.passkeySignInClicked, function* passkey() {
    if (init?.isRunning()) yield join(init);
    yield call(passkeySignInClicked);
  });
}
