// The React tree of the portal, around a router: the browser's at boot, a static one when the
// build pre-renders the login page (prerender/loginShell.tsx). One tree, the same in both, so the
// app hydrates the pre-rendered page rather than drawing it again (ADR 0022).
import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ErrorBoundary } from '../features/shell/entry';
import { HydrationHoldProvider } from './hydrationHold';
import { PipelinesNotice } from './pipelinesNotice';
import type { AppStore } from './store';

/**
 * A pre-rendered page (#root data-prerendered, inert: webpack.prerender.js) becomes the app's in
 * the app's first commit, before the browser paints: #root stops being inert. Renders nothing.
 */
export function TakeOver({ container }: { container?: HTMLElement }) {
  useLayoutEffect(() => {
    container?.removeAttribute('inert');
    container?.removeAttribute('data-prerendered');
  }, [container]);
  return null;
}

interface AppRootProps {
  store: AppStore;
  router: ReactNode;
  container?: HTMLElement;
  /** Called when the page inside the shell has committed (a hydration hold's release: hydrationHold.tsx). */
  onPageHydrated?: () => void;
}

export function AppRoot({ store, router, container, onPageHydrated }: AppRootProps) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <HydrationHoldProvider onPageHydrated={onPageHydrated}>
          <Provider store={store}>{router}</Provider>
        </HydrationHoldProvider>
      </ErrorBoundary>
      <PipelinesNotice />
      <TakeOver container={container} />
    </StrictMode>
  );
}
