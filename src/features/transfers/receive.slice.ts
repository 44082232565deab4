// Transfers state, the Receive side (spec part 2 §7 createDigitalInboundDepositAddress): the form
// (asset, declared cost basis per unit), the deposit address being made and the copy feedback.
// The request id is made by the saga per attempt and kept through a failure with no answer, so
// "Try again" sends the same request and the gateway answers the same address.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InboundDepositAddressDto, InboundDepositAddressRequestDto } from '../../api/contract/transfers';
import { accountsActions } from '../accounts/index';
import { sessionActions } from '../session/index';
import { parseDecimal } from '../../shared/validation/decimalUnits';
import { transfersActions } from './transfers.slice';
import type { DepositLifecycle, ReceiveDraft } from './types';

/** A price ('64250.125') to the cent, half up ('64250.13'); '' when it rounds to nothing. */
export function priceToCents(price: string): string {
  const places = price.split('.')[1]?.length ?? 0;
  const units = parseDecimal(price, places);
  if (units === null || units <= 0n) return '';
  const scale = 10n ** BigInt(places);
  const cents = (units * 100n + scale / 2n) / scale;
  return cents > 0n ? `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}` : '';
}

/** The cost basis starts from the latest price of the asset chosen, while the user has typed none. */
function suggestCostBasis(draft: ReceiveDraft, { asset, price }: { asset: string; price: string }): void {
  if (draft.asset === asset && draft.costBasis === '') draft.costBasis = priceToCents(price);
}

function chooseAsset(state: TransferReceiveState, asset: string): void {
  if (asset === state.draft.asset) return;
  state.draft = { asset, costBasis: '' };
  if (state.deposit.status !== 'generating') state.deposit = { status: 'idle' };
}

export interface TransferReceiveState {
  draft: ReceiveDraft;
  deposit: DepositLifecycle;
  copy: { copiedAddress: string | null; failedAddress: string | null };
}

export const initialReceiveState: TransferReceiveState = {
  draft: { asset: '', costBasis: '' },
  deposit: { status: 'idle' },
  copy: { copiedAddress: null, failedAddress: null },
};

const slice = createSlice({
  name: 'transfers',
  initialState: initialReceiveState,
  reducers: {
    /**
     * An asset chosen in the Receive form. Another asset starts with no cost basis (its latest price
     * fills it: costBasisSuggested or transfers/priceLoaded) and leaves the address shown behind; the
     * same asset again keeps what the form has. The reducer decides from the store, not the event:
     * a component's closure may predate the price that has just arrived.
     */
    receiveAssetChosen: (state, action: PayloadAction<{ asset: string }>) => chooseAsset(state, action.payload.asset),
    /** The form opened with no asset (the page, another account): the first it offers, unless one was chosen meanwhile. */
    receiveAssetOffered: (state, action: PayloadAction<{ asset: string }>) => {
      if (state.draft.asset === '') chooseAsset(state, action.payload.asset);
    },
    /** The cost basis typed (already cleaned): the address shown is left behind. */
    costBasisEdited: (state, action: PayloadAction<{ costBasis: string }>) => {
      state.draft.costBasis = action.payload.costBasis;
      if (state.deposit.status !== 'generating') state.deposit = { status: 'idle' };
    },
    /** The latest price of an asset already known when it was chosen (the saga reads it from the store). */
    costBasisSuggested: (state, action: PayloadAction<{ asset: string; price: string }>) => suggestCostBasis(state.draft, action.payload),
    /** Generate pressed (the saga makes the request id). */
    depositAddressRequested: (_state, _action: PayloadAction<{ accountNumber: string }>) => undefined,
    depositAddressGenerationStarted: (state, action: PayloadAction<{ request: InboundDepositAddressRequestDto }>) => {
      if (state.deposit.status !== 'generating') state.deposit = { status: 'generating', request: action.payload.request };
    },
    /** Try again after no answer: the same request, id included. */
    depositAddressRetryRequested: () => undefined,
    depositAddressGenerated: (state, action: PayloadAction<{ requestId: string; address: InboundDepositAddressDto }>) => {
      if (state.deposit.status !== 'generating' || state.deposit.request.requestId !== action.payload.requestId) return;
      state.deposit = { status: 'generated', request: state.deposit.request, address: action.payload.address };
    },
    depositAddressFailed: (state, action: PayloadAction<{ requestId: string; message: string; retryable: boolean }>) => {
      const { requestId, message, retryable } = action.payload;
      if (state.deposit.status !== 'generating' || state.deposit.request.requestId !== requestId) return;
      state.deposit = { status: 'failed', request: state.deposit.request, message, retryable };
    },

    addressCopyRequested: (_state, _action: PayloadAction<{ address: string }>) => undefined,
    addressCopied: (state, action: PayloadAction<{ address: string }>) => {
      state.copy = { copiedAddress: action.payload.address, failedAddress: null };
    },
    addressCopyFailed: (state, action: PayloadAction<{ address: string }>) => {
      state.copy = { copiedAddress: null, failedAddress: action.payload.address };
    },
    copyFeedbackExpired: (state, action: PayloadAction<{ address: string }>) => {
      if (state.copy.copiedAddress === action.payload.address) state.copy = initialReceiveState.copy;
    },
  },
  extraReducers: (builder) =>
    builder
      // The cost basis starts from the latest price of the asset chosen (the user may change it).
      .addCase(transfersActions.priceLoaded, (state, action) => suggestCostBasis(state.draft, action.payload))
      // Another account: its own form (an address being made lands for the account it was asked for).
      .addCase(accountsActions.accountSelected, (state) => (state.deposit.status === 'generating' ? state : initialReceiveState))
      .addCase(accountsActions.cleared, () => initialReceiveState)
      .addCase(sessionActions.loggedOut, () => initialReceiveState),
});

export const receiveActions = slice.actions;
export const transferReceiveReducer = slice.reducer;
