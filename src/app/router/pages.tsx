// Which component renders each page. Feature pages are lazy chunks; a page a later issue builds is
// simply absent here, and its route is left out of the router.
import { lazy, type ComponentType } from 'react';
import { ActionItemsPage } from '../../features/actionItems/entry';
import { LoginPage, UserAccessPage } from '../../features/auth/entry';
import { DashboardPage, loadDashboardPage } from '../../features/balances/entry';
import { DocumentsPage } from '../../features/documents/entry';
import { MintBurnPage } from '../../features/mintBurn/entry';
import { SavedInstructionsPage } from '../../features/savedInstructions/entry';
import { SecurityPage } from '../../features/security/entry';
import { ApplicationErrorPage, TraderUiPage, UnavailablePage } from '../../features/shell/entry';
import { TransferPage } from '../../features/transfers/entry';
import type { PageKey } from './routeTable';

// /unauthorized's way out (the account selector, LOG OUT) is no part of the first page: a chunk.
const UnauthorizedRoute = lazy(() => import(/* webpackChunkName: "unauthorized" */ './UnauthorizedRoute').then((m) => ({ default: m.UnauthorizedRoute })));

export const PAGES: Partial<Record<PageKey, ComponentType>> = {
  login: LoginPage,
  userAccess: UserAccessPage,
  dashboard: DashboardPage,
  mintBurn: MintBurnPage,
  savedInstructions: SavedInstructionsPage,
  transfer: TransferPage,
  actionItems: ActionItemsPage,
  documents: DocumentsPage,
  security: SecurityPage,
  unauthorized: UnauthorizedRoute,
  unavailable: UnavailablePage,
  applicationError: ApplicationErrorPage,
  traderUi: TraderUiPage,
};

/**
 * The chunks of a lazy page that needs a signed-in user, loaded while the start-up session check
 * runs (RouteGuard) rather than after it and the accounts: the dashboard's largest paint waited
 * for the check, then the portal chunk, then the accounts, then its own chunk, one after another.
 */
export const PAGE_PRELOADS: Partial<Record<PageKey, () => Promise<unknown>>> = {
  dashboard: loadDashboardPage,
};
