// The action items' requests and answers as schemas (contract/actionItems.ts derives its types from
// them): the maker-checker requests a checker approves or rejects, and the inbound deposits an
// account holder confirms (with the originator's travel-rule data) or declines. Spec part 1 §2–§9,
// part 2 §2–§4, §7. The comments and travel-rule rules (and their messages) are
// src/shared/validation/actionItems.ts, applied after the shape.
import { Type } from '@sinclair/typebox';
import { PARTY_TYPES, RESPONSES } from '../../../shared/validation/actionItems';
import { BANK_LOCATIONS, BENEFICIARY_TYPES, WIRE_ACCOUNT_TYPES } from '../../../shared/validation/wireInstruction';
import { ACTION_ITEM_STATUSES, ACTION_ITEM_TABS, APPROVAL_KINDS, REQUEST_TYPES, STEP_UP_METHODS, UNRECOGNIZED } from '../constants';
import { nullable, oneOfStrings } from './common';
import { NonUsBankSchema, UsBankSchema } from './savedInstructions';
import { StepUpProofSchema } from './stepUp';

const REFERENCE_ID = Type.String({ minLength: 1, maxLength: 64, description: "The maker-checker request's id (processInstanceId) or the inbound deposit's reference." });
const TEXT = Type.String({ maxLength: 200 });
const text = nullable(Type.String());
const SECONDS = (description = 'Seconds since the epoch.') => Type.Integer({ minimum: 0, description });

// ── Requests ──────────────────────────────────────────────────────────────────────────────────

export const ActionItemListRequestSchema = Type.Object(
  { tab: oneOfStrings(ACTION_ITEM_TABS, { description: 'PENDING: pending items of the accounts the user views, oldest first; HISTORY: decided ones, newest decision first.' }) },
  { additionalProperties: false },
);

export const ActionItemUpdateRequestSchema = Type.Object(
  {
    referenceId: REFERENCE_ID,
    response: oneOfStrings(RESPONSES),
    comments: Type.Optional(Type.String({ maxLength: 200, description: 'Optional to approve, required to reject (the shared rule).' })),
    stepUp: Type.Optional(StepUpProofSchema),
  },
  { additionalProperties: false, description: "The step-up's proof is over { referenceId, decision } (contract/stepUp.ts); refused without it." },
);

const FORM_TEXT = Type.Optional(TEXT);

/** The originator's form (the shared rules decide which fields it needs), or { disposition: 'UNRECOGNIZED' } alone to decline. */
export const TravelRuleInputSchema = Type.Object(
  {
    disposition: Type.Optional(oneOfStrings([UNRECOGNIZED] as const, { description: 'Declines the deposit (irreversible; never credited): then no other field.' })),
    selfManaged: Type.Optional(Type.Boolean()),
    partyType: FORM_TEXT,
    firstName: FORM_TEXT,
    lastName: FORM_TEXT,
    entityName: FORM_TEXT,
    countryCode: FORM_TEXT,
    addressLine1: FORM_TEXT,
    addressLine2: FORM_TEXT,
    city: FORM_TEXT,
    stateCode: FORM_TEXT,
    state: FORM_TEXT,
    zipCode: FORM_TEXT,
    vaspName: FORM_TEXT,
  },
  { additionalProperties: false },
);

export const InboundDepositReviewRequestSchema = Type.Object(
  {
    referenceId: REFERENCE_ID,
    travelRuleData: Type.Array(TravelRuleInputSchema, { minItems: 1, maxItems: 1, description: 'A list holding the submitted form value (spec part 2 §3).' }),
  },
  { additionalProperties: false },
);

// ── Answers ───────────────────────────────────────────────────────────────────────────────────

export const ActionItemQuantitySchema = Type.Object(
  { asset: Type.String(), valueString: Type.String(), truncatedValueString: Type.String() },
  { description: "An amount of an asset: exact (the asset's places) and truncated (its shown places, never rounded)." },
);

export const FurtherCreditSchema = Type.Object(
  { accountNumber: Type.String(), accountType: Type.String(), name: Type.String() },
  { description: 'A further-credit line (account number masked to the last 4).' },
);

