// Contract: Mint & Burn for market-maker accounts (spec part 1 §1–§4, §7–§9; part 2 §7). The SPA
// reads exactly these shapes and the reference gateway answers exactly these shapes; both import
// this file. Paths the spec leaves "not shown" are this portal's choice (marked below).
//
// Every answer is the money-movement gateway's old style (contract/responses.ts):
//   success  HTTP 200 { status: { code: '000000', text: 'SUCCESS' }, data: <the DTO below> }
//   failure  HTTP 4xx/5xx { status: { code, text }, data: null }
// Common failures, as the other account calls (contract/accountsGateway.ts):
//   401  no full (two-factor) session
//   403  { status: { code: '403', text: 'Forbidden' } } the account is not held by the user's firm
//        (or does not exist); { code: '403', text: 'You are not entitled to <action> on this
//        account' } the user lacks the entitlement the call needs (named per call below)
//   400  { status: { code: '400', text: <what is wrong> } } a body that breaks the rules below;
//        nothing is stored
// POST bodies are JSON (Content-Type: application/json) and carry the X-Requested-With header.
// Every call here is for a MARKET_MAKER account: only those carry the FDAS_MM_* entitlements, so
// any other account gets the 403 of the missing entitlement.
import type { Static } from '@sinclair/typebox';
import { BURN_COST_BASIS_VALUE, MINT_BURN_ASSET } from './constants';
import { arrayOf, isNonEmptyString, isObject, isString, type Guard } from './guards';
import { MONEY_MOVEMENT_BASE } from './moneyMovement';
import type {
  HistoricalAddressSchema,
  HistoricalAddressesRequestSchema,
  LabelValueSchema,
  MintAccountDetailsRequestSchema,
  MintAccountDetailsSchema,
} from './schemas/mintBurn';
import type { InboundDepositAddressRequestSchema } from './schemas/transfers';

export const MINT_BURN_PATHS = {
  /** getMintAccountDetails. Path not shown in the spec: ours. */
  mintAccountDetails: `${MONEY_MOVEMENT_BASE}/api/v1/mint/account/details`,
  /** getHistoricalAddresses (spec part 2 §7). */
  historicalAddresses: `${MONEY_MOVEMENT_BASE}/api/v2/digitalasset/address/historical`,
  /** createDigitalInboundDepositAddress (spec part 2 §7). */
  inboundAddress: `${MONEY_MOVEMENT_BASE}/api/v1/digitalasset/transfer/inbound/address`,
} as const;

export { BURN_COST_BASIS_VALUE, MINT_BURN_ASSET };

/** Entitlement (actionName) each call needs on the account (spec part 1 §6). */
export const MINT_BURN_ENTITLEMENTS = {
  /** Mint: market-maker wire create. */
  mint: 'FDAS_MM_WireCreate',
  /** Burn: market-maker transfer-on-account create. */
  burn: 'FDAS_MM_TOACreate',
} as const;

/**
 * Codes the history call may answer, with data null, for an account that has no burn address yet.
 * The error catalogue suppresses their banner (api/transport/errorCatalogue.ts); the SPA reads them as an
 * empty history, whether they come with HTTP 200 or 404.
 */
export const NO_HISTORICAL_ADDRESS_CODES = ['MM1030', 'FD1030'] as const;

/** One label/value pair, shown as is (spec part 1 §3 "a list of label/value pairs"). */
export type LabelValueDto = Static<typeof LabelValueSchema>;

// ── Mint account details (getMintAccountDetails) ─────────────────────────────────────────────────
// POST …/api/v1/mint/account/details                                        (path: ours)
//   needs    FDAS_MM_WireCreate on the account
//   request  { accountNumber: string }
//   answer   data: MintAccountDetailsDto — where the client wires USD to mint FIDD into this account.
//            The lists are in display order; labels are unique within a list. Sample:
//            wireInstructions.forTheBenefitOf   [{ 'Beneficiary Name', 'Harbor Digital Trust Company' },
//                                                { 'Beneficiary Account Number', '…' },
//                                                { 'SWIFT Code', 'HDTCUS33' }]
//            wireInstructions.forFinalCreditTo  [{ 'Account Name', <the account's display name> },
//                                                { 'Account Number', <the account number> },
//                                                { 'Reference', 'FIDD MINT <account number>' }]
//            bankAccountDetails                 [{ 'Bank Name', … }, { 'Bank Address', … },
//                                                { 'ABA Routing Number', … }, { 'SWIFT Code', … },
//                                                { 'Account Name', … }, { 'Account Number', … }]
// The shapes are the schemas of schemas/mintBurn.ts (their descriptions say what each field holds).
export type MintAccountDetailsRequestDto = Static<typeof MintAccountDetailsRequestSchema>;
export type MintAccountDetailsDto = Static<typeof MintAccountDetailsSchema>;

