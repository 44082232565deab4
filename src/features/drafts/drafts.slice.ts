// What the drafts feature shows: the kept drafts offered back after a sign-in, by form name only
// (the values stay in storage until Restore: never in the store or the action log before then).
//   drafts/draftKept {form}         the session ended (timeout or 401) with the form half filled
//   drafts/draftOffered {form}      signed in again: "Restore your unsaved transfer?"
//   drafts/restoreClicked {form}    → drafts/draftRestored {form} (the form opens with its values;
//                                   its first field takes the focus → drafts/restoredFormFocused {form})
//   drafts/discardClicked {form}    → drafts/draftDiscarded {form}
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionActions } from '../session/index';
import type { DraftForm } from './storage';

export interface DraftsState {
  /** The forms whose draft is offered, in the order found. */
  offered: DraftForm[];
  /** The form just restored, until it has taken the focus (it may open later: a lazy page, a list to load). */
  focus: DraftForm | null;
}

export const initialDraftsState: DraftsState = { offered: [], focus: null };

const without = (state: DraftsState, form: DraftForm) => {
  state.offered = state.offered.filter((f) => f !== form);
};

const slice = createSlice({
  name: 'drafts',
  initialState: initialDraftsState,
  reducers: {
    draftKept: (_state, _action: PayloadAction<{ form: DraftForm }>) => undefined,
    draftOffered: (state, action: PayloadAction<{ form: DraftForm }>) => {
      if (!state.offered.includes(action.payload.form)) state.offered.push(action.payload.form);
    },
    restoreClicked: (_state, _action: PayloadAction<{ form: DraftForm }>) => undefined,
    discardClicked: (_state, _action: PayloadAction<{ form: DraftForm }>) => undefined,
    draftRestored: (state, action: PayloadAction<{ form: DraftForm }>) => {
      without(state, action.payload.form);
      state.focus = action.payload.form;
    },
    restoredFormFocused: (state, action: PayloadAction<{ form: DraftForm }>) => {
      if (state.focus === action.payload.form) state.focus = null;
    },
    draftDiscarded: (state, action: PayloadAction<{ form: DraftForm }>) => without(state, action.payload.form),
  },
  extraReducers: (builder) => builder.addCase(sessionActions.loggedOut, () => initialDraftsState),
});

export const draftsActions = slice.actions;
export const draftsReducer = slice.reducer;

type WithDrafts = { drafts?: DraftsState };

const NONE: DraftForm[] = [];
/** The offered forms (none before the signed-in features' reducers are there). */
export const selectOfferedDrafts = (state: WithDrafts): DraftForm[] => state.drafts?.offered ?? NONE;
/** The restored form still to take the focus, or null. */
export const selectRestoredFocus = (state: WithDrafts): DraftForm | null => state.drafts?.focus ?? null;
