// The transfers' requests and answers as schemas (contract/transfers.ts derives its types from
// them; the gateway validates requests and serializes answers with them; docs/openapi.json shows
// them). Spec part 1 §2 and §5, part 2 §2–§9. Every amount is a decimal string: the shared parser
// (src/shared/validation/transferAmount.ts) owns its rules and messages, its size included.
import { Type } from '@sinclair/typebox';
import { BUSINESS_HOURS_STATUSES, FIAT_ASSET, TRANSFER_KINDS, TRANSFER_STATUSES } from '../constants';
import { ACCOUNT_NUMBER_PATTERN, REQUEST_ID_PATTERN, nullable, oneOfStrings } from './common';
import { HistoricalAddressSchema } from './mintBurn';
import { StepUpProofSchema } from './stepUp';

const REQUEST_ID = Type.String({ maxLength: 36, pattern: REQUEST_ID_PATTERN, description: 'The idempotency key: a UUID the SPA makes per attempt of one transfer (a retry sends the same).' });
const ACCOUNT_NUMBER = Type.String({ pattern: ACCOUNT_NUMBER_PATTERN, description: 'The account the money leaves (custody, sub-custody or collateral).' });
const AMOUNT = Type.String({ description: "Decimal string, > 0, at most the asset's transfer precision (USD 2); the shared amount parser's rules and messages." });
const ID = Type.String({ minLength: 1, maxLength: 64 });
const COMMODITY = Type.String({ pattern: '^[A-Z0-9]{1,12}$', description: "A commodity asset code of the securities list ('BTC')." });
const STEP_UP = Type.Optional(StepUpProofSchema);

// ── Requests ──────────────────────────────────────────────────────────────────────────────────

/** What every transfer request carries: its idempotency key, the account it leaves, the amount and the step-up proof. */
const TRANSFER_BASE = { requestId: REQUEST_ID, accountNumber: ACCOUNT_NUMBER, amount: AMOUNT, stepUp: STEP_UP };

export const WireTransferRequestSchema = Type.Object(
  {
    ...TRANSFER_BASE,
    asset: oneOfStrings([FIAT_ASSET]),
    accountInstructionId: Type.String({ minLength: 1, maxLength: 64, description: 'A saved wire instruction of the account (SavedWireInstructionDto.accountInstructionId), ACTIVE.' }),
  },
  { additionalProperties: false },
);

export const DigitalAssetTransferV2RequestSchema = Type.Object(
  {
    ...TRANSFER_BASE,
    asset: COMMODITY,
    addressId: Type.String({ minLength: 1, maxLength: 64, description: 'A saved digital asset instruction of the account (SavedDigitalAssetInstructionDto.addressId), ACTIVE.' }),
  },
  { additionalProperties: false },
);

export const DigitalAssetTransferV3RequestSchema = Type.Object(
  {
    ...TRANSFER_BASE,
    asset: COMMODITY,
    addressId: Type.Optional(ID),
    address: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: "A direct address, where the account allows one (its allow-list DISABLED); valid for the asset's network." })),
    destinationAccountNumber: Type.Optional(
      Type.String({ pattern: ACCOUNT_NUMBER_PATTERN, description: 'Flag a2a: another custody, sub-custody or collateral account of the caller’s firm that the caller views and that receives the asset.' }),
    ),
  },
  { additionalProperties: false, description: 'Exactly one destination: addressId (a saved address), address (a direct one) or destinationAccountNumber (another account of the firm).' },
);

export const InboundDepositAddressRequestSchema = Type.Object(
  {
    requestId: Type.String({ maxLength: 36, pattern: REQUEST_ID_PATTERN, description: 'A UUID the SPA makes per click; idempotent per user (409 with another body).' }),
    costBasisValue: Type.String({ description: "Decimal string: the cost basis per unit in USD the client declares (> 0, ≤ 2 decimals; the shared cost-basis rule), or exactly '1.00' for a burn address." }),
    asset: Type.String({ pattern: '^[A-Z0-9]{1,10}$', description: "A digital asset the account may receive, or 'FIDD' for a market-maker account's burn address." }),
    accountNumber: Type.String({ pattern: ACCOUNT_NUMBER_PATTERN }),
  },
  { additionalProperties: false },
);

// ── Answers ───────────────────────────────────────────────────────────────────────────────────

export const TransferSchema = Type.Object({
  referenceId: Type.String({ description: 'The reference id the confirmation shows.' }),
  requestId: Type.String(),
  kind: oneOfStrings(TRANSFER_KINDS),
  status: oneOfStrings(TRANSFER_STATUSES, { description: 'PENDING_APPROVAL (waits for a checker) or SUBMITTED at the submit; SETTLED, REJECTED or CANCELLED later (ADR 0017).' }),
  accountNumber: Type.String(),
  asset: Type.String(),
  amount: Type.String({ description: 'Decimal string: what leaves the account (the hold on its available balance).' }),
  fee: Type.Object({ currency: Type.Literal(FIAT_ASSET), amount: Type.String() }, { description: 'The withdrawal fee (spec part 2 §9: 15 USD for crypto, 0 for USD and between accounts of the firm).' }),
  destination: Type.Object(
    { nickname: nullable(Type.String()), masked: Type.String() },
    { description: "Where it goes: the saved instruction's nickname (null for a direct address) and its masked account or address; another account of the firm: its short name and number." },
  ),
  createdTime: Type.Integer({ minimum: 0, description: "Seconds since the epoch (the gateway's clock)." }),
  businessHours: nullable(oneOfStrings(BUSINESS_HOURS_STATUSES, { description: 'Wires: the window when it was accepted (BEFORE_CLOSE: it may not be processed today). Null for digital assets.' })),
});

export const BusinessHoursSchema = Type.Object({
  status: oneOfStrings(BUSINESS_HOURS_STATUSES),
  asOf: Type.String({ description: 'ISO 8601 instant the status was computed for.' }),
  closesAt: nullable(Type.String({ description: "When today's window closes (5:00 pm ET) while OPEN or BEFORE_CLOSE; null while CLOSED." })),
  nextOpen: nullable(Type.String({ description: 'When the next window opens (8:30 am ET of the next business day; today’s while before 8:30). Null while open.' })),
});

export const InboundDepositAddressSchema = Type.Object({
  asset: Type.String(),
  network: Type.String({ description: "The asset's network name ('Bitcoin')." }),
  walletAddress: Type.String({ description: "Where to send the asset: an address of the asset's network." }),
  availableDate: Type.String({ description: 'ISO 8601 instant the address became usable.' }),
});

/** The inbound address call's answer: a custody account's deposit address, or a market-maker account's burn address (schemas/mintBurn.ts). */
export const InboundAddressAnswerSchema = Type.Union([InboundDepositAddressSchema, HistoricalAddressSchema]);
