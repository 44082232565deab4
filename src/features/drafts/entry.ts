// What runs of the drafts feature: its saga (with the signed-in features), the offer (in the shell)
// and the hook a restored form takes the focus with.
export { draftsSaga } from './drafts.sagas';
export { DraftOffer } from './components/DraftOffer';
export { useRestoredFormFocus } from './useRestoredFormFocus';
