// The digital asset instruction form (spec part 2 §2, §3, §5; part 1 §5) on redux-form: network
// (the account's enabled networks), nickname (uniqueness on blur), recipient address (checked on
// blur against the network by the real codecs, through the shared validator the gateway runs too),
// recipient account number by the firm's country (Ireland required, US hidden, else optional),
// destination Institution (institution list, Other last, then its name) or Self-Managed Wallet,
// full names prefilled with the account's display name, the VASP notice, and the EU travel-rule
// fields behind the eu-trvl-rule flag. A refused submit keeps every input.
import { useEffect, useId, useMemo, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { getFormValues, RadioField, reduxForm, SelectField, type FieldOption, type InjectedFormProps } from '../../../shared/forms/index';
import {
  DESTINATIONS,
  FULL_NAME_MAX,
  OTHER_INSTITUTION_MAX,
  RECIPIENT_ACCOUNT_NUMBER_MAX,
  recipientAccountNumberRule,
  validateDigitalAssetInstruction,
  type DigitalAssetFormContext,
  type DigitalAssetInstructionFormValues,
} from '../../../shared/validation/digitalAssetInstruction';
import { INSTRUCTION_MESSAGES as IM } from '../../../shared/validation/savedInstructionMessages';
import { visibleAddressFields } from '../forms';
import { FORM_NAMES } from '../formNames';
import { SAVED_INSTRUCTIONS_MESSAGES as M } from '../messages';
import { selectFieldChecksBlocking, selectFormOptions, type WithSavedInstructions } from '../savedInstructions.selectors';
import { savedInstructionsActions as A } from '../savedInstructions.slice';
import { FormFooter } from './FormFooter';
import { useRefusalAsSubmitErrors } from './useRefusal';
import { InstructionTextField } from './InstructionTextField';
import { useRestoredValues } from './useRestoredValues';

const F = M.addressForm;
const FORM = FORM_NAMES.address;
type Values = Partial<DigitalAssetInstructionFormValues>;
const NO_VALUES: Values = {};
const DESTINATION_OPTIONS: readonly FieldOption[] = DESTINATIONS.map((d) => ({ value: d, label: F.destinations[d] }));

interface OwnProps {
  acctNum: string;
  networks: readonly string[];
  firmCountry: string;
  euTravelRule: boolean;
  onCancel: () => void;
  /** For the rules: the institution ids offered. */
  institutions: readonly string[];
  /** A kept draft's values (issue 28), put in as changes once the form is open. */
  restored?: Readonly<Record<string, string>> | null;
}

function AddressInstructionFormBody(props: OwnProps & InjectedFormProps<Values, OwnProps>) {
  const { acctNum, networks, firmCountry, euTravelRule, onCancel, restored, handleSubmit, error, change } = props;
  const dispatch = useDispatch();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useRestoredValues('digitalAssetInstruction', formRef, restored, change);
  const values = (useSelector(getFormValues(FORM)) ?? NO_VALUES) as Values;
  const blocking = useSelector((state: WithSavedInstructions) => selectFieldChecksBlocking(state, 'address', values as Record<string, unknown>));
  const options = useSelector(selectFormOptions);
  const rule = recipientAccountNumberRule(firmCountry);
  const visible = useMemo(() => new Set(visibleAddressFields(values, rule, euTravelRule)), [values, rule, euTravelRule]);
  const networkOptions = useMemo(() => networks.map((n) => ({ value: n, label: n })), [networks]);
  const institutionOptions = useMemo(() => options.institutions.items.map((i) => ({ value: i.id, label: i.name })), [options.institutions.items]);
  const countryOptions = useMemo(() => options.countries.items.map((c) => ({ value: c.codeTwo, label: c.name })), [options.countries.items]);

  useEffect(() => {
    dispatch(A.formOpened({ form: 'address' }));
    return () => {
      dispatch(A.formClosed({ form: 'address' }));
    };
  }, [dispatch]);

  const creation = useRefusalAsSubmitErrors(FORM, 'address', visible as ReadonlySet<string>);
  const submitting = creation.status === 'pending';
  const onSubmit = (submitted: Values) => {
    const shown = Object.fromEntries(Object.entries(submitted).filter(([field]) => visible.has(field as keyof DigitalAssetInstructionFormValues)));
    dispatch(A.addressInstructionSubmitted({ acctNum, values: shown as Record<string, string> }));
  };

  return (
    <form ref={formRef} className="saved-instructions__form" aria-labelledby={titleId} noValidate onSubmit={handleSubmit(onSubmit)}>
      <h2 id={titleId} className="saved-instructions__form-title">
        {F.title}
      </h2>
      <p className="saved-instructions__notice" role="note">
        {F.vaspNotice}
      </p>
      <SelectField name="network" label={F.network} options={networkOptions} placeholder={F.chooseNetwork} emptyMessage={IM.noOptions} />
      <InstructionTextField name="nickname" label={F.nickname} hint={M.wireForm.nicknameHint} maxLength={34} check={{ form: 'address', field: 'nickname' }} />
      <InstructionTextField name="recipientAddress" label={F.recipientAddress} hint={F.addressHint} maxLength={100} pasteAllowed={/[A-Za-z0-9]/} />
      {visible.has('recipientAccountNumber') && (
        <InstructionTextField
          name="recipientAccountNumber"
          label={rule === 'required' ? F.recipientAccountNumber : F.recipientAccountNumberOptional}
          maxLength={RECIPIENT_ACCOUNT_NUMBER_MAX}
          pasteAllowed={/[A-Za-z0-9]/}
          masked
        />
      )}
      <RadioField name="destination" label={F.destination} options={DESTINATION_OPTIONS} />
      {visible.has('institution') && (
        <SelectField
          name="institution"
          label={F.institution}
          options={institutionOptions}
          placeholder={F.chooseInstitution}
          emptyMessage={options.institutions.status === 'failed' ? IM.noOptions : undefined}
        />
      )}
      {visible.has('otherInstitution') && <InstructionTextField name="otherInstitution" label={F.otherInstitution} maxLength={OTHER_INSTITUTION_MAX} />}
      <InstructionTextField name="beneficiaryFullName" label={F.beneficiaryFullName} maxLength={FULL_NAME_MAX} />
      {visible.has('walletOwnerFullName') && <InstructionTextField name="walletOwnerFullName" label={F.walletOwnerFullName} maxLength={FULL_NAME_MAX} />}
      {visible.has('placeOfBusiness') && <SelectField name="placeOfBusiness" label={F.placeOfBusiness} options={countryOptions} placeholder={F.chooseCountry} />}
      {visible.has('countryOfResidence') && (
        <SelectField name="countryOfResidence" label={F.countryOfResidence} options={countryOptions} placeholder={F.chooseCountry} />
      )}
      <FormFooter error={error} submitting={submitting} blocked={blocking} onCancel={onCancel} />
    </form>
  );
}

export const AddressInstructionForm = reduxForm<Values, OwnProps>({
  form: FORM,
  validate: (values, props) => {
    const context: DigitalAssetFormContext = { networks: props.networks, firmCountry: props.firmCountry, institutions: props.institutions };
    return validateDigitalAssetInstruction(values, context) as Record<string, string>;
  },
  touchOnBlur: true,
})(AddressInstructionFormBody);
