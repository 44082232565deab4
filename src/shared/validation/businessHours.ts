// The wire window (spec part 2 §4, §9): wires are accepted 8:30 am to 5:00 pm US/Eastern on
// business days; after 4:00 pm the window is BEFORE_CLOSE (a wire may not be processed today);
// outside it CLOSED. Business days are Monday to Friday except the US Federal Reserve's holidays,
// computed by rule (no table to keep up to date). Pure: the instant is always passed in (the SPA's
// saga and the gateway read it from their injectable clocks). Shared by the SPA and the gateway.
import moment from 'moment-timezone';

/** The wire window's status (spec part 2 §3; the contract's BUSINESS_HOURS_STATUSES are these). */
export type BusinessHoursStatus = 'OPEN' | 'BEFORE_CLOSE' | 'CLOSED';

export const WIRE_TIME_ZONE = 'US/Eastern';
/** Minutes after midnight, US/Eastern (spec part 2 §9). */
export const WIRE_WINDOW = { opens: 8 * 60 + 30, warns: 16 * 60, closes: 17 * 60 } as const;

/** The BEFORE_CLOSE warning (spec part 2 §4; the wording is ours). */
export const BEFORE_CLOSE_WARNING = 'Wires requested between 4:00 pm and 5:00 pm ET may not be processed until the next business day.';
/** The CLOSED modal (spec part 2 §2 and §4; the wording is ours). */
export const CLOSED_MODAL = {
  heading: 'Wire requests are closed',
  message: 'Wire requests are accepted from 8:30 am to 5:00 pm ET on business days. Please submit your wire when the window opens.',
} as const;

/**
 * closesAt: epoch ms when today's window closes (5:00 pm ET) while OPEN or BEFORE_CLOSE; null while CLOSED.
 * nextOpen: epoch ms when the next window opens while CLOSED (today's 8:30 am before it, else the next business day's); null while open.
 */
export type WireWindow =
  | { status: 'OPEN' | 'BEFORE_CLOSE'; closesAt: number; nextOpen: null }
  | { status: 'CLOSED'; closesAt: null; nextOpen: number };

const DAY = 'YYYY-MM-DD';
const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Day of week (0 Sunday … 6 Saturday) of a calendar date, independent of any zone. */
const weekday = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/** The n-th (1-based) given weekday of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, dow: number, n: number): number {
  if (n > 0) {
    const first = weekday(year, month, 1);
    return 1 + ((dow - first + 7) % 7) + (n - 1) * 7;
  }
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return last - ((weekday(year, month, last) - dow + 7) % 7);
}

/**
 * The Federal Reserve's rule for a fixed-date holiday: on a Sunday the following Monday is the
 * holiday; on a Saturday the Reserve Banks stay open the Friday before (no observed day).
 */
function observedFixed(year: number, month: number, day: number): string | null {
  const dow = weekday(year, month, day);
  if (dow === 6) return null;
  if (dow === 0) {
    const next = new Date(Date.UTC(year, month - 1, day + 1));
    return ymd(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
  }
  return ymd(year, month, day);
}

/** The days the Federal Reserve Banks are closed for holidays in `year` ('YYYY-MM-DD', sorted). */
export function federalReserveHolidays(year: number): string[] {
  const fixed: [number, number][] = [
    [1, 1], // New Year's Day
    [7, 4], // Independence Day
    [11, 11], // Veterans Day
    [12, 25], // Christmas Day
  ];
  if (year >= 2022) fixed.push([6, 19]); // Juneteenth (observed by the Reserve Banks since 2022)
  const days = fixed.map(([m, d]) => observedFixed(year, m, d)).filter((d): d is string => d !== null);
  days.push(
    ymd(year, 1, nthWeekday(year, 1, 1, 3)), // Birthday of Martin Luther King, Jr.: third Monday of January
    ymd(year, 2, nthWeekday(year, 2, 1, 3)), // Washington's Birthday: third Monday of February
    ymd(year, 5, nthWeekday(year, 5, 1, -1)), // Memorial Day: last Monday of May
    ymd(year, 9, nthWeekday(year, 9, 1, 1)), // Labor Day: first Monday of September
    ymd(year, 10, nthWeekday(year, 10, 1, 2)), // Columbus Day: second Monday of October
    ymd(year, 11, nthWeekday(year, 11, 4, 4)), // Thanksgiving Day: fourth Thursday of November
  );
  return days.sort();
}

const holidayCache = new Map<number, ReadonlySet<string>>();
function holidaysOf(year: number): ReadonlySet<string> {
  let set = holidayCache.get(year);
  if (!set) {
    set = new Set(federalReserveHolidays(year));
    holidayCache.set(year, set);
  }
  return set;
}

/** Monday to Friday and not a Federal Reserve holiday ('YYYY-MM-DD'). */
export function isBusinessDay(date: string): boolean {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const dow = weekday(year, month, day);
  return dow !== 0 && dow !== 6 && !holidaysOf(year).has(date);
}

/** The instant of a wall-clock minute of a US/Eastern day. */
const easternInstant = (date: string, minutes: number): number =>
  moment.tz(`${date} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`, 'YYYY-MM-DD HH:mm', true, WIRE_TIME_ZONE).valueOf();

function nextBusinessDay(date: string): string {
  let day = moment.utc(date, DAY, true);
  do day = day.add(1, 'day');
  while (!isBusinessDay(day.format(DAY)));
  return day.format(DAY);
}

/** The wire window at an instant (epoch ms). */
export function wireWindowAt(at: number): WireWindow {
  const local = moment.tz(at, WIRE_TIME_ZONE);
  const date = local.format(DAY);
  const minute = local.hours() * 60 + local.minutes();
  const businessDay = isBusinessDay(date);
  if (businessDay && minute >= WIRE_WINDOW.opens && minute < WIRE_WINDOW.closes) {
    return { status: minute >= WIRE_WINDOW.warns ? 'BEFORE_CLOSE' : 'OPEN', closesAt: easternInstant(date, WIRE_WINDOW.closes), nextOpen: null };
  }
  const opensOn = businessDay && minute < WIRE_WINDOW.opens ? date : nextBusinessDay(date);
  return { status: 'CLOSED', closesAt: null, nextOpen: easternInstant(opensOn, WIRE_WINDOW.opens) };
}
