// Renders a component with a real store (the real reducers) and a memory router, the way the app
// does. Tests put the state in place with events (`actions`) or a preloaded state.
import { type AnyAction, configureStore } from '@reduxjs/toolkit';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { systemReducer, type SystemState } from '../../src/features/system/system.slice';

export interface TestState {
  system: SystemState;
}

export interface RenderWithStoreOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<TestState>;
  /** Events dispatched before the first render. */
  actions?: readonly AnyAction[];
  /** The router's starting path. */
  route?: string;
}

export function createTestStore(preloadedState?: Partial<TestState>) {
  return configureStore({ reducer: { system: systemReducer }, preloadedState });
}

export type TestStore = ReturnType<typeof createTestStore>;

export function renderWithStore(ui: ReactElement, options: RenderWithStoreOptions = {}) {
  const { preloadedState, actions = [], route = '/', ...renderOptions } = options;
  const store = createTestStore(preloadedState);
  actions.forEach((action) => store.dispatch(action));
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </Provider>
  );
  return { store, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
