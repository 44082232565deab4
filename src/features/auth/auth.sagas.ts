// The auth feature's root saga on the first page: the sign-in pipeline. The push, one-time code
// and identity-flow pipelines start with the user-access pages (userAccessSagas.ts).
import { all, fork } from 'redux-saga/effects';
import { signInSaga } from './sagas/signIn';

export function* authSaga() {
  yield all([fork(signInSaga)]);
}
