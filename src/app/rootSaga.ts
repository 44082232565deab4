// Each feature's root saga is spawned under a supervisor: one crash does not kill the others and
// is reported as an action (system/sagaCrashed) for the action log.
import { all, call, put, spawn } from 'redux-saga/effects';
import { sessionSaga } from '../features/session/index';
import { systemActions, systemSaga } from '../features/system/index';

type RootSaga = () => Generator;

export const FEATURE_SAGAS: ReadonlyArray<readonly [string, RootSaga]> = [
  ['system', systemSaga],
  ['session', sessionSaga],
];

export function* supervise(name: string, saga: RootSaga) {
  try {
    yield call(saga);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    yield put(systemActions.sagaCrashed({ saga: name, message }));
  }
}

export function* rootSaga() {
  yield all(FEATURE_SAGAS.map(([name, saga]) => spawn(supervise, name, saga)));
}
