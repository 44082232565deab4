import { Suspense, useCallback, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { selectHeldAccountTypes } from '../../features/accounts/index';
import { DraftOffer } from '../../features/drafts/entry';
import { logoutRequested } from '../../features/session/index';
import { SessionTimeoutSlot } from '../../features/session/entry';
import { Layout } from '../../features/shell/entry';
import { selectFlag, selectShellDataSettled } from '../../features/system/index';
import { Spinner } from '../../shared/ui/index';
import { useAppDispatch, useAppSelector } from '../hooks';
import { PageHydrated } from '../hydrationHold';
import { prefetchOnIntent } from '../prefetchOnIntent';
import { showsNavigation } from './routeTable';

/** The shell around every page; the matched route decides whether the navigation shows. */
export function AppShell() {
  const showNavigation = showsNavigation(useLocation().pathname);
  const accountTypesHeld = useAppSelector(selectHeldAccountTypes);
  const marketMakerFlag = useAppSelector((state) => selectFlag(state, 'MarketMaker'));
  const dispatch = useAppDispatch();
  const onLogout = useCallback(() => dispatch(logoutRequested()), [dispatch]);
  usePrefetchWhenSettled(useAppSelector(selectShellDataSettled));
  return (
    <Layout showNavigation={showNavigation} accountTypesHeld={accountTypesHeld} marketMakerFlag={marketMakerFlag} onLogout={onLogout}>
      <DraftOffer />
      <Suspense fallback={<Spinner label="Loading page" />}>
        <Outlet />
        <PageHydrated />
      </Suspense>
      <SessionTimeoutSlot />
    </Layout>
  );
}

/** Once the first page has settled and the user shows an intent to go on: the next chunks' prefetch hints. */
function usePrefetchWhenSettled(settled: boolean) {
  useEffect(() => {
    if (!settled) return;
    return prefetchOnIntent(() => void import(/* webpackChunkName: "prefetch-hints" */ '../prefetchHints'));
  }, [settled]);
}
