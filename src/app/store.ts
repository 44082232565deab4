// The store: RTK with the saga middleware, Redux DevTools (sanitized, see devtoolsSanitizers; only
// with sanitizers, which boot loads when the extension is installed) and the session log
// (actionLog/, docs/action-log.md) next to the reducer.
import { configureStore } from '@reduxjs/toolkit';
import type { Reducer } from 'redux';
import createSagaMiddleware from 'redux-saga';
import type { AppConfig } from '../api/contract/config';
import { apiEvents } from '../api/index';
import { systemActions } from '../features/system/index';
import { onLazyReducer } from '../runtime/lazyReducers';
import { onLazySaga } from '../runtime/lazySagas';
import { createSessionLog } from './actionLog/createSessionLog';
import { batchedNotifications, sagaPutsBatched } from './batchedNotifications';
import type { DevToolsSanitizers } from './devtoolsSanitizers';
import { rootReducer, rootReducerWith, type RootState } from './rootReducer';
import { rootSaga, supervise } from './rootSaga';
import { createTestModeActionLog, exposeStateInTestMode } from './testModeActionLog';

/**
 * Gateway answers that hold one entry per asset: an account's positions (and their allocations) and
 * the asset list; and an account's transaction history (one entry per record). The 503-asset account makes each several hundred entries, and the dev-mode
 * serializable check walked them all on arrival (~100 ms, RTK's "took … ms" warning). They are
 * parsed JSON that passed the contract's guards at the boundary (src/api/transport/validate.ts), so they are
 * plain data by construction; the check skips only them and keeps watching everything else. The
 * immutable check needs no exemption: Immer freezes them, and frozen values are not walked.
 */
export const LARGE_ANSWER_CHECK_EXEMPTIONS = {
  actions: ['balances/positionsLoaded', 'accounts/securitiesLoaded', 'activityHistory/historyLoaded'],
  statePaths: [
    'balances.positions.entities',
    'balances.positions.summary.allocations',
    'accounts.securities.entities',
    // An account's transaction history: over 10 000 records on a busy desk (issue 14).
    'activityHistory.records',
  ],
};

/** The store's middleware options (the dev-mode checks included), shared with the tests' store. */
export const MIDDLEWARE_OPTIONS: {
  thunk: false;
  serializableCheck: { ignoredActionPaths: string[]; ignoredActions: string[]; ignoredPaths: string[] };
} = {
  thunk: false,
  serializableCheck: {
    // redux-form keeps its own (serializable) bookkeeping; registerField meta is fine.
    ignoredActionPaths: ['meta.arg', 'meta.baseQueryMeta'],
    ignoredActions: LARGE_ANSWER_CHECK_EXEMPTIONS.actions,
    ignoredPaths: LARGE_ANSWER_CHECK_EXEMPTIONS.statePaths,
  },
};

export interface AppStoreOptions {
  /** false: never (tests, the pre-render); 'later': when the caller calls store.startSagas() (boot). */
  runSagas?: boolean | 'later';
  /** Redux DevTools connects only with these (ADR 0005): without them, no DevTools. */
  devTools?: DevToolsSanitizers | null;
}

export function createAppStore(config: AppConfig, options: AppStoreOptions = {}) {
  // The sagas' actions notify React once per task (batchedNotifications.ts, ADR 0022).
  const sagaMiddleware = createSagaMiddleware({ effectMiddlewares: [sagaPutsBatched] });
  const testModeLog = createTestModeActionLog();
  // Last in the chain: its next is the reducer, so each entry holds the state its action made.
  const sessionLog = createSessionLog(config.actionLogSize, apiEvents, __BUILD_VERSION__);
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault(MIDDLEWARE_OPTIONS).concat([...(testModeLog ? [testModeLog] : []), sagaMiddleware, ...(sessionLog ? [sessionLog.middleware] : [])]),
    devTools: options.devTools ? { name: 'Institutional portal', ...options.devTools } : false,
    enhancers: (defaults) => [...defaults, batchedNotifications()],
  });
  exposeStateInTestMode(store.getState);
  const injected: Record<string, Reducer> = {};
  onLazyReducer((reducers) => {
    const keys = Object.keys(reducers).filter((key) => injected[key] !== reducers[key]);
    if (keys.length === 0) return;
    for (const key of keys) injected[key] = reducers[key] as Reducer;
    store.replaceReducer(rootReducerWith(injected) as typeof rootReducer);
    sessionLog?.reducersAdded(keys, store.getState());
  });
  store.dispatch(systemActions.configLoaded({ config }));
  let sagasStarted = false;
  /** Runs the root saga and the lazy ones (once; the store's creation and this are one task each in boot). */
  const startSagas = () => {
    if (sagasStarted || options.runSagas === false) return;
    sagasStarted = true;
    sagaMiddleware.run(rootSaga);
    onLazySaga((name, saga) => void sagaMiddleware.run(supervise, name, saga as () => Generator));
  };
  if (options.runSagas !== 'later') startSagas();
  return Object.assign(store, { startSagas });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
