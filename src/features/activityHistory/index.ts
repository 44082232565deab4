// Activity History's state face: its events, slice, selectors and texts. The card and the root saga
// are in entry.ts.
export {
  activityHistoryActions,
  activityHistoryReducer,
  initialActivityHistoryState,
} from './activityHistory.slice';
export {
  selectActivityExport,
  selectActivityMessage,
  selectActivityRows,
  selectActivityStatus,
  selectSortedActivityRows,
} from './activityHistory.selectors';
