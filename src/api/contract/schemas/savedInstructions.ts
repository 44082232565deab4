// The saved instructions' requests and answers as schemas (contract/savedInstructions.ts derives its
// types from them): saved wire instructions, saved digital asset instructions (the allow-list) and
// its settings, the bank and wallet lookups. Spec part 2 §2–§9, part 1 §5. The schemas hold the
// shape (types, known fields, sizes); the rules and their messages are the shared validators'
// (src/shared/validation: wireInstruction, digitalAssetInstruction), applied after them.
import { Type } from '@sinclair/typebox';
import { BANK_LOCATIONS, BENEFICIARY_TYPES, FURTHER_CREDIT, WIRE_ACCOUNT_TYPES } from '../../../shared/validation/wireInstruction';
import { DESTINATIONS } from '../../../shared/validation/digitalAssetInstruction';
import { ADDRESS_INSTRUCTION_STATUSES, ALLOW_LIST_STATES, INSTRUCTION_STATUSES } from '../constants';
import { ACCOUNT_NUMBER_PATTERN, REQUEST_ID_PATTERN, nullable, oneOfStrings } from './common';

const text = (maxLength = 100, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });
const optionalText = (maxLength = 100, description?: string) => Type.Optional(text(maxLength, description));
const ACCOUNT_NUMBER = Type.String({ pattern: ACCOUNT_NUMBER_PATTERN });
const INSTRUCTION_ID = Type.String({ pattern: '^[0-9a-f-]{36}$' });
const SECONDS = (description = 'Seconds since the epoch.') => Type.Integer({ minimum: 0, description });

// ── Requests ──────────────────────────────────────────────────────────────────────────────────

/** The wire instruction form and the account it is for (create, and the non-US check). */
export const CreateWireInstructionRequestSchema = Type.Object(
  {
    fdasAccountNumber: ACCOUNT_NUMBER,
    requestId: Type.Optional(
      Type.String({ maxLength: 36, pattern: REQUEST_ID_PATTERN, description: "The create's idempotency key, one per opened form: sent again, the gateway answers the instruction it made." }),
    ),
    nickname: text(),
    bankLocation: oneOfStrings(BANK_LOCATIONS),
    routingNumber: optionalText(100, 'US: the bank’s ABA routing number.'),
    bankBic: optionalText(100, 'Non-US: the bank’s BIC.'),
    accountType: Type.Optional(oneOfStrings(WIRE_ACCOUNT_TYPES)),
    bankAcccountNumber: optionalText(),
    bankIBAN: optionalText(100, 'With accountType IBAN: checked by mod-97 and its country’s length.'),
    intermediaryBankBic: optionalText(),
    intermediaryBankAccount: optionalText(),
    beneficiaryType: oneOfStrings(BENEFICIARY_TYPES, { description: 'IND (firstName, lastName) or ENT (entityName).' }),
    firstName: optionalText(),
    lastName: optionalText(),
    entityName: optionalText(),
    country: text(100, 'ISO 3166 alpha-2.'),
    address: text(),
    city: text(),
    beneficiaryNonUSState: optionalText(),
    beneficiaryUSState: optionalText(),
    beneficiaryUSZip: optionalText(),
    beneficiaryNonUSZip: optionalText(),
    furtherCredit: oneOfStrings(FURTHER_CREDIT),
    furtherCreditAccountNumber: optionalText(),
    furtherCreditAccountType: optionalText(),
    furtherCreditAccountName: optionalText(),
    furtherCredit2: Type.Optional(oneOfStrings(FURTHER_CREDIT, { description: 'A second further credit, given only with a first one; missing = no.' })),
    furtherCredit2AccountNumber: optionalText(),
    furtherCredit2AccountType: optionalText(),
    furtherCredit2AccountName: optionalText(),
    // Longer than the rule's 140, so that the rule's message is the one a caller reads.
    additionalBankDetails: optionalText(400, 'Free text for the beneficiary’s bank (SWIFT’s character set, at most 140: the rule’s).'),
  },
  { additionalProperties: false },
);

/** 'true' or 'false' (a query's text), `byDefault` when absent. */
const flag = (byDefault: 'true' | 'false') => Type.Unsafe<'true' | 'false'>({ type: 'string', enum: ['true', 'false'], default: byDefault });

/** GET wireInstructions query (spec part 2 §3): a page of the account's instructions of the chosen statuses. */
export const WireInstructionListQuerySchema = Type.Object(
  {
    fdasAccountNumber: ACCOUNT_NUMBER,
    page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$', default: '1', description: 'From 1.' })),
    count: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,2}$', default: '5', description: 'Per page.' })),
    active: Type.Optional(flag('true')),
    pending: Type.Optional(flag('true')),
    inactive: Type.Optional(flag('false')),
  },
  { additionalProperties: false },
);

export const WireNicknameQuerySchema = Type.Object({ nickname: text(), fdasAccountNumber: ACCOUNT_NUMBER }, { additionalProperties: false });

export const WireDisableRequestSchema = Type.Object({ accountInstructionId: INSTRUCTION_ID }, { additionalProperties: false });

/** The digital asset instruction form and the account it is for (v1 and v3: the travel-rule fields optional on both). */
export const CreateDigitalAssetInstructionRequestSchema = Type.Object(
  {
    accountNumber: ACCOUNT_NUMBER,
    sdaiUUID: Type.String({ maxLength: 36, pattern: REQUEST_ID_PATTERN, description: 'The idempotency key: a UUID per instruction (per user; 409 with another body).' }),
    nickname: text(),
    network: text(40),
    recipientAddress: text(120, 'An address of the network (checked with its codec).'),
    recipientAccountNumber: optionalText(100, 'Required for an Ireland firm, hidden for a US one.'),
    destination: oneOfStrings(DESTINATIONS),
    institution: optionalText(40, 'An institution id (GET institutions).'),
    otherInstitution: optionalText(),
    placeOfBusiness: optionalText(),
    beneficiaryFullName: text(),
    walletOwnerFullName: optionalText(),
    countryOfResidence: optionalText(2),
  },
  { additionalProperties: false },
);

