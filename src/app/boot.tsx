// Boot: load the configuration once → create the store → render → start the pipelines (the sagas
// and the API layer, a chunk of their own: pipelines.ts). A configuration that fails to load shows the application-error page, never a blank one.
// The login page arrives pre-rendered (webpack.prerender.js): the app hydrates it, its own first
// render attaching to the page on screen; any other page renders from nothing (ADR 0022).
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { AppConfig } from '../api/contract/config';
import { ApplicationErrorPage } from '../features/shell/entry';
import { loadAppConfig } from '../features/system/entry';
import { currentPath } from '../shared/navigation';
import { holdUntilFirstPaint } from '../runtime/firstPaintGate';
import { afterFirstContentfulPaint, nextTask } from '../shared/nextTask';
import { whenIdle } from '../shared/whenIdle';
import { AppRoot, TakeOver } from './AppRoot';
import { HYDRATION_HOLD_LIMIT_MS, holdDuringHydration } from './hydrationHold';
import { runPipelines } from './pipelinesNotice';
import { AppRouter, preloadPageAt } from './router/AppRoutes';
import { routeAt } from './router/routeTable';
import type { DevToolsSanitizers } from './devtoolsSanitizers';
import { createAppStore, type AppStore } from './store';

/**
 * The sanitizers Redux DevTools needs (ADR 0005), loaded only when its browser extension is there
 * (it defines its hook before any script runs): the first page of every other user does not carry
 * them (ADR 0022). Should they fail to load, DevTools stays off.
 */
async function devToolsSanitizers(): Promise<DevToolsSanitizers | null> {
  if (!('__REDUX_DEVTOOLS_EXTENSION_COMPOSE__' in window)) return null;
  try {
    const { actionSanitizer, stateSanitizer } = await import(/* webpackChunkName: "devtools" */ './devtoolsSanitizers');
    return { actionSanitizer, stateSanitizer };
  } catch {
    return null;
  }
}

export async function boot(container: HTMLElement, loadConfig: () => Promise<AppConfig> = () => loadAppConfig()): Promise<Root> {
  let config: AppConfig;
  try {
    config = await loadConfig();
  } catch (error) {
    console.error('Configuration failed to load', error);
    const root = createRoot(container);
    root.render(
      <>
        <ApplicationErrorPage />
        <TakeOver container={container} />
      </>,
    );
    return root;
  }
  const store = createAppStore(config, { devTools: await devToolsSanitizers(), runSagas: 'later' });
  if (container.hasAttribute('data-prerendered')) return hydrate(container, store);
  // A page from nothing (any but the login page) renders first, and the sagas start once it has
  // been painted (ADR 0022, sixth pass). Rendered after the sagas had started, the root's first
  // render (a transition) was begun again at every store update of the signed-in data
  // cascade (session, flags, accounts, entitlements, positions) and committed only when it ended:
  // the dashboard's first paint waited for its positions. Now its frame (the page's own, shown by
  // its route while the session and the accounts load) is on screen before the first call goes out.
  // Still a transition, rendered in slices that yield to the browser (a ~45 ms task otherwise,
  // ~180 ms on a 4× slowed CPU, counted as blocking time): with the sagas not yet started, no
  // store update comes to start it again.
  // A route that shows its page's frame while it loads (the dashboard) lets the frame reach the
  // screen before anything else starts: the page's chunks, the shell's late parts and the sagas'
  // calls come after it (runtime/firstPaintGate.ts).
  const path = currentPath();
  const painted = routeAt(path)?.showsPageWhileLoading ? afterFirstContentfulPaint() : null;
  if (painted) holdUntilFirstPaint(painted);
  const root = createRoot(container);
  startTransition(() => root.render(<AppRoot store={store} router={<AppRouter />} container={container} />));
  await (painted ?? nextTask());
  preloadPageAt(path);
  await nextTask(); // the chunks' requests and the sagas' start, a task each
  void runPipelines(store.startSagas);
  return root;
}

const INTENT_EVENTS = ['keydown', 'pointerdown', 'touchstart'] as const;

/** Calls `run` once: in the browser's next idle time, or at the user's first key press, pointer press or touch if sooner. */
function onIdleOrIntent(run: () => void): void {
  const once = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, once, true);
    cancelIdle();
    run();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, once, { capture: true, passive: true });
  const cancelIdle = whenIdle(once, 1000);
}

/**
 * The pre-rendered login page: the store's creation and the hydration's start are a task each;
 * while the page hydrates, the tree sees the store held (hydrationHold.tsx). The pipelines' chunk
 * (the sagas, the API layer: the start-up check's call) is asked for once the page has hydrated,
 * in the next idle time or at the user's first key press or click: the form takes input before it arrives, and what the user does meanwhile (a click on Log In)
 * is kept for the sagas (store.ts). Issue 29: the first page's JS is what the form needs.
 */
async function hydrate(container: HTMLElement, store: AppStore): Promise<Root> {
  const hold = holdDuringHydration(store);
  store.keepActionsForSagas();
  let started = false;
  const startPipelines = () => {
    if (started) return;
    started = true;
    void runPipelines(store.startSagas);
  };
  // At the latest when the hold ends by itself (no page committed).
  setTimeout(startPipelines, HYDRATION_HOLD_LIMIT_MS);
  const pageHydrated = () => {
    hold.release();
    onIdleOrIntent(startPipelines);
  };
  await nextTask();
  preloadPageAt(currentPath());
  // Hydrating, React renders in slices of a few milliseconds, yielding to the browser between
  // them (the page's Total Blocking Time, ADR 0022). Started in a transition: React hydrates the
  // root in slices too, not only the Suspense boundaries inside it (a root hydrated outside one is
  // one task, ~70 ms on a 4× slowed CPU).
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, <AppRoot store={hold.view} router={<AppRouter />} container={container} onPageHydrated={pageHydrated} />);
  });
  return root as Root;
}
