// Root saga of the action-items feature, started with the signed-in features: the page's loads
// follow the page and its tab (takeLatest); a decision ignores submits while one runs (takeLeading:
// a double click never decides twice); the originator form's countries load once.
import { all, takeLatest, takeLeading } from 'redux-saga/effects';
import { actionItemsActions as A } from './actionItems.slice';
import { loadCountries } from './sagas/loadCountries';
import { watchPageLoads } from './sagas/pageLoads';
import { submitDecision } from './sagas/submitDecision';

export function* actionItemsSaga() {
  yield all([
    watchPageLoads(),
    takeLeading([A.responseSubmitted.type, A.depositReviewSubmitted.type], submitDecision),
    takeLatest(A.depositFormOpened.type, loadCountries),
  ]);
}
