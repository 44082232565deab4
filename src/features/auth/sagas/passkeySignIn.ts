// Sign-in without a username (issue 26; docs/gateway.md "Passkeys"): a chunk of its own, loaded
// when the login page's "Sign in with a passkey" is clicked (signIn.ts step 5), with the browser's
// WebAuthn library behind it. The options and the browser's answer stay in this saga.
//   1. getPasskeySignInOptions() → options naming no credential (the gateway binds the challenge to
//      a cookie of this browser's)
//   2. getPasskeyAssertion(options): the browser asks for a passkey; its failure in words
//      (NotAllowedError: cancelled or timed out) → auth/signInFailed, the button is there again
//   3. signInWithPasskey(response) → 1200: the status names the user → session/signedIn → /dashboard;
//      a refusal (1403: the gateway's text; 1401: blocked) → auth/signInFailed
import { call, put } from 'redux-saga/effects';
import { GENERIC_ERROR, checkLoginStatus, getPasskeySignInOptions, signInWithPasskey, type IdentityOutcome, type LoginStatus, type PasskeySignInOptions } from '../../../api/index';
import { navigateTo } from '../../../shared/navigation';
import { PASSKEY_CEREMONY_FAILED, getPasskeyAssertion, passkeySignInFailure } from '../../../shared/webauthn/passkeyCeremonies';
import { sessionActions } from '../../session/index';
import { authActions } from '../auth.slice';
import { failure, signInRefusal, type AuthError } from '../failures';
import { AUTH_ROUTES } from '../flows';

function* attempt() {
  const offered: IdentityOutcome<PasskeySignInOptions> = yield call(getPasskeySignInOptions);
  if (!offered.ok) return signInRefusal(offered.code, offered.message);
  let response: unknown;
  try {
    response = yield call(getPasskeyAssertion, offered.options);
  } catch (error) {
    return { code: PASSKEY_CEREMONY_FAILED, message: passkeySignInFailure(error) };
  }
  const answer: IdentityOutcome = yield call(signInWithPasskey, response);
  if (!answer.ok) return signInRefusal(answer.code, answer.message);
  const status: LoginStatus = yield call(checkLoginStatus);
  if (!status.signedIn) return { ...GENERIC_ERROR };
  yield put(sessionActions.signedIn({ username: status.data.username, via: 'signIn' }));
  yield call(navigateTo, AUTH_ROUTES.dashboard);
  return null;
}

export function* passkeySignIn() {
  let error: AuthError | null;
  try {
    error = yield call(attempt);
  } catch (thrown) {
    error = failure(thrown);
  }
  if (error) yield put(authActions.signInFailed(error));
}
