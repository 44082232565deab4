// The inbound deposit review (spec part 1 §4, §5; part 2 §2, §3, §5): step one asks 'Is this your
// transaction?' — Yes shows the originator form — with Cancel and Review (enabled once No is chosen
// or the originator form is valid); the review step shows what will be sent (Yes: the originator;
// No: that declining cannot be undone and the assets will not be credited) with Go Back and Submit.
// Submit sends the travel-rule data (a list holding the form's value) for the deposit. A refused
// submit stays on the review step with the gateway's message; every input is kept. Opened from a
// kept draft (issue 28), it answers Yes with the draft's originator data, put in as changes once the
// form is open (so they count as typed), and its first field takes the focus.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { UNRECOGNIZED, type ActionItemDto, type InboundTravelRuleInput } from '../../../api/contract/actionItems';
import { getFormValues, RadioField, reduxForm, type InjectedFormProps } from '../../../shared/forms/index';
import { LabelValueList, MessageCard } from '../../../shared/ui/index';
import { ACTION_ITEM_VALIDATION_MESSAGES, US_COUNTRY_CODE, travelRuleOf, validateTravelRule, type TravelRuleFormValues } from '../../../shared/validation/actionItems';
import { useRestoredFormFocus } from '../../drafts/entry';
import { selectCountries, selectRestoredTravelRuleDraft, selectSubmission } from '../actionItems.selectors';
import { DEPOSIT_FORM } from '../depositForm';
import { actionItemsActions as A } from '../actionItems.slice';
import { originatorRows } from '../itemRows';
import { ACTION_ITEMS_MESSAGES as M } from '../messages';
import { DialogButtons, SubmissionError } from './DialogButtons';
import { TravelRuleFields } from './TravelRuleFields';


type Values = Partial<TravelRuleFormValues> & { answer?: 'yes' | 'no' };
const NO_VALUES: Values = {};
const ANSWERS = [
  { value: 'yes', label: M.deposit.yes },
  { value: 'no', label: M.deposit.no },
];

/** An answer; with Yes, the originator form's rules. */
export function validateDepositReview(values: Values): Record<string, string> {
  if (values.answer === 'no') return {};
  if (values.answer !== 'yes') return { answer: ACTION_ITEM_VALIDATION_MESSAGES.required };
  return validateTravelRule(values) as Record<string, string>;
}

/** What Submit sends: the originator's data (visible fields only), or the decline. */
export const travelRuleDataOf = (values: Values): InboundTravelRuleInput => (values.answer === 'no' ? { disposition: UNRECOGNIZED } : travelRuleOf(values));

interface OwnProps {
  item: ActionItemDto;
  onCancel: () => void;
}

function ReviewStep({ values }: { values: Values }) {
  const countries = useSelector(selectCountries).items;
  const country = useMemo(() => countries.find((c) => c.codeTwo === values.countryCode)?.name ?? values.countryCode ?? null, [countries, values.countryCode]);
  if (values.answer === 'no') return <MessageCard status="warning" headerMsg={M.deposit.declineHeading} message={M.deposit.declineWarning} />;
  const t = travelRuleOf(values);
  return (
    <section className="action-items__review" aria-label={M.deposit.reviewHeading}>
      <h3 className="action-items__section-title">{M.deposit.reviewHeading}</h3>
      <p>{M.deposit.reviewConfirm}</p>
      <LabelValueList rows={originatorRows({ ...t, state: t.countryCode === US_COUNTRY_CODE ? t.stateCode : t.state, country })} />
    </section>
  );
}

/** The kept draft of this deposit's review, once: its answer (Yes) and values go in as changes. */
function useRestoredTravelRule(referenceId: string, change: (field: string, value: unknown) => void) {
  const draft = useSelector(selectRestoredTravelRuleDraft);
  const applied = useRef(false);
  useEffect(() => {
    if (draft?.referenceId !== referenceId || applied.current) return;
    applied.current = true;
    change('answer', 'yes');
    for (const [field, value] of Object.entries(draft.values)) change(field, value);
  }, [draft, referenceId, change]);
}

function DepositReviewBody({ item, onCancel, valid, change }: OwnProps & InjectedFormProps<Values, OwnProps>) {
  const dispatch = useDispatch();
  const formRef = useRef<HTMLFormElement>(null);
  const [step, setStep] = useState<'answer' | 'review'>('answer');
  useRestoredTravelRule(item.referenceId, change);
  useRestoredFormFocus('travelRule', formRef);
  const values = (useSelector(getFormValues(DEPOSIT_FORM)) ?? NO_VALUES) as Values;
  const submission = useSelector(selectSubmission);
  const mine = submission.referenceId === item.referenceId;
  const sending = mine && submission.status === 'pending';
  const yes = values.answer === 'yes';

  // The originator form needs the country list as soon as it shows.
  useEffect(() => {
    if (yes) dispatch(A.depositFormOpened());
  }, [dispatch, yes]);

  if (step === 'review') {
    return (
      <div className="action-items__form">
        <ReviewStep values={values} />
        <SubmissionError error={mine && submission.status === 'failed' ? submission.error : null} />
        <DialogButtons
          buttons={[
            { label: M.buttons.goBack, onClick: () => setStep('answer'), disabled: sending },
            {
              label: sending ? M.buttons.submitting : M.buttons.submit,
              primary: true,
              disabled: sending,
              onClick: () => dispatch(A.depositReviewSubmitted({ referenceId: item.referenceId, travelRuleData: travelRuleDataOf(values) })),
            },
          ]}
        />
      </div>
    );
  }
  return (
    <form ref={formRef} className="action-items__form" aria-label={M.deposit.question} noValidate onSubmit={(event) => event.preventDefault()}>
      <RadioField asTyped name="answer" label={M.deposit.question} options={ANSWERS} />
      {yes && <TravelRuleFields values={values} />}
      <DialogButtons
        buttons={[
          { label: M.buttons.cancel, onClick: onCancel },
          { label: M.buttons.review, primary: true, disabled: !valid, onClick: () => setStep('review') },
        ]}
      />
    </form>
  );
}

export const DepositReviewForm = reduxForm<Values, OwnProps>({
  form: DEPOSIT_FORM,
  validate: validateDepositReview,
  initialValues: { partyType: 'INDIVIDUAL', selfManaged: false },
})(DepositReviewBody);
