// Contract: Activity History, the account's transaction history (spec part 2 §2, §3, §4, §7, §9).
// The SPA reads exactly these shapes and the reference gateway answers exactly these shapes; both
// import this file. Paths the spec leaves "not shown" are this portal's choice (marked below).
//
// Every answer is the money-movement gateway's old style (contract/responses.ts):
//   success  HTTP 200 { status: { code: '000000', text: 'SUCCESS' }, data: <the records> }
//   failure  HTTP 4xx/5xx { status: { code, text }, data: null }
// Common failures, as the other account calls (contract/accountsGateway.ts):
//   401  no full (two-factor) session
//   403  'Forbidden' the account is not held by the user's firm (or does not exist);
//        'You are not entitled to FDAS_AS_INST_DASHBOARD on this account' without the view action;
//        MARKET_MAKER_TEXT for a market-maker account (spec §5: they get no Activity History)
//   400  a body that breaks the rules below; nothing is stored (the call stores nothing anyway)
//
// POST …/api/v3/transaction/history (path: ours) with am.activityv3.enabled on, else the legacy
// POST …/history (spec §7: "the legacy path 'history' under the base path"), same body. The v3
// answer is TransactionRecordDto[]; the legacy answer is LegacyTransactionRecordDto[], which the
// SPA remaps (fromLegacyRecord) to the v3 shape. Records come newest first.
import type { Static } from '@sinclair/typebox';
import { ACTIVITY_DAY_OPTIONS, ACTIVITY_TYPE_FILTERS, ORDER_TYPES, TRANSACTION_STATUSES, TRANSACTION_TYPES } from './constants';
import { arrayOf, isCount, isDecimalString, isNonEmptyString, isNumber, isObject, isString, oneOf, orNull, type Fields, type Guard } from './guards';
import type { FeatureFlag } from './featureFlags';
import { MONEY_MOVEMENT_BASE } from './moneyMovement';
import type {
  LegacyTransactionRecordSchema,
  PartialFillSchema,
  TransactionHistoryRequestSchema,
  TransactionQuantitySchema,
  TransactionRecordSchema,
} from './schemas/activityHistory';

export const ACTIVITY_HISTORY_PATHS = {
  /** Transaction history v3 (with am.activityv3.enabled). Path not shown in the spec: ours. */
  v3: `${MONEY_MOVEMENT_BASE}/api/v3/transaction/history`,
  /** The legacy path 'history' under the base path (spec §7). */
  legacy: `${MONEY_MOVEMENT_BASE}/history`,
} as const;

/** The flag that picks the v3 endpoint (spec §5, §7); off or unknown: the legacy path. */
export const ACTIVITY_V3_FLAG = 'am.activityv3.enabled' satisfies FeatureFlag;

/** The flag that shows the activity-type and asset selects, which the spec keeps hidden (§2); ours. */
export const ACTIVITY_FILTERS_FLAG = 'am.activityfilters.enabled' satisfies FeatureFlag;

export { ACTIVITY_DAY_OPTIONS, ACTIVITY_TYPE_FILTERS, ORDER_TYPES, TRANSACTION_STATUSES, TRANSACTION_TYPES };
export type ActivityDays = (typeof ACTIVITY_DAY_OPTIONS)[number];
export const DEFAULT_ACTIVITY_DAYS: ActivityDays = 30;

export type ActivityTypeFilter = (typeof ACTIVITY_TYPE_FILTERS)[number];

export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Which types each activity-type filter selects ('' selects all). */
export const TYPES_OF_FILTER: Readonly<Record<Exclude<ActivityTypeFilter, ''>, readonly TransactionType[]>> = {
  deposit: ['Deposit', 'Receive'],
  withdrawal: ['Withdraw', 'Send'],
  buy: ['Buy'],
  sell: ['Sell'],
  other: ['Manual JRL-IN', 'Manual JRL-OUT'],
};


export type OrderType = (typeof ORDER_TYPES)[number];

export const MARKET_MAKER_TEXT = 'Activity History is not available for market-maker accounts';

