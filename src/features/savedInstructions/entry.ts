// What runs of the saved-instructions feature: the page (a lazy chunk, with its forms, redux-form
// and the address codecs; nothing exported here pulls those in) and the root saga.
export { SavedInstructionsPage } from './SavedInstructionsRoute';
export { savedInstructionsSaga } from './savedInstructions.sagas';
