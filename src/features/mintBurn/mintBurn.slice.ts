// Mint & Burn state: per market-maker account, its mint details, its saved digital asset addresses
// (the Mint tab names where minted FIDD goes: issue 27, only while mm-sdai is on) and its burn
// addresses (an entity adapter, newest first); the one burn-address generation that may run at a time; the copy
// feedback. The sagas put these events; reducers ignore answers that make no sense in the current
// status (a stale or repeated answer changes nothing).
import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadStatus } from '../../shared/loadStatus';
import { accountsActions } from '../accounts/index';
import { sessionActions } from '../session/index';
import type { BurnAddress, GenerationStatus, HistoricalBurnAddress, MintAccountDetails, SavedAddress } from './types';

export const burnAddressesAdapter = createEntityAdapter<BurnAddress>({
  selectId: (a) => a.walletAddress,
  sortComparer: (a, b) => b.rank - a.rank,
});

export interface MintDetailsEntry {
  status: LoadStatus;
  details: MintAccountDetails | null;
}

export interface MintAddressesEntry {
  status: LoadStatus;
  addresses: readonly SavedAddress[];
}

export type BurnHistoryEntry = EntityState<BurnAddress> & { status: LoadStatus };

export interface MintBurnState {
  /** The page is on screen: account changes then reload its data. */
  pageOpen: boolean;
  mintDetails: Record<string, MintDetailsEntry>;
  mintAddresses: Record<string, MintAddressesEntry>;
  burnHistory: Record<string, BurnHistoryEntry>;
  generation: { status: GenerationStatus; acctNum: string | null; requestId: string | null };
  copy: { copiedAddress: string | null; until: number | null; failedAddress: string | null };
}

export const initialMintBurnState: MintBurnState = {
  pageOpen: false,
  mintDetails: {},
  mintAddresses: {},
  burnHistory: {},
  generation: { status: 'idle', acctNum: null, requestId: null },
  copy: { copiedAddress: null, until: null, failedAddress: null },
};

const emptyHistory = (status: LoadStatus): BurnHistoryEntry => burnAddressesAdapter.getInitialState({ status });

/** Newest first by availableDate; equal dates keep the gateway's order (the later generated first). */
export function rankHistory(addresses: readonly HistoricalBurnAddress[]): BurnAddress[] {
  const sorted = addresses
    .map((address, index) => ({ address, index, time: Date.parse(address.availableDate) }))
    .sort((a, b) => b.time - a.time || a.index - b.index);
  return sorted.map(({ address }, position) => ({ ...address, rank: sorted.length - position }));
}

const topRank = (entry: BurnHistoryEntry): number =>
  entry.ids.reduce<number>((top, id) => Math.max(top, entry.entities[id]?.rank ?? 0), 0);

