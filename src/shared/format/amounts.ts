// Amount display (spec part 1 §9: 3 decimals and thousands separators, USD with its sign; part 2
// §9: en-US, dollar sign, 2 decimals, 'n/a' when missing). Pure functions, no locale from the
// browser: every user sees the same figures.
import { once } from '../once';

export const NOT_AVAILABLE = 'n/a';

export type AmountInput = number | string | null | undefined;

const DECIMAL = /^([-+]?)(\d*)(?:\.(\d*))?$/;

/** A finite number or a plain decimal string as sign, integer digits and fraction digits; else null. */
function decimalParts(value: AmountInput): { negative: boolean; int: string; frac: string } | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
    // 1e21 and up, 1e-7 and below print with an exponent.
    if (/e/i.test(text)) text = Math.abs(value) >= 1 ? BigInt(Math.trunc(value)).toString() : value.toFixed(20);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign = '', int = '', frac = ''] = match;
  if (int === '' && frac === '') return null;
  return { negative: sign === '-', int: int.replace(/^0+(?=\d)/, '') || '0', frac };
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * An asset amount: thousands separators and exactly `decimals` places (3 by default), truncated
 * toward zero, never rounded up: a balance is never shown as more than is held. Exact for decimal
 * strings of any length (18-decimal ETH amounts), so pass valueString where there is one.
 */
export function formatAmount(value: AmountInput, decimals = 3): string {
  const parts = decimalParts(value);
  if (!parts) return NOT_AVAILABLE;
  const frac = decimals > 0 ? parts.frac.padEnd(decimals, '0').slice(0, decimals) : '';
  const isZero = /^0*$/.test(parts.int) && /^0*$/.test(frac);
  const sign = parts.negative && !isZero ? '-' : '';
  return `${sign}${groupThousands(parts.int)}${frac ? `.${frac}` : ''}`;
}

function toFiniteNumber(value: AmountInput): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && decimalParts(value)) return Number(value.trim());
  return null;
}

// Made at their first use, not when the module is evaluated (shared/once.ts).
const usd = once(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const signedUsd = once(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
    }),
);
const percent = once(() => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const signedPercent = once(() => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }));

/** Less than half a cent (or half a hundredth) shows as zero, without a minus sign. */
const settleZero = (n: number) => (Math.abs(n) < 0.005 ? 0 : n);

/** US dollars: '$1,234.57', '-$1,234.57' (rounded to cents, en-US). */
export function formatUsd(value: AmountInput): string {
  const n = toFiniteNumber(value);
  return n === null ? NOT_AVAILABLE : usd().format(settleZero(n));
}

/** A dollar gain or loss: '+$12.30', '-$12.30', '$0.00'. */
export function formatSignedUsd(value: AmountInput): string {
  const n = toFiniteNumber(value);
  return n === null ? NOT_AVAILABLE : signedUsd().format(settleZero(n));
}

/** Percentage points: 2.5 → '2.50%'; signed: '+2.50%', '-0.75%', '0.00%'. */
export function formatPercent(value: AmountInput, options: { signed?: boolean } = {}): string {
  const n = toFiniteNumber(value);
  if (n === null) return NOT_AVAILABLE;
  return `${(options.signed ? signedPercent : percent)().format(settleZero(n))}%`;
}
