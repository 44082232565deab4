// Root saga of the documents feature: the list follows the page and the selected account
// (takeLatest through watchAccountPage), earlier versions load when first shown, and one download
// runs at a time (takeLeading: a second click is ignored); each opening counts the accounts' documents.
import { all, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { documentsActions } from './documents.slice';
import { downloadSelectedDocuments } from './sagas/downloadDocuments';
import { loadAccountCounts } from './sagas/loadAccountCounts';
import { watchDocumentLoads } from './sagas/loadDocuments';
import { loadVersions } from './sagas/loadVersions';

export function* documentsSaga() {
  yield all([
    watchDocumentLoads(),
    takeLatest(documentsActions.pageOpened, loadAccountCounts),
    takeEvery(documentsActions.versionsShown, loadVersions),
    takeLeading(documentsActions.downloadRequested, downloadSelectedDocuments),
  ]);
}