// The shapes are the schemas of schemas/activityHistory.ts (their descriptions say what each field holds).
export type TransactionHistoryRequestDto = Static<typeof TransactionHistoryRequestSchema>;
export type QuantityDto = Static<typeof TransactionQuantitySchema>;
export type PartialFillDto = Static<typeof PartialFillSchema>;
export type TransactionRecordDto = Static<typeof TransactionRecordSchema>;
/** The legacy answer: `transaction`, `identifier` and `priceType` for transactionType, asset and orderType (spec §3). */
export type LegacyTransactionRecordDto = Static<typeof LegacyTransactionRecordSchema>;

// ── Guards ────────────────────────────────────────────────────────────────────────────────────────
const isNumberOrNull = orNull(isNumber);
const isQuantity: Guard<QuantityDto> = (v): v is QuantityDto =>
  isObject(v) && isDecimalString(v.valueString) && isDecimalString(v.truncatedValueString);
const isPartialFill: Guard<PartialFillDto> = (v): v is PartialFillDto =>
  isObject(v) &&
  isCount(v.orderDatetime) &&
  isObject(v.fillQuantity) &&
  isDecimalString(v.fillQuantity.truncatedValueString) &&
  isObject(v.fillPrice) &&
  isNumber(v.fillPrice.value) &&
  v.fillPrice.asset === 'USD' &&
  isObject(v.fillValue) &&
  isNumber(v.fillValue.value);
const isFills = orNull((v: unknown): v is { partialFills: PartialFillDto[] } => isObject(v) && arrayOf(isPartialFill)(v.partialFills));

/** The fields both variants share. */
function hasCommonFields(v: Fields): boolean {
  return (
    isCount(v.tradeDateTime) &&
    orNull(isCount)(v.settlementDateTime) &&
    oneOf(TRANSACTION_STATUSES)(v.status) &&
    isNonEmptyString(v.orderId) &&
    isNonEmptyString(v.accountNumber) &&
    isString(v.description) &&
    isQuantity(v.quantity) &&
    isObject(v.price) &&
    isNumberOrNull(v.price.value) &&
    isObject(v.estimatedValue) &&
    isNumberOrNull(v.estimatedValue.value) &&
    isObject(v.tradingFee) &&
    isNumber(v.tradingFee.value) &&
    isDecimalString(v.tradingFee.valueString) &&
    orNull(isString)(v.depositAddress) &&
    isFills(v.partialFillTradeOrder)
  );
}

export const isTransactionRecord: Guard<TransactionRecordDto> = (v): v is TransactionRecordDto =>
  isObject(v) &&
  oneOf(TRANSACTION_TYPES)(v.transactionType) &&
  isNonEmptyString(v.asset) &&
  orNull(oneOf(ORDER_TYPES))(v.orderType) &&
  hasCommonFields(v);

export const isLegacyTransactionRecord: Guard<LegacyTransactionRecordDto> = (v): v is LegacyTransactionRecordDto =>
  isObject(v) &&
  oneOf(TRANSACTION_TYPES)(v.transaction) &&
  isNonEmptyString(v.identifier) &&
  orNull(oneOf(ORDER_TYPES))(v.priceType) &&
  hasCommonFields(v);

export const isTransactionRecordList = arrayOf(isTransactionRecord);
export const isLegacyTransactionRecordList = arrayOf(isLegacyTransactionRecord);

/** The legacy record in the v3 shape (spec §7: "its records are remapped"). */
export function fromLegacyRecord(record: LegacyTransactionRecordDto): TransactionRecordDto {
  const { transaction, identifier, priceType, ...rest } = record;
  return { ...rest, transactionType: transaction, asset: identifier, orderType: priceType };
}

/** The v3 record in the legacy shape (the gateway's legacy path). */
export function toLegacyRecord(record: TransactionRecordDto): LegacyTransactionRecordDto {
  const { transactionType, asset, orderType, ...rest } = record;
  return { ...rest, transaction: transactionType, identifier: asset, priceType: orderType };
}
