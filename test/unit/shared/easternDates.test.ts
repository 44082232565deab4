// US/Eastern dates (spec part 2 §9: MM/dd/yyyy h:mm a in a fixed zone): the fast formatter (one
// Intl call per hour for the offset) says exactly what Intl says, across DST changes and years.
import fc from 'fast-check';
import { formatEasternDate, formatEasternDateTime, formatEasternDateTimeSeconds } from '../../../src/shared/format';

/** The oracle: Intl for every instant ('03/09/2026, 10:30 AM' without the comma). */
const INTL = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit', hour12: true });
const byIntl = (seconds: number) => INTL.format(new Date(seconds * 1000)).replace(', ', ' ');
const at = (iso: string) => Date.parse(iso) / 1000;

describe('US/Eastern dates', () => {
  it.each([
    ['2026-03-09T14:30:00Z', '03/09/2026 10:30 AM'],
    ['2026-01-01T05:00:00Z', '01/01/2026 12:00 AM'],
    ['2026-07-04T16:05:00Z', '07/04/2026 12:05 PM'],
    // DST starts 2026-03-08 at 2:00 EST (07:00Z): 1:59 EST, then 3:00 EDT.
    ['2026-03-08T06:59:00Z', '03/08/2026 1:59 AM'],
    ['2026-03-08T07:00:00Z', '03/08/2026 3:00 AM'],
    // DST ends 2026-11-01 at 2:00 EDT (06:00Z): 1:59 EDT, then 1:00 EST again.
    ['2026-11-01T05:59:00Z', '11/01/2026 1:59 AM'],
    ['2026-11-01T06:00:00Z', '11/01/2026 1:00 AM'],
  ])('%s is %s', (iso, text) => {
    expect(formatEasternDateTime(at(iso))).toBe(text);
    expect(formatEasternDate(at(iso))).toBe(text.slice(0, 10));
  });

  it('is what Intl says for any instant from 1990 to 2060 (seconds with fractions too)', () => {
    fc.assert(
      fc.property(fc.double({ min: at('1990-01-01T00:00:00Z'), max: at('2060-01-01T00:00:00Z'), noNaN: true }), (seconds) => {
        expect(formatEasternDateTime(seconds)).toBe(byIntl(seconds));
      }),
      { numRuns: 2000 },
    );
  });

  it("dd-MMM-yyyy h:mm:ss a (part 2 §9) is Intl's day, month, year, hour, minute and second of the same instant, from 1990 to 2060", () => {
    const LONG = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York', year: 'numeric', month: 'short', day: '2-digit', hour: 'numeric', minute: '2-digit', second: '2-digit', hour12: true,
    });
    const byIntlSeconds = (seconds: number) => {
      const p = Object.fromEntries(LONG.formatToParts(new Date(Math.floor(seconds * 1000))).map((part) => [part.type, part.value]));
      return `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}:${p.second} ${p.dayPeriod}`;
    };
    expect(formatEasternDateTimeSeconds(at('2026-11-29T06:05:32Z'))).toBe('29-Nov-2026 1:05:32 AM');
    expect(formatEasternDateTimeSeconds(at('2026-03-08T07:00:09Z'))).toBe('08-Mar-2026 3:00:09 AM');
    fc.assert(
      fc.property(fc.double({ min: at('1990-01-01T00:00:00Z'), max: at('2060-01-01T00:00:00Z'), noNaN: true }), (seconds) => {
        expect(formatEasternDateTimeSeconds(seconds)).toBe(byIntlSeconds(seconds));
      }),
      { numRuns: 2000 },
    );
    expect(formatEasternDateTimeSeconds(Number.NaN)).toBe('');
  });

  it('a non-number is empty', () => {
    expect(formatEasternDateTime(Number.NaN)).toBe('');
    expect(formatEasternDate(Number.POSITIVE_INFINITY)).toBe('');
  });
});