export const WireInstructionRequestSchema = Type.Object(
  {
    nickname: Type.String(),
    bankLocation: oneOfStrings(BANK_LOCATIONS),
    bankRoutingNumber: text,
    bankDetails: nullable(Type.String({ description: 'The bank the routing number or BIC names: name, city, state or country.' })),
    bicNumber: text,
    accountNumber: Type.String(),
    accountType: oneOfStrings(WIRE_ACCOUNT_TYPES),
    intermediaryBankBic: text,
    intermediaryBankAccount: text,
    intermediaryBankDetails: text,
    beneficiaryType: oneOfStrings(BENEFICIARY_TYPES),
    beneficiary: Type.Object({
      entityName: text,
      firstName: text,
      lastName: text,
      address: Type.String(),
      city: Type.String(),
      state: text,
      zipCode: text,
    }),
    beneficiaryCountry: Type.String(),
    furtherCredit1: nullable(FurtherCreditSchema),
    furtherCredit2: nullable(Type.Object(FurtherCreditSchema.properties, { description: 'The second further credit, given only with a first one.' })),
    beneficiaryBankBic: nullable(Type.String({ description: "The BIC of the beneficiary's bank (non-US; a US bank is named by its routing number: null)." })),
    bankInfoDetails: Type.Union([UsBankSchema, NonUsBankSchema, Type.Null()], {
      description: "The beneficiary bank's address as the bank directory holds it (spec part 2 §3's two shapes); null when the directory does not know the bank.",
    }),
    additionalBankDetails: nullable(Type.String({ description: "The maker's free text for the beneficiary's bank (SWIFT's character set, at most 140)." })),
    maker: nullable(Type.Object({ firstName: Type.String(), lastName: Type.String() })),
    requestDate: SECONDS(),
    checkerName: text,
    comments: nullable(Type.String({ description: "The checker's comments on the decision; null while pending or when none were given." })),
  },
  { description: 'A saved wire instruction as a checker reviews it (spec part 1 §3); account numbers masked to the last 4.' },
);

export const TravelRuleDataSchema = Type.Object(
  {
    disposition: nullable(oneOfStrings([UNRECOGNIZED] as const)),
    selfManaged: nullable(Type.Boolean()),
    vaspName: text,
    partyType: nullable(oneOfStrings(PARTY_TYPES)),
    firstName: text,
    lastName: text,
    entityName: text,
    countryCode: text,
    country: text,
    addressLine1: text,
    addressLine2: text,
    city: text,
    stateCode: text,
    state: text,
    zipCode: text,
    beneficiaryAccount: Type.String({ description: 'The account the assets came into.' }),
    createdBy: nullable(Type.String({ description: 'Who reviewed it.' })),
    createdTime: SECONDS('When it was reviewed: seconds since the epoch.'),
  },
  { description: 'The travel-rule data of a reviewed inbound deposit (spec part 1 §3); null fields were not given.' },
);

export const InboundDepositSchema = Type.Object({
  network: Type.String(),
  fromAddress: Type.String({ description: 'The address the assets came from.' }),
  transactionHash: Type.String(),
  travelRuleData: nullable(Type.Object(TravelRuleDataSchema.properties, { description: 'Null while pending.' })),
});

export const AllowedAddressDetailSchema = Type.Object({
  allowedAddress: Type.Object({ nickname: Type.String(), network: Type.String(), address: Type.String() }),
});

export const ProofShownSchema = Type.Object(
  {
    method: oneOfStrings(STEP_UP_METHODS),
    passkeyName: nullable(Type.String({ description: "The passkey's name ('YubiKey 5C'); null for a code." })),
    phoneLast4: nullable(Type.String({ description: 'The last 4 digits of the phone a code went to; null for a passkey.' })),
    signedTime: SECONDS(),
  },
  { description: "A step-up's proof as the action item shows it: how it was confirmed, with what, when." },
);

export const ActionItemSchema = Type.Object({
  referenceId: Type.String({ description: "The maker-checker request's id (processInstanceId) or the inbound deposit's reference." }),
  requestType: oneOfStrings(REQUEST_TYPES),
  approvalKind: nullable(oneOfStrings(APPROVAL_KINDS, { description: 'Null for an inbound deposit.' })),
  status: oneOfStrings(ACTION_ITEM_STATUSES),
  actionable: Type.Boolean({ description: 'The signed-in user may decide it now.' }),
  description: Type.String(),
  accountName: Type.String(),
  accountNumber: Type.String(),
  createdBy: nullable(Type.String({ description: "The maker's name; null for an inbound deposit." })),
  createdTime: SECONDS(),
  checkerName: text,
  decidedTime: nullable(SECONDS()),
  comments: text,
  quantity: nullable(ActionItemQuantitySchema),
  asset: text,
  recipientAddress: text,
  beneficiaryName: text,
  beneficiaryAccount: nullable(Type.String({ description: 'Masked to the last 4.' })),
  destination: nullable(oneOfStrings(['INSTITUTION', 'SELF_MANAGED_WALLET'] as const)),
  institutionName: text,
  institutionType: nullable(oneOfStrings(['INSTITUTIONAL_OTHER'] as const)),
  otherInstitutionName: text,
  internalMessage: text,
  wireInstruction: nullable(WireInstructionRequestSchema),
  allowedAddressDetail: nullable(AllowedAddressDetailSchema),
  inboundDeposit: nullable(InboundDepositSchema),
  submitProof: nullable(Type.Object(ProofShownSchema.properties, { description: "The maker's confirmation of a transfer's submit (issue 26); null for other requests, or a transfer booked unsigned before issue 26." })),
  decisionProof: nullable(Type.Object(ProofShownSchema.properties, { description: "The checker's confirmation of the decision; null while pending, for an inbound deposit's review, or a decision before issue 26." })),
});

export const ActionItemListSchema = Type.Array(ActionItemSchema);