// ── Historical burn addresses (getHistoricalAddresses) ───────────────────────────────────────────
// POST …/api/v2/digitalasset/address/historical
//   needs    FDAS_MM_TOACreate on the account
//   request  { accountNumber: string, asset: 'FIDD' }   (another asset: 400)
//   answer   data: HistoricalAddressDto[] — every burn address generated for the account and asset,
//            newest first (availableDate descending; equal dates: the later generated first).
//            An account without any: HTTP 200 { status: { code: 'MM1030', text: 'No historical
//            addresses found' }, data: null } (as the provider's gateway does; no banner). The SPA
//            also accepts data: [] for it. The SPA sorts the list again, so the order is advice.
export type HistoricalAddressesRequestDto = Static<typeof HistoricalAddressesRequestSchema>;
export type HistoricalAddressDto = Static<typeof HistoricalAddressSchema>;

// ── Generate a burn address (createDigitalInboundDepositAddress) ─────────────────────────────────
// POST …/api/v1/digitalasset/transfer/inbound/address
//   needs    FDAS_MM_TOACreate on the account
//   request  InboundAddressRequestDto: { requestId, costBasisValue: '1.00', asset: 'FIDD', accountNumber }
//            requestId    a UUID the SPA generates per click (crypto.randomUUID(), lower case)
//            costBasisValue  exactly '1.00' (FIDD is $1; spec part 1 §9); anything else: 400
//            asset        exactly 'FIDD'; anything else: 400
//            accountNumber   the market-maker account the address is for
//   answer   data: HistoricalAddressDto — the new address, availableDate = now (the gateway's clock).
//            From then on the history lists it first.
//   idempotent per requestId: the same requestId with the same body again answers the address it
//            created the first time (HTTP 200, no second address). The same requestId with another
//            account or body: 409 { status: { code: '409', text: 'Request id already used' } }.
/** The custody deposit address's request (one call, two kinds of account: schemas/transfers.ts). */
export type InboundAddressRequestDto = Static<typeof InboundDepositAddressRequestSchema>;
export type InboundAddressDto = HistoricalAddressDto;

// ── Runtime guards ──────────────────────────────────────────────────────────────────────────────
// The SPA checks every answer's data with these at the boundary (api/transport/validate.ts expectShape); the
// gateway can check its answers and the requests it receives with the same functions.

const ETHEREUM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** '0x' and 40 hex digits (the checksum case is the gateway's business; the SPA shows it as sent). */
export const isBurnWalletAddress = (v: unknown): v is string => isString(v) && ETHEREUM_ADDRESS.test(v);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
/** An ISO 8601 instant with 'Z' or an offset, that is a real date. */
export const isIsoInstant = (v: unknown): v is string => isString(v) && ISO_INSTANT.test(v) && !Number.isNaN(Date.parse(v));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isRequestId = (v: unknown): v is string => isString(v) && UUID.test(v);

export const isLabelValueDto: Guard<LabelValueDto> = (v): v is LabelValueDto => isObject(v) && isNonEmptyString(v.label) && isString(v.value);
const isLabelValueList = arrayOf(isLabelValueDto);

export const isMintAccountDetailsDto: Guard<MintAccountDetailsDto> = (v): v is MintAccountDetailsDto =>
  isObject(v) &&
  isObject(v.wireInstructions) &&
  isLabelValueList(v.wireInstructions.forTheBenefitOf) &&
  isLabelValueList(v.wireInstructions.forFinalCreditTo) &&
  isLabelValueList(v.bankAccountDetails) &&
  v.bankAccountDetails.length > 0;

export const isHistoricalAddressDto: Guard<HistoricalAddressDto> = (v): v is HistoricalAddressDto =>
  isObject(v) && isBurnWalletAddress(v.walletAddress) && isIsoInstant(v.availableDate);

export const isHistoricalAddressList = arrayOf(isHistoricalAddressDto);

/** The new burn address's answer has the shape of a historical one. */
export const isInboundAddressDto: Guard<InboundAddressDto> = (v): v is InboundAddressDto => isHistoricalAddressDto(v);
