// The dashboard page as the router mounts it: its frame (title, account bar, a placeholder: the
// first page's bundle) at once, and inside it the selected account's figures from a lazy chunk of
// their own (the tables and d3) once it has come. The frame is not mounted again when the chunk
// arrives: the same elements stay on screen (its client-support block is the page's largest paint,
// which a new element would have painted again: ADR 0022, sixth pass).
import { lazyPage } from '../../shared/ui/index';
import { BalancesPlaceholder, DashboardFrame } from './components/DashboardFrame';
import { DASHBOARD_FRAME_MESSAGES } from './frameMessages';

const ContentPlaceholder = () => <BalancesPlaceholder label={DASHBOARD_FRAME_MESSAGES.loadingAccounts} />;

// Not from messages.ts: that module would bring every dashboard text into the first page.
const DashboardContent = lazyPage(
  () => import(/* webpackChunkName: "dashboard" */ './pages/DashboardPage').then((module) => ({ default: module.DashboardContent })),
  'Loading the dashboard',
  ContentPlaceholder,
);

export function DashboardPage() {
  return (
    <DashboardFrame>
      <DashboardContent />
    </DashboardFrame>
  );
}

/**
 * Loads the page's chunk (boot starts it once the frame is on screen, the route guard once the
 * user is signed in); once it has arrived, its content renders without a fallback.
 */
export const loadDashboardPage = () => DashboardContent.preload();
