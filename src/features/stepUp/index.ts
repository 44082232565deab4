// The step-up feature's state face (issue 26): the confirmation dialog's slice and its selector.
export { selectStepUpDialog, selectStepUpSummary, stepUpActions, stepUpReducer } from './stepUp.slice';
