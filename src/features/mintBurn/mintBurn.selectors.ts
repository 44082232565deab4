// Selectors of the Mint & Burn feature. Its reducer may arrive with the signed-in chunk, after the
// first state exists: until then `state.mintBurn` is undefined and these read the initial state.
import { createSelector } from 'reselect';
import { selectSelectedAcctNum, type AccountsState } from '../accounts/index';
import { burnAddressesAdapter, initialMintBurnState, type MintBurnState, type MintDetailsEntry } from './mintBurn.slice';
import type { BurnAddress } from './types';

export interface WithMintBurn {
  mintBurn?: MintBurnState;
}
type WithMintBurnAndAccounts = WithMintBurn & { accounts: AccountsState };

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

// The same, for the account selected in the accounts feature.
export const selectSelectedMintDetails = (state: WithMintBurnAndAccounts) => selectMintDetails(state, selectSelectedAcctNum(state));
