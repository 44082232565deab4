// Start-up session check (spec part 1 §4: on start the level of authentication and the login
// status are checked; accounts and securities load once after authentication; §8: a failed check
// keeps its error text in session storage):
//   1. call(checkLoginStatus)
//   2. signed in → put session/statusChecked {loggedIn: true, hasLevelOfAuthentication: true,
//      username}; not → put session/statusChecked {loggedIn: false, …} (the guards wait for it)
//   3. no answer → call(writeSession, loginStatusError, its text), then as not signed in
// And for the whole life of the app (announceAuthentication):
//   4. when the user is authenticated (step 2, or session/signedIn after a sign-in) put
//      session/authenticated {username} once, then wait for session/loggedOut
import type { Action } from '@reduxjs/toolkit';
import { isAxiosError } from 'axios';
import { call, put, select, take } from 'redux-saga/effects';
import { checkLoginStatus, type LoginStatus, readOldStyleStatus, readText } from '../../../api/index';
import { SESSION_KEYS, writeSession } from '../../../shared/storage';
import { sessionAuthenticated } from '../session.events';
import { selectIsSignedIn, selectSession } from '../session.selectors';
import { sessionActions, type SessionState } from '../session.slice';

const NOT_SIGNED_IN = { loggedIn: false, hasLevelOfAuthentication: false, username: null } as const;

/** The text of a failed check: the gateway's status text when it sent one, else the error's. */
export function failureText(error: unknown): string {
  const body: unknown = isAxiosError(error) ? error.response?.data : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return readOldStyleStatus(body)?.message ?? readText(message) ?? 'Login status check failed';
}

export function* startupCheck() {
  try {
    const status: LoginStatus = yield call(checkLoginStatus);
    if (status.signedIn) {
      yield put(sessionActions.statusChecked({ loggedIn: true, hasLevelOfAuthentication: true, username: status.data.username }));
    } else {
      yield put(sessionActions.statusChecked(NOT_SIGNED_IN));
    }
  } catch (error) {
    yield call(writeSession, SESSION_KEYS.loginStatusError, failureText(error));
    yield put(sessionActions.statusChecked(NOT_SIGNED_IN));
  }
}

/** Both factors done: a sign-in, or a start-up check that found the user signed in. */
export function isAuthenticationEvent(action: Action): boolean {
  if (sessionActions.signedIn.match(action)) return true;
  return sessionActions.statusChecked.match(action) && action.payload.loggedIn && action.payload.hasLevelOfAuthentication;
}

export function* announceAuthentication() {
  while (true) {
    const signedIn: boolean = yield select(selectIsSignedIn);
    if (!signedIn) yield take(isAuthenticationEvent);
    const session: SessionState = yield select(selectSession);
    yield put(sessionAuthenticated({ username: session.username }));
    yield take(sessionActions.loggedOut);
  }
}
