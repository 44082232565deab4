// The originator (travel-rule) form of an inbound deposit (spec part 1 §3, §5): an individual (first
// and last name) or an institution; the address with the country, and a US state or a region; the
// custody provider unless the assets came from a self-hosted wallet. Each input's length is the
// rule's limit; the rules and their texts are the shared ones (src/shared/validation/actionItems.ts).
// Each rule's message shows as the field is filled in (asTyped), as on every action-item form.
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { CheckboxField, RadioField, SelectField, TextField } from '../../../shared/forms/index';
import { US_STATE_CODES } from '../../../shared/validation/usStates';
import {
  ADDRESS_LINE_MAX,
  CITY_MAX,
  CUSTODY_PROVIDER_MAX,
  NAME_MAX,
  POSTAL_CODE_MAX,
  REGION_MAX,
  US_COUNTRY_CODE,
  type TravelRuleFormValues,
} from '../../../shared/validation/actionItems';
import { selectCountries } from '../actionItems.selectors';
import { ACTION_ITEMS_MESSAGES as M } from '../messages';

const F = M.travelRuleForm;
const PARTY_TYPES = [
  { value: 'INDIVIDUAL', label: F.individual },
  { value: 'ENTITY', label: F.institution },
];
const US_STATES = US_STATE_CODES.map((code) => ({ value: code, label: code }));

export function TravelRuleFields({ values }: { values: Partial<TravelRuleFormValues> }) {
  const countries = useSelector(selectCountries);
  const countryOptions = useMemo(() => countries.items.map((c) => ({ value: c.codeTwo, label: c.name })), [countries.items]);
  const loading = countries.status === 'idle' || countries.status === 'pending';
  return (
    <fieldset className="action-items__travel-rule">
      <legend className="action-items__section-title">{M.deposit.formHeading}</legend>
      <p className="action-items__hint">{M.deposit.formIntro}</p>
      <RadioField asTyped name="partyType" label={F.partyType} options={PARTY_TYPES} />
      {values.partyType === 'ENTITY' ? (
        <TextField asTyped name="entityName" label={F.entityName} maxLength={NAME_MAX} autoComplete="organization" />
      ) : (
        <div className="action-items__pair">
          <TextField asTyped name="firstName" label={F.firstName} maxLength={NAME_MAX} autoComplete="off" />
          <TextField asTyped name="lastName" label={F.lastName} maxLength={NAME_MAX} autoComplete="off" />
        </div>
      )}
      <SelectField asTyped name="countryCode" label={F.country} options={countryOptions} placeholder={M.selectPlaceholder} emptyMessage={loading ? F.countriesLoading : F.noCountries} />
      <TextField asTyped name="addressLine1" label={F.addressLine1} maxLength={ADDRESS_LINE_MAX} />
      <TextField asTyped name="addressLine2" label={F.addressLine2} maxLength={ADDRESS_LINE_MAX} />
      <div className="action-items__pair">
        <TextField asTyped name="city" label={F.city} maxLength={CITY_MAX} />
        {values.countryCode === US_COUNTRY_CODE ? (
          <SelectField asTyped name="stateCode" label={F.state} options={US_STATES} placeholder={M.selectPlaceholder} emptyMessage={F.noCountries} />
        ) : (
          <TextField asTyped name="state" label={F.region} maxLength={REGION_MAX} />
        )}
      </div>
      <TextField asTyped name="zipCode" label={F.zipCode} maxLength={POSTAL_CODE_MAX} />
      <CheckboxField name="selfManaged" label={F.selfManaged} />
      {values.selfManaged !== true && <TextField asTyped name="vaspName" label={F.vaspName} maxLength={CUSTODY_PROVIDER_MAX} />}
    </fieldset>
  );
}
