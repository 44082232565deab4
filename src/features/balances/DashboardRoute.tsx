// The dashboard page as the router mounts it: a lazy chunk of its own (the page, its tables and
// d3), behind a spinner while it downloads.
import { lazyPage } from '../../shared/ui/index';

/** Loads the page's chunk (the router starts it early: while the start-up session check runs). */
export const loadDashboardPage = () => import(/* webpackChunkName: "dashboard" */ './pages/DashboardPage');

// Not from messages.ts: that module would bring every dashboard text into the first page.
export const DashboardPage = lazyPage(loadDashboardPage, 'Loading the dashboard');
