// The pipelines of the user-access pages (push, one-time codes, register / username lookup /
// password reset). They load with those pages' chunk, not with the login page.
import { all, fork } from 'redux-saga/effects';
import { registerLazySaga } from '../../shared/lazySagas';
import { identityFlowsSaga } from './sagas/identityFlows';
import { oneTimeCodeSaga } from './sagas/oneTimeCode';
import { pushPollingSaga } from './sagas/pushPolling';

export function* userAccessSaga() {
  yield all([fork(pushPollingSaga), fork(oneTimeCodeSaga), fork(identityFlowsSaga)]);
}

registerLazySaga('auth/userAccess', userAccessSaga);
