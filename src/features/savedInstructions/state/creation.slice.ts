// The one create that may run at a time (spec part 2 §5–§6) and what it ended with: the form keeps
// its input on failure; the created instruction joins its account's list (newest first) when that
// list is loaded. An answer for another request changes nothing.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SavedDigitalAssetInstructionDto, SavedWireInstructionDto } from '../../../api/contract/savedInstructions';
import { addressInstructionsAdapter, initialSavedInstructionsState, SLICE_NAME, wireInstructionsAdapter, type Acct, type CreateKind, type RestoredInstructionDraft } from './shape';

export const creationSlice = createSlice({
  name: SLICE_NAME,
  initialState: initialSavedInstructionsState,
  reducers: {
    addressRequestIdAssigned: (state, action: PayloadAction<{ sdaiUUID: string }>) => {
      state.addressRequestId = action.payload.sdaiUUID;
    },
    /** The wire form's create key (its idempotency key), one per opened form. */
    wireRequestIdAssigned: (state, action: PayloadAction<{ requestId: string }>) => {
      state.wireRequestId = action.payload.requestId;
    },
    /** The digital asset form was submitted with these values and its sdaiUUID. */
    addressInstructionSubmitted: (_state, _action: PayloadAction<Acct & { values: Record<string, string> }>) => undefined,
    /** The wire form was submitted with these values (account numbers are not secrets: ADR 0005). */
    wireInstructionSubmitted: (_state, _action: PayloadAction<Acct & { values: Record<string, string> }>) => undefined,
    /** A create form was submitted; requestId is the saga's (for an address, the sdaiUUID). */
    createSubmitted: (state, action: PayloadAction<{ kind: CreateKind; requestId: string }>) => {
      if (state.creation.status === 'pending') return;
      state.creation = { status: 'pending', kind: action.payload.kind, requestId: action.payload.requestId, error: null, field: null };
    },
    wireCreated: (state, action: PayloadAction<Acct & { requestId: string; instruction: SavedWireInstructionDto }>) => {
      const { acctNum, requestId, instruction } = action.payload;
      if (state.creation.status !== 'pending' || state.creation.requestId !== requestId) return;
      state.creation.status = 'succeeded';
      state.wireRequestId = null;
      const wires = state.wires[acctNum];
      if (wires && wires.status === 'succeeded' && wires.entities[instruction.accountInstructionId] === undefined) {
        // Newest first, as the list call answers.
        wireInstructionsAdapter.setAll(wires, [instruction, ...wireInstructionsAdapter.getSelectors().selectAll(wires)]);
        wires.totalRecords += 1;
      }
    },
    addressCreated: (state, action: PayloadAction<Acct & { requestId: string; instruction: SavedDigitalAssetInstructionDto }>) => {
      const { acctNum, requestId, instruction } = action.payload;
      if (state.creation.status !== 'pending' || state.creation.requestId !== requestId) return;
      state.creation.status = 'succeeded';
      state.addressRequestId = null;
      const addresses = state.addresses[acctNum];
      if (addresses && addresses.status === 'succeeded' && addresses.entities[instruction.addressId] === undefined) {
        addressInstructionsAdapter.setAll(addresses, [instruction, ...addressInstructionsAdapter.getSelectors().selectAll(addresses)]);
      }
    },
    /** The create was refused: the message, and the field the gateway named (the form shows it there). */
    createFailed: (state, action: PayloadAction<{ requestId: string; error: string; field?: string }>) => {
      if (state.creation.status !== 'pending' || state.creation.requestId !== action.payload.requestId) return;
      state.creation.status = 'failed';
      state.creation.error = action.payload.error;
      state.creation.field = action.payload.field ?? null;
    },
    /** A kept draft was restored (drafts/restoreClicked): its form opens on its account with these values. */
    draftRestored: (state, action: PayloadAction<RestoredInstructionDraft>) => {
      state.restoredDraft = action.payload;
    },
    /** The panel opened the restored draft's form (it holds the values from here on). */
    restoredDraftTaken: (state) => {
      state.restoredDraft = null;
    },
    /** The form was opened or closed: the last create's outcome no longer shows. */
    createReset: (state) => {
      if (state.creation.status !== 'pending') state.creation = initialSavedInstructionsState.creation;
    },
  },
});
