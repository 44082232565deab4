// Contract: transfers — outbound wires of fiat and outbound digital-asset transfers, the wire
// window, the latest price and inbound deposit addresses (spec part 1 §2 and §5, part 2 §2–§9).
// The SPA and the reference gateway both import this file; the amount and business-hours rules
// are src/shared/validation (transferAmount, businessHours); the answer guards are transferGuards.ts.
//
// Amounts are exact decimals end to end: every amount on the wire is a decimal string
// (/^\d+(\.\d+)?$/, no sign, no exponent, no grouping) with at most the asset's transfer precision
// (USD 2). No amount of a request or an answer is a JSON number.
//
// Answers use the gateway envelope { status: { code, text }, data } (contract/responses.ts).
// Failures of the submit calls (nothing is stored, no hold is placed):
//   400 { text: <the shared rule's message> }   a malformed body or an amount the rules refuse
//       ('Required.', 'Insufficient funds.', 'Exceeds user limit.', 'Below user limit.',
//        'Maximum amount exceeded.', 'Minimum amount is 0.00001 BTC.')
//   401 no full session
//   403 'Forbidden'                              another firm's account, or none
//   403 'You are not entitled to <action> on this account'
//   403/429 STEP_UP_TEXTS (contract/stepUp.ts)    no step-up proof, or one not for this body (checked last, before booking)
//   404 'Instruction not found'                   no ACTIVE saved instruction of this account by that id
//   409 TRANSFER_REFUSAL_TEXTS.wireWindowClosed   a wire outside the wire window (CLOSED)
//   409 TRANSFER_REFUSAL_TEXTS.allowListDisabling a digital-asset transfer while the allow-list is PENDING_DISABLEMENT
//   409 TRANSFER_REFUSAL_TEXTS.directAddressNotAllowed  a direct address where only the allow-list may be used
//   422 TRANSFER_REFUSAL_TEXTS.requestIdReused   the same requestId (per user) with another body
//   403/400 ACCOUNT_TRANSFER_TEXTS                a transfer to another account of the firm (v3's
//       destinationAccountNumber, issue 27, flag A2A_FLAG): the flag off, or a destination that is
//       not the firm's and viewable, the same account, not a transfer type, or not receiving the asset
// The same requestId of the same user with the same body answers the transfer made the first time
// (HTTP 200, no second transfer, no second hold). Another user's requestId is another key.
import type { Static } from '@sinclair/typebox';
import type { AccountType } from './accounts';
import { BUSINESS_HOURS_STATUSES, FIAT_ASSET, TRANSFER_APPROVAL_KINDS, TRANSFER_KINDS, TRANSFER_STATUSES } from './constants';
import { MINT_BURN_PATHS } from './mintBurn';
import { MONEY_MOVEMENT_BASE as B } from './moneyMovement';
import { POSITION_PATHS, type LatestPriceDto } from './positions';
import type {
  BusinessHoursSchema,
  DigitalAssetTransferV3RequestSchema,
  InboundDepositAddressRequestSchema,
  InboundDepositAddressSchema,
  TransferSchema,
  WireTransferRequestSchema,
} from './schemas/transfers';

export type { LatestPriceDto };

export const TRANSFER_PATHS = {
  /** Outbound wire, the path used while the wire-out-v2 flag is off. */
  wireOutV1: `${B}/api/v1/wireinstruction/transfer/outbound`,
  /** Outbound wire, the path used while the wire-out-v2 flag is on (same body and answer). */
  wireOutV2: `${B}/api/v2/wires/transfer/outbound`,
  /** Outbound digital-asset transfer to a saved allow-listed address. */
  digitalAssetOutV2: `${B}/api/v2/digitalasset/transfer/outbound`,
  /** Outbound digital-asset transfer to a saved address or, where allowed, a direct address. */
  digitalAssetOutV3: `${B}/api/v3/digitalasset/transfer/outbound`,
  businessHours: `${B}/api/v1/businesshour/status/wire`,
  /** GET ?from={asset}&to=USD — the same call the balances use (contract/positions.ts). */
  latestPrice: POSITION_PATHS.latestPrice,
  /** createDigitalInboundDepositAddress — the same path the burn address uses (contract/mintBurn.ts). */
  inboundAddress: MINT_BURN_PATHS.inboundAddress,
} as const;

/** The feature flag that moves outbound wires from the v1 path to the v2 path (spec part 2 §6–§7). */
export const WIRE_OUT_V2_FLAG = 'wire-out-v2';

/**
 * Every entitlement action the transfer and wire pipelines check (spec part 2 §6). The spec's rule
 * "fiat only with wire-create, commodity only with digital-asset-transfer-create" names no action;
 * these are this gateway's names (docs/gateway.md). Authorize: a transfer requested by a user who
 * does not also hold the authorize action waits for a checker (maker-checker).
 */
export const TRANSFER_ENTITLEMENTS = {
  view: 'FDAS_AS_INST_DASHBOARD',
  wireCreate: 'FDAS_TRANSFER_WireCreate',
  wireAuthorize: 'FDAS_TRANSFER_WireAuthorize',
  digitalAssetCreate: 'FDAS_TRANSFER_DigitalAssetCreate',
  digitalAssetAuthorize: 'FDAS_TRANSFER_DigitalAssetAuthorize',
} as const;

/** The account types the transfer route admits (spec part 1 §2). */
export const TRANSFER_ACCOUNT_TYPES = ['CUSTODY', 'SUB_CUSTODY', 'COLLATERAL'] as const satisfies readonly AccountType[];

