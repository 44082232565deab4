// Transfers state (spec part 2 §2–§5): one transfer at a time, whose lifecycle is a status union
// (idle → editing → reviewing → submitting → confirmed | refused | failed) that the action log shows
// event by event, and the wire window. The idempotency key (requestId) is made by the saga (its id
// service) and arrives in the payload: it is kept through a failure, so a retry after a timeout
// sends the same key and the gateway answers the first transfer instead of making a second. A
// change of the draft after a refusal or failure starts a new attempt with a new key. Reducers are
// pure and ignore answers that are not for the attempt in flight.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BusinessHoursDto, TransferDto, TransferKind } from '../../api/contract/transfers';
import { accountsActions } from '../accounts/index';
import { sessionActions } from '../session/index';
import type { LoadStatus } from '../system/index';

/** What the user is sending: amounts stay decimal strings (as typed, cleaned). */
export interface TransferDraft {
  kind: TransferKind;
  accountNumber: string;
  asset: string;
  amount: string;
  /** A saved instruction (wire instruction or allow-listed address) or, where allowed, a direct address. */
  destination: { instructionId: string } | { address: string };
}

export type TransferLifecycle =
  | { status: 'idle' }
  | { status: 'editing'; draft: TransferDraft }
  | { status: 'reviewing'; draft: TransferDraft }
  | { status: 'submitting'; draft: TransferDraft; requestId: string; attempt: number }
  | { status: 'confirmed'; draft: TransferDraft; transfer: TransferDto }
  /** The gateway refused (4xx): nothing was sent; the form keeps the draft and shows the message (under `field` when it names one). */
  | { status: 'refused'; draft: TransferDraft; message: string; field: string | null }
  /** No answer (timeout, network): it may or may not have arrived; a retry sends the same key. */
  | { status: 'failed'; draft: TransferDraft; requestId: string; attempt: number; message: string };
export type TransferStatus = TransferLifecycle['status'];

export interface TransfersState {
  transfer: TransferLifecycle;
  businessHours: { status: LoadStatus; hours: BusinessHoursDto | null };
}

export const initialTransfersState: TransfersState = {
  transfer: { status: 'idle' },
  businessHours: { status: 'idle', hours: null },
};

const slice = createSlice({
  name: 'transfers',
  initialState: initialTransfersState,
  reducers: {
    /** The form opened, or its values changed: a draft being edited (a refusal or failure is left behind). */
    draftEdited: (state, action: PayloadAction<{ draft: TransferDraft }>) => {
      if (state.transfer.status === 'submitting') return;
      state.transfer = { status: 'editing', draft: action.payload.draft };
    },
    reviewOpened: (state) => {
      if (state.transfer.status === 'editing') state.transfer = { status: 'reviewing', draft: state.transfer.draft };
    },
    /** Go Back from the review: the draft is kept. */
    reviewClosed: (state) => {
      if (state.transfer.status === 'reviewing') state.transfer = { status: 'editing', draft: state.transfer.draft };
    },
    /** Submit from the review with a new idempotency key (the saga's id service made it). */
    submitStarted: (state, action: PayloadAction<{ requestId: string }>) => {
      if (state.transfer.status !== 'reviewing' && state.transfer.status !== 'refused') return;
      state.transfer = { status: 'submitting', draft: state.transfer.draft, requestId: action.payload.requestId, attempt: 1 };
    },
    /** A retry after a failure: the same key, the next attempt. */
    submitRetried: (state) => {
      if (state.transfer.status !== 'failed') return;
      const { draft, requestId, attempt } = state.transfer;
      state.transfer = { status: 'submitting', draft, requestId, attempt: attempt + 1 };
    },
    transferAccepted: (state, action: PayloadAction<{ requestId: string; transfer: TransferDto }>) => {
      if (state.transfer.status !== 'submitting' || state.transfer.requestId !== action.payload.requestId) return;
      state.transfer = { status: 'confirmed', draft: state.transfer.draft, transfer: action.payload.transfer };
    },
    transferRefused: (state, action: PayloadAction<{ requestId: string; message: string; field: string | null }>) => {
      if (state.transfer.status !== 'submitting' || state.transfer.requestId !== action.payload.requestId) return;
      state.transfer = { status: 'refused', draft: state.transfer.draft, message: action.payload.message, field: action.payload.field };
    },
    submitFailed: (state, action: PayloadAction<{ requestId: string; message: string }>) => {
      if (state.transfer.status !== 'submitting' || state.transfer.requestId !== action.payload.requestId) return;
      const { draft, requestId, attempt } = state.transfer;
      state.transfer = { status: 'failed', draft, requestId, attempt, message: action.payload.message };
    },
    /** The confirmation closed or the page left (never while a submit is in flight). */
    transferDismissed: (state) => {
      if (state.transfer.status !== 'submitting') state.transfer = { status: 'idle' };
    },

    businessHoursRequested: (state) => {
      state.businessHours.status = 'pending';
    },
    businessHoursLoaded: (state, action: PayloadAction<{ hours: BusinessHoursDto }>) => {
      state.businessHours = { status: 'succeeded', hours: action.payload.hours };
    },
    /** The last known window stays (the page then computes it from its clock). */
    businessHoursFailed: (state) => {
      state.businessHours.status = 'failed';
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(accountsActions.cleared, () => initialTransfersState)
      .addCase(sessionActions.loggedOut, () => initialTransfersState),
});

export const transfersActions = slice.actions;
export const transfersReducer = slice.reducer;
