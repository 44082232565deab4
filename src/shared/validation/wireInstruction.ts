// The wire instruction form (spec part 2 §2, §3, §5): the visibility rules decide which fields are
// checked; each field returns the spec's message. The SPA's redux-form and the gateway share it.
import { isValidAbaRoutingNumber } from './codecs/abaRoutingNumber';
import { compactIban, isBicForm } from './codecs/bankCodes';
import { asText, cannotEndWith, firstError, type Validator } from './core';
import { matches, max, optional, requiredText, startsNotWith, validateNickname } from './instructionFields';
import { INSTRUCTION_MESSAGES as M } from './savedInstructionMessages';
import { isUsStateCode } from './usStates';

export const BANK_LOCATIONS = ['US', 'NON_US'] as const;
export const WIRE_ACCOUNT_TYPES = ['ACCT', 'IBAN'] as const;
export const BENEFICIARY_TYPES = ['IND', 'ENT'] as const;
export const FURTHER_CREDIT = ['yes', 'no'] as const;

/** The wire instruction form (spec part 2 §3; the spec's spelling bankAcccountNumber kept). */
export interface WireInstructionFormValues {
  nickname: string;
  bankLocation: (typeof BANK_LOCATIONS)[number];
  routingNumber?: string;
  bankBic?: string;
  accountType?: (typeof WIRE_ACCOUNT_TYPES)[number];
  bankAcccountNumber?: string;
  bankIBAN?: string;
  intermediaryBankBic?: string;
  intermediaryBankAccount?: string;
  beneficiaryType: (typeof BENEFICIARY_TYPES)[number];
  firstName?: string;
  lastName?: string;
  entityName?: string;
  country: string;
  address: string;
  city: string;
  beneficiaryNonUSState?: string;
  beneficiaryUSState?: string;
  beneficiaryUSZip?: string;
  beneficiaryNonUSZip?: string;
  furtherCredit: (typeof FURTHER_CREDIT)[number];
  furtherCreditAccountNumber?: string;
  furtherCreditAccountType?: string;
  furtherCreditAccountName?: string;
  /** A second further credit, offered once the first is given (ours: the action item shows furtherCredit2, spec part 1 §3). Missing = 'no'. */
  furtherCredit2?: (typeof FURTHER_CREDIT)[number];
  furtherCredit2AccountNumber?: string;
  furtherCredit2AccountType?: string;
  furtherCredit2AccountName?: string;
  /** Free text for the beneficiary's bank (ours: the action item shows additionalBankDetails, spec part 1 §3). */
  additionalBankDetails?: string;
}
export type WireInstructionField = keyof WireInstructionFormValues;

const chosen = (options: readonly string[]): Validator => (value) => (options.includes(asText(value)) ? undefined : M.required);

export const validateRoutingNumber: Validator = firstError(requiredText, (v) => (isValidAbaRoutingNumber(asText(v)) ? undefined : M.routingNumber));

const bicRule: Validator = (value) => {
  const text = asText(value);
  if (text.length > 11 || !/^[A-Za-z0-9]*$/.test(text) || (text.length !== 8 && text.length !== 11)) return M.bic;
  if (text.toUpperCase().endsWith('XXX')) return M.bicEndsWithXxx;
  return isBicForm(text.toUpperCase()) ? undefined : M.bic;
};
export const validateBic: Validator = firstError(requiredText, bicRule);
export const validateIntermediaryBic: Validator = optional(bicRule);

export const validateBankAccountNumber: Validator = firstError(requiredText, (value) => {
  const text = asText(value);
  return text.length < 6 || text.length > 34 || text.startsWith('-') ? M.accountNumber : undefined;
});

export const validateIntermediaryAccount: Validator = optional((value) => {
  const length = asText(value).length;
  return length < 8 || length > 17 ? M.intermediaryAccount : undefined;
});

/** The length rule; mod-97 and the country's length are the server's check (validateIbanChecksum). */
export const validateIbanLength: Validator = firstError(requiredText, (value) => {
  const length = compactIban(asText(value)).length;
  return length < 5 || length > 34 ? M.ibanLength : undefined;
});

