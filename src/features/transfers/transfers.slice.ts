// Transfers state (spec part 2 §2–§5): the Send side. One transfer at a time, whose lifecycle is a
// status union (idle → editing → reviewing → submitting → confirmed | refused | failed) that the
// action log shows event by event; the wire window and the page's clock for its countdown; the
// account's saved destinations (and, flag a2a, the firm's other transfer accounts); the latest prices of the estimate. The idempotency key (requestId)
// is made by the submit saga (its id service) and arrives in the payload. It is kept through a
// failure (no answer: the transfer may have been made), and with it the draft it was for
// (`unconfirmed`): a retry, or a later submit of the same draft, sends the same key, so the gateway
// answers the first transfer instead of making a second. Reducers are pure and ignore answers that
// are not for the attempt in flight.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BusinessHoursDto, TransferDto } from '../../api/contract/transfers';
import type { LoadStatus } from '../../shared/loadStatus';
import { accountsActions } from '../accounts/index';
import { sessionActions } from '../session/index';
import type { AccountDestination, DestinationsEntry, PriceEntry, SavedDestination, TransferDraft } from './types';

export type { TransferDraft };

export type TransferLifecycle =
  | { status: 'idle' }
  | { status: 'editing'; draft: TransferDraft }
  | { status: 'reviewing'; draft: TransferDraft }
  | { status: 'submitting'; draft: TransferDraft; requestId: string; attempt: number }
  | { status: 'confirmed'; draft: TransferDraft; transfer: TransferDto }
  /** The gateway refused (4xx): nothing was sent; the form keeps the draft and shows the message (under `field` when it names one). */
  | { status: 'refused'; draft: TransferDraft; message: string; field: string | null }
  /** No answer (timeout, network, a 5xx): it may or may not have been made; a retry sends the same key. */
  | { status: 'failed'; draft: TransferDraft; requestId: string; attempt: number; message: string };

export interface TransfersState {
  /** The page is on screen: the account's data loads, the clock ticks. */
  pageOpen: boolean;
  transfer: TransferLifecycle;
  /** The key of the last attempt with no answer, and the draft it was for. */
  unconfirmed: { draft: TransferDraft; requestId: string } | null;
  /** The gateway's wire window, and the page's clock when it arrived (the countdown runs on from there). */
  businessHours: { status: LoadStatus; hours: BusinessHoursDto | null; receivedAt: number | null };
  /** The page's clock (epoch ms), ticked by a saga while the page is open. */
  now: number | null;
  destinations: Record<string, DestinationsEntry>;
  prices: Record<string, PriceEntry>;
}

export const initialTransfersState: TransfersState = {
  pageOpen: false,
  transfer: { status: 'idle' },
  unconfirmed: null,
  businessHours: { status: 'idle', hours: null, receivedAt: null },
  now: null,
  destinations: {},
  prices: {},
};

const inFlight = (state: TransfersState, requestId: string) => state.transfer.status === 'submitting' && state.transfer.requestId === requestId;

