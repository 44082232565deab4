// What other code may use from the saved-instructions feature. The page is a lazy chunk (with its
// forms, redux-form and the address codecs); nothing exported here pulls those in.
export { SavedInstructionsPage } from './SavedInstructionsRoute';
export {
  initialSavedInstructionsState,
  savedInstructionsActions,
  savedInstructionsReducer,
  type SavedInstructionsState,
} from './savedInstructions.slice';
export {
  selectAddressList,
  selectInstructionSettings,
  selectSavedInstructionsPageOpen,
  selectWireList,
  type WithSavedInstructions,
} from './savedInstructions.selectors';
export { savedInstructionsSaga } from './savedInstructions.sagas';
export { SAVED_INSTRUCTIONS_MESSAGES } from './messages';
export { SAVED_INSTRUCTION_ROUTES } from './routes';
