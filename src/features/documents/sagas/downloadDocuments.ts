// Download pipeline (spec part 2 §4, §7: the dialog's result becomes one file or a zip; takeLeading,
// so a second Download while one runs is ignored):
//   1. put documents/downloadStarted {requestId, documentCount, multiple}
//   2. downloadDocuments(body): its progress becomes documents/downloadProgressed {loaded, total};
//      raced with Cancel (documents/preferencesClosed), leaving the page, another account, clearing
//      the accounts and logout
//   3. the file: saveFile (a Blob and an anchor with the gateway's file name)
//      → put documents/downloadSucceeded {requestId, fileName}
//      | a failure → put documents/downloadFailed {requestId, message}: the dialog says it, the
//        choices kept for another try
//      | cancelled → the request is aborted; put documents/downloadCancelled {requestId}
import type { PayloadAction } from '@reduxjs/toolkit';
import { buffers, channel, type Channel } from 'redux-saga';
import { call, fork, put, race, take } from 'redux-saga/effects';
import { callFailure, downloadDocuments, type DownloadedFile, type DownloadProgress } from '../../../api/index';
import { saveFile } from '../../../shared/files/saveFile';
import { newId } from '../../../shared/ids';
import { accountsActions } from '../../accounts/index';
import { sessionActions } from '../../session/index';
import { documentsActions as A } from '../documents.slice';
import type { PreferencesResult } from '../downloadPreferences';

/** What ends a download before its file: the user's Cancel, or the page's account or session going away. */
export const DOWNLOAD_CANCELLED_BY = [A.preferencesClosed.type, A.pageClosed.type, accountsActions.accountSelected.type, accountsActions.cleared.type, sessionActions.loggedOut.type];

function* forwardProgress(progress: Channel<DownloadProgress>, requestId: string) {
  for (;;) {
    const { loaded, total }: DownloadProgress = yield take(progress);
    yield put(A.downloadProgressed({ requestId, loaded, total }));
  }
}

export function* downloadSelectedDocuments(action: PayloadAction<PreferencesResult>) {
  const { body, multiple } = action.payload;
  const requestId: string = yield call(newId);
  yield put(A.downloadStarted({ requestId, documentCount: body.documents.length, multiple }));
  const progress = channel<DownloadProgress>(buffers.sliding(1));
  yield fork(forwardProgress, progress, requestId);
  const abort = new AbortController();
  try {
    const { file }: { file?: DownloadedFile } = yield race({
      file: call(downloadDocuments, body, { onProgress: (p: DownloadProgress) => progress.put(p), signal: abort.signal }),
      cancelled: take(DOWNLOAD_CANCELLED_BY),
    });
    if (!file) {
      abort.abort();
      yield put(A.downloadCancelled({ requestId }));
      return;
    }
    yield call(saveFile, file);
    yield put(A.downloadSucceeded({ requestId, fileName: file.fileName }));
  } catch (error) {
    yield put(A.downloadFailed({ requestId, message: callFailure(error).message }));
  } finally {
    progress.close();
  }
}