const BENEFICIARY_TEXT = /^[A-Za-z0-9?():,.' /-]*$/;
const beneficiaryText = (limit: number): Validator =>
  firstError(requiredText, startsNotWith(['-', '/', ':']), max(limit), matches(BENEFICIARY_TEXT, M.beneficiaryCharacters));
export const validateBeneficiaryName = beneficiaryText(35);
export const validateBeneficiaryAddress = beneficiaryText(35);
export const validateBeneficiaryCity = beneficiaryText(21);

export const validateUsState: Validator = firstError(requiredText, (v) => (isUsStateCode(asText(v)) ? undefined : M.usState));
export const validateNonUsState: Validator = optional(firstError(max(21), matches(BENEFICIARY_TEXT, M.beneficiaryCharacters)));
export const validateUsZip: Validator = firstError(
  requiredText,
  max(10),
  startsNotWith(['-']),
  cannotEndWith(['-'], () => M.usZip),
  matches(/^\d{5}(-\d{4})?$/, M.usZip),
);
export const validateNonUsPostalCode: Validator = firstError(requiredText, matches(/^[\w-]{1,10}$/, M.postalCode));

const FURTHER_CREDIT_TEXT = /^[A-Za-z0-9 .-]*$/;
export const validateFurtherCreditAccountNumber = firstError(requiredText, max(33), matches(FURTHER_CREDIT_TEXT, M.furtherCreditCharacters));
export const validateFurtherCreditAccountName = firstError(requiredText, max(25), matches(FURTHER_CREDIT_TEXT, M.furtherCreditCharacters));
export const validateFurtherCreditAccountType = firstError(requiredText, max(25), matches(FURTHER_CREDIT_TEXT, M.furtherCreditCharacters));
/** The second further credit's yes/no: absent reads as no (a body written before it existed stays valid). */
const validateSecondFurtherCredit: Validator = (value) => (value === undefined || value === null || value === '' || FURTHER_CREDIT.includes(asText(value) as 'yes') ? undefined : M.required);

/** SWIFT's 'x' character set (what a bank-to-bank information line may carry), 4 lines of 35. */
const BANK_DETAILS_TEXT = /^[A-Za-z0-9/?:().,'+ -]*$/;
export const ADDITIONAL_BANK_DETAILS_MAX = 140;
export const validateAdditionalBankDetails: Validator = optional(firstError(max(ADDITIONAL_BANK_DETAILS_MAX), matches(BANK_DETAILS_TEXT, M.bankDetailsCharacters)));

/** The fields shown for these values (spec part 2 §2 visibility rules). */
export function visibleWireFields(values: Partial<WireInstructionFormValues>): WireInstructionField[] {
  const fields: WireInstructionField[] = ['nickname', 'bankLocation'];
  if (values.bankLocation === 'NON_US') {
    fields.push('bankBic', 'accountType', values.accountType === 'IBAN' ? 'bankIBAN' : 'bankAcccountNumber');
  } else {
    fields.push('routingNumber', 'bankAcccountNumber');
  }
  fields.push('intermediaryBankBic', 'intermediaryBankAccount', 'beneficiaryType');
  fields.push(...(values.beneficiaryType === 'ENT' ? (['entityName'] as const) : (['firstName', 'lastName'] as const)));
  fields.push('country', 'address', 'city');
  fields.push(...(values.country === 'US' ? (['beneficiaryUSState', 'beneficiaryUSZip'] as const) : (['beneficiaryNonUSState', 'beneficiaryNonUSZip'] as const)));
  fields.push('furtherCredit');
  if (values.furtherCredit === 'yes') {
    fields.push('furtherCreditAccountNumber', 'furtherCreditAccountType', 'furtherCreditAccountName', 'furtherCredit2');
    if (values.furtherCredit2 === 'yes') fields.push('furtherCredit2AccountNumber', 'furtherCredit2AccountType', 'furtherCredit2AccountName');
  }
  fields.push('additionalBankDetails');
  return fields;
}

/** Only the fields these values show: what a stored instruction keeps (a hidden field's value is never checked, so never kept). */
export function visibleWireValues<T extends Partial<WireInstructionFormValues>>(values: T): Partial<WireInstructionFormValues> {
  const kept: Partial<Record<WireInstructionField, unknown>> = {};
  for (const field of visibleWireFields(values)) if (values[field] !== undefined) kept[field] = values[field];
  return kept as Partial<WireInstructionFormValues>;
}

const FIELD_RULES: Record<WireInstructionField, Validator> = {
  nickname: validateNickname,
  bankLocation: chosen(BANK_LOCATIONS),
  routingNumber: validateRoutingNumber,
  bankBic: validateBic,
  accountType: chosen(WIRE_ACCOUNT_TYPES),
  bankAcccountNumber: validateBankAccountNumber,
  bankIBAN: validateIbanLength,
  intermediaryBankBic: validateIntermediaryBic,
  intermediaryBankAccount: validateIntermediaryAccount,
  beneficiaryType: chosen(BENEFICIARY_TYPES),
  firstName: validateBeneficiaryName,
  lastName: validateBeneficiaryName,
  entityName: validateBeneficiaryName,
  country: firstError(requiredText, matches(/^[A-Z]{2}$/, M.required)),
  address: validateBeneficiaryAddress,
  city: validateBeneficiaryCity,
  beneficiaryNonUSState: validateNonUsState,
  beneficiaryUSState: validateUsState,
  beneficiaryUSZip: validateUsZip,
  beneficiaryNonUSZip: validateNonUsPostalCode,
  furtherCredit: chosen(FURTHER_CREDIT),
  furtherCreditAccountNumber: validateFurtherCreditAccountNumber,
  furtherCreditAccountType: validateFurtherCreditAccountType,
  furtherCreditAccountName: validateFurtherCreditAccountName,
  furtherCredit2: validateSecondFurtherCredit,
  furtherCredit2AccountNumber: validateFurtherCreditAccountNumber,
  furtherCredit2AccountType: validateFurtherCreditAccountType,
  furtherCredit2AccountName: validateFurtherCreditAccountName,
  additionalBankDetails: validateAdditionalBankDetails,
};

/** Errors of the visible fields, and the group rule: an intermediary account needs an intermediary BIC. */
export function validateWireInstruction(values: Partial<Record<WireInstructionField, unknown>>): Partial<Record<WireInstructionField, string>> {
  const typed = values as Partial<WireInstructionFormValues>;
  const errors: Partial<Record<WireInstructionField, string>> = {};
  for (const field of visibleWireFields(typed)) {
    const message = FIELD_RULES[field](values[field]);
    if (message) errors[field] = message;
  }
  if (!errors.intermediaryBankBic && asText(values.intermediaryBankAccount) !== '' && asText(values.intermediaryBankBic) === '') {
    errors.intermediaryBankBic = M.intermediaryBicRequired;
  }
  return errors;
}
