// Start-up session check (spec part 1 §4: on start the level of authentication and the login
// status are checked; accounts and securities load once after authentication; §8: a failed check
// keeps its error text in session storage):
//   1. call(checkLoginStatus)
//   2. signed in → put session/signedIn {username, via: 'startupCheck'} (the signed-in features load
//      on it); not → put session/signedOutDetected (the guards wait for one of the two)
//   3. no answer → call(writeSession, loginStatusError, its text), then as not signed in (the
//      sign-in pipeline's own check keeps its failure the same way: checkLoginStatusKeepingFailure)
import { isAxiosError } from 'axios';
import { call, put } from 'redux-saga/effects';
import { checkLoginStatus, type LoginStatus, readOldStyleStatus, readText } from '../../../api/index';
import { SESSION_KEYS, writeSession } from '../../../shared/storage';
import { signedIn, signedOutDetected } from '../session.events';

/** The text of a failed check: the gateway's status text when it sent one, else the error's. */
export function failureText(error: unknown): string {
  const body: unknown = isAxiosError(error) ? error.response?.data : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return readOldStyleStatus(body)?.message ?? readText(message) ?? 'Login status check failed';
}

/**
 * The login status; a failed check keeps its error text in session storage for the login page
 * (spec part 1 §8), then fails as before. Delegate with `yield*` (no effect of its own).
 */
export function* checkLoginStatusKeepingFailure(): Generator<unknown, LoginStatus, LoginStatus> {
  try {
    return yield call(checkLoginStatus);
  } catch (error) {
    yield call(writeSession, SESSION_KEYS.loginStatusError, failureText(error));
    throw error;
  }
}

export function* startupCheck() {
  try {
    const status: LoginStatus = yield* checkLoginStatusKeepingFailure();
    if (status.signedIn) {
      yield put(signedIn({ username: status.data.username, via: 'startupCheck' }));
    } else {
      yield put(signedOutDetected());
    }
  } catch {
    yield put(signedOutDetected());
  }
}
