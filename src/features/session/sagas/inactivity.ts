// Inactivity pipeline (spec part 1 §4, part 2 §2–§4 and §9), only while the user is signed in
// (it arrives with the signed-in features' chunk, ADR 0012):
//   1. signed in already (the chunk came after session/signedIn), or session/signedIn: open the
//      session event channel (clicks and keypresses here, the other tabs' messages); it closes on
//      session/loggedOut
//   2. a click or keypress while the dialog is closed, at most one per config.activityDebounceMs:
//      put session/activityRecorded {at}, call(announceActivity) (shared timestamp + broadcast);
//      when the server was last contacted over config.sessionKeepAliveMs ago, re-check the login status
//      in the background: not signed in → put session/serverSessionExpired
//   3. another tab: activity → put session/activityDetectedElsewhere {at}; logout → put
//      session/loggedOutElsewhere; account change → put session/accountChangedElsewhere {acctNum}
//   4. idle timer: race delay(config.inactivityTimeoutMs) against the next recorded or detected
//      activity; activity starts it again
//   5. idle: put session/timeoutWarningShown {secondsLeft: config.sessionCountdownSeconds}
//   6. each second, race the tick against Extend Session / X, Log Out and activity elsewhere:
//      put session/timeoutTicked {secondsLeft}
//   7. put session/timeoutDialogClosed {outcome}:
//      EXTEND_SESSION → re-check the login status; signed in → record activity (every tab starts
//      again), back to 4; not signed in → put session/serverSessionExpired
//      activity elsewhere (the user extended or works in another tab) → EXTEND_SESSION, back to 4
//      LOGOUT, TIMEOUT → the logout pipeline (logout.ts) logs out
import type { EventChannel } from 'redux-saga';
import { all, call, delay, fork, put, race, select, take } from 'redux-saga/effects';
import type { AppConfig } from '../../../api/contract/config';
import { checkLoginStatus, type LoginStatus } from '../../../api/index';
import { now } from '../../../shared/time/clock';
import { selectLoadedConfig } from '../../system/index';
import { announceActivity } from '../crossTab';
import {
  accountChangedElsewhere,
  activityDetectedElsewhere,
  activityRecorded,
  loggedOutElsewhere,
  serverSessionExpired,
  sessionActions,
  sessionTimeoutActions,
} from '../session.events';
import { selectIsSignedIn, selectTimeoutDialogOpen } from '../session.selectors';
import { countdown, type CountdownResult } from './countdown';
import { createSessionEventChannel, type SessionEvent } from './sessionEvents';

export interface InactivityTimings {
  inactivityTimeoutMs: number;
  sessionCountdownSeconds: number;
  activityDebounceMs: number;
  keepAliveAfterMs: number;
}

/**
 * keepAliveAfterMs: re-check the login status on activity when the server was last contacted longer
 * ago than this, so the gateway's idle expiry never ends a session the user is working in.
 */
export function timingsFrom(config: AppConfig): InactivityTimings {
  const { inactivityTimeoutMs, sessionCountdownSeconds, activityDebounceMs, sessionKeepAliveMs } = config;
  return { inactivityTimeoutMs, sessionCountdownSeconds, activityDebounceMs, keepAliveAfterMs: sessionKeepAliveMs };
}

/** What the two loops of one signed-in session share. */
export interface ActivityTracker {
  lastRecordedAt: number | null;
  lastServerContactAt: number;
  keepAliveRunning: boolean;
}

export function* recordActivity(tracker: ActivityTracker, at: number) {
  tracker.lastRecordedAt = at;
  yield put(activityRecorded({ at }));
  yield call(announceActivity, at);
}

export function* keepServerSessionAlive(tracker: ActivityTracker, at: number) {
  tracker.keepAliveRunning = true;
  tracker.lastServerContactAt = at;
  try {
    const status: LoginStatus = yield call(checkLoginStatus, { background: true });
    if (!status.signedIn) yield put(serverSessionExpired());
  } catch {
    // No answer is no proof the session ended: try again after the next interval.
  } finally {
    tracker.keepAliveRunning = false;
  }
}

