// Step-up state (issue 26): the one confirmation dialog of a money movement, as a status union. The
// saga (sagas/signedCall.ts) puts the outcomes; the dialog dispatches the intents. Nothing secret in
// here: no challenge, code or assertion — only what the dialog shows (the masked phone, a text).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StepUpCodeChannel } from '../../api/contract/stepUp';

export type StepUpDialog =
  | { status: 'closed' }
  /** The step-up is being opened (the gateway's challenge). */
  | { status: 'opening' }
  /** The browser asks for the passkey (asking), or it failed (error: try again), or the signed call runs (sending). */
  | { status: 'passkey'; asking: boolean; sending: boolean; error: string | null }
  /** A code to the masked phone: choose text or call and send it, then type it; the signed call runs while confirming. */
  | { status: 'code'; maskedPhone: string; sentBy: StepUpCodeChannel | null; sending: boolean; confirming: boolean; error: string | null }
  /** The 2 minutes passed: start again (a new challenge) or cancel. */
  | { status: 'expired' }
  /** No way to confirm (no factor, the firm requires a passkey, locked out): the text, and the SECURITY page when it helps. */
  | { status: 'unavailable'; message: string; securityLink: boolean };

export interface StepUpState {
  dialog: StepUpDialog;
  /** What is being confirmed, in words ('Send 0.001 BTC to BTC cold storage'): the dialog shows it over the review it covers. */
  summary: string | null;
}

const initialState: StepUpState = { dialog: { status: 'closed' }, summary: null };

const slice = createSlice({
  name: 'stepUp',
  initialState,
  reducers: {
    // Intents (the dialog)
    cancelClicked: () => undefined,
    startAgainClicked: () => undefined,
    codeSendRequested: (_state, _action: PayloadAction<{ channel: StepUpCodeChannel }>) => undefined,
    /** The code is in the hand-off (codeHolder.ts), never in the action. */
    codeSubmitted: () => undefined,
    // Outcomes (the saga)
    started: (state, action: PayloadAction<{ summary: string }>) => {
      state.dialog = { status: 'opening' };
      state.summary = action.payload.summary;
    },
    passkeyAsked: (state) => {
      state.dialog = { status: 'passkey', asking: true, sending: false, error: null };
    },
    passkeyFailed: (state, action: PayloadAction<{ error: string }>) => {
      state.dialog = { status: 'passkey', asking: false, sending: false, error: action.payload.error };
    },
    passkeyAnswered: (state) => {
      if (state.dialog.status === 'passkey') state.dialog = { ...state.dialog, asking: false, sending: true, error: null };
    },
    codeOffered: (state, action: PayloadAction<{ maskedPhone: string }>) => {
      state.dialog = { status: 'code', maskedPhone: action.payload.maskedPhone, sentBy: null, sending: false, confirming: false, error: null };
    },
    codeSendStarted: (state) => {
      if (state.dialog.status === 'code') state.dialog = { ...state.dialog, sending: true, error: null };
    },
    codeSent: (state, action: PayloadAction<{ channel: StepUpCodeChannel; maskedPhone: string }>) => {
      if (state.dialog.status === 'code') state.dialog = { ...state.dialog, sending: false, sentBy: action.payload.channel, maskedPhone: action.payload.maskedPhone };
    },
    codeConfirmStarted: (state) => {
      if (state.dialog.status === 'code') state.dialog = { ...state.dialog, confirming: true, error: null };
    },
    /** A code not sent, not 6 digits, or refused by the gateway (its text): the dialog stays for another try. */
    codeFailed: (state, action: PayloadAction<{ error: string }>) => {
      if (state.dialog.status === 'code') state.dialog = { ...state.dialog, sending: false, confirming: false, error: action.payload.error };
    },
    expired: (state) => {
      state.dialog = { status: 'expired' };
    },
    blocked: (state, action: PayloadAction<{ message: string; securityLink: boolean }>) => {
      state.dialog = { status: 'unavailable', ...action.payload };
    },
    finished: (state) => {
      state.dialog = { status: 'closed' };
      state.summary = null;
    },
  },
});

export const stepUpActions = slice.actions;
export const stepUpReducer = slice.reducer;

export const selectStepUpDialog = (state: { stepUp: StepUpState }): StepUpDialog => state.stepUp.dialog;
export const selectStepUpSummary = (state: { stepUp: StepUpState }): string | null => state.stepUp.summary;
