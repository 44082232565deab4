// The dashboard page as the router mounts it: a lazy chunk of its own (the page, its tables and
// d3), behind a spinner while it downloads.
import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/index';

/** Loads the page's chunk (the router starts it early: while the start-up session check runs). */
export const loadDashboardPage = () => import(/* webpackChunkName: "dashboard" */ './pages/DashboardPage');

const LazyDashboardPage = lazy(loadDashboardPage);

// Not from messages.ts: that module would bring every dashboard text into the first page.
const LOADING_LABEL = 'Loading the dashboard';

export function DashboardPage() {
  return (
    <Suspense fallback={<Spinner label={LOADING_LABEL} />}>
      <LazyDashboardPage />
    </Suspense>
  );
}
