// Price models (domain/accounts/prices.ts) and US/Eastern days (domain/platform/easternTime.ts).
import fc from 'fast-check';
import { addDays, easternDate, easternMidnight } from '../../mock-server/src/domain/platform/easternTime';
import { isoInstant, priceAt, priceInCents, quoteInstant, quoteTimes, toPriceModel } from '../../mock-server/src/domain/accounts/prices';

const BTC = toPriceModel({ symbol: 'BTC', anchor: '71250', volatility: 0.2, seed: 7031 });
const T0 = Date.parse('2026-03-02T15:00:00Z');
const YEAR = 365 * 24 * 3_600_000;
const instants = fc.integer({ min: T0 - 2 * YEAR, max: T0 + 2 * YEAR });

describe('priceAt', () => {
  it('is a function of the model and the instant', () => {
    fc.assert(fc.property(instants, (at) => priceAt(BTC, at) === priceAt({ ...BTC }, at)));
    expect(priceAt({ ...BTC, seed: 7032 }, T0)).not.toBe(priceAt(BTC, T0));
  });

  it('keeps a zero-volatility asset (USD, the $1 stablecoin) at its anchor, exactly', () => {
    const dollar = toPriceModel({ symbol: 'FIDD', anchor: '1', volatility: 0, seed: 2 });
    fc.assert(fc.property(instants, (at) => priceAt(dollar, at) === 100_000_000n));
  });

  it('stays positive and within the noise bounds of its anchor', () => {
    // The octave weights sum to 1.84, so the log-price moves at most volatility × 1.84 away.
    const bound = Math.exp(0.2 * 1.84);
    fc.assert(
      fc.property(instants, (at) => {
        const p = Number(priceAt(BTC, at)) / 1e8;
        return p > 0 && p <= 71_250 * bound * 1.000001 && p >= (71_250 / bound) * 0.999999;
      }),
    );
  });

  it('moves smoothly: less than 1 % in a minute', () => {
    fc.assert(
      fc.property(instants, (at) => {
        const a = Number(priceAt(BTC, at));
        const b = Number(priceAt(BTC, at + 60_000));
        return Math.abs(b - a) / a < 0.01;
      }),
    );
  });

  it('refuses a model without a positive anchor', () => {
    expect(() => toPriceModel({ symbol: 'X', anchor: '0', volatility: 0.1, seed: 1 })).toThrow(/anchor/);
    expect(() => toPriceModel({ symbol: 'X', anchor: '1e3', volatility: 0.1, seed: 1 })).toThrow(/anchor/);
  });
});

describe('quotes', () => {
  it('are per minute, stamped as ISO 8601 instants in UTC', () => {
    expect(quoteInstant(Date.parse('2026-03-02T15:04:59.999Z'))).toBe(Date.parse('2026-03-02T15:04:00Z'));
    expect(isoInstant(Date.parse('2026-03-02T15:04:00Z'))).toBe('2026-03-02T15:04:00Z');
    expect(quoteTimes(Date.parse('2026-03-02T15:04:31Z'))).toEqual({
      asOf: Date.parse('2026-03-02T15:04:00Z'),
      asOfText: '2026-03-02T15:04:00Z',
      openAt: Date.parse('2026-03-02T05:00:00Z'), // midnight EST
    });
  });

  it('round to cents half away from zero', () => {
    expect(priceInCents(6_800_012_500_000n)).toBe(6_800_013n);
    expect(priceInCents(6_800_012_499_999n)).toBe(6_800_012n);
  });
});

describe('US/Eastern days', () => {
  it.each([
    ['2026-03-02T04:59:59Z', '2026-03-01'],
    ['2026-03-02T05:00:00Z', '2026-03-02'],
    ['2026-07-01T03:59:59Z', '2026-06-30'], // EDT: UTC-4
    ['2026-07-01T04:00:00Z', '2026-07-01'],
  ])('%s is on %s in New York', (instant, date) => {
    expect(easternDate(Date.parse(instant))).toBe(date);
  });

  it.each([
    ['2026-03-08', '2026-03-08T05:00:00Z'], // the day clocks spring forward: midnight is still EST
    ['2026-03-09', '2026-03-09T04:00:00Z'],
    ['2026-11-01', '2026-11-01T04:00:00Z'], // the day clocks fall back: midnight is still EDT
    ['2026-11-02', '2026-11-02T05:00:00Z'],
  ])('%s begins at %s', (date, instant) => {
    expect(easternMidnight(date)).toBe(Date.parse(instant));
  });

  it('steps by calendar days across months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-02', -365)).toBe('2025-03-02');
  });

  it('a day runs from its midnight to the next one, whatever the DST change', () => {
    fc.assert(
      fc.property(instants, (at) => {
        const date = easternDate(at);
        return easternMidnight(date) <= at && at < easternMidnight(addDays(date, 1)) && easternDate(easternMidnight(date)) === date;
      }),
    );
  });
});
