// The saved-instruction forms' names (redux-form), what each sends (only the fields its visibility
// rules show, the IBAN compacted, codes upper-cased), and the key of a field's server check.
import type { CreateWireInstructionDto } from '../../api/contract/savedInstructions';
import { compactIban } from '../../shared/validation/codecs/bankCodes';
import { visibleWireFields, type WireInstructionFormValues } from '../../shared/validation/wireInstruction';
import type { CheckedField, FormKind } from './savedInstructions.slice';

export const FORM_NAMES: Record<FormKind, string> = { wire: 'wireInstruction', address: 'digitalAssetInstruction' };

export const checkKey = (form: FormKind, field: CheckedField): string => `${form}.${field}`;

/** The starting values of the wire form (spec part 2 §2: US first; further credit off). */
export const WIRE_FORM_DEFAULTS: Partial<WireInstructionFormValues> = {
  bankLocation: 'US',
  accountType: 'ACCT',
  beneficiaryType: 'IND',
  furtherCredit: 'no',
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
