// The dashboard page as the router mounts it: a lazy chunk of its own (the page, its tables and
// d3), behind a spinner while it downloads.
import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/index';
import { BALANCES_MESSAGES as M } from './messages';

const LazyDashboardPage = lazy(() => import(/* webpackChunkName: "dashboard" */ './pages/DashboardPage'));

export function DashboardPage() {
  return (
    <Suspense fallback={<Spinner label={M.loadingAccounts} />}>
      <LazyDashboardPage />
    </Suspense>
  );
}
