// The store: RTK with the sagas' middleware (their runtime arrives with the pipelines' chunk,
// pipelines.ts, when the sagas start), Redux DevTools (sanitized, see devtoolsSanitizers; only
// with sanitizers, which boot loads when the extension is installed) and the session log
// (actionLog/, docs/action-log.md) next to the reducer.
import { configureStore } from '@reduxjs/toolkit';
import type { AnyAction, Dispatch, Middleware, MiddlewareAPI, Reducer } from 'redux';
import type { AppConfig } from '../api/contract/config';
import { apiEvents } from '../api/index';
import { systemActions } from '../features/system/index';
import { onLazyReducer } from '../runtime/lazyReducers';
import { createSessionLog } from './actionLog/createSessionLog';
import { batchedNotifications } from './batchedNotifications';
import type { DevToolsSanitizers } from './devtoolsSanitizers';
import { rootReducer, rootReducerWith, type RootState } from './rootReducer';
import { createTestModeActionLog, exposeStateInTestMode } from './testModeActionLog';
import { nextTask } from '../shared/nextTask';

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

/** The pipelines' chunk (pipelines.ts): the saga runtime, the first page's sagas and the API layer. */
const importPipelines = () => import(/* webpackChunkName: "pipelines" */ './pipelines');

/**
 * The sagas' place in the middleware chain, filled when the pipelines' chunk has run. Before the
 * sagas start, actions reach no saga (as with redux-saga's own middleware before `run`); from
 * `start()` until the chunk has run they are kept, and handed to the sagas in order once they run,
 * so a click on Log In while the chunk downloads is not lost.
 */
function sagasSlot() {
  let api: MiddlewareAPI<Dispatch<AnyAction>> | null = null;
  let toSagas: ((action: AnyAction) => void) | null = null;
  let kept: AnyAction[] | null = null;
  const middleware: Middleware = (storeApi) => {
    api = storeApi as MiddlewareAPI<Dispatch<AnyAction>>;
    return (next) => (action) => {
      const result = next(action);
      if (toSagas) toSagas(action as AnyAction);
      else kept?.push(action as AnyAction);
      return result;
    };
  };
  return {
    middleware,
    /** From now on actions are kept for the sagas; `run` connects them and hands the kept ones over. */
    keep: () => {
      kept ??= [];
    },
    run: (connect: (storeApi: MiddlewareAPI<Dispatch<AnyAction>>) => (action: AnyAction) => void) => {
      if (!api) throw new Error('The store has no middleware API yet.');
      toSagas = connect(api);
      const waiting = kept ?? [];
      kept = null;
      for (const action of waiting) toSagas(action);
    },
  };
}

export function createAppStore(config: AppConfig, options: AppStoreOptions = {}) {
  // The sagas' actions notify React once per task (batchedNotifications.ts, ADR 0022).
  const sagas = sagasSlot();
  const testModeLog = createTestModeActionLog();
  // Last in the chain: its next is the reducer, so each entry holds the state its action made.
  const sessionLog = createSessionLog(config.actionLogSize, apiEvents, __BUILD_VERSION__);
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault(MIDDLEWARE_OPTIONS).concat([...(testModeLog ? [testModeLog] : []), sagas.middleware, ...(sessionLog ? [sessionLog.middleware] : [])]),
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
  let started: Promise<void> | null = null;
  /**
   * Loads the pipelines' chunk and runs the root saga and the lazy ones (once; the store's creation
   * and this are one task each in boot). A chunk that fails to load rejects, and a call after that
   * tries again (boot's PipelinesFailed page); what was dispatched meanwhile is still kept for them.
   */
  const startSagas = (): Promise<void> => {
    if (options.runSagas === false) return Promise.resolve();
    if (started) return started;
    sagas.keep();
    // The chunk's evaluation and the root saga's start are a task each, not one (each ~30 ms on a
    // 4× slowed CPU: one task of both was the login page's longest after hydration, ADR 0022 eighth
    // pass); what is dispatched in between is kept for the sagas like the rest.
    const starting = importPipelines()
      .then(async (pipelines) => {
        await nextTask();
        return pipelines;
      })
      .then(({ startPipelines }) => sagas.run((api) => startPipelines(api, config)));
    started = starting.catch((error: unknown) => {
      started = null;
      throw error;
    });
    return started;
  };
  /** The sagas will start: from now on what is dispatched is kept for them (boot's pre-rendered page, which loads them after its hydration). */
  const keepActionsForSagas = () => {
    if (options.runSagas !== false) sagas.keep();
  };
  if (options.runSagas !== 'later') void startSagas().catch((error: unknown) => console.error('The pipelines failed to load', error));
  return Object.assign(store, { startSagas, keepActionsForSagas });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
