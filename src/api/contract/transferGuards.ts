// Runtime guards of the transfer calls (contract/transfers.ts): the SPA checks every answer with
// them at the boundary; the gateway checks the bodies it receives (400 when one fails) and its
// tests check its answers with them. Amounts are decimal strings: a JSON number fails.
import { isNonEmptyString, isObject, isString, oneOf, orNull, type Guard } from './guards';
import { isIsoInstant, isRequestId } from './mintBurn';
import {
  BUSINESS_HOURS_STATUSES,
  FIAT_ASSET,
  TRANSFER_KINDS,
  TRANSFER_STATUSES,
  type BusinessHoursDto,
  type DigitalAssetTransferRequestDto,
  type DigitalAssetTransferV3RequestDto,
  type InboundDepositAddressDto,
  type InboundDepositAddressRequestDto,
  type TransferDto,
  type WireTransferRequestDto,
} from './transfers';

const AMOUNT = /^\d{1,30}(\.\d{1,30})?$/;
/** An unsigned decimal string (no sign, exponent or grouping; at most 30 digits each side). */
export const isAmountString = (v: unknown): v is string => isString(v) && AMOUNT.test(v);
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isBusinessHoursStatus = oneOf(BUSINESS_HOURS_STATUSES);
const hasOnly = (v: Record<string, unknown>, keys: readonly string[]) => Object.keys(v).every((k) => keys.includes(k));

// ── Requests (the gateway refuses anything else with 400; extra fields too) ─────────────────────
const WIRE_KEYS = ['requestId', 'accountNumber', 'accountInstructionId', 'asset', 'amount'] as const;
export const isWireTransferRequest: Guard<WireTransferRequestDto> = (v): v is WireTransferRequestDto =>
  isObject(v) && hasOnly(v, WIRE_KEYS) && isRequestId(v.requestId) && isNonEmptyString(v.accountNumber) &&
  isNonEmptyString(v.accountInstructionId) && v.asset === FIAT_ASSET && isString(v.amount);

const DA_KEYS = ['requestId', 'accountNumber', 'asset', 'amount', 'addressId'] as const;
export const isDigitalAssetTransferRequest: Guard<DigitalAssetTransferRequestDto> = (v): v is DigitalAssetTransferRequestDto =>
  isObject(v) && hasOnly(v, DA_KEYS) && isRequestId(v.requestId) && isNonEmptyString(v.accountNumber) &&
  isNonEmptyString(v.asset) && isString(v.amount) && isNonEmptyString(v.addressId);

const DA_V3_KEYS = ['requestId', 'accountNumber', 'asset', 'amount', 'addressId', 'address'] as const;
/** v3: exactly one of addressId (a saved instruction) and address (a direct address). */
export const isDigitalAssetTransferV3Request: Guard<DigitalAssetTransferV3RequestDto> = (v): v is DigitalAssetTransferV3RequestDto =>
  isObject(v) && hasOnly(v, DA_V3_KEYS) && isRequestId(v.requestId) && isNonEmptyString(v.accountNumber) &&
  isNonEmptyString(v.asset) && isString(v.amount) &&
  (v.addressId === undefined) !== (v.address === undefined) &&
  (v.addressId === undefined || isNonEmptyString(v.addressId)) && (v.address === undefined || isNonEmptyString(v.address));

export const isInboundDepositAddressRequest: Guard<InboundDepositAddressRequestDto> = (v): v is InboundDepositAddressRequestDto =>
  isObject(v) && isRequestId(v.requestId) && isAmountString(v.costBasisValue) && isNonEmptyString(v.asset) && isNonEmptyString(v.accountNumber);

// ── Answers ─────────────────────────────────────────────────────────────────────────────────────
export const isTransferDto: Guard<TransferDto> = (v): v is TransferDto =>
  isObject(v) && isNonEmptyString(v.referenceId) && isRequestId(v.requestId) && oneOf(TRANSFER_KINDS)(v.kind) &&
  oneOf(TRANSFER_STATUSES)(v.status) && isNonEmptyString(v.accountNumber) && isNonEmptyString(v.asset) && isAmountString(v.amount) &&
  isObject(v.fee) && v.fee.currency === FIAT_ASSET && isAmountString(v.fee.amount) &&
  isObject(v.destination) && orNull(isString)(v.destination.nickname) && isString(v.destination.masked) &&
  isCount(v.createdTime) && orNull(isBusinessHoursStatus)(v.businessHours);

export const isBusinessHoursDto: Guard<BusinessHoursDto> = (v): v is BusinessHoursDto =>
  isObject(v) && isBusinessHoursStatus(v.status) && isIsoInstant(v.asOf) && orNull(isIsoInstant)(v.closesAt) && orNull(isIsoInstant)(v.nextOpen);

export const isInboundDepositAddressDto: Guard<InboundDepositAddressDto> = (v): v is InboundDepositAddressDto =>
  isObject(v) && isNonEmptyString(v.asset) && isNonEmptyString(v.network) && isNonEmptyString(v.walletAddress) && isIsoInstant(v.availableDate);

