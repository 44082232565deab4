// The navigation menu of spec part 1 §2, by the account types the user holds:
//   none → ACCOUNTS, DOCUMENTS, ACTION ITEMS
//   custody, collateral or sub-custody → ACCOUNTS, TRANSFER, TRADE, DOCUMENTS, ACTION ITEMS
//   market maker → ACCOUNTS, MINT & BURN, DOCUMENTS, ACTION ITEMS
//   market maker plus other types → all six
// MINT & BURN only while the MarketMaker flag is on (part 1 §4: the route needs it; the gateway
// refuses Mint & Burn calls without it, so the item is not offered to a page that would redirect),
// plus SECURITY last for every signed-in user (issue 25: their security events and sessions),
// plus SAVED INSTRUCTIONS after ACCOUNTS for a user holding any account (the spec's menu does not
// name it; its page needs a selected account; docs/spec-choices.md).
import type { AccountType } from '../../api/contract/accounts';
import { NAV_LABELS } from './signedInMessages';
import { ROUTE_PATHS } from '../../shared/routePaths';

export type NavItemId = keyof typeof NAV_LABELS;

export interface NavItem {
  id: NavItemId;
  label: string;
  /** Route path under the /institutional basename. */
  path: string;
}

const item = (id: NavItemId, path: string): NavItem => ({ id, label: NAV_LABELS[id], path });

const ACCOUNTS = item('accounts', ROUTE_PATHS.dashboard);
const SAVED_INSTRUCTIONS = item('savedInstructions', ROUTE_PATHS.savedInstructions);
const TRANSFER = item('transfer', ROUTE_PATHS.transfer);
const TRADE = item('trade', ROUTE_PATHS.traderUi);
const MINT_BURN = item('mintBurn', ROUTE_PATHS.mintBurn);
const DOCUMENTS = item('documents', ROUTE_PATHS.documents);
const ACTION_ITEMS = item('actionItems', ROUTE_PATHS.actionItems);
const SECURITY = item('security', ROUTE_PATHS.security);

export function navigationItemsFor(accountTypesHeld: readonly AccountType[], flags: { marketMaker: boolean }): NavItem[] {
  const marketMaker = flags.marketMaker && accountTypesHeld.includes('MARKET_MAKER');
  // Transfer and trade belong to the custody family (custody, sub-custody, collateral).
  const custodyFamily = accountTypesHeld.some((type) => type !== 'MARKET_MAKER');
  return [
    ACCOUNTS,
    ...(accountTypesHeld.length > 0 ? [SAVED_INSTRUCTIONS] : []),
    ...(custodyFamily ? [TRANSFER, TRADE] : []),
    ...(marketMaker ? [MINT_BURN] : []),
    DOCUMENTS,
    ACTION_ITEMS,
    SECURITY,
  ];
}
