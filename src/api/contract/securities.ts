// Contract: the asset-manager service: the assets the provider supports (spec part 2 §3 and §7).
// The SPA reads exactly these shapes and the reference gateway answers exactly these shapes.
//
// Answers, sessions and bodies follow the money-movement conventions in moneyMovement.ts.
import { arrayOf, isCount, isNumber, isObject, isString, oneOf, orNull, type Guard } from './guards';
import { MONEY_MOVEMENT_BASE } from './moneyMovement';

export const SECURITY_PATHS = {
  securities: `${MONEY_MOVEMENT_BASE}/api/v1/asset-manager/external`,
} as const;

// ── Securities (assets) ─────────────────────────────────────────────────────────────────────────
// GET …/api/v1/asset-manager/external
//   request  none
//   answer   data: SecurityDto[] — every asset the provider supports (sample: USD, BTC, ETH, FIDD,
//            LTC), each once; display.symbol is unique in the list and identifies the asset.
export const SECURITY_TYPES = ['fiat', 'commodity'] as const;
export type SecurityType = (typeof SECURITY_TYPES)[number];
export const SECURITY_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export type SecurityStatus = (typeof SECURITY_STATUSES)[number];

export interface SecurityDto {
  status: SecurityStatus;
  /** fiat (USD: offered only with wire-create) or commodity (digital assets). */
  type: SecurityType;
  fullName: string;
  /** symbol: the asset code ('BTC'); abbreviation: short label; color: '#rrggbb'. */
  display: { symbol: string; abbreviation: string; color: string };
  /** Decimal places: full (BTC 8, ETH 18, USD 2) and as shown truncated. Integers ≥ 0. */
  decimalPrecision: { full: number; truncated: number };
  /** Maximum integer digits an amount may have (USD 12). */
  maxDigits: number;
  /** The network the asset lives on: name ('Bitcoin') and its native asset code ('BTC'); null for fiat. */
  network: { name: string; asset: string } | null;
  /** Withdrawal fee: currency code and amount (15 USD for crypto, 0 for USD). */
  fees: { currency: string; withdraw: number };
  /**
   * maxDecimalPrecision: decimals a transfer amount may have; minValue: smallest transfer (BTC
   * 0.00001, ETH and FIDD 0.00000001, LTC 0.0001); limits: per-entitlement bounds, keys
   * toa_maker_min and toa_maker_max (absent when there is no bound).
   */
  transferLimits: {
    maxDecimalPrecision: number;
    minValue: number;
    limits: { toa_maker_min?: number; toa_maker_max?: number };
  };
  /** Texts the transfer screens show before a deposit or a withdrawal; null for none. */
  uiConfig: { warningMessages: { deposit: string | null; withdraw: string | null } };
}

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
