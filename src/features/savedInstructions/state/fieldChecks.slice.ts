// The forms' server checks of one field at a time (spec part 2 §5: lookup, uniqueness, the IBAN),
// by `${form}.${field}`, each for the value it was run on: an answer for an older value changes
// nothing. Opening or closing a form drops its checks.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { initialSavedInstructionsState, SLICE_NAME, type CheckedField, type FormKind } from './shape';

export const fieldChecksSlice = createSlice({
  name: SLICE_NAME,
  initialState: initialSavedInstructionsState,
  reducers: {
    /** A form opened: its lists are loaded if they are not yet, its server checks start afresh. */
    formOpened: (state, action: PayloadAction<{ form: FormKind }>) => {
      const prefix = `${action.payload.form}.`;
      for (const key of Object.keys(state.checks)) if (key.startsWith(prefix)) delete state.checks[key];
      if (state.creation.status !== 'pending') state.creation = initialSavedInstructionsState.creation;
    },
    formClosed: (state, action: PayloadAction<{ form: FormKind }>) => {
      const prefix = `${action.payload.form}.`;
      for (const key of Object.keys(state.checks)) if (key.startsWith(prefix)) delete state.checks[key];
    },
    /** A field left (blur), or the IBAN typed: the saga decides whether a server check runs. */
    fieldBlurred: (_state, _action: PayloadAction<{ form: FormKind; field: CheckedField; value: string }>) => undefined,
    ibanEdited: (_state, _action: PayloadAction<{ value: string }>) => undefined,
    fieldCheckStarted: (state, action: PayloadAction<{ key: string; value: string }>) => {
      state.checks[action.payload.key] = { value: action.payload.value, status: 'pending', message: null, found: null };
    },
    fieldCheckPassed: (state, action: PayloadAction<{ key: string; value: string; found?: string }>) => {
      const check = state.checks[action.payload.key];
      if (check?.value !== action.payload.value) return;
      state.checks[action.payload.key] = { ...check, status: 'succeeded', found: action.payload.found ?? null };
    },
    fieldCheckFailed: (state, action: PayloadAction<{ key: string; value: string; message: string }>) => {
      const check = state.checks[action.payload.key];
      if (check?.value !== action.payload.value) return;
      state.checks[action.payload.key] = { ...check, status: 'failed', message: action.payload.message };
    },
    /** The value no longer needs a server check (empty, or wrong by the local rules). */
    fieldCheckCleared: (state, action: PayloadAction<{ key: string }>) => {
      delete state.checks[action.payload.key];
    },
  },
});
