// While React hydrates the pre-rendered login page (ADR 0022), the components see the store as it
// was when hydration began and hear of no change. React hydrates a Suspense boundary's content
// (the page, inside the shell's boundary) after the root's first commit, at its lowest priority; a
// store change reaches React as a synchronous update, and one that reaches a boundary not yet
// hydrated makes React throw the server's markup away and draw the boundary again, reporting
// error #421. The sagas run on meanwhile; once the page inside the boundary has committed
// (PageHydrated), the hold ends and the components catch up with the store in one render.
import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import type { Store } from 'redux';

/** A hold never outlasts this, even should no page commit: a stale screen is worse than a redraw. */
export const HYDRATION_HOLD_LIMIT_MS = 5000;

export interface HydrationHold<S extends Store> {
  /** The store as the React tree sees it: the state of the hold's start, until release. */
  view: S;
  /** Ends the hold (again: nothing); the tree's subscribers hear of the state as it is now. */
  release: () => void;
}

export function holdDuringHydration<S extends Store>(store: S, limitMs = HYDRATION_HOLD_LIMIT_MS): HydrationHold<S> {
  let held: { state: ReturnType<S['getState']> } | null = { state: store.getState() };
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of Array.from(listeners)) listener();
  };
  store.subscribe(() => {
    if (held === null) notify();
  });
  const timer = setTimeout(() => release(), limitMs);
  function release() {
    if (held === null) return;
    held = null;
    clearTimeout(timer);
    notify();
  }
  const view: S = {
    ...store,
    getState: () => (held === null ? store.getState() : held.state),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return { view, release };
}

const PageHydratedContext = createContext<(() => void) | null>(null);

/** Gives the tree the callback PageHydrated calls (the hold's release); none when nothing is held. */
export function HydrationHoldProvider({ onPageHydrated, children }: { onPageHydrated?: () => void; children: ReactNode }) {
  return <PageHydratedContext.Provider value={onPageHydrated ?? null}>{children}</PageHydratedContext.Provider>;
}

/** Beside the page, inside the shell's Suspense boundary: its commit means the page is hydrated. Renders nothing. */
export function PageHydrated() {
  const onPageHydrated = useContext(PageHydratedContext);
  useLayoutEffect(() => {
    onPageHydrated?.();
  }, [onPageHydrated]);
  return null;
}
