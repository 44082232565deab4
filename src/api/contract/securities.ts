// Contract: the asset-manager service: the assets the provider supports (spec part 2 §3 and §7).
// The SPA reads exactly these shapes and the reference gateway answers exactly these shapes.
//
// Answers, sessions and bodies follow the money-movement conventions in moneyMovement.ts.
import type { Static } from '@sinclair/typebox';
import { SECURITY_STATUSES, SECURITY_TYPES } from './constants';
import { arrayOf, isCount, isNumber, isObject, isString, oneOf, orNull, type Guard } from './guards';
import { MONEY_MOVEMENT_BASE } from './moneyMovement';
import type { SecuritySchema } from './schemas/securities';

export const SECURITY_PATHS = {
  securities: `${MONEY_MOVEMENT_BASE}/api/v1/asset-manager/external`,
} as const;

// ── Securities (assets) ─────────────────────────────────────────────────────────────────────────
// GET …/api/v1/asset-manager/external
//   request  none
//   answer   data: SecurityDto[] — every asset the provider supports (sample: USD, BTC, ETH, FIDD,
//            LTC), each once; display.symbol is unique in the list and identifies the asset.
export { SECURITY_STATUSES, SECURITY_TYPES } from './constants';
export type SecurityType = (typeof SECURITY_TYPES)[number];
export type SecurityStatus = (typeof SECURITY_STATUSES)[number];
/** The shape is the schema of schemas/securities.ts (its descriptions say what each field holds). */
export type SecurityDto = Static<typeof SecuritySchema>;

// ── Runtime guards ──────────────────────────────────────────────────────────────────────────────

const isLimits = (v: unknown): boolean =>
  isObject(v) && (v.toa_maker_min === undefined || isNumber(v.toa_maker_min)) && (v.toa_maker_max === undefined || isNumber(v.toa_maker_max));

export const isSecurityDto: Guard<SecurityDto> = (v): v is SecurityDto =>
  isObject(v) &&
  oneOf(SECURITY_STATUSES)(v.status) &&
  oneOf(SECURITY_TYPES)(v.type) &&
  isString(v.fullName) &&
  isObject(v.display) &&
  isString(v.display.symbol) &&
  v.display.symbol !== '' &&
  isString(v.display.abbreviation) &&
  isString(v.display.color) &&
  isObject(v.decimalPrecision) &&
  isCount(v.decimalPrecision.full) &&
  isCount(v.decimalPrecision.truncated) &&
  isCount(v.maxDigits) &&
  (v.network === null || (isObject(v.network) && isString(v.network.name) && isString(v.network.asset))) &&
  isObject(v.fees) &&
  isString(v.fees.currency) &&
  isNumber(v.fees.withdraw) &&
  isObject(v.transferLimits) &&
  isCount(v.transferLimits.maxDecimalPrecision) &&
  isNumber(v.transferLimits.minValue) &&
  isLimits(v.transferLimits.limits) &&
  isObject(v.uiConfig) &&
  isObject(v.uiConfig.warningMessages) &&
  orNull(isString)(v.uiConfig.warningMessages.deposit) &&
  orNull(isString)(v.uiConfig.warningMessages.withdraw);

export const isSecurityList = arrayOf(isSecurityDto);