/**
 * The flag of transfers between two accounts of the same firm (spec part 2 §6 names it, says nothing
 * of it; our reading: docs/spec-choices.md). On: v3 takes `destinationAccountNumber`; off or
 * missing: the gateway refuses it (403 ACCOUNT_TRANSFER_TEXTS.notEnabled) and the SPA never offers it.
 */
export const A2A_FLAG = 'a2a';

/** Refusals of a transfer to another account of the firm (ours: docs/spec-choices.md); nothing is booked. */
export const ACCOUNT_TRANSFER_TEXTS = {
  /** 403: the flag is off. */
  notEnabled: 'Transfers between accounts of your firm are not available.',
  /** 403: another firm's account, none, or one the caller does not view (one text: nothing tells them apart). */
  notYours: 'The destination account is not an account of your firm that you can view.',
  /** 400 */
  sameAccount: 'body.destinationAccountNumber: The destination must be another account than the one the transfer leaves.',
  /** 400 */
  notTransferType: 'body.destinationAccountNumber: Transfers between accounts go only to custody, sub-custody and collateral accounts.',
} as const;
/** 400: the destination does not receive the asset (its toaInEnabledAssets). */
export const destinationCannotReceiveText = (asset: string) => `body.destinationAccountNumber: ${assetNotReceivableText(asset)}`;

export { BUSINESS_HOURS_STATUSES, FIAT_ASSET, TRANSFER_APPROVAL_KINDS, TRANSFER_KINDS, TRANSFER_STATUSES };

/** Texts of the gateway's refusals (the spec's where it has one; ours otherwise: docs/spec-choices.md). */
export const TRANSFER_REFUSAL_TEXTS = {
  /** Spec part 2 §4 (page text of the allow-list while it is being disabled). */
  allowListDisabling: 'Saved Digital Asset Instructions are being disabled.',
  wireWindowClosed: 'Wire requests are accepted from 8:30 am to 5:00 pm ET on business days.', // ours
  directAddressNotAllowed: 'Transfers from this account go only to saved digital asset instructions.', // ours
  requestIdReused: 'Request id already used with another request', // ours
  instructionNotFound: 'Instruction not found', // ours
  fiatOnlyByWire: 'Only USD is sent by wire.', // ours
  notADigitalAsset: 'Digital asset transfers carry digital assets only.', // ours
} as const;
/** 400 `body.asset: …` of an asset the account may not send (toaOutEnabledAssets) or receive (toaInEnabledAssets). Ours. */
export const assetNotSendableText = (asset: string) => `${asset} cannot be sent from this account.`;
export const assetNotReceivableText = (asset: string) => `${asset} cannot be received on this account.`;

// ── Outbound wire (v1 and v2) ───────────────────────────────────────────────────────────────────
// POST wireOutV1 | wireOutV2
//   needs    TRANSFER_ENTITLEMENTS.wireCreate on the account; the account's ACTIVE saved wire instruction
//   request  WireTransferRequestDto
//   answer   data: TransferDto (kind WIRE, asset USD, fee 0.00)
// ── Outbound digital-asset transfer (v2 and v3) ─────────────────────────────────────────────────
// POST digitalAssetOutV2 — to a saved allow-listed address (addressId) only.
// POST digitalAssetOutV3 — to a saved address, or a direct address where the account allows one
//   (its allow-list is DISABLED); the address must be valid for the asset's network.
//   needs    TRANSFER_ENTITLEMENTS.digitalAssetCreate on the account; refused while PENDING_DISABLEMENT
//   answer   data: TransferDto (kind DIGITAL_ASSET, fee 15.00 USD)
// v3 also takes `destinationAccountNumber` (flag A2A_FLAG): another custody, sub-custody or
//   collateral account of the caller's firm that the caller views and that receives the asset;
//   booked at once (SETTLED: the source debited, the destination credited, one transaction; fee
//   0.00) or PENDING_APPROVAL for a checker; destination { nickname: its short name, masked: its
//   number, in full — the firm's own account }. The source's allow-list plays no part: it governs
//   addresses, and none is used.
// ── Wire window ─────────────────────────────────────────────────────────────────────────────────
// GET businessHours — answer data: BusinessHoursDto (the gateway's clock, US/Eastern).
// ── Inbound deposit address (createDigitalInboundDepositAddress) ────────────────────────────────
// POST inboundAddress — for a custody-type account and any commodity asset it may receive
// (toaInEnabledAssets). The mint & burn variant (FIDD, '1.00') is contract/mintBurn.ts.
//   needs    TRANSFER_ENTITLEMENTS.view on the account
//   idempotent per requestId as the burn address (409 'Request id already used' with another body)
//   answer   data: InboundDepositAddressDto
// The shapes are the schemas of schemas/transfers.ts (their descriptions say what each field holds).
// A request's `stepUp` is optional in its shape: a body without it is refused with a clear text.
export type WireTransferRequestDto = Static<typeof WireTransferRequestSchema>;
/** Exactly one destination: a saved address, a direct address, or (flag A2A_FLAG on) another account of the caller's firm. */
export type DigitalAssetTransferV3RequestDto = Static<typeof DigitalAssetTransferV3RequestSchema>;
export type TransferKind = (typeof TRANSFER_KINDS)[number];
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
export type TransferDto = Static<typeof TransferSchema>;
export type BusinessHoursDto = Static<typeof BusinessHoursSchema>;
export type InboundDepositAddressRequestDto = Static<typeof InboundDepositAddressRequestSchema>;
export type InboundDepositAddressDto = Static<typeof InboundDepositAddressSchema>;
