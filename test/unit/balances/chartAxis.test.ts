import fc from 'fast-check';
import { formatAxisTick, formatDay, summarizeHistory, Y_TICK_COUNT, yTickValues } from '../../../src/features/balances/chart/axis';

describe('balance chart value axis', () => {
  it.each<[number, string]>([
    [0, '$0'],
    [750, '$750'],
    [999, '$999'],
    [1000, '$1K'],
    [2500, '$2.5K'],
    [250_000, '$250K'],
    [999_000, '$999K'],
    [1_000_000, '$1M'],
    [1_500_000, '$1.5M'],
    [7_250_000, '$7.25M'],
    [2_500_000_000, '$2,500M'],
    [-1500, '-$1.5K'],
    [0.4, '$0.4'],
  ])('tick %d reads %s', (value, label) => {
    expect(formatAxisTick(value)).toBe(label);
  });

  it.each<[number[], number[]]>([
    [[0], [0, 1, 2, 3]],
    [[], [0, 1, 2, 3]],
    [[120, 1200, 800], [0, 500, 1000, 1500]],
    [[2_400_000], [0, 1_000_000, 2_000_000, 3_000_000]],
    [[3_000_001], [0, 2_000_000, 4_000_000, 6_000_000]],
    [[0.5], [0, 0.2, 0.4, 0.6]],
    [[0.000001, 5e-324], [0, 1, 2, 3]],
    [[-50, 100], [-50, 0, 50, 100]],
  ])('ticks for %j are %j', (values, ticks) => {
    expect(yTickValues(values)).toEqual(ticks);
  });

  it('always 4 evenly spaced round ticks from 0 (or below) that cover every value', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e12, noNaN: true }), { minLength: 1, maxLength: 60 }), (values) => {
        const ticks = yTickValues(values);
        expect(ticks).toHaveLength(Y_TICK_COUNT);
        expect(ticks[0]).toBe(0);
        const step = (ticks[1] as number) - (ticks[0] as number);
        expect(step).toBeGreaterThan(0);
        ticks.forEach((t, i) => expect(t).toBeCloseTo(step * i, 6));
        expect(ticks[3]).toBeGreaterThanOrEqual(Math.max(...values));
        // Round: 1, 2, 2.5 or 5 times a power of ten.
        const mantissa = step / 10 ** Math.floor(Math.log10(step));
        expect([1, 2, 2.5, 5, 10].some((m) => Math.abs(m - mantissa) < 1e-9)).toBe(true);
      }),
    );
  });

  it('labels every tick of a large balance with K or M', () => {
    fc.assert(
      fc.property(fc.double({ min: 3000, max: 1e11, noNaN: true }), (max) => {
        const labels = yTickValues([max]).slice(1).map(formatAxisTick);
        labels.forEach((label) => expect(label).toMatch(/^\$[\d,.]+[KM]$/));
      }),
    );
  });
});

describe('balance chart words', () => {
  it('dates read MM/DD/YYYY', () => {
    expect(formatDay('2026-11-05')).toBe('11/05/2026');
  });

  it('summarizes the period, the ends and the extremes', () => {
    expect(
      summarizeHistory([
        { date: '2026-10-23', totalFiatValue: 1000 },
        { date: '2026-10-24', totalFiatValue: 5000.5 },
        { date: '2026-10-25', totalFiatValue: 250 },
      ]),
    ).toBe('Balance history from 10/23/2026 to 10/25/2026: $1,000.00 at the start, $250.00 at the end; highest $5,000.50, lowest $250.00.');
    expect(summarizeHistory([])).toBe('No balance history to display.');
  });
});
