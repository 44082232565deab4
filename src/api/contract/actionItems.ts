// Contract: action items — the maker-checker requests a checker approves or rejects, and the
// inbound deposits an account holder confirms (with the originator's travel-rule data) or declines
// (spec part 1 §2–§9, part 2 §2–§4, §7). The SPA and the reference gateway both import this file;
// the comments and travel-rule rules are src/shared/validation/actionItems.ts; the answer guards
// are actionItemGuards.ts.
//
// Answers use the gateway envelope { status: { code, text }, data } (contract/responses.ts).
// Every call needs a full session. Failures (nothing changes):
//   400 '<field>: <the shared rule's message>'   a malformed body, comments or travel-rule data the rules refuse
//   403 ACTION_ITEM_TEXTS.notEntitled             the list, for a user who views no account
//   403 ACTION_ITEM_TEXTS.ownRequest              the maker deciding their own request
//   403 'You are not entitled to <action> on this account'   no authorize (review) action at decision time
//   404 ACTION_ITEM_TEXTS.notFound               another firm's item, or none
//   409 ACTION_ITEM_TEXTS.alreadyDecided(…)      decided already (concurrent decisions: exactly one wins)
//   409 ACTION_ITEM_TEXTS.withdrawn              the request's instruction was deleted before a decision
//   403/429 STEP_UP_TEXTS (contract/stepUp.ts)  an approval or rejection without a step-up proof over { referenceId, decision }
import type { ActionItemResponse, TravelRuleFormValues } from '../../shared/validation/actionItems';
import { MONEY_MOVEMENT_BASE as B } from './moneyMovement';
import type { NonUsBankDto, UsBankDto } from './savedInstructions';
import type { StepUpMethodDto, StepUpProofDto } from './stepUp';
import { TRANSFER_APPROVAL_KINDS, TRANSFER_ENTITLEMENTS } from './transfers';

export type { ActionItemResponse, TravelRuleFormValues };

export const ACTION_ITEM_PATHS = {
  /** The v3 actionitems/list base path (spec part 2 §7): one tab's items. */
  list: `${B}/api/v3/actionitems/list`,
  /** Action item update (spec part 1 §7): the response choice and comments. */
  update: `${B}/api/v1/actionitem`,
  /** The v3 actionitems base path: an inbound deposit's review (the dialog's travel-rule data). */
  inboundReview: `${B}/api/v3/actionitems`,
} as const;

export const ACTION_ITEM_TABS = ['PENDING', 'HISTORY'] as const;
export type ActionItemTab = (typeof ACTION_ITEM_TABS)[number];

/** Spec part 1 §4: pending, approved, rejected (an inbound deposit confirmed counts as approved, declined as rejected). */
export const ACTION_ITEM_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ActionItemStatus = (typeof ACTION_ITEM_STATUSES)[number];

