// The flags that govern saved digital asset instructions and the allow-list (spec part 2 §6 names
// them, issue 27; the team's reading is in docs/spec-choices.md). Read by the address book inside
// the transaction that would change the state, so a flag switched meanwhile is never missed:
//   aa         off → the allow-list's settings cannot change (enable, edit, disable)
//   disEnabled off → the allow-list cannot be disabled (the custodian runs no video identity verification)
//   mm-sdai    off → a market-maker account has no saved addresses to list, create or delete
// A flag missing or unreadable is off (FeatureFlagStore.get answers null or false).
import type { AccountType } from '../../../../src/api/contract/accounts';
import type { FeatureFlagStore } from '../platform/featureFlags';

export type FlagReader = Pick<FeatureFlagStore, 'get'>;

/** Why the flags refuse a change of the allow-list's settings, or null when they allow it. */
export function allowListFlagRefusal(flags: FlagReader, change: 'enable' | 'edit' | 'disable'): 'allowListOff' | 'disablingOff' | null {
  if (flags.get('aa') !== true) return 'allowListOff';
  if (change === 'disable' && flags.get('disEnabled') !== true) return 'disablingOff';
  return null;
}

/** A market-maker account's saved addresses are closed while mm-sdai is off; other accounts' never. */
export const marketMakerAddressesClosed = (flags: FlagReader, accountType: AccountType): boolean =>
  accountType === 'MARKET_MAKER' && flags.get('mm-sdai') !== true;
