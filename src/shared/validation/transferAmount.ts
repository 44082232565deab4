// Transfer amounts (spec part 1 §5 buying power, part 2 §5 amount messages and cleaning, §9 fees,
// precisions and minima). Pure; shared by the SPA's transfer form and the gateway's transfer
// calls, so both refuse the same amounts with the same words. Amounts are decimal strings and
// bigint units (decimalUnits.ts): no binary float is compared or stored.
import { formatUnits } from './decimalUnits';

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

/**
 * The most characters an amount may have once trimmed. No asset needs more (USD has 12 integer
 * digits and 2 decimals, ETH 18 decimals); a longer text is 'Maximum amount exceeded.' and is never
 * turned into a number, so no input's length costs the gateway anything.
 */
export const AMOUNT_MAX_LENGTH = 64;

const AMOUNT_SHAPE = /^\d*(\.\d*)?$/;

/** An amount as typed or sent, trimmed, with '5.' → '5' and '.5' → '0.5' (what the SPA sends). */
export function canonicalAmount(text: string): string {
  const trimmed = text.trim().replace(/\.$/, '');
  return trimmed.startsWith('.') ? `0${trimmed}` : trimmed;
}

/** An amount read: its units at the asker's places and its canonical text, or the spec's message. */
export type ParsedAmount = { ok: true; units: bigint; text: string } | { ok: false; message: string };

const refusedAmount = (message: string): ParsedAmount => ({ ok: false, message });

/**
 * THE parser of every amount and decimal string a person types or a client sends (transfer
 * amounts, cost bases): the SPA's rules and the gateway's conversion both go through it, so what
 * is checked is what is booked. Whitespace around the text is trimmed (the form trims too:
 * docs/spec-choices.md); then only ASCII digits with at most one dot: signs, exponents, grouping
 * commas, other scripts' digits (Arabic-Indic, full-width) and anything else are 'Required.', as
 * is a text without a digit; more than AMOUNT_MAX_LENGTH characters, or a digit other than 0 beyond
 * `decimals` places, is 'Maximum amount exceeded.'. Zero is an amount here (the rules refuse it).
 */
export function parseAmount(input: unknown, decimals: number): ParsedAmount {
  if (typeof input !== 'string') return refusedAmount(AMOUNT_MESSAGES.required);
  const trimmed = input.trim();
  if (!AMOUNT_SHAPE.test(trimmed) || !/\d/.test(trimmed)) return refusedAmount(AMOUNT_MESSAGES.required);
  if (trimmed.length > AMOUNT_MAX_LENGTH) return refusedAmount(AMOUNT_MESSAGES.maximumExceeded);
  const text = canonicalAmount(trimmed);
  const [int = '0', frac = ''] = text.split('.');
  const significant = frac.replace(/0+$/, '');
  // Digits beyond the asset's places: a crafted request (the form cleans them away).
  if (significant.length > decimals) return refusedAmount(AMOUNT_MESSAGES.maximumExceeded);
  return { ok: true, units: BigInt(int + significant.padEnd(decimals, '0')), text };
}

/** A JSON number as the shortest decimal that reads back as it (1e-8 → '0.00000001', 0.1 → '0.1'). */
function plainDecimalOf(n: number): string {
  const [mantissa = '', exponent = '0'] = String(n).split('e');
  const [int = '', frac = ''] = mantissa.split('.');
  const digits = int + frac;
  const point = int.length + Number(exponent);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * A limit of the securities list in units of an asset of `decimals` places, rounded half up to
 * the nearest unit (limits are short decimals typed by people; the nearest unit is the one they
 * meant). The gateway keeps it as a decimal string ('0.00001'); the SPA reads it as a JSON number
 * (0.00001, 1e-8), taken as the shortest decimal that is that number: both get the same units.
 * Null for a missing, negative, non-finite or unreadable limit (no bound).
 */
export function limitUnits(limit: number | string | undefined | null, decimals: number): bigint | null {
  let text: string;
  if (typeof limit === 'number') {
    if (!Number.isFinite(limit) || limit < 0) return null;
    text = plainDecimalOf(limit);
  } else if (typeof limit === 'string') {
    text = limit.trim();
  } else {
    return null;
  }
  const match = /^(\d{1,40})(?:\.(\d{1,400}))?$/.exec(text);
  if (!match) return null;
  const [, int = '0', frac = ''] = match;
  const units = BigInt(int + frac.slice(0, decimals).padEnd(decimals, '0'));
  return (frac[decimals] ?? '0') >= '5' ? units + 1n : units;
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
 * The buying-power rules (spec part 1 §5) in their order, on the parsed amount (parseAmount):
 * required when empty, unreadable or not above zero; too many digits or decimals ('Maximum
 * amount exceeded.'); insufficient funds above the available balance; exceeds user limit above the
 * entitlement maximum; below user limit under the entitlement minimum; below the asset's minimum
 * ('Minimum amount is 0.00001 BTC.'). The amount's units at `power.decimals` places, or the message.
 */
export function checkAmount(input: unknown, power: BuyingPower): ParsedAmount {
  const parsed = parseAmount(input, power.decimals);
  if (!parsed.ok) return parsed;
  const { units } = parsed;
  if (units <= 0n) return refusedAmount(AMOUNT_MESSAGES.required);
  const int = parsed.text.split('.')[0] ?? '';
  if (power.maxDigits !== null && int.replace(/^0+/, '').length > power.maxDigits) return refusedAmount(AMOUNT_MESSAGES.maximumExceeded);
  if (units > power.available) return refusedAmount(AMOUNT_MESSAGES.insufficientFunds);
  if (power.userMax !== null && units > power.userMax) return refusedAmount(AMOUNT_MESSAGES.exceedsUserLimit);
  if (power.userMin !== null && units < power.userMin) return refusedAmount(AMOUNT_MESSAGES.belowUserLimit);
  if (power.assetMin !== null && units < power.assetMin) return refusedAmount(AMOUNT_MESSAGES.minimum(formatAmountUnits(power.assetMin, power.decimals), power.asset));
  return parsed;
}

/** checkAmount's message, or undefined when the amount may be sent (the form's rule). */
export function validateAmount(input: unknown, power: BuyingPower): string | undefined {
  const checked = checkAmount(input, power);
  return checked.ok ? undefined : checked.message;
}

/** The largest USD amount of 12 integer digits and 2 decimals, in cents (spec part 2 §9: USD max digits 12). */
const USD_CEILING_CENTS = 10n ** 14n - 1n;

/**
 * A cost basis per unit in USD (createDigitalInboundDepositAddress's costBasisValue): the amount
 * rules of a USD amount without a balance to compare ('Required.' when empty or not above zero,
 * 'Maximum amount exceeded.' beyond 2 decimals or 12 integer digits). Its cents, or the message.
 */
export function checkCostBasis(input: unknown): ParsedAmount {
  return checkAmount(input, { asset: 'USD', decimals: USD_AMOUNT_DECIMALS, available: USD_CEILING_CENTS, maxDigits: 12, userMin: null, userMax: null, assetMin: null });
}

/** checkCostBasis's message, or undefined (the receive form's rule). */
export function validateCostBasis(input: unknown): string | undefined {
  const checked = checkCostBasis(input);
  return checked.ok ? undefined : checked.message;
}
