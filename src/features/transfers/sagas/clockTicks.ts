// The page's clock (the wire window's live countdown), run with takeLatest over the page's events:
//   1. transfers/pageOpened (transfers/pageClosed, accounts/cleared or a logout only stop the ticks)
//   2. call(now) → put transfers/clockTicked {now}
//   3. delay to the next whole second of the clock; again from 2
// The countdown is worked out from the instant, never by counting ticks: a background tab's timers
// are throttled, and the time shown must still be right when it comes back.
import type { Action } from '@reduxjs/toolkit';
import { call, delay, put } from 'redux-saga/effects';
import { now } from '../../../shared/time/clock';
import { transfersActions } from '../transfers.slice';

export const TICK_MS = 1000;

export function* tickWhileOpen(action: Action) {
  if (!transfersActions.pageOpened.match(action)) return;
  for (;;) {
    const at: number = yield call(now);
    yield put(transfersActions.clockTicked({ now: at }));
    yield delay(TICK_MS - (at % TICK_MS));
  }
}
