// The saved-instruction forms' defaults, what each sends (only the fields its visibility
// rules show, the IBAN compacted, codes upper-cased), and the key of a field's server check.
import type { CreateDigitalAssetInstructionDto, CreateWireInstructionDto } from '../../api/contract/savedInstructions';
import {
  OTHER_INSTITUTION_ID,
  type DigitalAssetInstructionField,
  type DigitalAssetInstructionFormValues,
  type RecipientAccountNumberRule,
} from '../../shared/validation/digitalAssetInstruction';
import { compactIban } from '../../shared/validation/codecs/bankCodes';
import { visibleWireFields, type WireInstructionFormValues } from '../../shared/validation/wireInstruction';
import type { CheckedField, FormKind } from './savedInstructions.slice';

export const checkKey = (form: FormKind, field: CheckedField): string => `${form}.${field}`;

/** The starting values of the wire form (spec part 2 §2: US first; further credit off). */
export const WIRE_FORM_DEFAULTS: Partial<WireInstructionFormValues> = {
  bankLocation: 'US',
  accountType: 'ACCT',
  beneficiaryType: 'IND',
  furtherCredit: 'no',
  furtherCredit2: 'no',
};

const UPPER_CASE: ReadonlySet<string> = new Set(['bankBic', 'intermediaryBankBic']);

/** The body of a create: the visible fields only, trimmed; the IBAN without spaces; BICs upper case. */
export function wireBody(values: Partial<WireInstructionFormValues>, fdasAccountNumber: string): CreateWireInstructionDto {
  const body: Record<string, string> = { fdasAccountNumber };
  for (const field of visibleWireFields(values)) {
    const raw = values[field];
    if (raw === undefined || raw === '') continue;
    const text = String(raw).trim();
    if (text === '') continue;
    body[field] = field === 'bankIBAN' ? compactIban(text) : UPPER_CASE.has(field) ? text.toUpperCase() : text;
  }
  return body as unknown as CreateWireInstructionDto;
}

/** The fields of the digital asset form its rules show (spec part 2 §2; the EU travel-rule ones behind the flag). */
export function visibleAddressFields(values: Partial<DigitalAssetInstructionFormValues>, rule: RecipientAccountNumberRule, euTravelRule: boolean): DigitalAssetInstructionField[] {
  const fields: DigitalAssetInstructionField[] = ['network', 'nickname', 'recipientAddress'];
  if (rule !== 'hidden') fields.push('recipientAccountNumber');
  fields.push('destination');
  if (values.destination === 'Institution') {
    fields.push('institution');
    if (values.institution === OTHER_INSTITUTION_ID) fields.push('otherInstitution');
  }
  fields.push('beneficiaryFullName');
  if (values.destination === 'Self-Managed Wallet') fields.push('walletOwnerFullName');
  if (euTravelRule) fields.push('placeOfBusiness', 'countryOfResidence');
  return fields;
}

/** The body of an address create: the fields the form showed (submitted values), trimmed, with its sdaiUUID. */
export function addressBody(values: Record<string, string>, sdaiUUID: string, accountNumber: string): CreateDigitalAssetInstructionDto {
  const body: Record<string, string> = { sdaiUUID, accountNumber };
  for (const [field, raw] of Object.entries(values)) {
    if (field === 'sdaiUUID' || typeof raw !== 'string') continue;
    const text = raw.trim();
    if (text !== '') body[field] = text;
  }
  return body as unknown as CreateDigitalAssetInstructionDto;
}
