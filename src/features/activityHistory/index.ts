// Activity History's state face: its events, slice, selectors and texts. The card and the root saga
// are in entry.ts.
export {
  activityHistoryActions,
  activityHistoryReducer,
  initialActivityHistoryState,
  type ActivityFilters,
  type ActivityHistoryState,
  type ExportFormat,
  type ExportState,
} from './activityHistory.slice';
export {
  selectActivityAssetOptions,
  selectActivityExport,
  selectActivityFilters,
  selectActivityFiltersShown,
  selectActivityMessage,
  selectActivityRows,
  selectActivityStatus,
  selectActivityView,
  selectSortedActivityRows,
  type WithActivityHistory,
} from './activityHistory.selectors';
export { ACTIVITY_MESSAGES } from './messages';
