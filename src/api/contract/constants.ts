// The contract's enumerations and bounds, shared by the SPA (its forms, its guards) and the
// gateway's schemas (schemas/*.ts). Plain constants: importing them brings no schema code into the
// browser, and the schemas import them without a cycle through the contract files that derive
// their types from the schemas.
import type { BusinessHoursStatus } from '../../shared/validation/businessHours';

/** Up to this many days of balance history (POST …/api/v1/accounts/balance/history). */
export const BALANCE_HISTORY_MAX_DAYS = 365;

/** SecurityDto.type: fiat (USD: offered only with wire-create) or commodity (digital assets). */
export const SECURITY_TYPES = ['fiat', 'commodity'] as const;
/** SecurityDto.status. */
export const SECURITY_STATUSES = ['ACTIVE', 'DISABLED'] as const;

// ── Money movement (transfers, saved instructions, action items, activity, Mint & Burn, step-up) ──

/** The fiat asset wires carry, and the fee currency. */
export const FIAT_ASSET = 'USD';
export const TRANSFER_KINDS = ['WIRE', 'DIGITAL_ASSET'] as const;
/**
 * The transfer's lifecycle on the gateway (ADR 0017). A submit answers PENDING_APPROVAL (waits for
 * a checker: maker-checker) or SUBMITTED (on its way); a replay of its requestId answers it as it is
 * now. SETTLED: sent (the hold left the account). REJECTED by the checker, or CANCELLED while
 * pending (its saved destination deleted, the allow-list being disabled): the holds were released
 * and nothing was sent.
 */
export const TRANSFER_STATUSES = ['PENDING_APPROVAL', 'SUBMITTED', 'SETTLED', 'REJECTED', 'CANCELLED'] as const;
/** The wire window (spec part 2 §3–§4, §9). */
export const BUSINESS_HOURS_STATUSES = ['OPEN', 'BEFORE_CLOSE', 'CLOSED'] as const satisfies readonly BusinessHoursStatus[];
/** Maker-checker approval kinds of transfers (spec part 2 §4). */
export const TRANSFER_APPROVAL_KINDS = {
  wire: 'CHECKER_APPROVAL_WIRE_OUT',
  digitalAsset: 'CHECKER_APPROVAL_SDAI_CRYPTO_OUT',
} as const;

export const INSTRUCTION_STATUSES = ['PENDING', 'ACTIVE', 'INACTIVE'] as const;
/**
 * A saved address may also wait for its activation (issue 25): approved while the allow-list is
 * ENABLED, it is usable only from `activatesAt` (src/shared/validation/activationPeriod.ts).
 */
export const ADDRESS_INSTRUCTION_STATUSES = ['PENDING', 'PENDING_ACTIVATION', 'ACTIVE', 'INACTIVE'] as const;
export const ACTIVATION_PERIODS = ['1 Day', '3 Days', '7 Days'] as const;
/** An account's allow-list (aaEnabled). */
export const ALLOW_LIST_STATES = ['ENABLED', 'DISABLED', 'PENDING_DISABLEMENT'] as const;

export const ACTION_ITEM_TABS = ['PENDING', 'HISTORY'] as const;
/** Spec part 1 §4: pending, approved, rejected (an inbound deposit confirmed counts as approved, declined as rejected). */
export const ACTION_ITEM_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
/** Spec part 2 §4 action types: create wire instruction, allowed address, wire outbound, crypto outbound, crypto inbound. */
export const REQUEST_TYPES = ['CREATE_WIRE_INSTRUCTION', 'ALLOWED_ADDRESS', 'WIRE_OUTBOUND', 'CRYPTO_OUTBOUND', 'CRYPTO_INBOUND'] as const;
/** Maker-checker approval kinds: the spec's two transfer kinds and the instructions' two (docs/spec-choices.md). */
export const APPROVAL_KINDS = [
  'CHECKER_APPROVAL_WIRE_INSTRUCTION',
  'CHECKER_APPROVAL_SDAI_ADDRESS',
  TRANSFER_APPROVAL_KINDS.wire,
  TRANSFER_APPROVAL_KINDS.digitalAsset,
] as const;
/** The travel-rule disposition of a declined deposit (spec part 1 §3–§4). */
export const UNRECOGNIZED = 'UNRECOGNIZED';

/** Day filter options, default first (spec §9). */
export const ACTIVITY_DAY_OPTIONS = [30, 60, 90] as const;
/** Activity type filter values (spec §9); '' is All Activity. */
export const ACTIVITY_TYPE_FILTERS = ['', 'deposit', 'withdrawal', 'buy', 'sell', 'other'] as const;
/** Transaction types (spec §3). */
export const TRANSACTION_TYPES = ['Send', 'Receive', 'Withdraw', 'Deposit', 'Buy', 'Sell', 'Manual JRL-IN', 'Manual JRL-OUT'] as const;
/** A record's status: settled, or not yet (shown grey italic, spec §2). */
export const TRANSACTION_STATUSES = ['Completed', 'Processing'] as const;
export const ORDER_TYPES = ['Market', 'Limit'] as const;

/** The stablecoin minted and burned: one FIDD is worth one US dollar (spec part 1 §1, §9). */
export const MINT_BURN_ASSET = 'FIDD';
/** Cost basis sent with every burn-address request (spec part 1 §9). */
export const BURN_COST_BASIS_VALUE = '1.00';

/** How a user may answer a step-up's challenge: a passkey they hold, else a code to the phone on file. */
export const STEP_UP_METHODS = ['passkey', 'sms', 'voice'] as const;
