// The hydration hold (src/app/hydrationHold.tsx): while the pre-rendered page hydrates, the tree
// sees the store as it was and hears of no change; the page's commit (or the time limit) ends it.
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Suspense, useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider, useSelector } from 'react-redux';
import { HydrationHoldProvider, PageHydrated, holdDuringHydration } from '../../../src/app/hydrationHold';

const counter = createSlice({
  name: 'counter',
  initialState: { n: 0 },
  reducers: { bumped: (state) => void (state.n += 1) },
});
const storeOf = () => configureStore({ reducer: { counter: counter.reducer } });

describe('holdDuringHydration', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the state of its start and tells no one of changes until released; the store itself moves on', () => {
    const store = storeOf();
    const { view, release } = holdDuringHydration(store);
    const heard = jest.fn();
    view.subscribe(heard);
    view.dispatch(counter.actions.bumped());
    store.dispatch(counter.actions.bumped());
    expect(store.getState().counter.n).toBe(2);
    expect(view.getState().counter.n).toBe(0);
    expect(heard).not.toHaveBeenCalled();

    release();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(view.getState().counter.n).toBe(2);
    release();
    expect(heard).toHaveBeenCalledTimes(1);

    store.dispatch(counter.actions.bumped());
    expect(heard).toHaveBeenCalledTimes(2);
    expect(view.getState().counter.n).toBe(3);
  });

  it('an unsubscribed listener hears nothing', () => {
    const store = storeOf();
    const { view, release } = holdDuringHydration(store);
    const heard = jest.fn();
    view.subscribe(heard)();
    release();
    store.dispatch(counter.actions.bumped());
    expect(heard).not.toHaveBeenCalled();
  });

  it('ends by itself at its time limit, should no page commit', () => {
    jest.useFakeTimers();
    const store = storeOf();
    const { view } = holdDuringHydration(store, 5000);
    const heard = jest.fn();
    view.subscribe(heard);
    store.dispatch(counter.actions.bumped());
    jest.advanceTimersByTime(4999);
    expect(view.getState().counter.n).toBe(0);
    jest.advanceTimersByTime(1);
    expect(view.getState().counter.n).toBe(1);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

function Count() {
  return <output>{useSelector((state: ReturnType<ReturnType<typeof storeOf>['getState']>) => state.counter.n)}</output>;
}

/** The shell reads the store above the page's boundary, as AppShell does: its re-render reaches the boundary. */
let onMainCommitted: (() => void) | null = null;

function Main() {
  const n = useSelector((state: ReturnType<ReturnType<typeof storeOf>['getState']>) => state.counter.n);
  useLayoutEffect(() => {
    onMainCommitted?.();
  }, []);
  return (
    <main data-n={n}>
      <Count />
      <Suspense fallback={<p>loading</p>}>
        <Count />
        <PageHydrated />
      </Suspense>
    </main>
  );
}

function Shell({ onPageHydrated, store }: { onPageHydrated?: () => void; store: ReturnType<typeof storeOf> }) {
  return (
    <HydrationHoldProvider onPageHydrated={onPageHydrated}>
      <Provider store={store}>
        <Main />
      </Provider>
    </HydrationHoldProvider>
  );
}

/**
 * Hydrates the server's markup (a store at 0) as a browser does (no act: React's own scheduling),
 * and moves the browser's store to 1 during the root's first commit (Main's layout effect): after
 * the root has committed and before React comes back, at its lowest priority, to hydrate the page
 * inside the boundary. In the app the change comes from a saga in that same window.
 */
async function hydrateWhileTheStoreChanges(withHold: boolean) {
  const container = document.createElement('div');
  // React's server renderer warns of every useLayoutEffect (it runs none): expected here.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  container.innerHTML = renderToString(<Shell store={storeOf()} />);
  quiet.mockRestore();
  document.body.append(container);
  const store = storeOf();
  const hold = withHold ? holdDuringHydration(store) : null;
  const errors: string[] = [];
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  try {
    onMainCommitted = () => store.dispatch(counter.actions.bumped());
    const root = hydrateRoot(container, <Shell store={hold?.view ?? store} onPageHydrated={hold?.release} />, {
      onRecoverableError: (error) => errors.push(String(error)),
    });
    // Both ways end with the page showing 1 (hydrated and caught up, or drawn again); by then any
    // recoverable error has been reported (in that commit).
    const deadline = Date.now() + 5000;
    while (container.textContent !== '11' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    const text = container.textContent;
    root.unmount();
    return { errors, text };
  } finally {
    onMainCommitted = null;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    container.remove();
  }
}

describe('PageHydrated', () => {
  it('calls the release once the page inside the boundary has committed', () => {
    const release = jest.fn();
    render(<Shell store={storeOf()} onPageHydrated={release} />);
    expect(release).toHaveBeenCalled();
  });

  it('without a hold, renders nothing and calls nothing', () => {
    const { container } = render(<Shell store={storeOf()} />);
    expect(container.querySelectorAll('output')).toHaveLength(2);
    expect(container.textContent).toBe('00');
  });

  it('hydrating while the store changes: without the hold React redraws the page (#421); with it, none, and the page catches up', async () => {
    const unheld = await hydrateWhileTheStoreChanges(false);
    expect(unheld.errors.join('\n')).toMatch(/Suspense boundary received an update before it finished hydrating/);
    const held = await hydrateWhileTheStoreChanges(true);
    expect(held.errors).toEqual([]);
    expect(held.text).toBe('11');
  });
});
