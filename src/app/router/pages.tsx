// Which component renders each page. Feature pages are lazy chunks; a page a later issue builds is
// simply absent here, and its route is left out of the router.
import type { ComponentType } from 'react';
import { LoginPage, UserAccessPage } from '../../features/auth/index';
import { DashboardPage } from '../../features/balances/index';
import { MintBurnPage } from '../../features/mintBurn/index';
import { SavedInstructionsPage } from '../../features/savedInstructions/index';
import { ApplicationErrorPage, TraderUiPage, UnauthorizedPage, UnavailablePage } from '../../features/shell/index';
import type { PageKey } from './routeTable';

export const PAGES: Partial<Record<PageKey, ComponentType>> = {
  login: LoginPage,
  userAccess: UserAccessPage,
  dashboard: DashboardPage,
  mintBurn: MintBurnPage,
  savedInstructions: SavedInstructionsPage,
  unauthorized: UnauthorizedPage,
  unavailable: UnavailablePage,
  applicationError: ApplicationErrorPage,
  traderUi: TraderUiPage,
};
