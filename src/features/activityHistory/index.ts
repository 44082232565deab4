// What other code may use from Activity History. The card (with its controls) and the grid (with
// ag-grid) are lazy chunks, the export builders a Web Worker: nothing exported here pulls them in.
export { ActivityHistorySection } from './ActivityHistorySection';
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
export { activityHistorySaga } from './activityHistory.sagas';
export { ACTIVITY_MESSAGES } from './messages';
