// The gateway's one source of time. Real time by default; the control API (and tests) can fix it
// at an instant, move a fixed clock forward, or release it back to real time.
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  /** Fixes the clock at an instant (epoch ms). */
  fix(at: number): void;
  /** Moves a fixed clock forward; a real clock cannot be moved. */
  advance(ms: number): void;
  /** Back to real time. */
  release(): void;
  /** The fixed instant, or null when the clock follows real time. */
  fixedAt(): number | null;
}

export function createClock(fixedAt: number | null = null, realNow: () => number = Date.now): Clock {
  let fixed = fixedAt;
  return {
    now: () => fixed ?? realNow(),
    fix(at) {
      if (!Number.isFinite(at)) throw new RangeError('The clock needs a finite instant');
      fixed = at;
    },
    advance(ms) {
      if (fixed === null) throw new Error('Only a fixed clock can be moved forward');
      fixed += ms;
    },
    release() {
      fixed = null;
    },
    fixedAt: () => fixed,
  };
}

const INSTANT_WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/**
 * Epoch ms of an ISO 8601 instant with an explicit offset ('2026-11-20T15:30:00-05:00'), or null
 * when the text is not one or names a date that does not exist (Date.parse would roll 02-30 over).
 */
export function parseInstantWithOffset(text: string): number | null {
  const match = INSTANT_WITH_OFFSET.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second = '0', offsetHours = '0', offsetMinutes = '0'] = match.slice(1);
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const realDate = calendar.getUTCMonth() === Number(month) - 1 && calendar.getUTCDate() === Number(day);
  const inRange = Number(hour) <= 23 && Number(minute) <= 59 && Number(second) <= 59 && Number(offsetHours) <= 18 && Number(offsetMinutes) <= 59;
  if (!realDate || !inRange) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : at;
}
