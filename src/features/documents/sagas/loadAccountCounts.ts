// How many documents each account has, for the page's account choice (spec part 2 §7
// "documents/ … accountlist"), loaded each time the page opens:
//   1. listDocumentAccounts()
//   2. put documents/accountCountsLoaded {accounts}
//      | documents/accountCountsFailed: the choice shows the accounts without counts; the page works as before
import { call, put } from 'redux-saga/effects';
import type { DocumentAccountDto } from '../../../api/contract/documents';
import { listDocumentAccounts } from '../../../api/index';
import { documentsActions as A } from '../documents.slice';

export function* loadAccountCounts() {
  try {
    const accounts: DocumentAccountDto[] = yield call(listDocumentAccounts);
    yield put(A.accountCountsLoaded({ accounts }));
  } catch {
    yield put(A.accountCountsFailed());
  }
}
