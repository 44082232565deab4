// The respond dialog of a maker-checker request (spec part 1 §2, §4–§6, §9): the request type's
// heading, the status subtitle ('Pending', 'Approved by {checker}', 'Rejected by {checker}'), the
// request's details; for an actionable pending item the response choice (Approve: comments
// optional; Reject: comments required) and comments (the shared rule's characters, 45 at most, 2
// rows; its message as typed), Cancel and Submit (disabled until the form is valid, and while it is
// sent). Not actionable: 'You have view-only access to this request.' and Close only; History: Close
// only.
import { useDispatch, useSelector } from 'react-redux';
import type { ActionItemDto, ActionItemTab } from '../../../api/contract/actionItems';
import { RadioField, reduxForm, TextField, type InjectedFormProps } from '../../../shared/forms/index';
import { LabelValueList, Modal } from '../../../shared/ui/index';
import { ACTION_ITEM_VALIDATION_MESSAGES, COMMENTS_MAX, COMMENTS_ROWS, validateComments, type ActionItemResponse } from '../../../shared/validation/actionItems';
import { selectSubmission } from '../actionItems.selectors';
import { actionItemsActions as A } from '../actionItems.slice';
import { commonRows, decisionRows, proofRows, requestRows } from '../itemRows';
import { ACTION_ITEMS_MESSAGES as M, statusSubtitle } from '../messages';
import { DialogButtons, SubmissionError } from './DialogButtons';

export const RESPONSE_FORM = 'actionItemResponse';

interface Values {
  response?: ActionItemResponse;
  comments?: string;
}

const RESPONSES = [
  { value: 'APPROVE', label: M.response.APPROVE },
  { value: 'REJECT', label: M.response.REJECT },
] as const;

/** The response is chosen; the comments pass the shared rule for it (before a choice, the characters and length). */
export function validateResponse(values: Values): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (values.response !== 'APPROVE' && values.response !== 'REJECT') errors.response = ACTION_ITEM_VALIDATION_MESSAGES.required;
  const comments = validateComments(values.response ?? 'APPROVE', values.comments);
  if (comments) errors.comments = comments;
  return errors;
}

interface OwnProps {
  item: ActionItemDto;
  onCancel: () => void;
}

function RespondFormBody({ item, onCancel, handleSubmit, valid }: OwnProps & InjectedFormProps<Values, OwnProps>) {
  const dispatch = useDispatch();
  const submission = useSelector(selectSubmission);
  const mine = submission.referenceId === item.referenceId;
  const sending = mine && submission.status === 'pending';
  const submit = handleSubmit((values) => {
    dispatch(A.responseSubmitted({ referenceId: item.referenceId, response: values.response as ActionItemResponse, comments: values.comments ?? '' }));
  });
  return (
    <form className="action-items__form" aria-label={M.response.legend} onSubmit={submit} noValidate>
      <RadioField asTyped name="response" label={M.response.legend} options={RESPONSES} />
      <TextField
        asTyped
        name="comments"
        label={M.comments.label}
        hint={M.comments.hint}
        maxLength={COMMENTS_MAX}
        rows={COMMENTS_ROWS}
        spellCheck
        counter={(n) => M.comments.counter(n, COMMENTS_MAX)}
      />
      <SubmissionError error={mine && submission.status === 'failed' ? submission.error : null} />
      <DialogButtons
        buttons={[
          { label: M.buttons.cancel, onClick: onCancel, disabled: sending },
          { label: sending ? M.buttons.submitting : M.buttons.submit, type: 'submit', primary: true, disabled: !valid || sending },
        ]}
      />
    </form>
  );
}

const RespondForm = reduxForm<Values, OwnProps>({ form: RESPONSE_FORM, validate: validateResponse })(RespondFormBody);

export function RespondDialog({ item, tab, onClose }: { item: ActionItemDto; tab: ActionItemTab; onClose: () => void }) {
  const actionable = tab === 'PENDING' && item.status === 'PENDING' && item.actionable;
  const viewOnly = tab === 'PENDING' && !actionable;
  return (
    <Modal
      open
      heading={M.headings[item.requestType]}
      subHeading={statusSubtitle(item)}
      onClose={onClose}
      closeLabel={M.closeDialog}
      buttons={actionable ? [] : [{ label: M.buttons.close, variant: 'secondary', autoClose: true }]}
    >
      {viewOnly && <p className="action-items__view-only">{M.viewOnly}</p>}
      <LabelValueList className="action-items__details" rows={[...commonRows(item), ...requestRows(item), ...decisionRows(item), ...proofRows(item)]} />
      {actionable && <RespondForm item={item} onCancel={onClose} />}
    </Modal>
  );
}
