// The pipelines of the user-access pages (push, the passkey step, one-time codes, register / username lookup /
// password reset) and the auth state's reducer for their events. They load with those pages'
// chunk, not with the login page.
import { all, fork } from 'redux-saga/effects';
import { registerLazyReducer } from '../../runtime/lazyReducers';
import { registerLazySaga } from '../../runtime/lazySagas';
import { identityFlowsSaga } from './sagas/identityFlows';
import { oneTimeCodeSaga } from './sagas/oneTimeCode';
import { passkeyFactorSaga } from './sagas/passkeyFactor';
import { pushPollingSaga } from './sagas/pushPolling';
import { authReducerWithUserAccess } from './userAccess.slice';

export function* userAccessSaga() {
  yield all([fork(pushPollingSaga), fork(passkeyFactorSaga), fork(oneTimeCodeSaga), fork(identityFlowsSaga)]);
}

registerLazyReducer('auth', authReducerWithUserAccess);
registerLazySaga('auth/userAccess', userAccessSaga);
