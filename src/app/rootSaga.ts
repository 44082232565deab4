// Each feature's root saga is spawned under a supervisor: one crash does not kill the others and
// is reported as an action (system/sagaCrashed) for the action log. The signed-in features load
// with their own chunk once the user is authenticated (signedInFeatures.ts).
import { all, call, put, select, spawn, take } from 'redux-saga/effects';
import { authSaga } from '../features/auth/entry';
import { selectIsSignedIn, sessionActions } from '../features/session/index';
import { sessionSaga } from '../features/session/entry';
import { systemActions } from '../features/system/index';
import { systemSaga } from '../features/system/entry';
import { importSignedInFeatures } from './signedInChunk';

type RootSaga = () => Generator;

export const FEATURE_SAGAS: ReadonlyArray<readonly [string, RootSaga]> = [
  ['system', systemSaga],
  ['session', sessionSaga],
  ['auth', authSaga],
];

export function* supervise(name: string, saga: RootSaga) {
  try {
    yield call(saga);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    yield put(systemActions.sagaCrashed({ saga: name, message }));
  }
}

/**
 * 1 wait for session/signedIn → 2 load the signed-in features' chunk (already on its way when a
 * page that needs a signed-in user started it: RouteGuard) → 3 register them (their sagas start).
 */
export function* loadSignedInFeatures() {
  const signedIn: boolean = yield select(selectIsSignedIn);
  if (!signedIn) yield take(sessionActions.signedIn);
  const features: Awaited<ReturnType<typeof importSignedInFeatures>> = yield call(importSignedInFeatures);
  yield call(features.registerSignedInFeatures);
}

export function* rootSaga() {
  yield all([
    ...FEATURE_SAGAS.map(([name, saga]) => spawn(supervise, name, saga)),
    spawn(supervise, 'signedInFeatures', loadSignedInFeatures),
  ]);
}
