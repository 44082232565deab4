// What the action-items page loads (spec part 1 §2): the active tab's list when the page opens, when
// the tab changes and when a reload is asked for (a decision someone else made meanwhile). The
// latest of these wins: a newer one, or leaving the page, cancels a load in flight. Action items
// are the firm's, across its accounts: they do not follow the selected account.
//   1. actionItems/pageOpened | tabSelected {tab} | reloadRequested | draftRestored (Pending, issue 28) | pageClosed
//   2. the page is open: loadList(the active tab) (sagas/loadList.ts)
import { call, select, takeLatest } from 'redux-saga/effects';
import type { ActionItemTab } from '../../../api/contract/actionItems';
import { selectActionItemsPageOpen, selectActionItemsTab } from '../actionItems.selectors';
import { actionItemsActions as A } from '../actionItems.slice';
import { loadList } from './loadList';

export function* loadActiveTab() {
  const open: boolean = yield select(selectActionItemsPageOpen);
  if (!open) return;
  const tab: ActionItemTab = yield select(selectActionItemsTab);
  yield call(loadList, tab);
}

export function* watchPageLoads() {
  yield takeLatest([A.pageOpened.type, A.tabSelected.type, A.reloadRequested.type, A.draftRestored.type, A.pageClosed.type], loadActiveTab);
}
