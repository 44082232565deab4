// The wire window as the page shows it (spec part 2 §4, §9): the gateway's answer run on with the
// page's clock. The gateway's clock may differ from the browser's (the control clock in tests, a
// skewed laptop), so the instant is the gateway's `asOf` plus the time passed on the page since it
// arrived; the status, the cut-off and the next opening are then the shared rule's (businessHours:
// the same function the gateway answers with), so 4:00 pm and 5:00 pm turn the status live. Pure;
// in the page's chunk only (moment-timezone).
import type { BusinessHoursDto } from '../../api/contract/transfers';
import { wireWindowAt, type BusinessHoursStatus } from '../../shared/validation/businessHours';
import { once } from '../../shared/once';

export interface WireWindowView {
  status: BusinessHoursStatus;
  /** The gateway's instant (epoch ms) the view is for. */
  at: number;
  /** When the window closes (OPEN, BEFORE_CLOSE) or opens next (CLOSED), epoch ms. */
  nextChange: number;
  /** How long until then. */
  remainingMs: number;
}

/** The view at the page's `now`, or null before the gateway has answered once. */
export function wireWindowView(hours: BusinessHoursDto | null, receivedAt: number | null, now: number | null): WireWindowView | null {
  if (!hours || receivedAt === null) return null;
  const at = Date.parse(hours.asOf) + Math.max(0, (now ?? receivedAt) - receivedAt);
  const window = wireWindowAt(at);
  const nextChange = window.status === 'CLOSED' ? window.nextOpen : window.closesAt;
  return { status: window.status, at, nextChange, remainingMs: Math.max(0, nextChange - at) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '2 h 05 min', '14 min 09 s', '45 s'; days for a long weekend ('2 d 15 h'). */
export function formatCountdown(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${pad(minutes)} min`;
  if (minutes > 0) return `${minutes} min ${pad(seconds)} s`;
  return `${seconds} s`;
}

const OPENING = once(() => new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' }));

/** 'Tuesday, March 3 at 8:30 AM' (US/Eastern). */
export function formatOpening(at: number): string {
  const parts = Object.fromEntries(OPENING().formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return `${parts.weekday}, ${parts.month} ${parts.day} at ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}
