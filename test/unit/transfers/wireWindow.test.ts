// The wire window as the page shows it (src/features/transfers/wireWindow.ts): the gateway's answer
// run on with the page's clock, so 4:00 pm and 5:00 pm turn the status live; the countdown text;
// the next opening in US/Eastern.
import { formatCountdown, formatOpening, wireWindowView } from '../../../src/features/transfers/wireWindow';
import { HOURS } from '../../builders/transfers';

const at = (iso: string) => Date.parse(iso);

describe('wireWindowView', () => {
  it('is nothing before the gateway has answered', () => {
    expect(wireWindowView(null, null, 5)).toBeNull();
    expect(wireWindowView(HOURS.open, null, 5)).toBeNull();
  });

  it("runs the gateway's instant on by the time passed on the page (whatever the browser's own clock says)", () => {
    const received = 1_000_000;
    expect(wireWindowView(HOURS.open, received, null)).toEqual({ status: 'OPEN', at: at(HOURS.open.asOf), nextChange: at('2026-03-02T22:00:00Z'), remainingMs: 7 * 3_600_000 });
    // 6 hours later on the page: 4:00 pm ET, closing soon, one hour left.
    expect(wireWindowView(HOURS.open, received, received + 6 * 3_600_000)).toMatchObject({ status: 'BEFORE_CLOSE', remainingMs: 3_600_000 });
    // 7 hours later: 5:00 pm, closed until Tuesday 8:30 am.
    expect(wireWindowView(HOURS.open, received, received + 7 * 3_600_000)).toMatchObject({ status: 'CLOSED', nextChange: at('2026-03-03T13:30:00Z') });
    // A page clock that went back never runs the window back.
    expect(wireWindowView(HOURS.open, received, received - 60_000)?.at).toBe(at(HOURS.open.asOf));
  });

  it('counts down to the next opening while closed', () => {
    expect(wireWindowView(HOURS.closed, 0, 0)).toMatchObject({ status: 'CLOSED', remainingMs: at('2026-03-03T13:30:00Z') - at(HOURS.closed.asOf) });
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '0 s'],
    [-5_000, '0 s'],
    [45_999, '45 s'],
    [60_000, '1 min 00 s'],
    [14 * 60_000 + 9_000, '14 min 09 s'],
    [2 * 3_600_000 + 5 * 60_000 + 59_000, '2 h 05 min'],
    [2 * 86_400_000 + 15 * 3_600_000, '2 d 15 h'],
  ])('%p ms → %p', (ms, text) => expect(formatCountdown(ms)).toBe(text));
});

describe('formatOpening', () => {
  it('names the day and the time in US/Eastern, across a change to daylight saving time', () => {
    expect(formatOpening(at('2026-03-03T13:30:00Z'))).toBe('Tuesday, March 3 at 8:30 AM');
    expect(formatOpening(at('2026-03-09T12:30:00Z'))).toBe('Monday, March 9 at 8:30 AM');
  });
});