const slice = createSlice({
  name: 'transfers',
  initialState: initialTransfersState,
  reducers: {
    /** The page opened: prices are loaded afresh for it. */
    pageOpened: (state) => {
      state.pageOpen = true;
      state.prices = {};
    },
    /** Leaving the page ends a finished transfer; one in flight keeps going and is shown when the page comes back. */
    pageClosed: (state) => {
      state.pageOpen = false;
      if (state.transfer.status === 'confirmed') state.transfer = { status: 'idle' };
    },
    clockTicked: (state, action: PayloadAction<{ now: number }>) => {
      state.now = action.payload.now;
    },

    /** The form's values changed: a draft being edited (a refusal or failure is left behind, its key kept in `unconfirmed`). */
    draftEdited: (state, action: PayloadAction<{ draft: TransferDraft }>) => {
      if (state.transfer.status === 'submitting') return;
      state.transfer = { status: 'editing', draft: action.payload.draft };
    },
    /** Review: the form is valid (the page checks it with the shared rules). */
    reviewOpened: (state) => {
      if (state.transfer.status === 'editing' || state.transfer.status === 'refused') state.transfer = { status: 'reviewing', draft: state.transfer.draft };
    },
    /** Go Back from the review, or from a failure: the draft is kept. */
    reviewClosed: (state) => {
      if (state.transfer.status === 'reviewing' || state.transfer.status === 'failed') state.transfer = { status: 'editing', draft: state.transfer.draft };
    },
    /** Submit pressed on the review (the saga makes or reuses the key). */
    submitRequested: () => undefined,
    submitStarted: (state, action: PayloadAction<{ requestId: string }>) => {
      if (state.transfer.status !== 'reviewing') return;
      state.transfer = { status: 'submitting', draft: state.transfer.draft, requestId: action.payload.requestId, attempt: 1 };
    },
    /** Retry pressed after a failure (the saga sends the same key again). */
    submitRetryRequested: () => undefined,
    submitRetried: (state) => {
      if (state.transfer.status !== 'failed') return;
      const { draft, requestId, attempt } = state.transfer;
      state.transfer = { status: 'submitting', draft, requestId, attempt: attempt + 1 };
    },
    transferAccepted: (state, action: PayloadAction<{ requestId: string; transfer: TransferDto }>) => {
      if (state.transfer.status !== 'submitting' || !inFlight(state, action.payload.requestId)) return;
      state.transfer = { status: 'confirmed', draft: state.transfer.draft, transfer: action.payload.transfer };
      state.unconfirmed = null;
    },
    /** The confirmation was cancelled, expired or is not available: nothing was sent, the review is back as it was. */
    submitStopped: (state, action: PayloadAction<{ requestId: string }>) => {
      if (state.transfer.status !== 'submitting' || !inFlight(state, action.payload.requestId)) return;
      state.transfer = { status: 'reviewing', draft: state.transfer.draft };
    },
    transferRefused: (state, action: PayloadAction<{ requestId: string; message: string; field: string | null }>) => {
      if (state.transfer.status !== 'submitting' || !inFlight(state, action.payload.requestId)) return;
      state.transfer = { status: 'refused', draft: state.transfer.draft, message: action.payload.message, field: action.payload.field };
      state.unconfirmed = null;
    },
    submitFailed: (state, action: PayloadAction<{ requestId: string; message: string }>) => {
      if (state.transfer.status !== 'submitting' || !inFlight(state, action.payload.requestId)) return;
      const { draft, requestId, attempt } = state.transfer;
      state.transfer = { status: 'failed', draft, requestId, attempt, message: action.payload.message };
      state.unconfirmed = { draft, requestId };
    },
    /** New Transfer from the confirmation (never while a submit is in flight). */
    transferDismissed: (state) => {
      if (state.transfer.status !== 'submitting') state.transfer = { status: 'idle' };
    },

    businessHoursRequested: (state) => {
      state.businessHours.status = 'pending';
    },
    businessHoursLoaded: (state, action: PayloadAction<{ hours: BusinessHoursDto; receivedAt: number }>) => {
      state.businessHours = { status: 'succeeded', hours: action.payload.hours, receivedAt: action.payload.receivedAt };
    },
    /** The last known window stays (the page then runs it on from when it came). */
    businessHoursFailed: (state) => {
      state.businessHours.status = 'failed';
    },

    destinationsRequested: (state, action: PayloadAction<{ acctNum: string }>) => {
      state.destinations[action.payload.acctNum] = { status: 'pending', wires: [], addresses: [], accounts: [] };
    },
    /** `accounts`: the firm's other transfer accounts while the a2a flag is on (absent: none). */
    destinationsLoaded: (state, action: PayloadAction<{ acctNum: string; wires: SavedDestination[]; addresses: SavedDestination[]; accounts?: AccountDestination[] }>) => {
      const { acctNum, wires, addresses, accounts = [] } = action.payload;
      if (state.destinations[acctNum]?.status !== 'pending') return;
      state.destinations[acctNum] = { status: 'succeeded', wires, addresses, accounts };
    },
    destinationsFailed: (state, action: PayloadAction<{ acctNum: string }>) => {
      const entry = state.destinations[action.payload.acctNum];
      if (entry?.status === 'pending') entry.status = 'failed';
    },

    priceRequested: (state, action: PayloadAction<{ asset: string }>) => {
      state.prices[action.payload.asset] = { status: 'pending', price: null, asOf: null };
    },
    priceLoaded: (state, action: PayloadAction<{ asset: string; price: string; asOf: string }>) => {
      const { asset, price, asOf } = action.payload;
      if (state.prices[asset]?.status === 'pending') state.prices[asset] = { status: 'succeeded', price, asOf };
    },
    priceFailed: (state, action: PayloadAction<{ asset: string }>) => {
      const entry = state.prices[action.payload.asset];
      if (entry?.status === 'pending') entry.status = 'failed';
    },
  },
  extraReducers: (builder) =>
    builder
      // Another account: its own form (a transfer in flight finishes for the account it was for).
      .addCase(accountsActions.accountSelected, (state) => {
        if (state.transfer.status !== 'submitting') state.transfer = { status: 'idle' };
      })
      .addCase(accountsActions.cleared, (state) => ({ ...initialTransfersState, pageOpen: state.pageOpen }))
      .addCase(sessionActions.loggedOut, () => initialTransfersState),
});

export const transfersActions = slice.actions;
export const transfersReducer = slice.reducer;
