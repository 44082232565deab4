// Renders with the real system, session, accounts and balances reducers and a memory router, the
// state put in place by events (test/support/renderWithStore.tsx knows the system reducer only).
// The dev-only invariant checks are off: they re-walk a 500-position state on every event.
import { type AnyAction, configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { accountsActions, type Account } from '../../../src/features/accounts/index';
import { rootReducer } from '../../sagas/accounts/support';

export function createPortalStore(actions: readonly AnyAction[] = []) {
  const store = configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false, immutableCheck: false }) });
  actions.forEach((action) => store.dispatch(action));
  return store;
}

export function renderWithPortalStore(ui: ReactElement, options: { actions?: readonly AnyAction[]; route?: string } = {}) {
  const store = createPortalStore(options.actions);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[options.route ?? '/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={children} />
          <Route path="/mint-burn" element={<p>Mint &amp; Burn page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>
  );
  return { store, ...render(ui, { wrapper: Wrapper }) };
}

export function anAccount(acctNum: string, overrides: Partial<Account> = {}): Account {
  return {
    acctNum,
    firmId: 'F-1',
    accountShortName: `Short ${acctNum}`,
    accountDisplayName: `Display ${acctNum}`,
    firmName: 'Harborline Capital Partners LP',
    accountType: 'CUSTODY',
    ...overrides,
  };
}

export const ACCOUNTS = [
  anAccount('C1', { accountDisplayName: 'Harborline – Main Custody' }),
  anAccount('L1', { accountDisplayName: 'Harborline – Prime Collateral', accountType: 'COLLATERAL' }),
  anAccount('M1', { accountDisplayName: 'Meridian – Market Making', accountType: 'MARKET_MAKER', firmId: 'F-2', firmName: 'Meridian Liquidity Markets LLC' }),
];

export const listed = (accounts: Account[] = ACCOUNTS) => accountsActions.listLoaded({ accounts });
