// Earlier versions pipeline (spec part 2 §7 'versions'), on documents/versionsShown:
//   1. the versions are loaded or loading already, or no account's list is shown: stop
//   2. put documents/versionsRequested {documentId}
//   3. getDocumentVersions(acctNum, documentId)
//   4. put documents/versionsLoaded {acctNum, documentId, versions}
//      | documents/versionsFailed {documentId}: the row says so, and showing them again retries
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import type { DocumentDto } from '../../../api/contract/documents';
import { getDocumentVersions } from '../../../api/index';
import { selectDocumentList, selectDocumentVersions } from '../documents.selectors';
import { documentsActions as A, type DocumentsState, type VersionsEntry } from '../documents.slice';

export function* loadVersions(action: PayloadAction<{ documentId: string }>) {
  const { documentId } = action.payload;
  const entry: VersionsEntry | undefined = yield select(selectDocumentVersions, documentId);
  const list: DocumentsState['list'] = yield select(selectDocumentList);
  if (entry?.status === 'succeeded' || entry?.status === 'pending' || !list.acctNum) return;
  const acctNum = list.acctNum;
  yield put(A.versionsRequested({ documentId }));
  try {
    const versions: DocumentDto[] = yield call(getDocumentVersions, acctNum, documentId);
    yield put(A.versionsLoaded({ acctNum, documentId, versions }));
  } catch {
    yield put(A.versionsFailed({ documentId }));
  }
}
