// Decision pipeline (spec part 1 §4, §7 action item update, §8; part 2 §3 the inbound dialog's result):
//   1. actionItems/responseSubmitted {referenceId, response, comments} (approve / reject)
//      | actionItems/depositReviewSubmitted {referenceId, travelRuleData} (Yes: the originator's data; No: UNRECOGNIZED);
//      one at a time: a submit while one runs is ignored
//   2. put actionItems/decisionRequested {referenceId}
//   3. updateActionItem({referenceId, response, comments (left out when empty), stepUp}), signed over
//      {referenceId, decision} (stepUp/sagas/signedCall.ts; the body and the operation made together by
//      decisionSubmission): the confirmation cancelled, expired or unavailable → put
//      actionItems/decisionStopped {referenceId} (nothing sent, the dialog keeps its input)
//      | reviewInboundDeposit({referenceId, travelRuleData: [data]}) (moves no money: not signed)
//   4. put actionItems/decisionSucceeded {item} (the item leaves Pending, the dialog closes) and the success alert 'Response Submitted'
//      | put actionItems/decisionFailed {referenceId, error}: the dialog keeps its input and shows the message;
//        a 404 or 409 (decided by someone else, or withdrawn, meanwhile) also puts actionItems/reloadRequested
import { call, put, select } from 'redux-saga/effects';
import type { ActionItemDto, ActionItemResponse, ActionItemUpdateRequestDto } from '../../../api/contract/actionItems';
import { decisionOperation } from '../../../api/contract/stepUp';
import { callFailure, httpStatusOf, reviewInboundDeposit, updateActionItem } from '../../../api/index';
import { signedCall, type Signed } from '../../stepUp/entry';
import { raiseAlert } from '../../system/entry';
import { ACTION_ITEMS_MESSAGES as M } from '../messages';
import { selectOpenedItem } from '../actionItems.selectors';
import { actionItemsActions as A } from '../actionItems.slice';

type Submitted = ReturnType<typeof A.responseSubmitted> | ReturnType<typeof A.depositReviewSubmitted>;

const STALE = new Set([404, 409]);

/** An approval's or rejection's body and the operation it signs, made together: the signed body is the body sent. */
export function decisionSubmission(referenceId: string, response: ActionItemResponse, comments: string) {
  const trimmed = comments.trim();
  const body: ActionItemUpdateRequestDto = { referenceId, response, ...(trimmed === '' ? {} : { comments: trimmed }) };
  return { body, operation: decisionOperation(body) };
}

function* decided(action: Submitted) {
  if (A.depositReviewSubmitted.match(action)) {
    const { referenceId, travelRuleData } = action.payload;
    const item: ActionItemDto = yield call(reviewInboundDeposit, { referenceId, travelRuleData: [travelRuleData] });
    return { kind: 'done', value: item } as Signed<ActionItemDto>;
  }
  const { body, operation } = decisionSubmission(action.payload.referenceId, action.payload.response, action.payload.comments);
  const opened: ReturnType<typeof selectOpenedItem> = yield select(selectOpenedItem);
  const what = opened?.item.referenceId === body.referenceId ? opened.item.description : body.referenceId;
  return (yield call(signedCall, operation, (stepUp) => call(updateActionItem, { ...body, stepUp }), M.stepUpSummary(body.response, what))) as Signed<ActionItemDto>;
}

export function* submitDecision(action: Submitted) {
  const { referenceId } = action.payload;
  yield put(A.decisionRequested({ referenceId }));
  let outcome: Signed<ActionItemDto>;
  try {
    outcome = yield call(decided, action);
  } catch (error) {
    outcome = { kind: 'failed', error };
  }
  if (outcome.kind === 'stopped') {
    yield put(A.decisionStopped({ referenceId }));
    return;
  }
  if (outcome.kind === 'done') {
    yield put(A.decisionSucceeded({ item: outcome.value }));
    yield call(raiseAlert, { severity: 'success', code: '000000', message: M.responseSubmitted });
    return;
  }
  yield put(A.decisionFailed({ referenceId, error: callFailure(outcome.error).message }));
  if (STALE.has(httpStatusOf(outcome.error) ?? 0)) yield put(A.reloadRequested());
}
