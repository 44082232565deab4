// The forms' pipelines, started when the page's chunk loads (they import the shared validators and
// so the codecs, which only that chunk carries: ADR 0010): a form's lists load when it opens; a
// create ignores submits while one runs (takeLeading); each field's server check follows its latest
// value (takeLatest per field, the IBAN debounced).
import { all, takeEvery, takeLeading } from 'redux-saga/effects';
import { savedInstructionsActions as A } from './savedInstructions.slice';
import { createAddress } from './sagas/createAddressInstruction';
import { createWire } from './sagas/createWireInstruction';
import { fieldCheckWatchers } from './sagas/fieldChecks';
import { loadFormOptions } from './sagas/formOptions';

export function* savedInstructionFormsSaga() {
  yield all([
    takeEvery(A.formOpened, loadFormOptions),
    takeLeading(A.wireInstructionSubmitted, createWire),
    takeLeading(A.addressInstructionSubmitted, createAddress),
    ...fieldCheckWatchers(),
  ]);
}
