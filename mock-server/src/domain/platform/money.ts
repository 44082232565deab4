// Exact money arithmetic. An asset amount is a bigint of the asset's units (10^-decimals of one:
// cents, satoshi, wei); a price is a bigint of 10^-8 US dollars; a dollar value is a bigint of
// cents. Decimal strings are parsed and formatted digit by digit: no float touches a balance.

// Parsing and formatting of exact decimals live with the shared rules (the SPA's amount rules use them too).
import { formatUnits, parseDecimal, pow10 } from '../../../../src/shared/validation/decimalUnits';

export { formatUnits, parseDecimal };

export const USD_DECIMALS = 2;
/** Prices are kept to 8 decimal places of a dollar. */
export const PRICE_DECIMALS = 8;

/** n / d rounded half away from zero (d > 0). */
export function divRound(n: bigint, d: bigint): bigint {
  if (d <= 0n) throw new RangeError('divRound needs a positive divisor');
  const q = n / d;
  const r = n % d;
  if (2n * (r < 0n ? -r : r) < d) return q;
  return n < 0n ? q - 1n : q + 1n;
}

/** The dollar value of `units` of an asset at `price` (10^-8 USD per unit), in cents, rounded half away from zero. */
export function valueInCents(units: bigint, decimals: number, price: bigint): bigint {
  return divRound(units * price, pow10(decimals + PRICE_DECIMALS - USD_DECIMALS));
}

/** The units of an asset that `cents` buy at `price`, cut down to whole units. */
export function unitsForCents(cents: bigint, decimals: number, price: bigint): bigint {
  if (price <= 0n) throw new RangeError('unitsForCents needs a positive price');
  return (cents * pow10(decimals + PRICE_DECIMALS - USD_DECIMALS)) / price;
}

/**
 * A decimal string (as formatUnits makes them) cut to fewer places, without rounding: the same as
 * formatting the units again with `places`, without the bigint work.
 */
export function truncateDecimal(text: string, places: number): string {
  const point = text.indexOf('.');
  if (point < 0) return places > 0 ? `${text}.${'0'.repeat(places)}` : text;
  const frac = text.slice(point + 1);
  if (frac.length <= places) return places > frac.length ? `${text}${'0'.repeat(places - frac.length)}` : text;
  const cut = places > 0 ? text.slice(0, point + 1 + places) : text.slice(0, point);
  return cut.startsWith('-') && /^-[0.]*$/.test(cut) ? cut.slice(1) : cut;
}

export const formatCents = (cents: bigint): string => formatUnits(cents, USD_DECIMALS);

/** A JSON number for a decimal string: the nearest double (the string stays the exact value). */
export const decimalNumber = (text: string): number => Number(text);

/**
 * Cents as a JSON number of dollars: the nearest double to the exact amount (IEEE division is
 * correctly rounded, so this equals Number(formatCents(cents)) while |cents| < 2^53).
 */
export const centsNumber = (cents: bigint): number => Number(cents) / 100;

/**
 * Shares of a total in hundredths of a percent that sum to exactly 100.00 % (largest remainder:
 * each share is cut down, then the hundredths left go to the largest remainders, earlier first
 * on a tie). All values must be ≥ 0 with a positive sum.
 */
export function sharesInBasisPoints(values: readonly bigint[]): bigint[] {
  const total = values.reduce((sum, v) => sum + v, 0n);
  if (total <= 0n || values.some((v) => v < 0n)) throw new RangeError('shares need non-negative values with a positive sum');
  const exact = values.map((v) => v * 10_000n);
  const shares = exact.map((e) => e / total);
  let left = 10_000n - shares.reduce((sum, s) => sum + s, 0n);
  const byRemainder = exact
    .map((e, index) => ({ index, remainder: e % total }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares;
}

/** gain / base in percentage points, to 2 places (half away from zero); 0 when the base is not positive. */
export function percentOf(gain: bigint, base: bigint): number {
  if (base <= 0n) return 0;
  return Number(divRound(gain * 10_000n, base)) / 100;
}

/** A price (10^-8 USD) as a JSON number of dollars: the nearest double, as centsNumber. */
export const priceNumber = (price: bigint): number => Number(price) / 1e8;
