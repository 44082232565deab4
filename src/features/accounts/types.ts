import type { AccountType } from '../../api/contract/accounts';
import type { AccountDetailsDto } from '../../api/contract/firmAccounts';
import type { SecurityDto } from '../../api/contract/securities';

/** Account entity (spec part 2 §3). */
export interface Account {
  acctNum: string;
  firmId: string;
  accountShortName: string;
  accountDisplayName: string;
  firmName: string;
  accountType: AccountType;
}

export interface EntitlementAction {
  actionName: string;
  permissions: string[];
}

/** Account details (spec part 2 §3), as the gateway sends them. */
export type AccountDetails = AccountDetailsDto;

/** Security/asset (spec part 2 §3); display.symbol identifies it. */
export type Security = SecurityDto;

/**
 * Where a selection came from: the starting account after the list loaded, the user's choice, or
 * a change made in another tab (mirrored here, so neither remembered nor broadcast again).
 */
export type SelectionSource = 'start' | 'user' | 'otherTab';