/** Step 2. Returns the time when the server should now be contacted (keep-alive), else null. */
export function* onLocalActivity(timings: InactivityTimings, tracker: ActivityTracker) {
  // While the dialog is open only its buttons decide: a click or key inside it extends nothing.
  const dialogOpen: boolean = yield select(selectTimeoutDialogOpen);
  if (dialogOpen) return null;
  const at: number = yield call(now);
  if (tracker.lastRecordedAt !== null && at - tracker.lastRecordedAt < timings.activityDebounceMs) return null;
  yield call(recordActivity, tracker, at);
  const keepAliveDue = !tracker.keepAliveRunning && at - tracker.lastServerContactAt > timings.keepAliveAfterMs;
  return keepAliveDue ? at : null;
}

/** Steps 2–3. */
export function* forwardSessionEvents(events: EventChannel<SessionEvent>, timings: InactivityTimings, tracker: ActivityTracker) {
  while (true) {
    const event: SessionEvent = yield take(events);
    switch (event.type) {
      case 'localActivity': {
        const keepAliveAt: number | null = yield call(onLocalActivity, timings, tracker);
        // Forked: the answer may take a while, and events keep flowing meanwhile.
        if (keepAliveAt !== null) yield fork(keepServerSessionAlive, tracker, keepAliveAt);
        break;
      }
      case 'activity':
        yield put(activityDetectedElsewhere({ at: event.at }));
        break;
      case 'logout':
        yield put(loggedOutElsewhere());
        break;
      case 'accountChanged':
        yield put(accountChangedElsewhere({ acctNum: event.acctNum }));
        break;
    }
  }
}

/** Step 7, EXTEND_SESSION. Returns whether the user is still signed in. */
export function* recheckOnExtend(tracker: ActivityTracker) {
  const at: number = yield call(now);
  tracker.lastServerContactAt = at;
  try {
    const status: LoginStatus = yield call(checkLoginStatus);
    if (!status.signedIn) {
      yield put(serverSessionExpired());
      return false;
    }
  } catch {
    // No answer (network): the user asked to stay, and the server still guards every call.
  }
  yield call(recordActivity, tracker, at);
  return true;
}

/** Steps 4–7. Returns when the session is ending (the logout pipeline takes over). */
export function* idleTimer(timings: InactivityTimings, tracker: ActivityTracker) {
  while (true) {
    const { idle }: { idle?: true } = yield race({
      idle: delay(timings.inactivityTimeoutMs),
      activity: take([activityRecorded.type, activityDetectedElsewhere.type]),
    });
    if (!idle) continue;
    const result: CountdownResult = yield call(countdown, timings.sessionCountdownSeconds);
    const outcome = result === 'EXTENDED_ELSEWHERE' ? 'EXTEND_SESSION' : result;
    yield put(sessionTimeoutActions.timeoutDialogClosed({ outcome }));
    if (result === 'LOGOUT' || result === 'TIMEOUT') return;
    if (result === 'EXTEND_SESSION') {
      const signedIn: boolean = yield call(recheckOnExtend, tracker);
      if (!signedIn) return;
    }
  }
}

export function* watchSignedInSession(timings: InactivityTimings) {
  const events: EventChannel<SessionEvent> = yield call(createSessionEventChannel);
  try {
    const startedAt: number = yield call(now);
    const tracker: ActivityTracker = { lastRecordedAt: null, lastServerContactAt: startedAt, keepAliveRunning: false };
    yield all([call(forwardSessionEvents, events, timings, tracker), call(idleTimer, timings, tracker)]);
  } finally {
    events.close();
  }
}

/** Step 1: one watch per signed-in session, ended by the logout (whichever way it came). */
export function* inactivitySaga() {
  while (true) {
    const signedIn: boolean = yield select(selectIsSignedIn);
    if (!signedIn) yield take(sessionActions.signedIn);
    const config: AppConfig = yield select(selectLoadedConfig);
    yield race({
      watch: call(watchSignedInSession, timingsFrom(config)),
      loggedOut: take(sessionActions.loggedOut),
    });
  }
}
