// The session timeout dialog's countdown (spec part 2 §4): config.sessionCountdownSeconds, ticking
// each second, racing the user's choice; step 5–6 of the inactivity pipeline (see inactivity.ts).
import { call, delay, put, race, take } from 'redux-saga/effects';
import { now } from '../../../shared/time/clock';
import {
  activityDetectedElsewhere,
  extendSessionClicked,
  sessionTimeoutActions,
  timeoutLogOutClicked,
  type SessionTimeoutOutcome,
} from '../session.events';

export const TICK_MS = 1000;

/** The dialog's outcomes, plus: another tab was active (there the user extended, or is working). */
export type CountdownResult = SessionTimeoutOutcome | 'EXTENDED_ELSEWHERE';

interface RaceWinner {
  tick?: true;
  extend?: unknown;
  logOut?: unknown;
  elsewhere?: unknown;
}

/**
 * Seconds left come from the wall clock, not from counting ticks: a background tab's timers are
 * throttled (Chrome: down to one a minute), and the session must still end on time. Each tick
 * still takes at least one second off, so a clock that stands still cannot stop the countdown.
 */
export function secondsLeftAt(deadline: number, at: number, previous: number): number {
  return Math.max(0, Math.min(previous - 1, Math.ceil((deadline - at) / TICK_MS)));
}

export function* countdown(seconds: number) {
  const shownAt: number = yield call(now);
  const deadline = shownAt + seconds * TICK_MS;
  yield put(sessionTimeoutActions.timeoutWarningShown({ secondsLeft: seconds }));
  let secondsLeft = seconds;
  while (secondsLeft > 0) {
    const winner: RaceWinner = yield race({
      tick: delay(TICK_MS),
      extend: take(extendSessionClicked),
      logOut: take(timeoutLogOutClicked),
      elsewhere: take(activityDetectedElsewhere),
    });
    if (winner.extend) return 'EXTEND_SESSION' satisfies CountdownResult;
    if (winner.logOut) return 'LOGOUT' satisfies CountdownResult;
    if (winner.elsewhere) return 'EXTENDED_ELSEWHERE' satisfies CountdownResult;
    const at: number = yield call(now);
    secondsLeft = secondsLeftAt(deadline, at, secondsLeft);
    yield put(sessionTimeoutActions.timeoutTicked({ secondsLeft }));
  }
  return 'TIMEOUT' satisfies CountdownResult;
}
