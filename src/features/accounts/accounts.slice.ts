// Accounts of the user's firms, normalized; the selected account with its details and
// entitlements; the securities (assets) list. The sagas put these events; reducers ignore answers
// that arrive for an account that is no longer selected.
import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadStatus } from '../../shared/loadStatus';
import { sessionActions } from '../session/index';
import type { Account, AccountDetails, EntitlementAction, Security, SelectionSource } from './types';

export const accountsAdapter = createEntityAdapter<Account>({ selectId: (a) => a.acctNum });
export const securitiesAdapter = createEntityAdapter<Security>({ selectId: (s) => s.display.symbol });

const initialState = accountsAdapter.getInitialState({
  listStatus: 'idle' as LoadStatus,
  selectedAcctNum: null as string | null,
  entitlements: { status: 'idle' as LoadStatus, actions: [] as EntitlementAction[] },
  details: { acctNum: null as string | null, status: 'idle' as LoadStatus, data: null as AccountDetails | null },
  securities: securitiesAdapter.getInitialState({ status: 'idle' as LoadStatus }),
});

const accountsSlice = createSlice({
  name: 'accounts',
  initialState,
  reducers: {
    listRequested: (state) => {
      state.listStatus = 'pending';
    },
    listLoaded: (state, action: PayloadAction<{ accounts: Account[] }>) => {
      accountsAdapter.setAll(state, action.payload.accounts);
      state.listStatus = 'succeeded';
    },
    listFailed: (state) => {
      state.listStatus = 'failed';
    },
    accountSelected: {
      reducer: (state, action: PayloadAction<{ acctNum: string; source?: SelectionSource }>) => {
        const { acctNum } = action.payload;
        if (!state.entities[acctNum]) return;
        state.selectedAcctNum = acctNum;
        state.entitlements = { status: 'pending', actions: [] };
        state.details = { acctNum, status: 'pending', data: null };
      },
      // The user's choice unless said otherwise, so existing callers keep working.
      prepare: ({ acctNum, source = 'user' }: { acctNum: string; source?: SelectionSource }) => ({
        payload: { acctNum, source },
      }),
    },
    detailsLoaded: (state, action: PayloadAction<{ acctNum: string; details: AccountDetails }>) => {
      if (action.payload.acctNum !== state.details.acctNum) return; // a stale answer
      state.details = { acctNum: action.payload.acctNum, status: 'succeeded', data: action.payload.details };
    },
    detailsFailed: (state, action: PayloadAction<{ acctNum: string }>) => {
      if (action.payload.acctNum !== state.details.acctNum) return;
      state.details = { acctNum: action.payload.acctNum, status: 'failed', data: null };
    },
    entitlementsLoaded: (state, action: PayloadAction<{ acctNum: string; actions: EntitlementAction[] }>) => {
      if (action.payload.acctNum !== state.selectedAcctNum) return;
      state.entitlements = { status: 'succeeded', actions: action.payload.actions };
    },
    entitlementsFailed: (state, action: PayloadAction<{ acctNum: string }>) => {
      if (action.payload.acctNum !== state.selectedAcctNum) return;
      state.entitlements = { status: 'failed', actions: [] };
    },
    securitiesRequested: (state) => {
      state.securities.status = 'pending';
    },
    securitiesLoaded: (state, action: PayloadAction<{ securities: Security[] }>) => {
      securitiesAdapter.setAll(state.securities, action.payload.securities);
      state.securities.status = 'succeeded';
    },
    securitiesFailed: (state) => {
      state.securities.status = 'failed';
    },
    cleared: () => initialState,
  },
  // Logout clears state (spec part 2 §4).
  extraReducers: (builder) => builder.addCase(sessionActions.loggedOut, () => initialState),
});

export const accountsActions = accountsSlice.actions;
export const accountsReducer = accountsSlice.reducer;
export type AccountsState = ReturnType<typeof accountsReducer>;
