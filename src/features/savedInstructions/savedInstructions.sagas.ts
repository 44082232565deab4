// Root saga of the saved-instructions feature: the page's loads follow the page and the selected
// account (takeLatest); a form's lists load when it opens; a create ignores submits while one runs
// (takeLeading); each field's server check follows its latest value (takeLatest per field).
import { all, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { savedInstructionsActions as A } from './savedInstructions.slice';
import { changeAllowList, loadActivationPeriods } from './sagas/allowList';
import { createAddress } from './sagas/createAddressInstruction';
import { createWire } from './sagas/createWireInstruction';
import { deleteInstruction } from './sagas/deleteInstruction';
import { fieldCheckWatchers } from './sagas/fieldChecks';
import { loadFormOptions } from './sagas/formOptions';
import { onPageLoadTrigger, PAGE_LOAD_TRIGGERS } from './sagas/pageLoads';

export function* savedInstructionsSaga() {
  yield all([
    takeLatest(PAGE_LOAD_TRIGGERS, onPageLoadTrigger),
    takeEvery(A.formOpened, loadFormOptions),
    takeLeading(A.wireInstructionSubmitted, createWire),
    takeLeading(A.addressInstructionSubmitted, createAddress),
    takeLeading(A.deleteConfirmed, deleteInstruction),
    takeLatest(A.activationPeriodsRequested, loadActivationPeriods),
    takeLeading(A.allowListChangeSubmitted, changeAllowList),
    ...fieldCheckWatchers(),
  ]);
}
