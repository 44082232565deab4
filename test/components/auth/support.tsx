// Renders auth pages with the real reducers they read (system, session, auth, redux-form's form)
// under a memory router, recording every dispatched action (to check what they carry).
import { configureStore, type AnyAction, type Middleware } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { reducer as formReducer } from 'redux-form';
import { authReducer } from '../../../src/features/auth/index';
import { sessionReducer } from '../../../src/features/session/index';
import { systemActions, systemReducer } from '../../../src/features/system/index';
import { testConfig } from '../../unit/api/support';

export interface RenderAuthOptions {
  /** Events dispatched before the first render. */
  actions?: readonly AnyAction[];
  /** The router's starting address, and the route pattern the page is mounted on. */
  route?: string;
  path?: string;
}

/** Shows where the router is, so tests can see a page navigate. */
function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export function renderAuth(ui: ReactElement, { actions = [], route = '/', path = '*' }: RenderAuthOptions = {}) {
  const dispatched: AnyAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    dispatched.push(action as AnyAction);
    return next(action);
  };
  const store = configureStore({
    reducer: { system: systemReducer, session: sessionReducer, auth: authReducer, form: formReducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(recorder),
  });
  store.dispatch(systemActions.configLoaded({ config: testConfig() }));
  actions.forEach((action) => store.dispatch(action));
  dispatched.length = 0;
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {path !== '*' && <Route path="*" element={null} />}
        </Routes>
        <Where />
      </MemoryRouter>
    </Provider>,
  );
  const types = () => dispatched.map((action) => action.type);
  return { store, dispatched, types, ...view };
}
