// The wire window (src/shared/validation/businessHours.ts; spec part 2 §4, §9) at fixed instants:
// across both DST changes, weekends and Federal Reserve holidays (with the observed-date rules).
import { federalReserveHolidays, isBusinessDay, wireWindowAt } from '../../../src/shared/validation/businessHours';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('federalReserveHolidays', () => {
  it.each([
    // 2026: 4 July is a Saturday: the Reserve Banks stay open on Friday 3 July (no observed day).
    [2026, ['2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-09-07', '2026-10-12', '2026-11-11', '2026-11-26', '2026-12-25']],
    // 2027: Juneteenth and Christmas on Saturdays (none observed); 4 July on a Sunday → Monday 5 July.
    [2027, ['2027-01-01', '2027-01-18', '2027-02-15', '2027-05-31', '2027-07-05', '2027-09-06', '2027-10-11', '2027-11-11', '2027-11-25']],
    // 2022: New Year's Day on a Saturday (none); Juneteenth and Christmas on Sundays → the Mondays.
    [2022, ['2022-01-17', '2022-02-21', '2022-05-30', '2022-06-20', '2022-07-04', '2022-09-05', '2022-10-10', '2022-11-11', '2022-11-24', '2022-12-26']],
    // 2021: no Juneteenth yet.
    [2021, ['2021-01-01', '2021-01-18', '2021-02-15', '2021-05-31', '2021-07-05', '2021-09-06', '2021-10-11', '2021-11-11', '2021-11-25']],
  ])('%p', (year, days) => {
    expect(federalReserveHolidays(year)).toEqual(days);
  });

  it.each([
    ['2026-03-09', true], // a Monday
    ['2026-03-07', false], // Saturday
    ['2026-03-08', false], // Sunday
    ['2026-07-03', true], // Friday before a Saturday holiday
    ['2026-11-26', false], // Thanksgiving
    ['2023-01-02', false], // New Year's Day observed on Monday
  ])('%p is a business day: %p', (date, expected) => {
    expect(isBusinessDay(date)).toBe(expected);
  });
});

describe('wireWindowAt', () => {
  it.each([
    // Before DST (EST, UTC-5): Friday 6 March 2026.
    ['Fri 8:29 am EST', '2026-03-06T13:29:00Z', 'CLOSED', null, '2026-03-06T13:30:00.000Z'],
    ['Fri 8:30 am EST', '2026-03-06T13:30:00Z', 'OPEN', '2026-03-06T22:00:00.000Z', null],
    ['Fri 3:59 pm EST', '2026-03-06T20:59:59Z', 'OPEN', '2026-03-06T22:00:00.000Z', null],
    ['Fri 4:00 pm EST', '2026-03-06T21:00:00Z', 'BEFORE_CLOSE', '2026-03-06T22:00:00.000Z', null],
    ['Fri 4:59 pm EST', '2026-03-06T21:59:59Z', 'BEFORE_CLOSE', '2026-03-06T22:00:00.000Z', null],
    // Closed on Friday at 5 pm: the next window is Monday's, after the change to EDT (UTC-4).
    ['Fri 5:00 pm EST', '2026-03-06T22:00:00Z', 'CLOSED', null, '2026-03-09T12:30:00.000Z'],
    ['Sat', '2026-03-07T15:00:00Z', 'CLOSED', null, '2026-03-09T12:30:00.000Z'],
    ['Sun 3:30 am EDT (just after the change)', '2026-03-08T07:30:00Z', 'CLOSED', null, '2026-03-09T12:30:00.000Z'],
    // After the change: the same wall-clock times are an hour earlier in UTC.
    ['Mon 8:29 am EDT', '2026-03-09T12:29:00Z', 'CLOSED', null, '2026-03-09T12:30:00.000Z'],
    ['Mon 8:30 am EDT', '2026-03-09T12:30:00Z', 'OPEN', '2026-03-09T21:00:00.000Z', null],
    ['Mon 4:00 pm EDT', '2026-03-09T20:00:00Z', 'BEFORE_CLOSE', '2026-03-09T21:00:00.000Z', null],
    ['Tue 1 am EDT', '2026-03-10T05:00:00Z', 'CLOSED', null, '2026-03-10T12:30:00.000Z'],
    // Back to EST: Friday 30 October closes in EDT, Monday 2 November opens in EST.
    ['Fri 5:00 pm EDT', '2026-10-30T21:00:00Z', 'CLOSED', null, '2026-11-02T13:30:00.000Z'],
    ['Sun 1:30 am (the repeated hour)', '2026-11-01T06:30:00Z', 'CLOSED', null, '2026-11-02T13:30:00.000Z'],
    ['Mon 8:30 am EST', '2026-11-02T13:30:00Z', 'OPEN', '2026-11-02T22:00:00.000Z', null],
    // Holidays.
    ['Thanksgiving noon', '2026-11-26T17:00:00Z', 'CLOSED', null, '2026-11-27T13:30:00.000Z'],
    ['the day before Thanksgiving at 5 pm', '2026-11-25T22:00:00Z', 'CLOSED', null, '2026-11-27T13:30:00.000Z'],
    ['Christmas Eve at 5 pm (Christmas Friday, then the weekend)', '2026-12-24T22:00:00Z', 'CLOSED', null, '2026-12-28T13:30:00.000Z'],
    ["New Year's Eve at 5 pm (New Year's Day a Friday)", '2026-12-31T22:00:00Z', 'CLOSED', null, '2027-01-04T13:30:00.000Z'],
    ['Friday 3 July 2026 (4 July a Saturday: open)', '2026-07-03T14:00:00Z', 'OPEN', '2026-07-03T21:00:00.000Z', null],
    ['Friday 2 July 2027 at 5 pm (4 July a Sunday: Monday closed)', '2027-07-02T21:00:00Z', 'CLOSED', null, '2027-07-06T12:30:00.000Z'],
  ])('%s', (_name, instant, status, closesAt, nextOpen) => {
    const window = wireWindowAt(at(instant));
    expect({ status: window.status, closesAt: iso(window.closesAt), nextOpen: iso(window.nextOpen) }).toEqual({ status, closesAt, nextOpen });
  });
});
