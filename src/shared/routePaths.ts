// The SPA's route paths, relative to the /institutional basename: the one place they are written.
export const ROUTE_PATHS = {
  login: '/login',
  dashboard: '/dashboard',
  unauthorized: '/unauthorized',
  unavailable: '/unavailable',
  transfer: '/transfer',
  traderUi: '/traderui',
  mintBurn: '/mint-burn',
  documents: '/documents',
  actionItems: '/action-items',
  savedInstructions: '/saved-instructions',
  security: '/security',
} as const;