/** Spec part 2 §4 action types: create wire instruction, allowed address, wire outbound, crypto outbound, crypto inbound. */
export const REQUEST_TYPES = ['CREATE_WIRE_INSTRUCTION', 'ALLOWED_ADDRESS', 'WIRE_OUTBOUND', 'CRYPTO_OUTBOUND', 'CRYPTO_INBOUND'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** Maker-checker approval kinds: the spec's two transfer kinds and the instructions' two (docs/spec-choices.md). */
export const APPROVAL_KINDS = [
  'CHECKER_APPROVAL_WIRE_INSTRUCTION',
  'CHECKER_APPROVAL_SDAI_ADDRESS',
  TRANSFER_APPROVAL_KINDS.wire,
  TRANSFER_APPROVAL_KINDS.digitalAsset,
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const REQUEST_TYPE_OF: Readonly<Record<ApprovalKind, RequestType>> = {
  CHECKER_APPROVAL_WIRE_INSTRUCTION: 'CREATE_WIRE_INSTRUCTION',
  CHECKER_APPROVAL_SDAI_ADDRESS: 'ALLOWED_ADDRESS',
  CHECKER_APPROVAL_WIRE_OUT: 'WIRE_OUTBOUND',
  CHECKER_APPROVAL_SDAI_CRYPTO_OUT: 'CRYPTO_OUTBOUND',
};

/**
 * Who may decide what (spec part 2 §6): a request by the authorize action of its kind, never by its
 * maker; an inbound deposit by anyone who may move the account's digital assets.
 */
export const DECIDING_ACTIONS: Readonly<Record<RequestType, readonly string[]>> = {
  CREATE_WIRE_INSTRUCTION: ['FDAS_AM_SIAuthorize'],
  ALLOWED_ADDRESS: ['FDAS_SAVED_INSTRUCTIONS_DIGITAL_AssetAuthorize'],
  WIRE_OUTBOUND: [TRANSFER_ENTITLEMENTS.wireAuthorize],
  CRYPTO_OUTBOUND: [TRANSFER_ENTITLEMENTS.digitalAssetAuthorize],
  CRYPTO_INBOUND: [TRANSFER_ENTITLEMENTS.digitalAssetCreate, TRANSFER_ENTITLEMENTS.digitalAssetAuthorize],
};

/** The travel-rule disposition of a declined deposit (spec part 1 §3–§4). */
export const UNRECOGNIZED = 'UNRECOGNIZED';

/** Texts of the gateway's refusals (ours: the spec does not show what a failed update returns). */
export const ACTION_ITEM_TEXTS = {
  /** Spec part 1 §6. */
  notEntitled: 'You are not entitled to access action items at this time.',
  notFound: 'Action item not found',
  ownRequest: 'You cannot approve or reject your own request.',
  alreadyDecided: (status: Exclude<ActionItemStatus, 'PENDING'>, checker: string | null) =>
    `This request was already ${status === 'APPROVED' ? 'approved' : 'rejected'}${checker ? ` by ${checker}` : ''}.`,
  withdrawn: 'This request was withdrawn: its instruction was deleted, so it can no longer be approved or rejected.',
  conflict: 'This request was decided by someone else meanwhile. Refresh to see its status.',
  depositIsReviewed: 'An inbound deposit is confirmed or declined with its travel-rule data, not approved or rejected.',
  notADeposit: 'Only an inbound deposit is reviewed with travel-rule data.',
  declineCarriesNothingElse: 'travelRuleData: a declined deposit carries its disposition only',
} as const;

// ── List ────────────────────────────────────────────────────────────────────────────────────────
// POST list { tab }
//   PENDING: pending items of the accounts the user views (FDAS_AS_INST_DASHBOARD), oldest first;
//   HISTORY: decided ones, newest decision first.
//   answer   data: ActionItemDto[]
export interface ActionItemListRequestDto {
  tab: ActionItemTab;
}

/** An amount of an asset: exact (the asset's places) and truncated (its shown places, never rounded). */
export interface QuantityDto {
  asset: string;
  valueString: string;
  truncatedValueString: string;
}

/** A saved wire instruction as a checker reviews it (spec part 1 §3); account numbers masked to the last 4. */
export interface WireInstructionRequestDto {
  nickname: string;
  bankLocation: 'US' | 'NON_US';
  bankRoutingNumber: string | null;
  /** The bank the routing number or BIC names: name, city, state or country. */
  bankDetails: string | null;
  bicNumber: string | null;
  accountNumber: string;
  accountType: 'ACCT' | 'IBAN';
  intermediaryBankBic: string | null;
  intermediaryBankAccount: string | null;
  intermediaryBankDetails: string | null;
  beneficiaryType: 'IND' | 'ENT';
  beneficiary: {
    entityName: string | null;
    firstName: string | null;
    lastName: string | null;
    address: string;
    city: string;
    state: string | null;
    zipCode: string | null;
  };
  beneficiaryCountry: string;
  furtherCredit1: FurtherCreditDto | null;
  /** The second further credit, given only with a first one. */
  furtherCredit2: FurtherCreditDto | null;
  /** The BIC of the beneficiary's bank (non-US; a US bank is named by its routing number: null). */
  beneficiaryBankBic: string | null;
  /** The beneficiary bank's address as the bank directory holds it (spec part 2 §3's two shapes); null when the directory does not know the bank. */
  bankInfoDetails: UsBankDto | NonUsBankDto | null;
  /** The maker's free text for the beneficiary's bank (SWIFT's character set, at most 140). */
  additionalBankDetails: string | null;
  maker: { firstName: string; lastName: string } | null;
  /** Seconds since the epoch. */
  requestDate: number;
  checkerName: string | null;
  /** The checker's comments on the decision; null while pending or when none were given. */
  comments: string | null;
}

/** A further-credit line (account number masked to the last 4). */
export interface FurtherCreditDto {
  accountNumber: string;
  accountType: string;
  name: string;
}

/** The travel-rule data of a reviewed inbound deposit (spec part 1 §3); null fields were not given. */
export interface TravelRuleDataDto {
  disposition: typeof UNRECOGNIZED | null;
  selfManaged: boolean | null;
  vaspName: string | null;
  partyType: 'INDIVIDUAL' | 'ENTITY' | null;
  firstName: string | null;
  lastName: string | null;
  entityName: string | null;
  countryCode: string | null;
  country: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  stateCode: string | null;
  state: string | null;
  zipCode: string | null;
  /** The account the assets came into. */
  beneficiaryAccount: string;
  /** Who reviewed it, and when (seconds). */
  createdBy: string | null;
  createdTime: number;
}

export interface InboundDepositDto {
  network: string;
  /** The address the assets came from. */
  fromAddress: string;
  transactionHash: string;
  /** Null while pending. */
  travelRuleData: TravelRuleDataDto | null;
}

export interface AllowedAddressDetailDto {
  allowedAddress: { nickname: string; network: string; address: string };
}

export interface ActionItemDto {
  /** The maker-checker request's id (processInstanceId) or the inbound deposit's reference. */
  referenceId: string;
  requestType: RequestType;
  /** Null for an inbound deposit. */
  approvalKind: ApprovalKind | null;
  status: ActionItemStatus;
  /** The signed-in user may decide it now. */
  actionable: boolean;
  description: string;
  accountName: string;
  accountNumber: string;
  /** The maker's name; null for an inbound deposit. */
  createdBy: string | null;
  /** Seconds since the epoch. */
  createdTime: number;
  checkerName: string | null;
  decidedTime: number | null;
  comments: string | null;
  quantity: QuantityDto | null;
  asset: string | null;
  recipientAddress: string | null;
  beneficiaryName: string | null;
  /** Masked to the last 4. */
  beneficiaryAccount: string | null;
  destination: 'INSTITUTION' | 'SELF_MANAGED_WALLET' | null;
  institutionName: string | null;
  institutionType: 'INSTITUTIONAL_OTHER' | null;
  otherInstitutionName: string | null;
  internalMessage: string | null;
  wireInstruction: WireInstructionRequestDto | null;
  allowedAddressDetail: AllowedAddressDetailDto | null;
  inboundDeposit: InboundDepositDto | null;
  /** The maker's confirmation of a transfer's submit (issue 26); null for other requests, or a transfer booked unsigned before issue 26. */
  submitProof: ProofShownDto | null;
  /** The checker's confirmation of the decision; null while pending, for an inbound deposit's review, or a decision before issue 26. */
  decisionProof: ProofShownDto | null;
}

/** A step-up's proof as the action item shows it: how it was confirmed, with what, when. */
export interface ProofShownDto {
  method: StepUpMethodDto;
  /** The passkey's name ('YubiKey 5C'); null for a code. */
  passkeyName: string | null;
  /** The last 4 digits of the phone a code went to; null for a passkey. */
  phoneLast4: string | null;
  /** Seconds since the epoch. */
  signedTime: number;
}

// ── Action item update (approve / reject) ───────────────────────────────────────────────────────
// POST update — a pending maker-checker request; approving executes it (the instruction turns
// ACTIVE, the transfer is released), rejecting releases it (the instruction INACTIVE, the transfer's
// holds released). One transaction; audited.
//   answer   data: ActionItemDto (decided)
export interface ActionItemUpdateRequestDto {
  referenceId: string;
  response: ActionItemResponse;
  /** Optional to approve, required to reject (the shared rule). */
  comments?: string;
  /** The step-up's proof over { referenceId, decision } (contract/stepUp.ts); refused without it. */
  stepUp?: StepUpProofDto;
}

// ── Inbound deposit review ──────────────────────────────────────────────────────────────────────
// POST inboundReview — "Is this your transaction?": Yes sends the originator's form (stored; the
// assets are credited), No sends { disposition: 'UNRECOGNIZED' } (irreversible; never credited).
//   answer   data: ActionItemDto (decided)
export type InboundTravelRuleInput = TravelRuleFormValues | { disposition: typeof UNRECOGNIZED };
export interface InboundDepositReviewRequestDto {
  referenceId: string;
  /** A list holding the submitted form value (spec part 2 §3). */
  travelRuleData: [InboundTravelRuleInput];
}
