// The pipelines: the saga runtime, the feature sagas of the first page and the API layer (axios, its
// interceptors, the calls). A chunk of its own, loaded by the store when its sagas start
// (store.ts, `startSagas`), not part of the first page's bundle: the pre-rendered login form takes
// input before it has arrived (ADR 0022, issue 29). What the store dispatched from the sagas' start
// until this chunk ran is handed to the sagas in order, as if they had been running.
import createSagaMiddleware from 'redux-saga';
import type { AnyAction, Dispatch, MiddlewareAPI } from 'redux';
import type { AppConfig } from '../api/contract/config';
import { configureApi } from '../api/index';
import { onLazySaga } from '../runtime/lazySagas';
import { sagaPutsBatched } from './batchedNotifications';
import { rootSaga, supervise } from './rootSaga';

/** Configures the API, runs the root saga (and the lazy ones) on the store; returns how an action reaches the sagas. */
export function startPipelines(api: MiddlewareAPI<Dispatch<AnyAction>>, config: AppConfig): (action: AnyAction) => void {
  configureApi(config);
  const sagaMiddleware = createSagaMiddleware({ effectMiddlewares: [sagaPutsBatched] });
  // The middleware bound to the store; its `next` is nothing: the action has been reduced already.
  const toSagas = sagaMiddleware(api)((action: AnyAction) => action) as (action: AnyAction) => void;
  sagaMiddleware.run(rootSaga);
  onLazySaga((name, saga) => void sagaMiddleware.run(supervise, name, saga as () => Generator));
  return toSagas;
}
