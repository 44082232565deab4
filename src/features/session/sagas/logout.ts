// Logout pipeline (spec part 1 §4: logout clears local storage, deletes the session and goes to
// login; part 2 §3–§4: the timeout dialog's LOGOUT and TIMEOUT log out, a logout in another tab
// is mirrored):
//   1. session/logoutRequested (LOG OUT), session/timeoutDialogClosed {LOGOUT | TIMEOUT} or
//      session/serverSessionExpired; one logout at a time (takeLeading: double clicks are harmless)
//   2. call(deleteSession): never fails, so the logout always completes here
//   3. call(clearLocalExcept, KEPT_LOCAL_KEYS)
//   4. call(announceLogout, at): the logout key and broadcast the other tabs mirror (the cross-tab
//      channel is in the signed-in features' chunk, there whenever a user logs out; should it fail
//      to load, the logout key alone still tells the other tabs)
//   5. put session/loggedOut (the timeout dialog closes with it)
//   6. call(navigateTo, '/login'); not while the gateway is down: the maintenance pipeline keeps
//      the user on /unavailable and sends them to login when it is healthy
// session/loggedOutElsewhere: steps 5–6 only; the other tab did 2–4 (the server session and the
// local storage are shared).
import type { Action } from '@reduxjs/toolkit';
import { call, put, select, takeLeading } from 'redux-saga/effects';
import { deleteSession } from '../../../api/index';
import { LOCAL_KEYS, clearLocalExcept, writeLocal, type LocalKey } from '../../../shared/storage';
import { navigateTo } from '../../../shared/navigation';
import { now } from '../../../shared/time/clock';
import { selectGatewayDown } from '../../system/index';
import { loggedOutElsewhere, logoutRequested, serverSessionExpired, sessionActions, sessionTimeoutActions } from '../session.events';
import { ROUTE_PATHS } from '../../../shared/routePaths';

/**
 * The spec says logout clears local storage. Two entries are the user's own choices, not session
 * data, and forgetting them on every logout is not what users expect: the usernames they asked us
 * to remember (Remember username) and their cookie-consent answer (the banner would come back after
 * each logout). Everything else goes: activity timestamp, last account, flags, overrides.
 */
export const KEPT_LOCAL_KEYS: readonly LocalKey[] = [LOCAL_KEYS.rememberedUsernames, LOCAL_KEYS.cookieConsent];

export function isLogoutTrigger(action: Action): boolean {
  if (logoutRequested.match(action) || serverSessionExpired.match(action) || loggedOutElsewhere.match(action)) return true;
  return sessionTimeoutActions.timeoutDialogClosed.match(action) && action.payload.outcome !== 'EXTEND_SESSION';
}

/** The cross-tab channel, with the signed-in features (ADR 0012): not on the first page. */
export const loadCrossTab = () => import(/* webpackChunkName: "portal" */ '../crossTab');

export function* announceLogoutToOtherTabs(at: number) {
  let crossTab: Awaited<ReturnType<typeof loadCrossTab>>;
  try {
    crossTab = yield call(loadCrossTab);
  } catch {
    yield call(writeLocal, LOCAL_KEYS.logout, String(at));
    return;
  }
  yield call(crossTab.announceLogout, at);
}

function* goToLogin() {
  yield put(sessionActions.loggedOut());
  const gatewayDown: boolean = yield select(selectGatewayDown);
  if (!gatewayDown) yield call(navigateTo, ROUTE_PATHS.login, { replace: true });
}

export function* logOut() {
  yield call(deleteSession);
  yield call(clearLocalExcept, KEPT_LOCAL_KEYS);
  const at: number = yield call(now);
  yield call(announceLogoutToOtherTabs, at);
  yield call(goToLogin);
}

export function* mirrorLogout() {
  yield call(goToLogin);
}

function* onLogoutTrigger(action: Action) {
  if (loggedOutElsewhere.match(action)) yield call(mirrorLogout);
  else yield call(logOut);
}

export function* logoutSaga() {
  yield takeLeading(isLogoutTrigger, onLogoutTrigger);
}
