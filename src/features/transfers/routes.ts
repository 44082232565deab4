// Where the transfer page and its two directions live (spec part 1 §2), under the /institutional basename.
import { ROUTE_PATHS } from '../../shared/routePaths';

export const TRANSFER_ROUTES = {
  send: `${ROUTE_PATHS.transfer}/send`,
  receive: `${ROUTE_PATHS.transfer}/receive`,
  account: ROUTE_PATHS.dashboard,
  savedInstructions: ROUTE_PATHS.savedInstructions,
} as const;

export type TransferDirection = 'send' | 'receive';
