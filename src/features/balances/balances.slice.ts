// Positions of the selected account (normalized), its summary and its balance history. The balances
// saga puts these events; answers for an account other than the one requested are ignored.
import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadStatus } from '../../shared/loadStatus';
import { accountsActions } from '../accounts/index';
import { sessionActions } from '../session/index';
import type { AccountSummary, BalancePoint, Position, PositionsStatus } from './types';

export const positionsAdapter = createEntityAdapter<Position>({ selectId: (p) => p.asset });

export const DEFAULT_HISTORY_DAYS = 30;

const initialState = {
  /** The account the positions and history below belong to (or are loading for). */
  acctNum: null as string | null,
  positions: positionsAdapter.getInitialState({ status: 'idle' as PositionsStatus, summary: null as AccountSummary | null }),
  history: { status: 'idle' as LoadStatus, days: DEFAULT_HISTORY_DAYS, points: [] as BalancePoint[] },
};

const balancesSlice = createSlice({
  name: 'balances',
  initialState,
  reducers: {
    /** Another feature changed the account's balances (a transfer held an amount): load them again. */
    positionsRefreshRequested: (_state, _action: PayloadAction<{ acctNum: string }>) => undefined,
    positionsRequested: (state, action: PayloadAction<{ acctNum: string }>) => {
      state.acctNum = action.payload.acctNum;
      state.positions = positionsAdapter.getInitialState({ status: 'pending' as PositionsStatus, summary: null });
      state.history = { ...initialState.history, days: state.history.days };
    },
    positionsLoaded: (state, action: PayloadAction<{ acctNum: string; positions: Position[]; summary: AccountSummary }>) => {
      if (action.payload.acctNum !== state.acctNum || state.positions.status !== 'pending') return;
      positionsAdapter.setAll(state.positions, action.payload.positions);
      state.positions.summary = action.payload.summary;
      state.positions.status = 'succeeded';
    },
    positionsFailed: (state, action: PayloadAction<{ acctNum: string }>) => {
      if (action.payload.acctNum !== state.acctNum || state.positions.status !== 'pending') return;
      state.positions.status = 'failed';
    },
    /** A market-maker account: positions are not loaded (spec part 2 §2, §4). */
    positionsSkipped: (state, action: PayloadAction<{ acctNum: string }>) => {
      state.acctNum = action.payload.acctNum;
      state.positions = positionsAdapter.getInitialState({ status: 'skipped' as PositionsStatus, summary: null });
      state.history = { ...initialState.history, days: state.history.days };
    },
    historyRequested: (state, action: PayloadAction<{ acctNum: string; days: number }>) => {
      if (action.payload.acctNum !== state.acctNum) return;
      state.history = { status: 'pending', days: action.payload.days, points: [] };
    },
    historyLoaded: (state, action: PayloadAction<{ acctNum: string; points: BalancePoint[] }>) => {
      if (action.payload.acctNum !== state.acctNum || state.history.status !== 'pending') return;
      state.history.status = 'succeeded';
      state.history.points = action.payload.points;
    },
    historyFailed: (state, action: PayloadAction<{ acctNum: string }>) => {
      if (action.payload.acctNum !== state.acctNum || state.history.status !== 'pending') return;
      state.history.status = 'failed';
    },
  },
  // Logout clears state (spec part 2 §4), as does clearing the accounts.
  extraReducers: (builder) =>
    builder.addCase(accountsActions.cleared, () => initialState).addCase(sessionActions.loggedOut, () => initialState),
});

export const balancesActions = balancesSlice.actions;
export const balancesReducer = balancesSlice.reducer;
export type BalancesState = ReturnType<typeof balancesReducer>;
