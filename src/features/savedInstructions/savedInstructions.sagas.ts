// Root saga of the saved-instructions feature, started with the signed-in features: the page's
// loads follow the page and the selected account (takeLatest); a delete and an allow-list change
// ignore clicks while one runs (takeLeading). The forms' pipelines, which need the codecs, start
// with the page's chunk (savedInstructionForms.sagas.ts, ADR 0010).
import { all, takeLatest, takeLeading } from 'redux-saga/effects';
import { savedInstructionsActions as A } from './savedInstructions.slice';
import { changeAllowList, loadActivationPeriods } from './sagas/allowList';
import { deleteInstruction } from './sagas/deleteInstruction';
import { watchPageLoads } from './sagas/pageLoads';

export function* savedInstructionsSaga() {
  yield all([
    watchPageLoads(),
    takeLeading(A.deleteConfirmed, deleteInstruction),
    takeLatest(A.activationPeriodsRequested, loadActivationPeriods),
    takeLeading(A.allowListChangeSubmitted, changeAllowList),
  ]);
}
