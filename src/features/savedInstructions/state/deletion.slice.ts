// The one delete that may run at a time (spec part 2 §7): the dialog closes only on the expected
// success status, and the instruction leaves its account's list then.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { addressInstructionsAdapter, initialSavedInstructionsState, SLICE_NAME, wireInstructionsAdapter, type Acct, type DeleteKind } from './shape';

export const deletionSlice = createSlice({
  name: SLICE_NAME,
  initialState: initialSavedInstructionsState,
  reducers: {
    deleteConfirmed: (state, action: PayloadAction<{ kind: DeleteKind; id: string }>) => {
      if (state.deletion.status === 'pending') return;
      state.deletion = { status: 'pending', kind: action.payload.kind, id: action.payload.id };
    },
    deleteSucceeded: (state, action: PayloadAction<Acct & { kind: DeleteKind; id: string }>) => {
      const { acctNum, kind, id } = action.payload;
      if (state.deletion.status !== 'pending' || state.deletion.id !== id) return;
      state.deletion = { status: 'succeeded', kind, id };
      const wires = state.wires[acctNum];
      const addresses = state.addresses[acctNum];
      if (kind === 'wire' && wires) {
        wireInstructionsAdapter.removeOne(wires, id);
        wires.totalRecords = Math.max(0, wires.totalRecords - 1);
      }
      if (kind === 'address' && addresses) addressInstructionsAdapter.removeOne(addresses, id);
    },
    /** The server did not answer the expected success status: the dialog stays, no message (spec part 2 §8). */
    deleteFailed: (state, action: PayloadAction<{ id: string }>) => {
      if (state.deletion.status !== 'pending' || state.deletion.id !== action.payload.id) return;
      state.deletion.status = 'failed';
    },
    /** A delete dialog opened or closed: a finished delete no longer shows. */
    deleteReset: (state) => {
      if (state.deletion.status !== 'pending') state.deletion = initialSavedInstructionsState.deletion;
    },
  },
});