const mintBurnSlice = createSlice({
  name: 'mintBurn',
  initialState: initialMintBurnState,
  reducers: {
    pageOpened: (state) => {
      state.pageOpen = true;
    },
    pageClosed: (state) => {
      state.pageOpen = false;
    },

    mintDetailsRequested: (state, action: PayloadAction<{ acctNum: string }>) => {
      state.mintDetails[action.payload.acctNum] = { status: 'pending', details: null };
    },
    mintDetailsLoaded: (state, action: PayloadAction<{ acctNum: string; details: MintAccountDetails }>) => {
      const entry = state.mintDetails[action.payload.acctNum];
      if (entry?.status !== 'pending') return;
      state.mintDetails[action.payload.acctNum] = { status: 'succeeded', details: action.payload.details };
    },
    mintDetailsFailed: (state, action: PayloadAction<{ acctNum: string }>) => {
      const entry = state.mintDetails[action.payload.acctNum];
      if (entry?.status !== 'pending') return;
      state.mintDetails[action.payload.acctNum] = { status: 'failed', details: null };
    },

    mintAddressesRequested: (state, action: PayloadAction<{ acctNum: string }>) => {
      state.mintAddresses[action.payload.acctNum] = { status: 'pending', addresses: [] };
    },
    mintAddressesLoaded: (state, action: PayloadAction<{ acctNum: string; addresses: SavedAddress[] }>) => {
      if (state.mintAddresses[action.payload.acctNum]?.status !== 'pending') return;
      state.mintAddresses[action.payload.acctNum] = { status: 'succeeded', addresses: action.payload.addresses };
    },
    mintAddressesFailed: (state, action: PayloadAction<{ acctNum: string }>) => {
      if (state.mintAddresses[action.payload.acctNum]?.status !== 'pending') return;
      state.mintAddresses[action.payload.acctNum] = { status: 'failed', addresses: [] };
    },

    burnHistoryRequested: (state, action: PayloadAction<{ acctNum: string }>) => {
      state.burnHistory[action.payload.acctNum] = emptyHistory('pending');
    },
    burnHistoryLoaded: (state, action: PayloadAction<{ acctNum: string; addresses: HistoricalBurnAddress[] }>) => {
      const entry = state.burnHistory[action.payload.acctNum];
      if (entry?.status !== 'pending') return;
      // Addresses generated while the history was loading stay first, in the order they came.
      const generatedMeanwhile = burnAddressesAdapter.getSelectors().selectAll(entry).reverse();
      const loaded = rankHistory(action.payload.addresses);
      const next = burnAddressesAdapter.setAll(emptyHistory('succeeded'), loaded);
      state.burnHistory[action.payload.acctNum] = burnAddressesAdapter.upsertMany(
        next,
        generatedMeanwhile.map((address, index) => ({ ...address, rank: loaded.length + index + 1 })),
      );
    },
    /**
     * Spec part 1 §8: a failed history shows no addresses (and still the Generate button). The
     * request emptied the list; only an address generated while it was loading is kept.
     */
    burnHistoryFailed: (state, action: PayloadAction<{ acctNum: string }>) => {
      const entry = state.burnHistory[action.payload.acctNum];
      if (entry?.status !== 'pending') return;
      entry.status = 'failed';
    },

    /** The user pressed Generate Burn Address; the saga (takeLeading) decides whether it runs. */
    burnAddressRequested: (_state, _action: PayloadAction<{ acctNum: string }>) => undefined,
    burnAddressGenerationStarted: (state, action: PayloadAction<{ acctNum: string; requestId: string }>) => {
      if (state.generation.status === 'generating') return;
      state.generation = { status: 'generating', ...action.payload };
    },
    /** The new address goes first in the list and becomes the current burn address (spec part 1 §4). */
    burnAddressGenerated: (state, action: PayloadAction<{ acctNum: string; requestId: string; address: HistoricalBurnAddress }>) => {
      const { acctNum, requestId, address } = action.payload;
      if (state.generation.status !== 'generating' || state.generation.requestId !== requestId) return;
      state.generation.status = 'succeeded';
      const entry = state.burnHistory[acctNum] ?? emptyHistory('idle');
      state.burnHistory[acctNum] = burnAddressesAdapter.upsertOne(entry, { ...address, rank: topRank(entry) + 1 });
    },
    burnAddressGenerationFailed: (state, action: PayloadAction<{ acctNum: string; requestId: string }>) => {
      if (state.generation.status !== 'generating' || state.generation.requestId !== action.payload.requestId) return;
      state.generation.status = 'failed';
    },

    addressCopyRequested: (_state, _action: PayloadAction<{ address: string }>) => undefined,
    /** 'Address copied' and the button's 'Copied' last until `until` (5 s, spec part 1 §9). */
    addressCopied: (state, action: PayloadAction<{ address: string; until: number }>) => {
      state.copy = { copiedAddress: action.payload.address, until: action.payload.until, failedAddress: null };
    },
    addressCopyFailed: (state, action: PayloadAction<{ address: string }>) => {
      state.copy = { copiedAddress: null, until: null, failedAddress: action.payload.address };
    },
    copyFeedbackExpired: (state, action: PayloadAction<{ address: string }>) => {
      if (state.copy.copiedAddress !== action.payload.address) return;
      state.copy = initialMintBurnState.copy;
    },
  },
  // Logout clears state (spec part 2 §4), as does clearing the accounts; the page stays open.
  extraReducers: (builder) =>
    builder
      .addCase(accountsActions.cleared, (state) => ({ ...initialMintBurnState, pageOpen: state.pageOpen }))
      .addCase(sessionActions.loggedOut, () => initialMintBurnState),
});

export const mintBurnActions = mintBurnSlice.actions;
export const mintBurnReducer = mintBurnSlice.reducer;
