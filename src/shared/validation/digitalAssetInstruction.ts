// The digital asset instruction form (spec part 2 §2, §3, §5). The address is checked against the
// chosen network with the real codecs (codecs/walletAddress.ts); the recipient account number
// depends on the firm's country (Ireland required, US hidden, else optional).
import { isValidWalletAddress, walletNetworkOf } from './codecs/walletAddress';
import { asText, firstError, type Validator } from './core';
import { matches, max, optional, requiredText, validateNickname, validateSelect } from './instructionFields';
import { INSTRUCTION_MESSAGES as M } from './savedInstructionMessages';

export const DESTINATIONS = ['Institution', 'Self-Managed Wallet'] as const;
export type Destination = (typeof DESTINATIONS)[number];
/** The institution id of "Other" (moved to the end of the list and renamed Other). */
export const OTHER_INSTITUTION_ID = 'OTHER';

export interface DigitalAssetInstructionFormValues {
  sdaiUUID: string;
  nickname: string;
  network: string;
  recipientAddress: string;
  recipientAccountNumber?: string;
  destination: Destination;
  institution?: string;
  otherInstitution?: string;
  placeOfBusiness?: string;
  beneficiaryFullName: string;
  walletOwnerFullName?: string;
  countryOfResidence?: string;
}
export type DigitalAssetInstructionField = keyof DigitalAssetInstructionFormValues;

/** What the rules depend on beyond the values. */
export interface DigitalAssetFormContext {
  /** The account's enabledNetworks. */
  networks: readonly string[];
  /** The firm's country (ISO 3166 alpha-2): IE requires the recipient account number, US hides it. */
  firmCountry: string;
  /** Institution ids offered, "Other" last. */
  institutions: readonly string[];
}

export const RECIPIENT_ACCOUNT_NUMBER_MAX = 75;
export const OTHER_INSTITUTION_MAX = 35;
export const FULL_NAME_MAX = 81;

export type RecipientAccountNumberRule = 'required' | 'hidden' | 'optional';
export const recipientAccountNumberRule = (firmCountry: string): RecipientAccountNumberRule =>
  firmCountry === 'IE' ? 'required' : firmCountry === 'US' ? 'hidden' : 'optional';

/** Address on blur: the network first, then the codec of that network. */
export function validateRecipientAddress(network: unknown, address: unknown): string | undefined {
  if (asText(address).trim() === '') return M.required;
  if (asText(network) === '') return M.selectNetwork;
  const codec = walletNetworkOf(network);
  return codec !== null && isValidWalletAddress(codec, asText(address)) ? undefined : M.invalidAddress;
}

const accountNumberRule: Validator = firstError(max(RECIPIENT_ACCOUNT_NUMBER_MAX), matches(/^[A-Za-z0-9]*$/, M.recipientAccountNumber));
export const validateRecipientAccountNumber = (rule: RecipientAccountNumberRule): Validator =>
  rule === 'required' ? firstError(requiredText, accountNumberRule) : optional(accountNumberRule);

/** No control characters (NUL, escape, tab, line breaks): the names are shown and sent on as they are booked. */
const printable: Validator = (value) => (/\p{Cc}/u.test(asText(value)) ? M.specialCharacters : undefined);
/** A country the form's select offers: its ISO 3166-1 alpha-2 code. */
const countryCode: Validator = optional(matches(/^[A-Z]{2}$/, M.country));

export const validateOtherInstitution: Validator = firstError(requiredText, max(OTHER_INSTITUTION_MAX), printable);
export const validateFullName: Validator = firstError(requiredText, max(FULL_NAME_MAX), printable);

export function validateDigitalAssetInstruction(
  values: Partial<Record<DigitalAssetInstructionField, unknown>>,
  context: DigitalAssetFormContext,
): Partial<Record<DigitalAssetInstructionField, string>> {
  const errors: Partial<Record<DigitalAssetInstructionField, string>> = {};
  const check = (field: DigitalAssetInstructionField, validate: Validator) => {
    const message = validate(values[field]);
    if (message) errors[field] = message;
  };
  check('nickname', validateNickname);
  check('network', validateSelect(context.networks));
  const address = validateRecipientAddress(values.network, values.recipientAddress);
  if (address) errors.recipientAddress = address;
  const accountRule = recipientAccountNumberRule(context.firmCountry);
  if (accountRule !== 'hidden') check('recipientAccountNumber', validateRecipientAccountNumber(accountRule));
  check('destination', validateSelect(DESTINATIONS));
  if (values.destination === 'Institution') {
    check('institution', validateSelect(context.institutions));
    if (values.institution === OTHER_INSTITUTION_ID) check('otherInstitution', validateOtherInstitution);
  }
  check('beneficiaryFullName', validateFullName);
  check('walletOwnerFullName', optional(firstError(max(FULL_NAME_MAX), printable)));
  check('placeOfBusiness', countryCode);
  check('countryOfResidence', countryCode);
  return errors;
}
