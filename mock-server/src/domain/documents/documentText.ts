// How documents write dates and amounts (spec part 2 §9: en-US, dollar sign, 2 decimals; dates
// MM/dd/yyyy h:mm a in the fixed zone, US/Eastern). Amounts are exact: every digit an asset's
// units hold, trailing zeros dropped (never fewer than 2 places, or the asset's own if fewer).
// The PDF groups thousands for reading; the CSV does not, for the spreadsheet that reads it.
import { EASTERN_TIME_ZONE } from '../platform/easternTime';
import { formatUnits, USD_DECIMALS } from '../platform/money';

const HOUR = 3_600_000;
const offsetParts = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
});

// US/Eastern's offset changes only on the hour, so one Intl call per UTC hour serves every instant
// in it: a statement of ten thousand entries formats its dates in milliseconds, not a second.
const offsets = new Map<number, number>();
function easternOffset(at: number): number {
  const hour = Math.floor(at / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const p: Record<string, number> = {};
    for (const part of offsetParts.formatToParts(new Date(hour * HOUR))) p[part.type] = Number(part.value);
    offset = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0) - hour * HOUR;
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

const two = (n: number) => String(n).padStart(2, '0');

/** '02/03/2026 9:05 AM' (US/Eastern). */
export function easternDateTime(at: number): string {
  const d = new Date(at + easternOffset(at));
  const hours = d.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())}/${d.getUTCFullYear()} ${hour12}:${two(d.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The US/Eastern day of an instant, 'YYYY-MM-DD'. */
export function easternDay(at: number): string {
  const d = new Date(at + easternOffset(at));
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}`;
}

/** 'YYYY-MM-DD' as '02/28/2026'. */
export function dayText(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

const groupThousands = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Units of an asset, exactly; grouped thousands on request. */
export function amountText(units: bigint, decimals: number, grouped = false): string {
  const minPlaces = Math.min(2, decimals);
  const full = formatUnits(units, decimals);
  const [whole = '0', frac = ''] = full.split('.');
  let kept = frac.replace(/0+$/, '');
  if (kept.length < minPlaces) kept = frac.slice(0, minPlaces);
  const int = grouped ? groupThousands(whole) : whole;
  return kept ? `${int}.${kept}` : int;
}

/** Cents as '$1,234.56' (grouped) or '1234.56'. */
export function usdText(cents: bigint, grouped = true): string {
  const text = formatUnits(cents, USD_DECIMALS);
  if (!grouped) return text;
  const negative = text.startsWith('-');
  const [whole = '0', frac = '00'] = (negative ? text.slice(1) : text).split('.');
  return `${negative ? '-' : ''}$${groupThousands(whole)}.${frac}`;
}
