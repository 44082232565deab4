// Saved-instructions state (spec part 2 §2–§9), one reducer made of one slice per concern, in
// state/: the page and its lists, the forms' field checks and option lists, the create, the delete,
// the allow-list. They share one state (state/shape.ts) and the slice name, so the action types are
// `savedInstructions/…` and the state is one object, as the session log records and replays them.
// Each action is handled by the one concern that owns it; the accounts being cleared and the
// logout drop the whole. Reducers ignore answers that make no sense in the current status.
import { createReducer, type AnyAction } from '@reduxjs/toolkit';
import { accountsActions } from '../accounts/index';
import { sessionActions } from '../session/index';
import { allowListSlice } from './state/allowList.slice';
import { creationSlice } from './state/creation.slice';
import { deletionSlice } from './state/deletion.slice';
import { fieldChecksSlice } from './state/fieldChecks.slice';
import { formOptionsSlice } from './state/formOptions.slice';
import { listsSlice } from './state/lists.slice';
import { initialSavedInstructionsState, type SavedInstructionsState } from './state/shape';

export {
  addressInstructionsAdapter,
  initialSavedInstructionsState,
  wireInstructionsAdapter,
  type AddressListEntry,
  type AllowListChange,
  type CheckedField,
  type CreateKind,
  type FieldCheck,
  type FormKind,
  type SavedInstructionsState,
  type WireListEntry,
} from './state/shape';

const CONCERNS = [listsSlice, fieldChecksSlice, formOptionsSlice, creationSlice, deletionSlice, allowListSlice] as const;

export const savedInstructionsActions = {
  ...listsSlice.actions,
  ...fieldChecksSlice.actions,
  ...formOptionsSlice.actions,
  ...creationSlice.actions,
  ...deletionSlice.actions,
  ...allowListSlice.actions,
};

const cleared = createReducer(initialSavedInstructionsState, (builder) =>
  builder.addCase(accountsActions.cleared, () => initialSavedInstructionsState).addCase(sessionActions.loggedOut, () => initialSavedInstructionsState),
);

/** Every concern's reducer in turn: a concern that does not own the action returns the same state. */
export function savedInstructionsReducer(state: SavedInstructionsState | undefined, action: AnyAction): SavedInstructionsState {
  return CONCERNS.reduce((next, concern) => concern.reducer(next, action), cleared(state, action));
}
