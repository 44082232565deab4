// The saved-instructions feature's state face: its events, slice, selectors, texts and routes. The
// page and the root saga are in entry.ts.
export {
  initialSavedInstructionsState,
  savedInstructionsActions,
  savedInstructionsReducer,
  type SavedInstructionsState,
} from './savedInstructions.slice';
export {
  selectAddressList,
  selectInstructionSettings,
  selectWireList,
} from './savedInstructions.selectors';
export { SAVED_INSTRUCTION_ROUTES } from './routes';
export { FORM_NAMES as SAVED_INSTRUCTION_FORM_NAMES } from './formNames';
