// The wire instruction form (spec part 2 §2, §3, §5) on redux-form: the fields its visibility rules
// show for the chosen bank location, account type, beneficiary type, country and further credit;
// every rule from the shared validator (src/shared/validation/wireInstruction.ts, the gateway's too);
// server checks on blur (nickname, routing number, BICs) and as typed for the IBAN (debounced by the
// saga). A refused submit shows the message under the field the gateway named and keeps every input.
import { useEffect, useId, useMemo, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { getFormValues, optionsOf, RadioField, reduxForm, SelectField, TextField, type FieldOption, type InjectedFormProps } from '../../../shared/forms/index';
import { formatIbanDisplay } from '../../../shared/validation/maskedInput';
import { compactIban } from '../../../shared/validation/codecs/bankCodes';
import { US_STATE_CODES } from '../../../shared/validation/usStates';
import { ADDITIONAL_BANK_DETAILS_MAX, visibleWireFields, validateWireInstruction, type WireInstructionFormValues } from '../../../shared/validation/wireInstruction';
import { INSTRUCTION_MESSAGES as IM } from '../../../shared/validation/savedInstructionMessages';
import { WIRE_FORM_DEFAULTS } from '../forms';
import { FORM_NAMES } from '../formNames';
import { SAVED_INSTRUCTIONS_MESSAGES as M } from '../messages';
import { selectFieldChecksBlocking, selectFormOptions, type WithSavedInstructions } from '../savedInstructions.selectors';
import { savedInstructionsActions as A } from '../savedInstructions.slice';
import { FormFooter } from './FormFooter';
import { useRefusalAsSubmitErrors } from './useRefusal';
import { InstructionTextField } from './InstructionTextField';
import { useRestoredValues } from './useRestoredValues';

const F = M.wireForm;
const FORM = FORM_NAMES.wire;
type Values = Partial<WireInstructionFormValues>;
const NO_VALUES: Values = {};

const US_STATES: readonly FieldOption[] = US_STATE_CODES.map((code) => ({ value: code, label: code }));
const LOCATIONS = optionsOf(F.locations);
const ACCOUNT_TYPES = optionsOf(F.accountTypes);
const BENEFICIARY_TYPES = optionsOf(F.beneficiaryTypes);
const FURTHER_CREDIT = optionsOf(F.furtherCreditOptions);

const ALNUM = /[A-Za-z0-9]/;
const ACCOUNT_CHARS = /[A-Za-z0-9-]/;
const upper = (value: string) => (value ? value.toUpperCase() : value);
const ibanDisplay = (value: string) => (value ? formatIbanDisplay(value) : value);

interface OwnProps {
  acctNum: string;
  onCancel: () => void;
  /** A kept draft's values (issue 28), put in as changes once the form is open. */
  restored?: Readonly<Record<string, string>> | null;
}

function WireInstructionFormBody({ acctNum, onCancel, restored, handleSubmit, error, change }: OwnProps & InjectedFormProps<Values, OwnProps>) {
  const dispatch = useDispatch();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useRestoredValues('wireInstruction', formRef, restored, change);
  const values = (useSelector(getFormValues(FORM)) ?? NO_VALUES) as Values;
  const blocking = useSelector((state: WithSavedInstructions) => selectFieldChecksBlocking(state, 'wire', values as Record<string, unknown>));
  const countries = useSelector(selectFormOptions).countries;
  const visible = useMemo(() => new Set(visibleWireFields(values)), [values]);
  const countryOptions = useMemo(() => countries.items.map((c) => ({ value: c.codeTwo, label: c.name })), [countries.items]);

  useEffect(() => {
    dispatch(A.formOpened({ form: 'wire' }));
    return () => {
      dispatch(A.formClosed({ form: 'wire' }));
    };
  }, [dispatch]);

  // The beneficiary country is pre-selected when only one is offered (spec part 2 §2).
  useEffect(() => {
    if (countryOptions.length === 1 && !values.country) change('country', countryOptions[0]?.value);
  }, [countryOptions, values.country, change]);

  const creation = useRefusalAsSubmitErrors(FORM, 'wire', visible as ReadonlySet<string>);
  const submitting = creation.status === 'pending';
  const onSubmit = (submitted: Values) => {
    dispatch(A.wireInstructionSubmitted({ acctNum, values: submitted as Record<string, string> }));
  };

  return (
    <form ref={formRef} className="saved-instructions__form" aria-labelledby={titleId} noValidate onSubmit={handleSubmit(onSubmit)}>
      <h2 id={titleId} className="saved-instructions__form-title">
        {F.title}
      </h2>
      <InstructionTextField name="nickname" label={F.nickname} hint={F.nicknameHint} maxLength={34} check={{ form: 'wire', field: 'nickname' }} />
      <RadioField name="bankLocation" label={F.bankLocation} options={LOCATIONS} />
      {visible.has('routingNumber') && (
        <InstructionTextField name="routingNumber" label={F.routingNumber} maxLength={9} pasteAllowed={/[0-9]/} check={{ form: 'wire', field: 'routingNumber' }} />
      )}
      {visible.has('bankBic') && (
        <InstructionTextField name="bankBic" label={F.bankBic} maxLength={11} pasteAllowed={ALNUM} normalize={upper} check={{ form: 'wire', field: 'bankBic' }} />
      )}
      {visible.has('accountType') && <RadioField name="accountType" label={F.accountType} options={ACCOUNT_TYPES} />}
      {visible.has('bankAcccountNumber') && (
        <InstructionTextField name="bankAcccountNumber" label={F.bankAccountNumber} maxLength={34} pasteAllowed={ACCOUNT_CHARS} masked />
      )}
      {visible.has('bankIBAN') && (
        <InstructionTextField
          name="bankIBAN"
          label={F.bankIban}
          hint={F.ibanHint}
          maxLength={42}
          pasteAllowed={/[A-Za-z0-9 ]/}
          normalize={ibanDisplay}
          check={{ form: 'wire', field: 'bankIBAN', asTyped: true, checkedValue: compactIban }}
        />
      )}
      <InstructionTextField
        name="intermediaryBankBic"
        label={F.intermediaryBankBic}
        maxLength={11}
        pasteAllowed={ALNUM}
        normalize={upper}
        check={{ form: 'wire', field: 'intermediaryBankBic' }}
      />
      <InstructionTextField name="intermediaryBankAccount" label={F.intermediaryBankAccount} maxLength={17} pasteAllowed={ACCOUNT_CHARS} masked />
      <RadioField name="beneficiaryType" label={F.beneficiaryType} options={BENEFICIARY_TYPES} />
      {visible.has('firstName') && <InstructionTextField name="firstName" label={F.firstName} maxLength={35} />}
      {visible.has('lastName') && <InstructionTextField name="lastName" label={F.lastName} maxLength={35} />}
      {visible.has('entityName') && <InstructionTextField name="entityName" label={F.entityName} maxLength={35} />}
      <SelectField name="country" label={F.country} options={countryOptions} placeholder={F.chooseCountry} emptyMessage={countries.status === 'failed' ? IM.noOptions : undefined} />
      <InstructionTextField name="address" label={F.address} maxLength={35} />
      <InstructionTextField name="city" label={F.city} maxLength={21} />
      {visible.has('beneficiaryUSState') && <SelectField name="beneficiaryUSState" label={F.usState} options={US_STATES} placeholder={F.chooseState} />}
      {visible.has('beneficiaryUSZip') && <InstructionTextField name="beneficiaryUSZip" label={F.usZip} maxLength={10} pasteAllowed={/[0-9-]/} />}
      {visible.has('beneficiaryNonUSState') && <InstructionTextField name="beneficiaryNonUSState" label={F.nonUsState} maxLength={21} />}
      {visible.has('beneficiaryNonUSZip') && <InstructionTextField name="beneficiaryNonUSZip" label={F.nonUsZip} maxLength={10} />}
      <RadioField name="furtherCredit" label={F.furtherCredit} options={FURTHER_CREDIT} />
      {visible.has('furtherCreditAccountNumber') && (
        <InstructionTextField name="furtherCreditAccountNumber" label={F.furtherCreditAccountNumber} maxLength={33} masked pasteAllowed={/[A-Za-z0-9 .-]/} />
      )}
      {visible.has('furtherCreditAccountType') && <InstructionTextField name="furtherCreditAccountType" label={F.furtherCreditAccountType} maxLength={25} />}
      {visible.has('furtherCreditAccountName') && <InstructionTextField name="furtherCreditAccountName" label={F.furtherCreditAccountName} maxLength={25} />}
      {visible.has('furtherCredit2') && <RadioField name="furtherCredit2" label={F.furtherCredit2} options={FURTHER_CREDIT} />}
      {visible.has('furtherCredit2AccountNumber') && (
        <InstructionTextField name="furtherCredit2AccountNumber" label={F.furtherCredit2AccountNumber} maxLength={33} masked pasteAllowed={/[A-Za-z0-9 .-]/} />
      )}
      {visible.has('furtherCredit2AccountType') && <InstructionTextField name="furtherCredit2AccountType" label={F.furtherCredit2AccountType} maxLength={25} />}
      {visible.has('furtherCredit2AccountName') && <InstructionTextField name="furtherCredit2AccountName" label={F.furtherCredit2AccountName} maxLength={25} />}
      <TextField
        name="additionalBankDetails"
        label={F.additionalBankDetails}
        hint={F.additionalBankDetailsHint}
        maxLength={ADDITIONAL_BANK_DETAILS_MAX}
        rows={3}
        counter={(n) => F.charactersLeft(n, ADDITIONAL_BANK_DETAILS_MAX)}
      />
      <FormFooter error={error} submitting={submitting} blocked={blocking} onCancel={onCancel} />
    </form>
  );
}

export const WireInstructionForm = reduxForm<Values, OwnProps>({
  form: FORM,
  initialValues: WIRE_FORM_DEFAULTS,
  validate: (values) => validateWireInstruction(values) as Record<string, string>,
  touchOnBlur: true,
})(WireInstructionFormBody);
