// The dashboard page as the router mounts it: a lazy chunk of its own (the page, its tables and
// d3), behind the page's frame while it downloads.
import { lazyPage } from '../../shared/ui/index';
import { DashboardFrame } from './components/DashboardFrame';

// Not from messages.ts: that module would bring every dashboard text into the first page.
// While the chunk loads, the page's own frame (its title, account bar and a placeholder), not a spinner.
export const DashboardPage = lazyPage(() => import(/* webpackChunkName: "dashboard" */ './pages/DashboardPage'), 'Loading the dashboard', DashboardFrame);

/**
 * Loads the page's chunk (the router starts it early: at boot on /dashboard, while the start-up
 * session check runs); once it has arrived, the page renders without a fallback.
 */
export const loadDashboardPage = () => DashboardPage.preload();
