// Contract: the positions service: an account's positions, its balance history and an asset's
// latest price (spec part 2 §3 and §7). The SPA reads exactly these shapes and the reference
// gateway answers exactly these shapes.
//
// Answers, sessions and bodies follow the money-movement conventions in moneyMovement.ts.
import { arrayOf, isDecimalString, isNumber, isObject, isString, orNull, type Guard } from './guards';
import { MONEY_MOVEMENT_BASE } from './moneyMovement';

export const POSITION_PATHS = {
  positions: `${MONEY_MOVEMENT_BASE}/api/v1/accounts/positions/detail/external`,
  balanceHistory: `${MONEY_MOVEMENT_BASE}/api/v1/accounts/balance/history`,
  latestPrice: `${MONEY_MOVEMENT_BASE}/api/v1/digitalasset/price/latest/external`,
} as const;

// ── Positions ───────────────────────────────────────────────────────────────────────────────────
// POST …/api/v1/accounts/positions/detail/external
//   request  { accountIdFilter: string }  (one account number; market-maker accounts are never asked)
//   answer   data: PositionsDto — one position per asset held (zero balances may be left out),
//            ordered by fiatEquivalents.total.value descending; up to a few hundred entries.
export interface AssetAmountDto {
  /** Asset code (= SecurityDto.display.symbol). */
  asset: string;
  value: number;
  /** Full precision, decimal string (up to decimalPrecision.full places). */
  valueString: string;
  /** Truncated (not rounded) to decimalPrecision.truncated places, decimal string. */
  truncatedValueString: string;
}
/** US dollars. */
export interface FiatAmountDto {
  value: number;
  /** Decimal string with 2 places. */
  valueString: string;
}
export interface ChangeDto {
  /** US dollars gained (negative: lost) over the period. */
  gain: number;
  /** Percentage points: 2.5 means +2.5 %. */
  percent: number;
}
export interface PositionDto {
  /** Asset code (= SecurityDto.display.symbol); unique in the list. */
  asset: string;
  /** Ticker shown to the user (usually the code itself). */
  assetSymbol: string;
  available: AssetAmountDto;
  /** Pending settlement; available + unsettled = total. */
  unsettled: AssetAmountDto;
  total: AssetAmountDto;
  fiatEquivalents: { available: FiatAmountDto; total: FiatAmountDto };
  /** US dollars per unit; asOf is an ISO 8601 instant with offset, e.g. '2026-11-20T15:30:00Z'. */
  marketPrice: { value: number; asOf: string } | null;
  change: { today: ChangeDto; allTime: ChangeDto } | null;
  /** A notice when the asset is disabled for deposits or withdrawals; absent or null when not. */
  disabledAssetAlert?: string | null;
}
export interface AllocationDto {
  assetSymbol: string;
  /** US dollars. */
  fiatValue: number;
  /** Share of totalFiatValue in percentage points, 0–100, 2 decimals; the list sums to 100 ± 0.05. */
  percent: number;
}
export interface AccountSummaryDto {
  /** US dollars: the sum of the positions' fiatEquivalents.total. */
  totalFiatValue: number;
  /** One entry per position with a non-zero fiat value, ordered by fiatValue descending. */
  allocations: AllocationDto[];
}
export interface PositionsDto {
  positions: PositionDto[];
  accountSummary: AccountSummaryDto;
}

// ── Balance history (this portal's path; the spec names the chart, not its call) ───────────────
// POST …/api/v1/accounts/balance/history
//   request  { accountNumber: string, days: integer 1–365 }
//   answer   data: BalancePointDto[] — one point per calendar day (US/Eastern) for the last `days`
//            days up to and including today, oldest first; days before the account existed are
//            left out. 400 for days outside 1–365.
export interface BalancePointDto {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** US dollars at the end of that day (today: now). */
  totalFiatValue: number;
}
export const BALANCE_HISTORY_MAX_DAYS = 365;

// ── Latest price ────────────────────────────────────────────────────────────────────────────────
// GET …/api/v1/digitalasset/price/latest/external?from={asset code}&to=USD
//   request  query only; `to` is always 'USD'
//   answer   data: LatestPriceDto; 404 for an unknown asset code.
export interface LatestPriceDto {
  from: string;
  to: 'USD';
  /** US dollars per unit of `from`. */
  price: FiatAmountDto;
  /** ISO 8601 instant with offset. */
  asOf: string;
}

// ── Runtime guards ──────────────────────────────────────────────────────────────────────────────

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isAssetAmount: Guard<AssetAmountDto> = (v): v is AssetAmountDto =>
  isObject(v) && isString(v.asset) && isNumber(v.value) && isDecimalString(v.valueString) && isDecimalString(v.truncatedValueString);

const isFiatAmount: Guard<FiatAmountDto> = (v): v is FiatAmountDto => isObject(v) && isNumber(v.value) && isDecimalString(v.valueString);

const isChange: Guard<ChangeDto> = (v): v is ChangeDto => isObject(v) && isNumber(v.gain) && isNumber(v.percent);

export const isPositionDto: Guard<PositionDto> = (v): v is PositionDto =>
  isObject(v) &&
  isString(v.asset) &&
  v.asset !== '' &&
  isString(v.assetSymbol) &&
  isAssetAmount(v.available) &&
  isAssetAmount(v.unsettled) &&
  isAssetAmount(v.total) &&
  isObject(v.fiatEquivalents) &&
  isFiatAmount(v.fiatEquivalents.available) &&
  isFiatAmount(v.fiatEquivalents.total) &&
  (v.marketPrice === null || (isObject(v.marketPrice) && isNumber(v.marketPrice.value) && isString(v.marketPrice.asOf))) &&
  (v.change === null || (isObject(v.change) && isChange(v.change.today) && isChange(v.change.allTime))) &&
  (v.disabledAssetAlert === undefined || orNull(isString)(v.disabledAssetAlert));

const isAllocation: Guard<AllocationDto> = (v): v is AllocationDto =>
  isObject(v) && isString(v.assetSymbol) && isNumber(v.fiatValue) && isNumber(v.percent);

export const isPositionsDto: Guard<PositionsDto> = (v): v is PositionsDto =>
  isObject(v) &&
  arrayOf(isPositionDto)(v.positions) &&
  isObject(v.accountSummary) &&
  isNumber(v.accountSummary.totalFiatValue) &&
  arrayOf(isAllocation)(v.accountSummary.allocations);

export const isBalancePointDto: Guard<BalancePointDto> = (v): v is BalancePointDto =>
  isObject(v) && isString(v.date) && DAY.test(v.date) && isNumber(v.totalFiatValue);

export const isBalanceHistory = arrayOf(isBalancePointDto);

export const isLatestPriceDto: Guard<LatestPriceDto> = (v): v is LatestPriceDto =>
  isObject(v) && isString(v.from) && v.to === 'USD' && isFiatAmount(v.price) && isString(v.asOf);
