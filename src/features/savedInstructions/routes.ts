// Where the saved-instructions page and its tabs live (spec part 1 §2, part 2 §2), under the
// /institutional basename.
import { ROUTE_PATHS } from '../../shared/routePaths';

export const SAVED_INSTRUCTION_ROUTES = {
  wire: `${ROUTE_PATHS.savedInstructions}/wire-instructions`,
  address: `${ROUTE_PATHS.savedInstructions}/digital-asset-instructions`,
} as const;

export type SavedInstructionsTab = 'wire' | 'address';

/** The wire list query (spec part 2 §3, §9): page 1 of active and pending instructions. */
export const WIRE_LIST_PAGE = 1;
/**
 * The table pages on screen (page size 5, options 20, 50, 100), so the query asks for the largest
 * option at once: an account holds at most maxWireInstructionsPermitted of them (docs/spec-choices.md).
 */
export const WIRE_LIST_COUNT = 100;
export const TABLE_PAGE_SIZE = 5;
export const TABLE_PAGE_SIZE_OPTIONS: readonly number[] = [20, 50, 100];
