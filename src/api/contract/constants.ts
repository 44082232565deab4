// The contract's enumerations and bounds, shared by the SPA (its forms, its guards) and the
// gateway's schemas (schemas/*.ts). Plain constants: importing them brings no schema code into the
// browser, and the schemas import them without a cycle through the contract files that derive
// their types from the schemas.
import type { BusinessHoursStatus } from '../../shared/validation/businessHours';

/** Up to this many days of balance history (POST …/api/v1/accounts/balance/history). */
export const BALANCE_HISTORY_MAX_DAYS = 365;

/** A decimal string of an amount: digits, an optional point and digits, an optional minus; no exponent, no grouping. */
export const DECIMAL_STRING_PATTERN = '^-?\\d+(\\.\\d+)?$';
/** A calendar day, 'YYYY-MM-DD'. */
export const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** SecurityDto.type: fiat (USD: offered only with wire-create) or commodity (digital assets). */
export const SECURITY_TYPES = ['fiat', 'commodity'] as const;
/** SecurityDto.status. */
export const SECURITY_STATUSES = ['ACTIVE', 'DISABLED'] as const;

// ── Identity, accounts and security (the schemas of identity, accounts, security, passkeys,
// notifications, documents and the flag service import these; the contract files re-export them).

/** Login flow types and their event / sub-event headers (spec part 2 §4). */
export const LOGIN_FLOWS = {
  Register: { event: 'account_creation', subEvent: 'fdas_nur' },
  UsernameLookup: { event: 'forgot_user_id', subEvent: 'fdas_forgot_user_id' },
  PasswordReset: { event: 'password_reset', subEvent: 'fdas_password_reset' },
  SMSforLogin: { event: 'login', subEvent: 'fdas_login' },
  PushForLogin: { event: 'login', subEvent: 'fdas_login' },
  Non2FAforLogin: { event: 'login', subEvent: 'fdas_login' },
} as const;
/** Request headers sent with login calls (spec part 2 §4 and §7). */
export const LOGIN_HEADERS = {
  event: 'X-Event-Type',
  subEvent: 'X-Sub-Event-Type',
  deviceRiskToken: 'X-Device-Session-Id', // the tmxToken: a generated id without dashes
} as const;
/** The device-risk session id (the tmxToken): 32 hex digits. */
export const DEVICE_SESSION_ID_PATTERN = '^[0-9a-fA-F]{32}$';
/** The flows the identity search starts (register, forgotten username, forgotten password). */
export const IDENTITY_FLOWS = ['Register', 'UsernameLookup', 'PasswordReset'] as const;
/** A push challenge's id: 32 hex digits. */
export const PUSH_CHALLENGE_ID_PATTERN = '^[0-9a-f]{32}$';
/** The push status the SPA reads (field Status). */
export const PUSH_STATUSES = ['PENDING', 'APPROVED', 'DECLINED', 'EXPIRED'] as const;

/** Account types (spec part 1 §3, part 2 §1): the wire values the gateway sends. */
export const ACCOUNT_TYPES = ['CUSTODY', 'SUB_CUSTODY', 'COLLATERAL', 'MARKET_MAKER'] as const;
/** AccountDetailsDto.aaEnabled: the saved digital asset instructions' (allow-list's) state. */
export const SDAI_STATUSES = ['ENABLED', 'DISABLED', 'PENDING_DISABLEMENT'] as const;

/** A session's public id: 32 hex digits, unrelated to the session id (which never leaves the gateway). */
export const SESSION_PUBLIC_ID_PATTERN = '^[0-9a-f]{32}$';
export const SECURITY_EVENT_KINDS = [
  'signIn',
  'lockout',
  'codeSent',
  'codeWrong',
  'pushSent',
  'pushApproved',
  'pushDeclined',
  'pushExpired',
  'factorAdded',
  'factorRemoved',
  'sessionEnded',
  'passwordReset',
  // Issue 26: a money movement's step-up — confirmed (detail: passkey, sms or voice) or refused.
  'moneySigned',
  'moneySignRefused',
] as const;
export const SECURITY_EVENT_OUTCOMES = ['success', 'failure'] as const;
/** Every SecurityEventDto.detail: the channel, the factor, the refusal, the lockout's cause or how a session ended. */
export const SECURITY_EVENT_DETAILS = [
  'sms',
  'voice',
  'rep',
  'password',
  'push',
  'code',
  'wrongPassword',
  'unknownUser',
  'blocked',
  'lockedOut',
  'sessionLimit',
  'passkeyRefused',
  'passwords',
  'codes',
  'phone',
  'passkey',
  'logout',
  'timeout',
  'endedByUser',
  'newSignIn',
  'lockout',
  'passwordReset',
] as const;

/** The severities of the spec's client notifications (part 1 §1), which pick the styling. */
export const NOTIFICATION_SEVERITIES = ['low', 'high', 'red', 'green', 'blue', 'yellow'] as const;
/** A notification's id: 'U-' and a number. */
export const NOTIFICATION_ID_PATTERN = '^U-[1-9][0-9]{0,15}$';
/** The notification panel lists at most this many (newest first). */
export const NOTIFICATIONS_MAX = 50;

/** The document formats (spec part 2 §9), in the order the dialog shows them. */
export const DOCUMENT_FORMATS = ['pdf', 'csv'] as const;
/** The document types this gateway issues (spec part 2 §1: statements, invoices, compensation summaries). */
export const DOCUMENT_TYPES = ['STATEMENT', 'INVOICE', 'COMPENSATION_SUMMARY'] as const;
/** A document id: capitals, digits and hyphens ('STM-C40017238-2026-02'). */
export const DOCUMENT_ID_PATTERN = '^[A-Z0-9][A-Z0-9-]{0,39}$';
/** At most this many documents in one download request. */
export const MAX_DOWNLOAD_DOCUMENTS = 50;

/** Shapes of the flag service's `key` query: {appNumber}-{type}-{name}, and a bare name for the v2 path. */
export const FLAG_NAME_PATTERN = '^[A-Za-z0-9._-]{1,64}$';
export const SERVICE_KEY_PATTERN = '^[A-Za-z0-9]{1,20}-(flag|notification)-[A-Za-z0-9._-]{1,64}$';
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
