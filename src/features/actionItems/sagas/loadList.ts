// Action items list pipeline (spec part 1 §2, §6, §7 v3 actionitems/list, §8):
//   1. put actionItems/listRequested {tab}
//   2. getActionItems(tab)
//   3. put actionItems/listLoaded {tab, items} (the grid; none: 'No Action Items to Display')
//      | a 403: put actionItems/listFailed {tab, problem: 'notEntitled'} ('You are not entitled to access action items at this time.')
//      | any other failure: put actionItems/listFailed {tab, problem: 'failed'} ('Unable to load Action Items at this time.')
import { call, put } from 'redux-saga/effects';
import type { ActionItemDto, ActionItemTab } from '../../../api/contract/actionItems';
import { getActionItems, httpStatusOf } from '../../../api/index';
import { actionItemsActions as A } from '../actionItems.slice';

export function* loadList(tab: ActionItemTab) {
  yield put(A.listRequested({ tab }));
  try {
    const items: ActionItemDto[] = yield call(getActionItems, tab);
    yield put(A.listLoaded({ tab, items }));
  } catch (error) {
    yield put(A.listFailed({ tab, problem: httpStatusOf(error) === 403 ? 'notEntitled' : 'failed' }));
  }
}
