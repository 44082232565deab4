// Root saga of Activity History: the loads follow the card, the selected account and the filters
// (takeLatest inside watchAccountPage); one export at a time (takeLeading: a second click while one
// runs is ignored).
import { all, takeLeading } from 'redux-saga/effects';
import { activityHistoryActions as A } from './activityHistory.slice';
import { exportHistory } from './sagas/exportHistory';
import { watchHistoryLoads } from './sagas/loadHistory';

export function* activityHistorySaga() {
  yield all([watchHistoryLoads(), takeLeading(A.exportRequested, exportHistory)]);
}
