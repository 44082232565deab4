// What runs of the drafts feature: its saga (with the signed-in features) and the offer (in the shell).
export { draftsSaga } from './drafts.sagas';
export { DraftOffer } from './components/DraftOffer';