export const AddressDeleteRequestSchema = Type.Object({ addressId: INSTRUCTION_ID }, { additionalProperties: false });

export const AddressNicknameRequestSchema = Type.Object({ nickname: text(), accountNumber: ACCOUNT_NUMBER }, { additionalProperties: false });

/** A body of exactly one account number (the address list, the activation periods, the institutions). */
export const AccountRequestSchema = Type.Object({ accountNumber: ACCOUNT_NUMBER }, { additionalProperties: false });

const ACTIVATION_PERIOD = text(20, 'One of the activation periods (POST activationPeriods).');

export const SdaiEnableRequestSchema = Type.Object(
  { accountNumber: ACCOUNT_NUMBER, activationPeriod: ACTIVATION_PERIOD, disclosureAcknowledged: Type.Literal(true) },
  { additionalProperties: false },
);
export const SdaiEditRequestSchema = Type.Object({ accountNumber: ACCOUNT_NUMBER, activationPeriod: ACTIVATION_PERIOD }, { additionalProperties: false });
export const SdaiDisableRequestSchema = Type.Object({ accountNumber: ACCOUNT_NUMBER, disableSDAI: Type.Literal(true) }, { additionalProperties: false });

export const RoutingNumberQuerySchema = Type.Object({ routingNumber: text(20) }, { additionalProperties: false });
export const BicQuerySchema = Type.Object({ transitNumber: text(20), transitIdentifierType: Type.Literal('BIC') }, { additionalProperties: false });
export const IbanRequestSchema = Type.Object({ iban: text(60) }, { additionalProperties: false });
export const WalletAddressQuerySchema = Type.Object(
  { address: text(120), token: optionalText(10), blockchain: optionalText(20) },
  { additionalProperties: false, description: 'Exactly one of token and blockchain.' },
);

// ── Answers ───────────────────────────────────────────────────────────────────────────────────

export const SavedWireInstructionSchema = Type.Object({
  accountInstructionId: Type.String(),
  nickname: Type.String(),
  routingNumber: nullable(Type.String()),
  beneficiaryBankBic: nullable(Type.String()),
  accountNumber: Type.String({ description: 'Masked to the last 4 characters (account number or IBAN).' }),
  bankLocation: oneOfStrings(BANK_LOCATIONS),
  createdTime: SECONDS(),
  processInstanceId: Type.String(),
  status: oneOfStrings(INSTRUCTION_STATUSES),
});

export const SavedWireInstructionPageSchema = Type.Object({
  items: Type.Array(SavedWireInstructionSchema),
  page: Type.Integer({ minimum: 0 }),
  count: Type.Integer({ minimum: 0 }),
  totalRecords: Type.Integer({ minimum: 0 }),
});

export const SavedDigitalAssetInstructionSchema = Type.Object({
  addressId: Type.String(),
  network: Type.String(),
  nickname: Type.String(),
  address: Type.String(),
  createdTime: SECONDS(),
  processInstanceId: Type.String(),
  status: oneOfStrings(ADDRESS_INSTRUCTION_STATUSES, { description: "As the gateway's clock reads it now: PENDING_ACTIVATION until activatesAt, ACTIVE from then." }),
  activatesAt: nullable(Type.String({ description: 'ISO 8601 (UTC): when an approved address became or becomes usable; null while PENDING, or when usable since its approval.' })),
});

export const SavedDigitalAssetInstructionListSchema = Type.Array(SavedDigitalAssetInstructionSchema);

export const NicknameValidationSchema = Type.Object({ available: Type.Boolean() });

export const UsBankSchema = Type.Object({
  bankName: Type.String(),
  address: Type.String(),
  city: Type.String(),
  stateCode: Type.String(),
  zip: Type.String(),
  zipExt: nullable(Type.String()),
});

export const NonUsBankSchema = Type.Object({
  institutionName: Type.String(),
  legalAddressLine1: Type.String(),
  legalAddressLine2: nullable(Type.String()),
  legalAddressLine3: nullable(Type.String()),
  area: nullable(Type.String()),
  city: Type.String(),
  countryCode: Type.String(),
  stateOrProvince: nullable(Type.String()),
  zip: nullable(Type.String()),
});

export const ActivationPeriodsSchema = Type.Object({ periods: Type.Array(Type.String()) });

export const SdaiStateSchema = Type.Object({
  accountNumber: Type.String(),
  aaEnabled: oneOfStrings(ALLOW_LIST_STATES),
  aaActivationPeriod: nullable(Type.String()),
});

export const InstitutionSchema = Type.Object({ id: Type.String(), name: Type.String() });
export const InstitutionListSchema = Type.Array(InstitutionSchema);

/** POST …/api/v1/validations/non-us-wireinstruction (answer not shown: ours): the non-US form passed every rule. */
export const WireInstructionValidationSchema = Type.Object({ valid: Type.Literal(true) });

/** The IBAN check (400 = invalid). */
export const IbanValidationSchema = Type.Object({ valid: Type.Literal(true) });

/** The wallet address check: whether the address is one of the network's. */
export const WalletAddressValidationSchema = Type.Object({ valid: Type.Boolean() });
