// The Mint & Burn timestamp (spec part 1 §2, §9): MM/dd/yyyy, h:mm a in US/Eastern, labelled EST.
import { formatEasternTimestamp } from '../../../src/features/mintBurn/format';

describe('formatEasternTimestamp', () => {
  it.each([
    // Standard time: UTC−5.
    ['2026-01-15T17:05:00Z', '01/15/2026, 12:05 PM EST'],
    ['2026-03-09T00:05:00Z', '03/08/2026, 8:05 PM EST'], // the day before in New York
    // Spring forward, 8 March 2026: 1:59 AM is followed by 3:00 AM.
    ['2026-03-08T06:59:00Z', '03/08/2026, 1:59 AM EST'],
    ['2026-03-08T07:00:00Z', '03/08/2026, 3:00 AM EST'],
    // Daylight time (UTC−4), still labelled EST as the spec says.
    ['2026-07-01T12:00:00Z', '07/01/2026, 8:00 AM EST'],
    ['2026-07-01T03:59:59.999Z', '06/30/2026, 11:59 PM EST'],
    // Fall back, 1 November 2026: 1:30 AM happens twice.
    ['2026-11-01T05:30:00Z', '11/01/2026, 1:30 AM EST'],
    ['2026-11-01T06:30:00Z', '11/01/2026, 1:30 AM EST'],
    ['2026-11-01T07:00:00Z', '11/01/2026, 2:00 AM EST'],
    // Offsets other than Z are the same instant.
    ['2026-03-09T16:30:00.000+02:00', '03/09/2026, 10:30 AM EST'],
    ['2026-01-09T09:30:00-05:00', '01/09/2026, 9:30 AM EST'],
    ['2026-03-09T09:30:00-05:00', '03/09/2026, 10:30 AM EST'], // daylight time by then
    // Noon and midnight in 12-hour time.
    ['2026-02-02T05:00:00Z', '02/02/2026, 12:00 AM EST'],
  ])('%s → %s', (iso, expected) => {
    expect(formatEasternTimestamp(iso)).toBe(expected);
  });

  it('does not depend on the machine time zone or the clock: the same instant, the same text', () => {
    const before = process.env.TZ;
    const first = formatEasternTimestamp('2026-07-01T12:00:00Z');
    process.env.TZ = 'Asia/Tokyo';
    try {
      expect(formatEasternTimestamp('2026-07-01T12:00:00Z')).toBe(first);
    } finally {
      process.env.TZ = before;
    }
  });

  it.each(['', 'yesterday', '2026-02-30T10:00:00Z', '03/09/2026'])('returns %j as is: not an ISO 8601 instant', (text) => {
    expect(formatEasternTimestamp(text)).toBe(text);
  });
});
