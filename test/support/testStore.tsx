// The one test store: the app's root reducer (the first page's reducers, the signed-in features'
// and redux-form's) with the app's middleware options, and the app's root saga registry. Saga tests
// run their pipelines against `testReducer`; component tests render through `renderWithStore`.
// State is put in place by events (`actions`), the way the app reaches it.
import { combineReducers, configureStore, type AnyAction, type Middleware } from '@reduxjs/toolkit';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { ALL_REDUCERS } from '../../src/app/allReducers';
import { FEATURE_SAGAS, supervise } from '../../src/app/rootSaga';
import { SIGNED_IN_SAGAS } from '../../src/app/signedInFeatures';
import { MIDDLEWARE_OPTIONS } from '../../src/app/store';
import { ROUTE_PATHS } from '../../src/shared/routePaths';
import { configLoaded } from '../builders/config';

// ── State ─────────────────────────────────────────────────────────────────────────────────────

/** Every reducer the app can hold: the static ones, the signed-in chunk's and redux-form's. */
export const testReducer = combineReducers(ALL_REDUCERS);
export type TestState = ReturnType<typeof testReducer>;

/** The state after `events`, through the real reducers. */
export function stateAfter(...events: readonly AnyAction[]): TestState {
  return events.reduce<TestState>(testReducer, testReducer(undefined, { type: '@@init' }));
}

/** The real reducer, remembering the latest state so a test can look mid-run. */
export function observedReducer() {
  let latest: TestState = testReducer(undefined, { type: '@@init' });
  const reducer = (state: TestState | undefined, action: AnyAction) => {
    latest = testReducer(state, action);
    return latest;
  };
  return { reducer, latest: () => latest };
}

// ── Sagas ─────────────────────────────────────────────────────────────────────────────────────

const REGISTRY = new Map<string, Saga>([...FEATURE_SAGAS, ...SIGNED_IN_SAGAS]);
export type FeatureName = (typeof FEATURE_SAGAS)[number][0] | (typeof SIGNED_IN_SAGAS)[number][0];

/** The named features' root sagas from the app's registry, forked side by side. */
export function featureSagas(...names: readonly FeatureName[]) {
  const sagas = names.map((name) => {
    const saga = REGISTRY.get(name);
    if (!saga) throw new Error(`No feature saga named ${name}`);
    return saga;
  });
  return function* features() {
    yield all(sagas.map((saga) => fork(saga)));
  };
}

// ── Store ─────────────────────────────────────────────────────────────────────────────────────

export interface TestStoreOptions {
  /** Events dispatched before the test starts (not recorded). */
  actions?: readonly AnyAction[];
  preloadedState?: Partial<TestState>;
  /** Features whose root sagas run (under the app's supervisor), against the API as configured. */
  sagas?: readonly FeatureName[];
}

/**
 * The store with the app's middleware; like the app's, it starts with a loaded configuration
 * (test/builders/config.ts). Records every action dispatched after `actions`.
 */
export function createTestStore({ actions = [], preloadedState, sagas = [] }: TestStoreOptions = {}) {
  const dispatched: AnyAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    dispatched.push(action as AnyAction);
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: testReducer,
    preloadedState: preloadedState as TestState | undefined,
    middleware: (getDefault) => getDefault(MIDDLEWARE_OPTIONS).concat(recorder, sagaMiddleware),
  });
  store.dispatch(configLoaded());
  const tasks: Task[] = sagas.map((name) => sagaMiddleware.run(supervise, name, REGISTRY.get(name) as () => Generator));
  actions.forEach((action) => store.dispatch(action));
  dispatched.length = 0; // only what happens from here on
  const types = () => dispatched.map((action) => action.type);
  return { store, dispatched, types, task: tasks[0] ?? null };
}

// ── Rendering ─────────────────────────────────────────────────────────────────────────────────

/** Where the router is, so a test can see a page navigate: `screen.getByTestId('location')`. */
function Location() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}

/** What the other pages show when a page under test navigates there. */
const OTHER_PAGES: ReadonlyArray<readonly [string, string]> = [
  [ROUTE_PATHS.dashboard, 'Accounts page'],
  [`${ROUTE_PATHS.mintBurn}/*`, 'Mint & Burn page'],
  [`${ROUTE_PATHS.savedInstructions}/*`, 'Saved instructions page'],
];

export interface RenderWithStoreOptions extends TestStoreOptions, Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The router's starting address (default: the mounted path, or '/'). */
  route?: string;
  /** The route pattern the page is mounted on; with one, the other pages are stubs that name themselves. */
  path?: string;
}

/** Renders `ui` with the test store under a memory router, the way the app does. */
export function renderWithStore(ui: ReactElement, options: RenderWithStoreOptions = {}) {
  const { actions, preloadedState, sagas, path, route = path === undefined || path === '*' ? '/' : path.replace(/\/\*$/, ''), ...renderOptions } = options;
  const test = createTestStore({ actions, preloadedState, sagas });
  const view = render(
    <Provider store={test.store}>
      <MemoryRouter initialEntries={[route]}>
        {path === undefined ? (
          ui
        ) : (
          <Routes>
            <Route path={path} element={ui} />
            {OTHER_PAGES.filter(([page]) => page !== path).map(([page, name]) => (
              <Route key={page} path={page} element={<p>{name}</p>} />
            ))}
            <Route path="*" element={null} />
          </Routes>
        )}
        <Location />
      </MemoryRouter>
    </Provider>,
    renderOptions,
  );
  return { ...test, ...view };
}
