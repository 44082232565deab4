// The page and its two lists (spec part 2 §2–§3): whether the page is on screen, and per account a
// page of saved wire instructions and the digital asset instructions, each with its load status.
// An answer without its request, or after a failure, changes nothing.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SavedDigitalAssetInstructionDto, SavedWireInstructionPageDto } from '../../../api/contract/savedInstructions';
import { addressInstructionsAdapter, initialSavedInstructionsState, SLICE_NAME, wireInstructionsAdapter, type Acct } from './shape';

export const listsSlice = createSlice({
  name: SLICE_NAME,
  initialState: initialSavedInstructionsState,
  reducers: {
    pageOpened: (state) => {
      state.pageOpen = true;
    },
    pageClosed: (state) => {
      state.pageOpen = false;
    },

    /** The allow-list changed (enable, disable): the lists are loaded again. */
    listsReloadRequested: () => undefined,

    wireListRequested: (state, action: PayloadAction<Acct & { page: number; count: number }>) => {
      const { acctNum, page, count } = action.payload;
      state.wires[acctNum] = { ...wireInstructionsAdapter.getInitialState(), status: 'pending', page, count, totalRecords: 0, error: null };
    },
    wireListLoaded: (state, action: PayloadAction<Acct & { result: SavedWireInstructionPageDto }>) => {
      const entry = state.wires[action.payload.acctNum];
      if (entry?.status !== 'pending') return;
      const { items, page, count, totalRecords } = action.payload.result;
      state.wires[action.payload.acctNum] = { ...wireInstructionsAdapter.setAll(entry, items), status: 'succeeded', page, count, totalRecords, error: null };
    },
    wireListFailed: (state, action: PayloadAction<Acct & { error: string }>) => {
      const entry = state.wires[action.payload.acctNum];
      if (entry?.status !== 'pending') return;
      entry.status = 'failed';
      entry.error = action.payload.error;
    },

    addressListRequested: (state, action: PayloadAction<Acct>) => {
      state.addresses[action.payload.acctNum] = { ...addressInstructionsAdapter.getInitialState(), status: 'pending', error: null };
    },
    addressListLoaded: (state, action: PayloadAction<Acct & { items: SavedDigitalAssetInstructionDto[] }>) => {
      const entry = state.addresses[action.payload.acctNum];
      if (entry?.status !== 'pending') return;
      state.addresses[action.payload.acctNum] = { ...addressInstructionsAdapter.setAll(entry, action.payload.items), status: 'succeeded', error: null };
    },
    addressListFailed: (state, action: PayloadAction<Acct & { error: string }>) => {
      const entry = state.addresses[action.payload.acctNum];
      if (entry?.status !== 'pending') return;
      entry.status = 'failed';
      entry.error = action.payload.error;
    },
  },
});
