// Transfer amounts (spec part 1 §5 buying power, part 2 §5 amount messages and cleaning, §9 fees,
// precisions and minima). Pure; shared by the SPA's transfer form and the gateway's transfer
// calls, so both refuse the same amounts with the same words. Amounts are decimal strings and
// bigint units (decimalUnits.ts): no binary float is compared or stored.
import { formatUnits, parseDecimal } from './decimalUnits';

/** The spec's amount messages (part 2 §5). The minimum's ending ('0.00001 BTC.') is ours. */
export const AMOUNT_MESSAGES = {
  required: 'Required.',
  insufficientFunds: 'Insufficient funds.',
  exceedsUserLimit: 'Exceeds user limit.',
  belowUserLimit: 'Below user limit.',
  maximumExceeded: 'Maximum amount exceeded.',
  minimum: (min: string, asset: string) => `Minimum amount is ${min} ${asset}.`,
} as const;

/** USD amounts have 2 decimals (spec part 2 §5, §9). */
export const USD_AMOUNT_DECIMALS = 2;

/** The withdrawal fee in USD (spec part 2 §9: 15 USD for crypto, 0 for USD). */
export const WITHDRAWAL_FEES_USD = { fiat: '0.00', commodity: '15.00' } as const;
export type AssetKind = keyof typeof WITHDRAWAL_FEES_USD;
export const withdrawalFeeUsd = (kind: AssetKind): string => WITHDRAWAL_FEES_USD[kind];

/**
 * Amount cleaning as the user types (spec part 2 §5): keep digits and the first dot (later dots
 * are dropped), at most `decimals` decimals (extra ones are cut, never rounded). With 0 decimals
 * the dot and what follows it are dropped. '5.' stays '5.' (the user is still typing).
 */
export function cleanAmount(text: string, decimals: number): string {
  const kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  if (point < 0) return kept;
  const int = kept.slice(0, point);
  if (decimals <= 0) return int;
  const frac = kept.slice(point + 1).replace(/\./g, '').slice(0, decimals);
  return `${int}.${frac}`;
}

/** The canonical text of an amount: no leading zeros, no trailing fraction zeros ('1.5', '0.00001', '12'). */
export function formatAmountUnits(units: bigint, decimals: number): string {
  const full = formatUnits(units, decimals);
  return decimals > 0 ? full.replace(/\.?0+$/, '') : full;
}

/** The units of a cleaned amount ('5.' and '.5' included); null when there is no digit or it is too precise. */
export function amountUnits(text: string, decimals: number): bigint | null {
  if (!/\d/.test(text) || !/^\d*(\.\d*)?$/.test(text)) return null;
  const [int = '', frac = ''] = text.split('.');
  return parseDecimal(`${int || '0'}${frac ? `.${frac}` : ''}`, decimals);
}

/**
 * A limit of the securities list (a JSON number such as 0.00001 or 1e-8) in units of an asset of
 * `decimals` places, rounded to the nearest unit (limits are short decimals typed by people; the
 * nearest unit is the one they meant). Null for a missing, negative or non-finite limit.
 */
export function limitUnits(limit: number | undefined | null, decimals: number): bigint | null {
  if (typeof limit !== 'number' || !Number.isFinite(limit) || limit < 0 || limit >= 1e21) return null;
  return parseDecimal(limit.toFixed(Math.min(decimals, 100)), decimals);
}

/**
 * Units of `fullDecimals` places (a balance) in units of `decimals` places (an amount's transfer
 * precision), cut down: what may be sent at that precision (ETH: wei to 10^-8 ETH).
 */
export function unitsAtPrecision(units: bigint, fullDecimals: number, decimals: number): bigint {
  if (decimals >= fullDecimals) return units * 10n ** BigInt(decimals - fullDecimals);
  return units / 10n ** BigInt(fullDecimals - decimals);
}

export interface BuyingPower {
  asset: string;
  /** The asset's transfer precision (USD 2; otherwise transferLimits.maxDecimalPrecision). */
  decimals: number;
  /** What may leave the account now: the available balance, in units of `decimals` places (unitsAtPrecision). */
  available: bigint;
  /** The most integer digits an amount may have (USD 12); null for no bound. */
  maxDigits: number | null;
  /** The entitlement's bounds (toa_maker_min, toa_maker_max), in units; null where there is none. */
  userMin: bigint | null;
  userMax: bigint | null;
  /** The asset's smallest transfer (transferLimits.minValue), in units; null where there is none. */
  assetMin: bigint | null;
}

/**
 * The buying-power rules (spec part 1 §5) in their order: required when empty or not above zero;
 * too many digits or decimals ('Maximum amount exceeded.'); insufficient funds above the
 * available balance; exceeds user limit above the entitlement maximum; below user limit under the
 * entitlement minimum; below the asset's minimum ('Minimum amount is 0.00001 BTC.'). The message,
 * or undefined when the amount may be sent.
 */
export function validateAmount(text: unknown, power: BuyingPower): string | undefined {
  if (typeof text !== 'string' || !/^\d*(\.\d*)?$/.test(text.trim())) return AMOUNT_MESSAGES.required;
  const cleaned = text.trim();
  const int = cleaned.split('.')[0] ?? '';
  const units = amountUnits(cleaned, power.decimals);
  if (units === null) {
    // Digits but more decimals than the asset has: a crafted request (the form cleans them away).
    return /[1-9]/.test(cleaned) ? AMOUNT_MESSAGES.maximumExceeded : AMOUNT_MESSAGES.required;
  }
  if (units <= 0n) return AMOUNT_MESSAGES.required;
  if (power.maxDigits !== null && int.replace(/^0+/, '').length > power.maxDigits) return AMOUNT_MESSAGES.maximumExceeded;
  if (units > power.available) return AMOUNT_MESSAGES.insufficientFunds;
  if (power.userMax !== null && units > power.userMax) return AMOUNT_MESSAGES.exceedsUserLimit;
  if (power.userMin !== null && units < power.userMin) return AMOUNT_MESSAGES.belowUserLimit;
  if (power.assetMin !== null && units < power.assetMin) return AMOUNT_MESSAGES.minimum(formatAmountUnits(power.assetMin, power.decimals), power.asset);
  return undefined;
}

/** The largest USD amount of 12 integer digits and 2 decimals, in cents (spec part 2 §9: USD max digits 12). */
const USD_CEILING_CENTS = 10n ** 14n - 1n;

/**
 * A cost basis per unit in USD (createDigitalInboundDepositAddress's costBasisValue): the amount
 * rules of a USD amount without a balance to compare ('Required.' when empty or not above zero,
 * 'Maximum amount exceeded.' beyond 2 decimals or 12 integer digits). The message, or undefined.
 */
export function validateCostBasis(text: unknown): string | undefined {
  return validateAmount(text, { asset: 'USD', decimals: USD_AMOUNT_DECIMALS, available: USD_CEILING_CENTS, maxDigits: 12, userMin: null, userMax: null, assetMin: null });
}
