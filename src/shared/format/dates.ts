// Dates of the portal's tables and exports (spec part 2 §9: MM/dd/yyyy h:mm a, and
// dd-MMM-yyyy h:mm:ss a where the second matters, in a fixed zone, US/Eastern as the wire hours). Pure: the same instant always gives the same text.
// Intl's formatToParts costs ~15 µs a call, which made 10 000 Activity History rows take 150 ms;
// US/Eastern changes its offset only on the hour, so Intl is asked once per hour for the offset
// and the text is built from UTC fields shifted by it (~1 µs). A property test holds it to Intl.
import { once } from '../once';

// Made at its first use, not when the module is evaluated (shared/once.ts).
const eastern = once(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }),
);

const HOUR_MS = 3_600_000;
/** Offsets (ms) of the hours asked so far; cleared past this many (a long-running tab). */
const MAX_CACHED_HOURS = 100_000;
const offsets = new Map<number, number>();

/** US/Eastern's offset from UTC, in ms, during the hour of `ms` (Intl's answer, cached per hour). */
function easternOffset(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  const cached = offsets.get(hour);
  if (cached !== undefined) return cached;
  const start = hour * HOUR_MS;
  const p = Object.fromEntries(eastern().formatToParts(new Date(start)).map((part) => [part.type, part.value]));
  const hour24 = (Number(p.hour) % 12) + (p.dayPeriod === 'PM' ? 12 : 0);
  const local = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), hour24, Number(p.minute));
  const offset = local - start;
  if (offsets.size >= MAX_CACHED_HOURS) offsets.clear();
  offsets.set(hour, offset);
  return offset;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The US/Eastern wall clock of an instant, as UTC fields of a shifted Date. */
const easternClock = (seconds: number) => {
  const ms = Math.floor(seconds * 1000);
  return new Date(ms + easternOffset(ms));
};

const dateText = (d: Date) => `${pad2(d.getUTCMonth() + 1)}/${pad2(d.getUTCDate())}/${d.getUTCFullYear()}`;

/** Seconds since the epoch → '03/09/2026 10:30 AM' ('' for a non-number). */
export function formatEasternDateTime(seconds: number): string {
  if (!Number.isFinite(seconds)) return '';
  const d = easternClock(seconds);
  const hours = d.getUTCHours();
  return `${dateText(d)} ${hours % 12 || 12}:${pad2(d.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Seconds since the epoch → '03/09/2026' (US/Eastern; '' for a non-number). */
export function formatEasternDate(seconds: number): string {
  if (!Number.isFinite(seconds)) return '';
  return dateText(easternClock(seconds));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Seconds since the epoch → '09-Mar-2026 10:30:05 AM' (spec part 2 §9's dd-MMM-yyyy h:mm:ss a; US/Eastern; '' for a non-number). */
export function formatEasternDateTimeSeconds(seconds: number): string {
  if (!Number.isFinite(seconds)) return '';
  const d = easternClock(seconds);
  const hours = d.getUTCHours();
  return `${pad2(d.getUTCDate())}-${MONTHS[d.getUTCMonth()] ?? ''}-${d.getUTCFullYear()} ${hours % 12 || 12}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())} ${hours < 12 ? 'AM' : 'PM'}`;
}
