import { Suspense, useCallback } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { selectHeldAccountTypes } from '../../features/accounts/index';
import { SessionTimeoutSlot, logoutRequested } from '../../features/session/index';
import { Layout } from '../../features/shell/index';
import { Spinner } from '../../shared/ui/index';
import { useAppDispatch, useAppSelector } from '../hooks';
import { showsNavigation } from './routeTable';

/** The shell around every page; the matched route decides whether the navigation shows. */
export function AppShell() {
  const showNavigation = showsNavigation(useLocation().pathname);
  const accountTypesHeld = useAppSelector(selectHeldAccountTypes);
  const dispatch = useAppDispatch();
  const onLogout = useCallback(() => dispatch(logoutRequested()), [dispatch]);
  return (
    <Layout showNavigation={showNavigation} accountTypesHeld={accountTypesHeld} onLogout={onLogout}>
      <Suspense fallback={<Spinner label="Loading page" />}>
        <Outlet />
      </Suspense>
      <SessionTimeoutSlot />
    </Layout>
  );
}
