// The React tree of the portal, around a router: the browser's at boot, a static one when the
// build pre-renders the login page (prerender/loginShell.tsx). One tree, so the pre-rendered page
// is what the app then renders over it.
import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ErrorBoundary } from '../features/shell/index';
import type { AppStore } from './store';

export function AppRoot({ store, router }: { store: AppStore; router: ReactNode }) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <Provider store={store}>{router}</Provider>
      </ErrorBoundary>
    </StrictMode>
  );
}
