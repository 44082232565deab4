// Every route of spec part 1 §2 with its guard requirements. A route whose page a later issue
// builds has no `page` yet and is left out of the router (its path then falls through to login).
import { matchPath } from 'react-router-dom';
import { ROUTE_PATHS } from '../../shared/routePaths';
import { ENTITLEMENTS, type RouteRequirement } from './guards';

export type PageKey =
  | 'login'
  | 'userAccess'
  | 'unauthorized'
  | 'unavailable'
  | 'applicationError'
  | 'dashboard'
  | 'transfer'
  | 'mintBurn'
  | 'documents'
  | 'savedInstructions'
  | 'actionItems'
  | 'security'
  | 'traderUi';

export interface RouteSpec {
  path: string;
  page: PageKey;
  requirements: readonly RouteRequirement[];
  /** The login, user-access and status pages hide the navigation (spec part 1 §2). */
  showNavigation: boolean;
  /** The page shows its own frame while the guard waits for the account data (RouteGuard), not the guard's spinner. */
  showsPageWhileLoading?: boolean;
}

const signedIn: RouteRequirement = { kind: 'signedIn' };
const dashboardEntitlement: RouteRequirement = { kind: 'entitlement', anyOf: [ENTITLEMENTS.dashboard] };

export const ROUTE_TABLE: readonly RouteSpec[] = [
  { path: 'login', page: 'login', requirements: [{ kind: 'preLogin' }], showNavigation: false },
  { path: 'user-access/*', page: 'userAccess', requirements: [], showNavigation: false },
  { path: 'unauthorized', page: 'unauthorized', requirements: [], showNavigation: false },
  { path: 'unavailable', page: 'unavailable', requirements: [], showNavigation: false },
  { path: 'application-error', page: 'applicationError', requirements: [], showNavigation: false },
  { path: 'dashboard', page: 'dashboard', requirements: [signedIn, dashboardEntitlement], showNavigation: true, showsPageWhileLoading: true },
  {
    path: 'transfer/*',
    page: 'transfer',
    requirements: [signedIn, dashboardEntitlement, { kind: 'accountType', types: ['CUSTODY', 'SUB_CUSTODY', 'COLLATERAL'] }],
    showNavigation: true,
  },
  {
    path: 'mint-burn/*',
    page: 'mintBurn',
    // No account-type guard: a user without market-maker accounts sees the page's own no-access
    // message (spec part 1 §2 "a user who is not market-maker sees a no-access message";
    // docs/spec-choices.md) instead of a silent redirect to /dashboard.
    requirements: [signedIn, dashboardEntitlement, { kind: 'featureFlag', flag: 'MarketMaker' }],
    showNavigation: true,
  },
  { path: 'documents', page: 'documents', requirements: [signedIn], showNavigation: true },
  { path: 'saved-instructions/*', page: 'savedInstructions', requirements: [signedIn, dashboardEntitlement, { kind: 'accountSelected' }], showNavigation: true },
  { path: 'action-items', page: 'actionItems', requirements: [signedIn], showNavigation: true },
  { path: 'security', page: 'security', requirements: [signedIn], showNavigation: true },
  { path: 'traderui', page: 'traderUi', requirements: [signedIn], showNavigation: true },
];

/** Paths that only redirect (spec part 1 §2). Everything unknown goes to login. */
export const REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  { from: '', to: ROUTE_PATHS.login },
  { from: 'maker-checker', to: ROUTE_PATHS.actionItems },
];

/** The route of the page at `pathname` (without the basename), if any. */
export function routeAt(pathname: string): RouteSpec | undefined {
  return ROUTE_TABLE.find((r) => matchPath({ path: `/${r.path}`, end: true }, pathname));
}

/** Whether the page at `pathname` (without the basename) shows the navigation menu. */
export function showsNavigation(pathname: string): boolean {
  return routeAt(pathname)?.showNavigation ?? false;
}
