// The allow-list's cooling-off rule (src/shared/validation/activationPeriod.ts, issue 25): a period
// of N days is exactly N × 24 hours after the approval; the time reads 'Dec 1, 2026 9:00 AM ET' in
// US/Eastern, the same instant the portal's other Eastern dates show (shared/format).
import fc from 'fast-check';
import { ACTIVATION_PERIODS } from '../../../src/api/contract/savedInstructions';
import { formatEasternDateTime } from '../../../src/shared/format';
import {
  DAY_MS,
  activationPeriodDays,
  activationTime,
  activeFromText,
  formatActivationTime,
  isActivatedAt,
  notActiveYetText,
} from '../../../src/shared/validation/activationPeriod';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

describe('activation periods', () => {
  it("reads the contract's periods, and nothing else", () => {
    expect(ACTIVATION_PERIODS.map(activationPeriodDays)).toEqual([1, 3, 7]);
    for (const text of ['1 Days', '3 Day', '0 Days', ' 1 Day', '1 day', '3  Days', '1.5 Days', '-1 Day', '', '7 Days ', '100 Days']) {
      expect(activationPeriodDays(text)).toBeNull();
    }
  });

  it('any text: a number of days from 1 to 99 or null, never a throw', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const days = activationPeriodDays(text);
        expect(days === null || (Number.isInteger(days) && days >= 1 && days <= 99 && text === `${days} ${days === 1 ? 'Day' : 'Days'}`)).toBe(true);
      }),
    );
  });

  it('the activation time is exactly N × 24 h after the approval, across daylight-time changes too', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('2000-01-01T00:00:00Z'), max: Date.parse('2060-01-01T00:00:00Z') }), fc.constantFrom(...ACTIVATION_PERIODS), (at, period) => {
        expect(activationTime(at, period)).toBe(at + (activationPeriodDays(period) as number) * DAY_MS);
      }),
    );
    // Approved Saturday Oct 31, 2026 9:00 AM EDT; US daylight time ends Sunday: 24 h later the wall clock reads 8:00 AM EST.
    const approved = Date.parse('2026-10-31T13:00:00Z');
    expect(formatActivationTime(activationTime(approved, '1 Day') as number)).toBe('Nov 1, 2026 8:00 AM ET');
    expect(activationTime(approved, 'soon')).toBeNull();
  });

  it('an address is usable from its activation time on, and at once without one', () => {
    const at = Date.parse('2026-12-01T14:00:00Z');
    expect(isActivatedAt(at, at - 1)).toBe(false);
    expect(isActivatedAt(at, at)).toBe(true);
    expect(isActivatedAt(null, 0)).toBe(true);
  });
});

describe('the time shown', () => {
  it.each([
    ['2026-12-01T14:00:00Z', 'Dec 1, 2026 9:00 AM ET'],
    ['2026-12-01T05:00:00Z', 'Dec 1, 2026 12:00 AM ET'],
    ['2026-07-04T16:05:00Z', 'Jul 4, 2026 12:05 PM ET'],
    ['2027-01-15T22:30:00Z', 'Jan 15, 2027 5:30 PM ET'],
  ])('%s reads %s', (iso, text) => {
    expect(formatActivationTime(Date.parse(iso))).toBe(text);
  });

  it("is the same US/Eastern date and time as the portal's other dates, for any instant", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('1990-01-01T00:00:00Z'), max: Date.parse('2060-01-01T00:00:00Z') }), (at) => {
        const match = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4}) (\d{1,2}:\d{2} [AP]M) ET$/.exec(formatActivationTime(at));
        expect(match).not.toBeNull();
        const [, month, day, year, time] = match as RegExpExecArray;
        const mm = String(MONTHS.indexOf(month as string) + 1).padStart(2, '0');
        expect(`${mm}/${(day as string).padStart(2, '0')}/${year} ${time}`).toBe(formatEasternDateTime(at / 1000));
      }),
      { numRuns: 500 },
    );
  });

  it('words the status and the refusal with it', () => {
    const at = Date.parse('2026-12-01T14:00:00Z');
    expect(activeFromText(at)).toBe('Active from Dec 1, 2026 9:00 AM ET');
    expect(notActiveYetText(at)).toBe('This digital asset instruction is in its activation period: it can be used from Dec 1, 2026 9:00 AM ET.');
  });
});
