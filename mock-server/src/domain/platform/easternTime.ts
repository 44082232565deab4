// Calendar days in US/Eastern (spec part 2 §9: the portal's fixed zone), from epoch milliseconds.
// Dates are 'YYYY-MM-DD' strings; day arithmetic is done on the calendar, so DST never skips or
// repeats a day.
export const EASTERN_TIME_ZONE = 'America/New_York';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function wallClock(at: number): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const values: Record<string, number> = {};
  for (const p of parts.formatToParts(new Date(at))) if (p.type !== 'literal') values[p.type] = Number(p.value);
  return {
    year: values.year ?? 0,
    month: values.month ?? 0,
    day: values.day ?? 0,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateParts(date: string): [number, number, number] {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The US/Eastern calendar date of an instant. */
export function easternDate(at: number): string {
  const w = wallClock(at);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** The date `days` calendar days after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = dateParts(date);
  const d = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

const midnights = new Map<string, number>();

/** The instant a US/Eastern day begins (its midnight; DST changes at 2 am, so midnight always exists). */
export function easternMidnight(date: string): number {
  const known = midnights.get(date);
  if (known !== undefined) return known;
  const [year, month, day] = dateParts(date);
  const utcMidnight = Date.UTC(year, month - 1, day);
  // 05:00 UTC is midnight or 1 am in New York: before any change that day, so its offset is midnight's.
  const probe = utcMidnight + 5 * 3_600_000;
  const w = wallClock(probe);
  const offset = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - probe;
  const at = utcMidnight - offset;
  if (midnights.size > 5000) midnights.clear();
  midnights.set(date, at);
  return at;
}
