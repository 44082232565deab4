// Exact decimals as integer units (shared by the SPA's amount rules and the gateway's ledger): an
// amount of an asset of `decimals` places is a bigint of 10^-decimals of one (cents, satoshi, wei).
// Decimal strings are parsed and formatted digit by digit: no binary float touches an amount.

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
const POWERS_OF_TEN = Array.from({ length: 40 }, (_, n) => 10n ** BigInt(n));
export const pow10 = (n: number): bigint => POWERS_OF_TEN[n] ?? 10n ** BigInt(n);

/**
 * The units of a plain decimal string ('12.5', '-0.00000001') in an asset of `decimals` places;
 * null when the text is not one or is more precise than the asset (trailing zeros are fine).
 */
export function parseDecimal(text: string, decimals: number): bigint | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, int = '0', rawFrac = ''] = match;
  const frac = rawFrac.replace(/0+$/, '');
  if (frac.length > decimals) return null;
  const units = BigInt(int + frac.padEnd(decimals, '0'));
  return sign === '-' ? -units : units;
}

/**
 * Units as a decimal string with exactly `places` places (default: all the asset's), cut toward
 * zero, never rounded: a balance never shows as more than is held. No '-0'.
 */
export function formatUnits(units: bigint, decimals: number, places: number = decimals): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const scale = pow10(decimals);
  const whole = (abs / scale).toString();
  const frac = decimals > 0 ? (abs % scale).toString().padStart(decimals, '0') : '';
  const shown = frac.padEnd(places, '0').slice(0, places);
  const zero = whole === '0' && /^0*$/.test(shown);
  return `${negative && !zero ? '-' : ''}${whole}${places > 0 ? `.${shown}` : ''}`;
}

