// Root saga of the session feature. The watchers start before the start-up check, so none misses
// the events it puts. The inactivity pipeline (and the cross-tab channel it listens to) matters
// only when signed in: it arrives with the signed-in features' chunk (src/app/signedInFeatures.ts,
// ADR 0012) and starts at once if the user is already signed in.
import { fork } from 'redux-saga/effects';
import { logoutSaga } from './sagas/logout';
import { startupCheck } from './sagas/startupCheck';

export function* sessionSaga() {
  yield fork(logoutSaga);
  yield fork(startupCheck);
}
