// Root saga of the saved-instructions feature: the page's loads follow the page and the selected
// account (takeLatest).
import { all, takeLatest } from 'redux-saga/effects';
import { onPageLoadTrigger, PAGE_LOAD_TRIGGERS } from './sagas/pageLoads';

export function* savedInstructionsSaga() {
  yield all([takeLatest(PAGE_LOAD_TRIGGERS, onPageLoadTrigger)]);
}
