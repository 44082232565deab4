// The drafts feature's state face: its slice (form names offered), selector and texts. What runs
// (the pipeline and the offer) is in entry.ts.
export { draftsActions, draftsReducer, selectOfferedDrafts } from './drafts.slice';
export { DRAFT_MESSAGES } from './messages';
