// Renders Mint & Burn with the real reducers (mintBurn included) and a memory router holding the
// routes around it, the state put in place by events. Every action the page dispatches is recorded;
// with `sagas: true` the feature's saga runs too (against whatever the API layer is configured with).
import { type AnyAction, configureStore, type Middleware } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import createSagaMiddleware from 'redux-saga';
import { mintBurnSaga } from '../../../src/features/mintBurn/index';
import { rootReducer } from '../../sagas/mintBurn/support';

/** Shows where the router is, so tests can read the address. */
function Location() {
  const { pathname } = useLocation();
  return <output aria-label="Current address">{pathname}</output>;
}

export function renderMintBurn(page: ReactElement, options: { actions?: readonly AnyAction[]; route?: string; sagas?: boolean } = {}) {
  const dispatched: AnyAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    dispatched.push(action as AnyAction);
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(recorder, sagaMiddleware),
  });
  const task = options.sagas ? sagaMiddleware.run(mintBurnSaga) : null;
  (options.actions ?? []).forEach((action) => store.dispatch(action));
  dispatched.length = 0; // only what happens from here on
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[options.route ?? '/mint-burn']}>
        <Location />
        <Routes>
          <Route path="/mint-burn/*" element={page} />
          <Route path="/dashboard" element={<p>Accounts page</p>} />
          <Route path="/saved-instructions/*" element={<p>Saved instructions page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, dispatched, task, ...view };
}
