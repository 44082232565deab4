// What runs of Activity History: the dashboard's card and the root saga. The card (with its
// controls) and the grid (with ag-grid) are lazy chunks, the export builders a Web Worker: nothing
// exported here pulls them in.
export { ActivityHistorySection } from './ActivityHistorySection';
export { activityHistorySaga } from './activityHistory.sagas';
