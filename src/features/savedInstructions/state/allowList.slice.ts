// The allow-list (spec part 2 §4): the activation periods offered for the account, and the one
// change (enable, edit, disable) that may run at a time; the last change's answer stays laid over
// the account's details.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SdaiStateDto } from '../../../api/contract/savedInstructions';
import { initialSavedInstructionsState, SLICE_NAME, type Acct, type AllowListChange } from './shape';

export const allowListSlice = createSlice({
  name: SLICE_NAME,
  initialState: initialSavedInstructionsState,
  reducers: {
    activationPeriodsRequested: (state, action: PayloadAction<Acct>) => {
      state.periods = { acctNum: action.payload.acctNum, status: 'pending', items: [] };
    },
    activationPeriodsLoaded: (state, action: PayloadAction<Acct & { periods: string[] }>) => {
      if (state.periods.acctNum !== action.payload.acctNum) return;
      state.periods = { acctNum: action.payload.acctNum, status: 'succeeded', items: action.payload.periods };
    },
    activationPeriodsFailed: (state, action: PayloadAction<Acct>) => {
      if (state.periods.acctNum === action.payload.acctNum) state.periods.status = 'failed';
    },
    /** A dialog's confirm: enable (period, acknowledged), edit (period) or disable. */
    allowListChangeSubmitted: (state, action: PayloadAction<Acct & { change: AllowListChange; activationPeriod?: string }>) => {
      if (state.allowList.status === 'pending') return;
      // The last change's answer stays laid over the account's details until this one answers.
      state.allowList = { status: 'pending', change: action.payload.change, result: state.allowList.result };
    },
    allowListChangeSucceeded: (state, action: PayloadAction<{ result: SdaiStateDto }>) => {
      if (state.allowList.status !== 'pending') return;
      state.allowList = { ...state.allowList, status: 'succeeded', result: action.payload.result };
    },
    allowListChangeFailed: (state) => {
      if (state.allowList.status === 'pending') state.allowList.status = 'failed';
    },
    /** A dialog opened: the last change's outcome no longer shows (its answer stays laid over the details). */
    allowListReset: (state) => {
      if (state.allowList.status !== 'pending') state.allowList = { ...state.allowList, status: 'idle', change: null };
    },
  },
});
