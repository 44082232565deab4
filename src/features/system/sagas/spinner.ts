// Global spinner pipeline (spec part 2 §9: the spinner shows after 500 ms of pending calls). It
// counts requests from the bridge's channel, so a burst of calls makes two actions, not one each.
//   1. wait until a call is pending (requestStarted)
//   2. race: config.spinnerDelayMs elapses vs every pending call settles (then back to 1, silently)
//   3. the delay won: put system/spinnerShown
//   4. wait until no call is pending: put system/spinnerHidden, back to 1
import type { Channel } from 'redux-saga';
import { call, delay, put, race, take } from 'redux-saga/effects';
import { systemActions } from '../system.slice';
import type { RequestEvent } from './apiEventsBridge';

type Pending = Set<number>;

/** Takes request events, updating `pending`, until `done(pending)` holds. */
function* trackUntil(requests: Channel<RequestEvent>, pending: Pending, done: (pending: Pending) => boolean) {
  while (!done(pending)) {
    const event: RequestEvent = yield take(requests);
    if (event.type === 'requestStarted') pending.add(event.id);
    else pending.delete(event.id);
  }
}

const someonePending = (pending: Pending) => pending.size > 0;
const nonePending = (pending: Pending) => pending.size === 0;

export function* spinnerSaga(requests: Channel<RequestEvent>, spinnerDelayMs: number) {
  const pending: Pending = new Set();
  while (true) {
    yield call(trackUntil, requests, pending, someonePending);
    const outcome: { elapsed?: unknown } = yield race({
      elapsed: delay(spinnerDelayMs),
      settled: call(trackUntil, requests, pending, nonePending),
    });
    if ('elapsed' in outcome) {
      yield put(systemActions.spinnerShown());
      yield call(trackUntil, requests, pending, nonePending);
      yield put(systemActions.spinnerHidden());
    }
  }
}
