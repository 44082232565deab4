// The saved-instructions reducer is one slice per concern (issue 24): the action types and the
// state's shape are those recorded session logs hold, and replay, so they stay exactly as they were.
import {
  initialSavedInstructionsState,
  savedInstructionsActions,
  savedInstructionsReducer,
} from '../../../src/features/savedInstructions/index';
import { allowListSlice } from '../../../src/features/savedInstructions/state/allowList.slice';
import { creationSlice } from '../../../src/features/savedInstructions/state/creation.slice';
import { deletionSlice } from '../../../src/features/savedInstructions/state/deletion.slice';
import { fieldChecksSlice } from '../../../src/features/savedInstructions/state/fieldChecks.slice';
import { formOptionsSlice } from '../../../src/features/savedInstructions/state/formOptions.slice';
import { listsSlice } from '../../../src/features/savedInstructions/state/lists.slice';

const RECORDED_TYPES = [
  'pageOpened', 'pageClosed', 'formOpened', 'addressRequestIdAssigned', 'addressInstructionSubmitted', 'formClosed', 'fieldBlurred',
  'ibanEdited', 'fieldCheckStarted', 'fieldCheckPassed', 'fieldCheckFailed', 'fieldCheckCleared', 'countriesLoaded', 'countriesFailed',
  'institutionsLoaded', 'institutionsFailed', 'listsReloadRequested', 'wireListRequested', 'wireListLoaded', 'wireListFailed',
  'addressListRequested', 'addressListLoaded', 'addressListFailed', 'wireInstructionSubmitted', 'createSubmitted', 'wireCreated',
  'addressCreated', 'createFailed', 'createReset', 'deleteConfirmed', 'deleteSucceeded', 'deleteFailed', 'deleteReset',
  'activationPeriodsRequested', 'activationPeriodsLoaded', 'activationPeriodsFailed', 'allowListChangeSubmitted',
  'allowListChangeSucceeded', 'allowListChangeFailed', 'allowListReset',
  // Issue 28: a draft kept across the session's end, restored into its form.
  'draftRestored', 'restoredDraftTaken',
  // Added by issue 28 (a wire create sent again is the same request); older logs replay without it.
  'wireRequestIdAssigned',
];

describe('the saved-instructions slice, one concern per file', () => {
  it('has the action types the session logs recorded, each under its name', () => {
    const types = Object.entries(savedInstructionsActions).map(([name, creator]) => [name, creator.type]);
    expect(types.map(([name]) => name).sort()).toEqual([...RECORDED_TYPES].sort());
    types.forEach(([name, type]) => expect(type).toBe(`savedInstructions/${name}`));
  });

  it('gives each action to one concern only', () => {
    const owned = [listsSlice, fieldChecksSlice, formOptionsSlice, creationSlice, deletionSlice, allowListSlice].flatMap((slice) => Object.keys(slice.actions));
    expect(owned.sort()).toEqual([...RECORDED_TYPES].sort());
  });

  it('keeps the state one object of the same keys, and returns it unchanged for an action no concern owns', () => {
    expect(Object.keys(initialSavedInstructionsState)).toEqual([
      'addressRequestId', 'wireRequestId', 'checks', 'options', 'pageOpen', 'creation', 'wires', 'addresses', 'deletion', 'allowList', 'periods', 'restoredDraft',
    ]);
    expect(savedInstructionsReducer(undefined, { type: '@@init' })).toBe(initialSavedInstructionsState);
    const open = savedInstructionsReducer(undefined, savedInstructionsActions.pageOpened());
    expect(savedInstructionsReducer(open, { type: 'transfers/pageOpened' })).toBe(open);
  });
});
