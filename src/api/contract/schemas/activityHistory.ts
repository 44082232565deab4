// Activity History's request and answers as schemas (contract/activityHistory.ts derives its types
// from them): the account's transaction history of the last 30, 60 or 90 days, as v3 records or,
// on the legacy path, in the legacy shape. Spec part 2 §2, §3, §4, §7, §9.
import { Type } from '@sinclair/typebox';
import { ACTIVITY_DAY_OPTIONS, ACTIVITY_TYPE_FILTERS, ORDER_TYPES, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../constants';
import { ACCOUNT_NUMBER_PATTERN, nullable, oneOfStrings } from './common';

const SECONDS = (description: string) => Type.Integer({ minimum: 0, description });

export const TransactionHistoryRequestSchema = Type.Object(
  {
    accountNumber: Type.String({ pattern: ACCOUNT_NUMBER_PATTERN, description: "One of the user's firm's accounts." }),
    days: Type.Unsafe<(typeof ACTIVITY_DAY_OPTIONS)[number]>({ enum: [...ACTIVITY_DAY_OPTIONS], description: 'The last 30, 60 or 90 days.' }),
    asset: Type.Optional(Type.String({ pattern: '^([A-Z0-9]{1,10})?$', description: "An asset symbol; omitted or '': every asset." })),
    transferType: Type.Optional(
      Type.Unsafe<(typeof ACTIVITY_TYPE_FILTERS)[number]>({ enum: [...ACTIVITY_TYPE_FILTERS], description: "Omitted or '': All Activity." }),
    ),
  },
  { additionalProperties: false },
);

export const TransactionQuantitySchema = Type.Object({
  valueString: Type.String({ description: 'Exact decimal string of the asset, unsigned.' }),
  truncatedValueString: Type.String({ description: "Cut to the asset's display decimals (never rounded up)." }),
});

export const PartialFillSchema = Type.Object({
  orderDatetime: SECONDS('Epoch seconds.'),
  fillQuantity: Type.Object({ truncatedValueString: Type.String() }),
  fillPrice: Type.Object({ value: Type.Number(), asset: Type.Literal('USD') }, { description: 'USD per unit.' }),
  fillValue: Type.Object({ value: Type.Number() }, { description: 'USD.' }),
});

/** The fields both shapes share, in the order the gateway writes them. */
const common = {
  tradeDateTime: SECONDS('Epoch seconds (the order or booking time).'),
  settlementDateTime: nullable(SECONDS('Epoch seconds when available; null while Processing.')),
  status: oneOfStrings(TRANSACTION_STATUSES),
  orderId: Type.String({ description: 'Execution ID (trades), Reference ID (send, receive, deposit, withdraw) or Adjustment ID (journals).' }),
  accountNumber: Type.String(),
  description: Type.String(),
  quantity: TransactionQuantitySchema,
  price: Type.Object({ value: nullable(Type.Number()) }, { description: 'USD per unit; null where no price applies (USD itself is 1).' }),
  estimatedValue: Type.Object({ value: nullable(Type.Number()) }, { description: 'USD value; null where none applies.' }),
  tradingFee: Type.Object({ value: Type.Number(), valueString: Type.String() }, { description: 'USD.' }),
  depositAddress: nullable(Type.String({ description: "Receive only: the account's address the asset arrived at; else null." })),
  partialFillTradeOrder: nullable(Type.Object({ partialFills: Type.Array(PartialFillSchema) }, { description: 'Trades only; else null.' })),
};

export const TransactionRecordSchema = Type.Object({
  transactionType: oneOfStrings(TRANSACTION_TYPES),
  asset: Type.String(),
  orderType: nullable(oneOfStrings(ORDER_TYPES, { description: 'Trades only; else null.' })),
  ...common,
});

/** The legacy record: `transaction`, `identifier` and `priceType` for transactionType, asset and orderType (spec §3). */
export const LegacyTransactionRecordSchema = Type.Object({
  transaction: oneOfStrings(TRANSACTION_TYPES),
  identifier: Type.String(),
  priceType: nullable(oneOfStrings(ORDER_TYPES)),
  ...common,
});

export const TransactionRecordListSchema = Type.Array(TransactionRecordSchema, { description: 'Newest first.' });
export const LegacyTransactionRecordListSchema = Type.Array(LegacyTransactionRecordSchema, { description: 'Newest first.' });
