// Runtime guards of the transfer calls' answers (contract/transfers.ts): the SPA checks every answer
// with them at the boundary, and the gateway's tests check its answers with them. (The gateway checks
// the bodies it receives with its JSON schemas.) Amounts are decimal strings: a JSON number fails.
import { isNonEmptyString, isObject, isString, oneOf, orNull, type Guard } from './guards';
import { isIsoInstant, isRequestId } from './mintBurn';
import {
  BUSINESS_HOURS_STATUSES,
  FIAT_ASSET,
  TRANSFER_KINDS,
  TRANSFER_STATUSES,
  type BusinessHoursDto,
  type InboundDepositAddressDto,
  type TransferDto,
} from './transfers';

const AMOUNT = /^\d{1,30}(\.\d{1,30})?$/;
/** An unsigned decimal string (no sign, exponent or grouping; at most 30 digits each side). */
export const isAmountString = (v: unknown): v is string => isString(v) && AMOUNT.test(v);
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isBusinessHoursStatus = oneOf(BUSINESS_HOURS_STATUSES);

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

