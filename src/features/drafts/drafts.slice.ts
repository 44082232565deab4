// What the drafts feature shows: the kept drafts offered back after a sign-in, by form name only
// (the values stay in storage until Restore: never in the store or the action log before then).
//   drafts/draftKept {form}         the session ended (timeout or 401) with the form half filled
//   drafts/draftOffered {form}      signed in again: "Restore your unsaved transfer?"
//   drafts/restoreClicked {form}    → drafts/draftRestored {form} (the form opens with its values)
//   drafts/discardClicked {form}    → drafts/draftDiscarded {form}
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionActions } from '../session/index';
import type { DraftForm } from './storage';

export interface DraftsState {
  /** The forms whose draft is offered, in the order found. */
  offered: DraftForm[];
}

export const initialDraftsState: DraftsState = { offered: [] };

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
    draftRestored: (state, action: PayloadAction<{ form: DraftForm }>) => without(state, action.payload.form),
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
