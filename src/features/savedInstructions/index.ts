// What other code may use from the saved-instructions feature (the pages are still to come).
export {
  initialSavedInstructionsState,
  savedInstructionsActions,
  savedInstructionsReducer,
  type SavedInstructionsState,
} from './savedInstructions.slice';
