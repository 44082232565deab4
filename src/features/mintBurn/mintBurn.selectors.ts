// Selectors of the Mint & Burn feature. Its reducer may arrive with the signed-in chunk, after the
// first state exists: until then `state.mintBurn` is undefined and these read the initial state.
import { createSelector } from 'reselect';
import { selectSelectedAccountDetails, selectSelectedAcctNum, type AccountsState } from '../accounts/index';
import { selectFlag } from '../system/index';
import { burnAddressesAdapter, initialMintBurnState, type MintAddressesEntry, type MintBurnState, type MintDetailsEntry } from './mintBurn.slice';
import type { BurnAddress, SavedAddress } from './types';

export interface WithMintBurn {
  mintBurn?: MintBurnState;
}
type WithMintBurnAndAccounts = WithMintBurn & { accounts: AccountsState };
type WithMintBurnAndFlags = WithMintBurnAndAccounts & Parameters<typeof selectFlag>[0];

const selectMintBurnState = (state: WithMintBurn): MintBurnState => state.mintBurn ?? initialMintBurnState;

export const selectMintBurnPageOpen = (state: WithMintBurn) => selectMintBurnState(state).pageOpen;

const IDLE_MINT_DETAILS: MintDetailsEntry = { status: 'idle', details: null };
const NO_ADDRESSES: readonly BurnAddress[] = [];
const { selectAll: allBurnAddresses } = burnAddressesAdapter.getSelectors();

/** The mint details of an account with their load status. */
export const selectMintDetails = (state: WithMintBurn, acctNum: string | null): MintDetailsEntry =>
  (acctNum && selectMintBurnState(state).mintDetails[acctNum]) || IDLE_MINT_DETAILS;

export const selectBurnHistoryStatus = (state: WithMintBurn, acctNum: string | null) =>
  (acctNum && selectMintBurnState(state).burnHistory[acctNum]?.status) || 'idle';

const selectBurnHistoryEntry = (state: WithMintBurn, acctNum: string | null) =>
  acctNum ? selectMintBurnState(state).burnHistory[acctNum] : undefined;

/** An account's burn addresses, newest first (the same array while they do not change). */
export const selectBurnAddresses = createSelector([selectBurnHistoryEntry], (entry): readonly BurnAddress[] =>
  entry ? allBurnAddresses(entry) : NO_ADDRESSES,
);

/** The burn address the page shows with its QR code: the newest (a new one goes first). */
export const selectCurrentBurnAddress = (state: WithMintBurn, acctNum: string | null): BurnAddress | null =>
  selectBurnAddresses(state, acctNum)[0] ?? null;

export const selectGeneration = (state: WithMintBurn) => selectMintBurnState(state).generation;

/** One generation runs at a time (takeLeading), whatever the account: the button waits for it. */
export const selectIsGenerating = (state: WithMintBurn) => selectGeneration(state).status === 'generating';

export const selectCopyFeedback = (state: WithMintBurn) => selectMintBurnState(state).copy;

/** The asset minted: the Mint tab names the saved addresses on its network. */
const MINTED_ASSET = 'FIDD';
const IDLE_MINT_ADDRESSES: MintAddressesEntry = { status: 'idle', addresses: [] };
const selectMintAddressesEntry = (state: WithMintBurn, acctNum: string | null): MintAddressesEntry =>
  (acctNum && selectMintBurnState(state).mintAddresses[acctNum]) || IDLE_MINT_ADDRESSES;

/**
 * Where the Mint tab says minted FIDD goes (spec part 1 §1–§2, issue 27): with mm-sdai off a
 * market maker has no saved addresses, so the tab names none ('unnamed'); on, the selected
 * account's ACTIVE saved addresses on FIDD's network (from its account details), 'none' when it has
 * none yet, 'loading' until the list and the details are in, 'failed' when the list failed.
 */
export type MintDestination =
  | { kind: 'unnamed' }
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'none'; network: string }
  | { kind: 'addresses'; network: string; addresses: readonly SavedAddress[] };

export const selectMintDestination = createSelector(
  [
    (state: WithMintBurnAndFlags) => selectFlag(state, 'mm-sdai'),
    (state: WithMintBurnAndFlags, acctNum: string) => selectMintAddressesEntry(state, acctNum),
    (state: WithMintBurnAndFlags, acctNum: string) => {
      const details = selectSelectedAccountDetails(state);
      return details?.selectedAccountId === acctNum ? details : null;
    },
  ],
  (marketMakerAddresses, entry, details): MintDestination => {
    if (!marketMakerAddresses) return { kind: 'unnamed' };
    if (entry.status === 'failed') return { kind: 'failed' };
    if (entry.status !== 'succeeded' || !details) return { kind: 'loading' };
    const fidd = [...details.toaOutEnabledAssets, ...details.toaInEnabledAssets].find((a) => a.symbol === MINTED_ASSET);
    const network = fidd?.network ?? '';
    const addresses = entry.addresses.filter((a) => a.status === 'ACTIVE' && a.network === network);
    return addresses.length > 0 ? { kind: 'addresses', network, addresses } : { kind: 'none', network };
  },
);

// The same, for the account selected in the accounts feature.
export const selectSelectedMintDetails = (state: WithMintBurnAndAccounts) => selectMintDetails(state, selectSelectedAcctNum(state));
