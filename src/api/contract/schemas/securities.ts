// The asset-manager service's answer as a schema (contract/securities.ts derives SecurityDto from
// it). Spec part 2 §3 and §7.
import { Type } from '@sinclair/typebox';
import { SECURITY_STATUSES, SECURITY_TYPES } from '../constants';
import { nullable, oneOfStrings } from './common';

export const SecuritySchema = Type.Object({
  status: oneOfStrings(SECURITY_STATUSES),
  type: oneOfStrings(SECURITY_TYPES, { description: 'fiat (USD: offered only with wire-create) or commodity (digital assets).' }),
  fullName: Type.String(),
  display: Type.Object(
    { symbol: Type.String({ minLength: 1 }), abbreviation: Type.String(), color: Type.String() },
    { description: "symbol: the asset code ('BTC'); abbreviation: short label; color: '#rrggbb'." },
  ),
  decimalPrecision: Type.Object(
    { full: Type.Integer({ minimum: 0 }), truncated: Type.Integer({ minimum: 0 }) },
    { description: 'Decimal places: full (BTC 8, ETH 18, USD 2) and as shown truncated.' },
  ),
  maxDigits: Type.Integer({ minimum: 0, description: 'Maximum integer digits an amount may have (USD 12).' }),
  network: nullable(Type.Object({ name: Type.String(), asset: Type.String() }, { description: "The network the asset lives on: name ('Bitcoin') and its native asset code ('BTC'); null for fiat." })),
  fees: Type.Object({ currency: Type.String(), withdraw: Type.Number() }, { description: 'Withdrawal fee: currency code and amount (15 USD for crypto, 0 for USD).' }),
  transferLimits: Type.Object(
    {
      maxDecimalPrecision: Type.Integer({ minimum: 0 }),
      minValue: Type.Number(),
      limits: Type.Object({ toa_maker_min: Type.Optional(Type.Number()), toa_maker_max: Type.Optional(Type.Number()) }),
    },
    { description: 'maxDecimalPrecision: decimals a transfer amount may have; minValue: smallest transfer; limits: per-entitlement bounds (absent when there is none).' },
  ),
  uiConfig: Type.Object(
    { warningMessages: Type.Object({ deposit: nullable(Type.String()), withdraw: nullable(Type.String()) }) },
    { description: 'Texts the transfer screens show before a deposit or a withdrawal; null for none.' },
  ),
});

/** Every asset the provider supports, each once; display.symbol is unique in the list. */
export const SecurityListSchema = Type.Array(SecuritySchema);
