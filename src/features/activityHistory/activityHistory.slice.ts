// Activity History state (spec part 2 §3 "Filter state": days, asset, type, the sorted data through
// the grid's view, call status): the selected account's records of the chosen window, the grid's
// sort and filter, and the one export that may run. The records are kept as the gateway ordered
// them (newest first) and replaced whole by each load, so they are a plain array, not an entity
// adapter (ADR 0019). Reducers ignore answers that do not match the request in flight.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_ACTIVITY_DAYS,
  type ActivityDays,
  type ActivityTypeFilter,
  type TransactionRecordDto,
} from '../../api/contract/activityHistory';
import type { LoadStatus } from '../../shared/loadStatus';
import { accountsActions } from '../accounts/index';
import { sessionActions } from '../session/index';
import { NO_GRID_VIEW, type GridSort, type GridView } from './view';

export interface ActivityFilters {
  days: ActivityDays;
  /** An asset symbol, or '' for every asset. */
  asset: string;
  /** '' is All Activity. */
  transferType: ActivityTypeFilter;
}

export type ExportFormat = 'csv' | 'pdf';

/** The export's lifecycle; one runs at a time. */
export type ExportState =
  | { status: 'idle' }
  | { status: 'running'; format: ExportFormat; fileName: string; done: number; total: number }
  | { status: 'succeeded'; format: ExportFormat; fileName: string; total: number }
  | { status: 'failed'; format: ExportFormat; message: string }
  | { status: 'cancelled'; format: ExportFormat };

export interface ActivityHistoryState {
  /** The card is on screen: its init loads the history, account changes reload it. */
  cardOpen: boolean;
  /** The account the records below belong to (or are loading for). */
  acctNum: string | null;
  filters: ActivityFilters;
  status: LoadStatus;
  /** The filters of the request in flight or answered. */
  requested: ActivityFilters | null;
  /** Frozen by the load (only the list: Immer then leaves the records as they came; nothing changes them). */
  records: readonly TransactionRecordDto[];
  /** When the records were loaded (ms): the end of the exports' date range. */
  loadedAt: number | null;
  /** The state message of a failed load (spec §4). */
  message: string | null;
  view: GridView;
  export: ExportState;
}

export const DEFAULT_ACTIVITY_FILTERS: ActivityFilters = { days: DEFAULT_ACTIVITY_DAYS, asset: '', transferType: '' };

export const initialActivityHistoryState: ActivityHistoryState = {
  cardOpen: false,
  acctNum: null,
  filters: DEFAULT_ACTIVITY_FILTERS,
  status: 'idle',
  requested: null,
  records: [],
  loadedAt: null,
  message: null,
  view: NO_GRID_VIEW,
  export: { status: 'idle' },
};

const sameFilters = (a: ActivityFilters | null, b: ActivityFilters) =>
  a !== null && a.days === b.days && a.asset === b.asset && a.transferType === b.transferType;

const activityHistorySlice = createSlice({
  name: 'activityHistory',
  initialState: initialActivityHistoryState,
  reducers: {
    cardOpened: (state) => {
      state.cardOpen = true;
    },
    cardClosed: (state) => {
      state.cardOpen = false;
    },

    // The filters (spec §4): each change reloads with all three.
    daysSelected: (state, action: PayloadAction<{ days: ActivityDays }>) => {
      state.filters.days = action.payload.days;
    },
    assetSelected: (state, action: PayloadAction<{ asset: string }>) => {
      state.filters.asset = action.payload.asset;
    },
    activityTypeSelected: (state, action: PayloadAction<{ transferType: ActivityTypeFilter }>) => {
      state.filters.transferType = action.payload.transferType;
    },

    historyRequested: (state, action: PayloadAction<{ acctNum: string; filters: ActivityFilters }>) => {
      state.acctNum = action.payload.acctNum;
      state.requested = action.payload.filters;
      state.status = 'pending';
      state.records = [];
      state.loadedAt = null;
      state.message = null;
    },
    historyLoaded: (state, action: PayloadAction<{ acctNum: string; filters: ActivityFilters; records: readonly TransactionRecordDto[]; loadedAt: number }>) => {
      const { acctNum, filters, records, loadedAt } = action.payload;
      if (state.status !== 'pending' || acctNum !== state.acctNum || !sameFilters(state.requested, filters)) return;
      state.status = 'succeeded';
      // Kept as it came (frozen): the draft's mutable type is only Immer's view of it.
      state.records = records as typeof state.records;
      state.loadedAt = loadedAt;
    },
    /** Spec §4: a failure empties the table and shows the error notice. */
    historyFailed: (state, action: PayloadAction<{ acctNum: string; message: string }>) => {
      if (state.status !== 'pending' || action.payload.acctNum !== state.acctNum) return;
      state.status = 'failed';
      state.records = [];
      state.message = action.payload.message;
    },

    gridSorted: (state, action: PayloadAction<{ sort: GridSort[] }>) => {
      state.view.sort = action.payload.sort;
    },
    gridFiltered: (state, action: PayloadAction<{ filter: GridView['filter'] }>) => {
      state.view.filter = action.payload.filter;
    },

    /** CSV or PDF pressed: the export saga decides whether it runs (one at a time). */
    exportRequested: (_state, _action: PayloadAction<{ format: ExportFormat }>) => undefined,
    exportStarted: (state, action: PayloadAction<{ format: ExportFormat; fileName: string; total: number }>) => {
      if (state.export.status === 'running') return;
      state.export = { status: 'running', ...action.payload, done: 0 };
    },
    exportProgressed: (state, action: PayloadAction<{ done: number }>) => {
      if (state.export.status !== 'running') return;
      state.export.done = Math.min(action.payload.done, state.export.total);
    },
    exportSucceeded: (state) => {
      if (state.export.status !== 'running') return;
      const { format, fileName, total } = state.export;
      state.export = { status: 'succeeded', format, fileName, total };
    },
    exportFailed: (state, action: PayloadAction<{ message: string }>) => {
      if (state.export.status !== 'running') return;
      state.export = { status: 'failed', format: state.export.format, message: action.payload.message };
    },
    exportCancelRequested: () => undefined,
    exportCancelled: (state) => {
      if (state.export.status !== 'running') return;
      state.export = { status: 'cancelled', format: state.export.format };
    },
  },
  // Logout clears state (spec part 2 §4), as does clearing the accounts; the card stays open.
  extraReducers: (builder) =>
    builder
      .addCase(accountsActions.cleared, (state) => ({ ...initialActivityHistoryState, cardOpen: state.cardOpen }))
      .addCase(sessionActions.loggedOut, () => initialActivityHistoryState),
});

export const activityHistoryActions = activityHistorySlice.actions;
export const activityHistoryReducer = activityHistorySlice.reducer;
