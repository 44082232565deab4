// Body and query schemas of the saved-instruction calls: the shape (types, known fields, sizes);
// the rules and messages come after, from the shared validators (src/shared/validation).
import { ACCOUNT_NUMBER_PATTERN } from './schemas';
import { REQUEST_ID_PATTERN } from './mintBurn';

const text = (maxLength = 100) => ({ type: 'string', maxLength }) as const;
const accountNumber = { type: 'string', pattern: ACCOUNT_NUMBER_PATTERN } as const;
const WIRE_TEXT_FIELDS = [
  'nickname', 'routingNumber', 'bankBic', 'bankAcccountNumber', 'bankIBAN', 'intermediaryBankBic', 'intermediaryBankAccount',
  'firstName', 'lastName', 'entityName', 'country', 'address', 'city', 'beneficiaryNonUSState', 'beneficiaryUSState',
  'beneficiaryUSZip', 'beneficiaryNonUSZip', 'furtherCreditAccountNumber', 'furtherCreditAccountType', 'furtherCreditAccountName',
  'furtherCredit2AccountNumber', 'furtherCredit2AccountType', 'furtherCredit2AccountName',
] as const;

export const WIRE_INSTRUCTION_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['fdasAccountNumber', 'nickname', 'bankLocation', 'beneficiaryType', 'country', 'address', 'city', 'furtherCredit'],
  properties: {
    fdasAccountNumber: accountNumber,
    ...Object.fromEntries(WIRE_TEXT_FIELDS.map((f) => [f, text()])),
    bankLocation: { enum: ['US', 'NON_US'] },
    accountType: { enum: ['ACCT', 'IBAN'] },
    beneficiaryType: { enum: ['IND', 'ENT'] },
    furtherCredit: { enum: ['yes', 'no'] },
    furtherCredit2: { enum: ['yes', 'no'] },
    // Longer than the rule's 140, so that the rule's message is the one a caller reads.
    additionalBankDetails: text(400),
  },
} as const;

/** The create's body: the form, and its idempotency key (optional; the SPA sends one per opened form). */
export const WIRE_CREATE_BODY = {
  ...WIRE_INSTRUCTION_BODY,
  properties: { ...WIRE_INSTRUCTION_BODY.properties, requestId: { type: 'string', maxLength: 36, pattern: REQUEST_ID_PATTERN } },
} as const;

export const WIRE_LIST_QUERY = {
  type: 'object',
  additionalProperties: false,
  required: ['fdasAccountNumber'],
  properties: {
    fdasAccountNumber: accountNumber,
    page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$', default: '1' },
    count: { type: 'string', pattern: '^[1-9][0-9]{0,2}$', default: '5' },
    active: { enum: ['true', 'false'], default: 'true' },
    pending: { enum: ['true', 'false'], default: 'true' },
    inactive: { enum: ['true', 'false'], default: 'false' },
  },
} as const;

export const WIRE_NICKNAME_QUERY = {
  type: 'object',
  additionalProperties: false,
  required: ['nickname', 'fdasAccountNumber'],
  properties: { nickname: text(), fdasAccountNumber: accountNumber },
} as const;

export const INSTRUCTION_ID_BODY = (field: string) =>
  ({ type: 'object', additionalProperties: false, required: [field], properties: { [field]: { type: 'string', pattern: '^[0-9a-f-]{36}$' } } }) as const;

export const ADDRESS_CREATE_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['accountNumber', 'sdaiUUID', 'nickname', 'network', 'recipientAddress', 'destination', 'beneficiaryFullName'],
  properties: {
    accountNumber,
    sdaiUUID: { type: 'string', maxLength: 36, pattern: REQUEST_ID_PATTERN },
    nickname: text(),
    network: text(40),
    recipientAddress: text(120),
    recipientAccountNumber: text(),
    destination: { enum: ['Institution', 'Self-Managed Wallet'] },
    institution: text(40),
    otherInstitution: text(),
    placeOfBusiness: text(),
    beneficiaryFullName: text(),
    walletOwnerFullName: text(),
    countryOfResidence: text(2),
  },
} as const;

export const ADDRESS_NICKNAME_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['nickname', 'accountNumber'],
  properties: { nickname: text(), accountNumber },
} as const;

export const ACCOUNT_BODY = { type: 'object', additionalProperties: false, required: ['accountNumber'], properties: { accountNumber } } as const;

export const SDAI_ENABLE_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['accountNumber', 'activationPeriod', 'disclosureAcknowledged'],
  properties: { accountNumber, activationPeriod: text(20), disclosureAcknowledged: { const: true } },
} as const;
export const SDAI_EDIT_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['accountNumber', 'activationPeriod'],
  properties: { accountNumber, activationPeriod: text(20) },
} as const;
export const SDAI_DISABLE_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['accountNumber', 'disableSDAI'],
  properties: { accountNumber, disableSDAI: { const: true } },
} as const;

export const ROUTING_QUERY = {
  type: 'object', additionalProperties: false, required: ['routingNumber'], properties: { routingNumber: text(20) },
} as const;
export const BIC_QUERY = {
  type: 'object', additionalProperties: false, required: ['transitNumber', 'transitIdentifierType'],
  properties: { transitNumber: text(20), transitIdentifierType: { const: 'BIC' } },
} as const;
export const IBAN_BODY = { type: 'object', additionalProperties: false, required: ['iban'], properties: { iban: text(60) } } as const;
export const WALLET_QUERY = {
  type: 'object', additionalProperties: false, required: ['address'],
  properties: { address: text(120), token: text(10), blockchain: text(20) },
} as const;
