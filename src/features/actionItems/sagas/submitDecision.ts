// Decision pipeline (spec part 1 §4, §7 action item update, §8; part 2 §3 the inbound dialog's result):
//   1. actionItems/responseSubmitted {referenceId, response, comments} (approve / reject)
//      | actionItems/depositReviewSubmitted {referenceId, travelRuleData} (Yes: the originator's data; No: UNRECOGNIZED);
//      one at a time: a submit while one runs is ignored
//   2. put actionItems/decisionRequested {referenceId}
//   3. updateActionItem({referenceId, response, comments (left out when empty)}) | reviewInboundDeposit({referenceId, travelRuleData: [data]})
//   4. put actionItems/decisionSucceeded {item} (the item leaves Pending, the dialog closes) and the success alert 'Response Submitted'
//      | put actionItems/decisionFailed {referenceId, error}: the dialog keeps its input and shows the message;
//        a 404 or 409 (decided by someone else, or withdrawn, meanwhile) also puts actionItems/reloadRequested
import { call, put } from 'redux-saga/effects';
import type { ActionItemDto } from '../../../api/contract/actionItems';
import { callFailure, httpStatusOf, reviewInboundDeposit, updateActionItem } from '../../../api/index';
import { raiseAlert } from '../../system/entry';
import { ACTION_ITEMS_MESSAGES as M } from '../messages';
import { actionItemsActions as A } from '../actionItems.slice';

type Submitted = ReturnType<typeof A.responseSubmitted> | ReturnType<typeof A.depositReviewSubmitted>;

const STALE = new Set([404, 409]);

function requestOf(action: Submitted) {
  if (A.depositReviewSubmitted.match(action)) {
    const { referenceId, travelRuleData } = action.payload;
    return call(reviewInboundDeposit, { referenceId, travelRuleData: [travelRuleData] });
  }
  const { referenceId, response, comments } = action.payload;
  const trimmed = comments.trim();
  return call(updateActionItem, { referenceId, response, ...(trimmed === '' ? {} : { comments: trimmed }) });
}

export function* submitDecision(action: Submitted) {
  const { referenceId } = action.payload;
  yield put(A.decisionRequested({ referenceId }));
  try {
    const item: ActionItemDto = yield requestOf(action);
    yield put(A.decisionSucceeded({ item }));
    yield call(raiseAlert, { severity: 'success', code: '000000', message: M.responseSubmitted });
  } catch (error) {
    yield put(A.decisionFailed({ referenceId, error: callFailure(error).message }));
    if (STALE.has(httpStatusOf(error) ?? 0)) yield put(A.reloadRequested());
  }
}
