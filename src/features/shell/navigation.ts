// The navigation menu of spec part 1 §2, by the account types the user holds:
//   none → ACCOUNTS, DOCUMENTS, ACTION ITEMS
//   custody, collateral or sub-custody → ACCOUNTS, TRANSFER, TRADE, DOCUMENTS, ACTION ITEMS
//   market maker → ACCOUNTS, MINT & BURN, DOCUMENTS, ACTION ITEMS
//   market maker plus other types → all six
import type { AccountType } from '../../api/contract/accounts';
import { NAV_LABELS } from './messages';

export type NavItemId = keyof typeof NAV_LABELS;

export interface NavItem {
  id: NavItemId;
  label: string;
  /** Route path under the /institutional basename. */
  path: string;
}

const item = (id: NavItemId, path: string): NavItem => ({ id, label: NAV_LABELS[id], path });

const ACCOUNTS = item('accounts', '/dashboard');
const TRANSFER = item('transfer', '/transfer');
const TRADE = item('trade', '/traderui');
const MINT_BURN = item('mintBurn', '/mint-burn');
const DOCUMENTS = item('documents', '/documents');
const ACTION_ITEMS = item('actionItems', '/action-items');

export function navigationItemsFor(accountTypesHeld: readonly AccountType[]): NavItem[] {
  const marketMaker = accountTypesHeld.includes('MARKET_MAKER');
  // Transfer and trade belong to the custody family (custody, sub-custody, collateral).
  const custodyFamily = accountTypesHeld.some((type) => type !== 'MARKET_MAKER');
  return [
    ACCOUNTS,
    ...(custodyFamily ? [TRANSFER, TRADE] : []),
    ...(marketMaker ? [MINT_BURN] : []),
    DOCUMENTS,
    ACTION_ITEMS,
  ];
}
