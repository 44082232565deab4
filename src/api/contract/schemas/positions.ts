// The positions service's requests and answers as schemas (contract/positions.ts derives its types
// from them; the gateway validates requests and serializes answers with them; docs/openapi.json
// shows them). Spec part 2 §3 and §7.
import { Type } from '@sinclair/typebox';
import { BALANCE_HISTORY_MAX_DAYS, DAY_PATTERN, DECIMAL_STRING_PATTERN } from '../constants';
import { ACCOUNT_NUMBER_PATTERN, nullable } from './common';

export const AssetAmountSchema = Type.Object({
  asset: Type.String({ description: 'Asset code (= SecurityDto.display.symbol).' }),
  value: Type.Number(),
  valueString: Type.String({ pattern: DECIMAL_STRING_PATTERN, description: 'Full precision, decimal string (up to decimalPrecision.full places).' }),
  truncatedValueString: Type.String({ pattern: DECIMAL_STRING_PATTERN, description: 'Truncated (not rounded) to decimalPrecision.truncated places, decimal string.' }),
});

export const FiatAmountSchema = Type.Object({ value: Type.Number(), valueString: Type.String({ pattern: DECIMAL_STRING_PATTERN, description: 'Decimal string with 2 places.' }) }, { description: 'US dollars.' });

export const ChangeSchema = Type.Object({
  gain: Type.Number({ description: 'US dollars gained (negative: lost) over the period.' }),
  percent: Type.Number({ description: 'Percentage points: 2.5 means +2.5 %.' }),
});

export const PositionSchema = Type.Object({
  asset: Type.String({ minLength: 1, description: 'Asset code (= SecurityDto.display.symbol); unique in the list.' }),
  assetSymbol: Type.String({ description: 'Ticker shown to the user (usually the code itself).' }),
  available: AssetAmountSchema,
  /** Pending settlement; available + unsettled = total. */
  unsettled: AssetAmountSchema,
  total: AssetAmountSchema,
  fiatEquivalents: Type.Object({ available: FiatAmountSchema, total: FiatAmountSchema }),
  /** US dollars per unit; asOf is an ISO 8601 instant with offset, e.g. '2026-11-20T15:30:00Z'. */
  marketPrice: nullable(Type.Object({ value: Type.Number(), asOf: Type.String() })),
  change: nullable(Type.Object({ today: ChangeSchema, allTime: ChangeSchema })),
  /** A notice when the asset is disabled for deposits or withdrawals; absent or null when not. */
  disabledAssetAlert: Type.Optional(nullable(Type.String())),
});

export const AllocationSchema = Type.Object({
  assetSymbol: Type.String(),
  fiatValue: Type.Number({ description: 'US dollars.' }),
  percent: Type.Number({ description: 'Share of totalFiatValue in percentage points, 0–100, 2 decimals; the list sums to 100 ± 0.05.' }),
});

export const AccountSummarySchema = Type.Object({
  totalFiatValue: Type.Number({ description: "US dollars: the sum of the positions' fiatEquivalents.total." }),
  allocations: Type.Array(AllocationSchema, { description: 'One entry per position with a non-zero fiat value, ordered by fiatValue descending.' }),
});

export const PositionsSchema = Type.Object(
  { positions: Type.Array(PositionSchema), accountSummary: AccountSummarySchema },
  { description: 'One position per asset held (zero balances left out), by fiatEquivalents.total.value descending; up to a few hundred entries.' },
);

export const BalancePointSchema = Type.Object({
  date: Type.String({ pattern: DAY_PATTERN, description: "'YYYY-MM-DD'." }),
  totalFiatValue: Type.Number({ description: 'US dollars at the end of that day (today: now).' }),
});

export const BalanceHistorySchema = Type.Array(BalancePointSchema, {
  description: 'One point per US/Eastern day for the last `days` days up to and including today, oldest first; days before the account existed are left out.',
});

export const LatestPriceSchema = Type.Object({
  from: Type.String(),
  to: Type.Literal('USD'),
  /** US dollars per unit of `from`. */
  price: FiatAmountSchema,
  asOf: Type.String({ description: 'ISO 8601 instant with offset.' }),
});

// ── Requests ──────────────────────────────────────────────────────────────────────────────────

export const PositionsRequestSchema = Type.Object({ accountIdFilter: Type.String({ pattern: ACCOUNT_NUMBER_PATTERN }) }, { additionalProperties: false });

export const BalanceHistoryRequestSchema = Type.Object(
  { accountNumber: Type.String({ pattern: ACCOUNT_NUMBER_PATTERN }), days: Type.Integer({ minimum: 1, maximum: BALANCE_HISTORY_MAX_DAYS }) },
  { additionalProperties: false },
);

export const LatestPriceQuerySchema = Type.Object({ from: Type.String({ pattern: '^[A-Z0-9]{1,10}$' }), to: Type.Literal('USD') }, { additionalProperties: false });
