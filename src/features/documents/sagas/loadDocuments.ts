// Document list pipeline (spec part 2 §2, §7, §8), for the selected account while the page is open,
// and again on documents/listReloadRequested (the accounts feature's watchAccountPage: a newer
// account, leaving the page, clearing the accounts or logging out cancels the load in flight):
//   1. put documents/listRequested {acctNum}
//   2. listDocuments(acctNum)
//   3. put documents/listLoaded {acctNum, list}
//      | documents/listFailed {acctNum}: the page shows 'Unable to load documents at this time.'
import { call, put } from 'redux-saga/effects';
import type { DocumentListDto } from '../../../api/contract/documents';
import { listDocuments } from '../../../api/index';
import { type Account } from '../../accounts/index';
import { watchAccountPage } from '../../accounts/entry';
import { selectDocumentsPageOpen } from '../documents.selectors';
import { documentsActions as A } from '../documents.slice';

export function* loadDocuments(account: Account) {
  const acctNum = account.acctNum;
  yield put(A.listRequested({ acctNum }));
  try {
    const list: DocumentListDto = yield call(listDocuments, acctNum);
    yield put(A.listLoaded({ acctNum, list }));
  } catch {
    yield put(A.listFailed({ acctNum }));
  }
}

export const watchDocumentLoads = () =>
  watchAccountPage({
    opened: A.pageOpened,
    closed: A.pageClosed,
    reloads: [A.listReloadRequested],
    selectOpen: selectDocumentsPageOpen,
    load: loadDocuments,
  });
