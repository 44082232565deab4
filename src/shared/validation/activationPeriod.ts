// The allow-list's cooling-off (issue 25): an address the checker approves while the account's
// allow-list is ENABLED may be used only once its activation period has passed on the gateway's
// clock, exactly N × 24 hours after the approval for a period of 'N Day(s)' (so across a change of
// US daylight time its wall-clock hour moves by one). The gateway decides with these functions and
// words its refusal with them; the SPA shows the same time with the same words. The time reads in
// US/Eastern, the portal's zone. Pure; not in the validation index (only the pages that show it
// load it).
import { once } from '../once';

export const DAY_MS = 86_400_000;

const PERIOD = /^([1-9]\d?) (Day|Days)$/;

/** The days of an activation period ('1 Day' → 1, '3 Days' → 3), or null for any other text. */
export function activationPeriodDays(period: string): number | null {
  const match = PERIOD.exec(period);
  if (!match) return null;
  const days = Number(match[1]);
  return (days === 1) === (match[2] === 'Day') ? days : null;
}

/** When an address approved at `approvedAt` (epoch ms) under `period` becomes usable; null for an unreadable period. */
export function activationTime(approvedAt: number, period: string): number | null {
  const days = activationPeriodDays(period);
  return days === null ? null : approvedAt + days * DAY_MS;
}

/** Usable at `now`: no activation time (usable since its approval), or that time has come. */
export const isActivatedAt = (activatesAt: number | null, now: number): boolean => activatesAt === null || activatesAt <= now;

// Made at its first use, not when the module is evaluated (shared/once.ts).
const eastern = once(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }),
);

/** An instant as 'Dec 1, 2026 9:00 AM ET' (US/Eastern). */
export function formatActivationTime(at: number): string {
  const p = Object.fromEntries(eastern().formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  return `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute} ${p.dayPeriod} ET`;
}

/** The status an address waiting for its activation shows, in the saved-instruction table and the transfer's picker. */
export const activeFromText = (at: number): string => `Active from ${formatActivationTime(at)}`;

/** The gateway's 409 to a transfer to an address before its activation time. */
export const notActiveYetText = (at: number): string =>
  `This digital asset instruction is in its activation period: it can be used from ${formatActivationTime(at)}.`;
