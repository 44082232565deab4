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
import type { Static } from '@sinclair/typebox';
import type { ActionItemResponse, TravelRuleFormValues } from '../../shared/validation/actionItems';
import { ACTION_ITEM_STATUSES, ACTION_ITEM_TABS, APPROVAL_KINDS, REQUEST_TYPES, UNRECOGNIZED } from './constants';
import { MONEY_MOVEMENT_BASE as B } from './moneyMovement';
import type {
  ActionItemQuantitySchema,
  ActionItemSchema,
  ActionItemUpdateRequestSchema,
  AllowedAddressDetailSchema,
  FurtherCreditSchema,
  InboundDepositReviewRequestSchema,
  InboundDepositSchema,
  ProofShownSchema,
  TravelRuleDataSchema,
  WireInstructionRequestSchema,
} from './schemas/actionItems';
import { TRANSFER_ENTITLEMENTS } from './transfers';

export type { ActionItemResponse, TravelRuleFormValues };

export const ACTION_ITEM_PATHS = {
  /** The v3 actionitems/list base path (spec part 2 §7): one tab's items. */
  list: `${B}/api/v3/actionitems/list`,
  /** Action item update (spec part 1 §7): the response choice and comments. */
  update: `${B}/api/v1/actionitem`,
  /** The v3 actionitems base path: an inbound deposit's review (the dialog's travel-rule data). */
  inboundReview: `${B}/api/v3/actionitems`,
} as const;

export { ACTION_ITEM_STATUSES, ACTION_ITEM_TABS, APPROVAL_KINDS, REQUEST_TYPES, UNRECOGNIZED };
export type ActionItemTab = (typeof ACTION_ITEM_TABS)[number];
export type ActionItemStatus = (typeof ACTION_ITEM_STATUSES)[number];
export type RequestType = (typeof REQUEST_TYPES)[number];
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
// The shapes are the schemas of schemas/actionItems.ts (their descriptions say what each field holds).
export type QuantityDto = Static<typeof ActionItemQuantitySchema>;
export type WireInstructionRequestDto = Static<typeof WireInstructionRequestSchema>;
export type FurtherCreditDto = Static<typeof FurtherCreditSchema>;
export type TravelRuleDataDto = Static<typeof TravelRuleDataSchema>;
export type InboundDepositDto = Static<typeof InboundDepositSchema>;
export type AllowedAddressDetailDto = Static<typeof AllowedAddressDetailSchema>;
export type ActionItemDto = Static<typeof ActionItemSchema>;
export type ProofShownDto = Static<typeof ProofShownSchema>;

// ── Action item update (approve / reject) ───────────────────────────────────────────────────────
// POST update — a pending maker-checker request; approving executes it (the instruction turns
// ACTIVE, the transfer is released), rejecting releases it (the instruction INACTIVE, the transfer's
// holds released). One transaction; audited.
//   answer   data: ActionItemDto (decided)
export type ActionItemUpdateRequestDto = Static<typeof ActionItemUpdateRequestSchema>;

// ── Inbound deposit review ──────────────────────────────────────────────────────────────────────
// POST inboundReview — "Is this your transaction?": Yes sends the originator's form (stored; the
// assets are credited), No sends { disposition: 'UNRECOGNIZED' } (irreversible; never credited).
//   answer   data: ActionItemDto (decided)
export type InboundTravelRuleInput = TravelRuleFormValues | { disposition: typeof UNRECOGNIZED };
/** travelRuleData: a list holding the submitted form value (spec part 2 §3), an InboundTravelRuleInput. */
export type InboundDepositReviewRequestDto = Static<typeof InboundDepositReviewRequestSchema>;
