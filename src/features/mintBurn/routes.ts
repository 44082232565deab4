// Where the Mint & Burn page and its tabs live (spec part 1 §2), under the /institutional basename.
import { ROUTE_PATHS } from '../../shared/routePaths';

export const MINT_BURN_ROUTES = {
  mint: `${ROUTE_PATHS.mintBurn}/mint`,
  burn: `${ROUTE_PATHS.mintBurn}/burn`,
  /** The back-to-account link. */
  account: ROUTE_PATHS.dashboard,
  /** Where the address minted FIDD goes to is kept. */
  digitalAssetInstructions: `${ROUTE_PATHS.savedInstructions}/digital-asset-instructions`,
} as const;

export type MintBurnTab = 'mint' | 'burn';
