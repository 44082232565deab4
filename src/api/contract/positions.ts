// Contract: the positions service: an account's positions, its balance history and an asset's
// latest price (spec part 2 §3 and §7). The SPA reads exactly these shapes and the reference
// gateway answers exactly these shapes.
//
// Answers, sessions and bodies follow the money-movement conventions in moneyMovement.ts.
import type { Static } from '@sinclair/typebox';
import { DAY_PATTERN } from './constants';
import { arrayOf, isDecimalString, isNumber, isObject, isString, orNull, type Guard } from './guards';
import { MONEY_MOVEMENT_BASE } from './moneyMovement';
import type {
  AccountSummarySchema,
  AllocationSchema,
  AssetAmountSchema,
  BalancePointSchema,
  ChangeSchema,
  FiatAmountSchema,
  LatestPriceSchema,
  PositionSchema,
  PositionsSchema,
} from './schemas/positions';

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
// ── Balance history (this portal's path; the spec names the chart, not its call) ───────────────
// POST …/api/v1/accounts/balance/history
//   request  { accountNumber: string, days: integer 1–365 }
//   answer   data: BalancePointDto[] — one point per calendar day (US/Eastern), oldest first.
//            400 for days outside 1–365.
// ── Latest price ────────────────────────────────────────────────────────────────────────────────
// GET …/api/v1/digitalasset/price/latest/external?from={asset code}&to=USD
//   answer   data: LatestPriceDto; 404 for an unknown asset code.
// The shapes are the schemas of schemas/positions.ts (their descriptions say what each field holds).
export type AssetAmountDto = Static<typeof AssetAmountSchema>;
export type FiatAmountDto = Static<typeof FiatAmountSchema>;
export type ChangeDto = Static<typeof ChangeSchema>;
export type PositionDto = Static<typeof PositionSchema>;
export type AllocationDto = Static<typeof AllocationSchema>;
export type AccountSummaryDto = Static<typeof AccountSummarySchema>;
export type PositionsDto = Static<typeof PositionsSchema>;
export type BalancePointDto = Static<typeof BalancePointSchema>;
export type LatestPriceDto = Static<typeof LatestPriceSchema>;
export { BALANCE_HISTORY_MAX_DAYS } from './constants';

const DAY = new RegExp(DAY_PATTERN);

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
