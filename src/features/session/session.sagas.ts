// Root saga of the session feature. The watchers start before the start-up check, so none misses
// the events it puts.
import { fork } from 'redux-saga/effects';
import { inactivitySaga } from './sagas/inactivity';
import { logoutSaga } from './sagas/logout';
import { startupCheck } from './sagas/startupCheck';

export function* sessionSaga() {
  yield fork(logoutSaga);
  yield fork(inactivitySaga);
  yield fork(startupCheck);
}
