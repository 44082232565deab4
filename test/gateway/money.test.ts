// Exact money arithmetic (domain/platform/money.ts): parsing and formatting units, rounding to cents,
// allocation shares, the ledger's split amounts. Table cases from the spec's sample data, and
// properties over any amount.
import fc from 'fast-check';
import { openDatabase } from '../../mock-server/src/db/database';
import {
  centsNumber,
  divRound,
  formatCents,
  formatUnits,
  parseDecimal,
  percentOf,
  sharesInBasisPoints,
  truncateDecimal,
  unitsForCents,
  valueInCents,
} from '../../mock-server/src/domain/platform/money';

const decimals = fc.integer({ min: 0, max: 18 });
/** Amounts up to 10^30 units either way: beyond 64 bits, as 18-decimal balances can be. */
const units = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n });

describe('parseDecimal', () => {
  it.each([
    ['1.5', 8, 150_000_000n],
    ['0.00001', 8, 1_000n], // BTC's minimum transfer
    ['0.00000001', 18, 10_000_000_000n], // ETH's minimum transfer
    ['0.000000000000000001', 18, 1n],
    ['-12.34', 2, -1234n],
    ['1.2300', 2, 123n], // trailing zeros beyond the precision are fine
    ['007', 2, 700n],
    ['123456789012', 2, 12_345_678_901_200n], // USD: 12 integer digits
  ])('reads %s with %i decimals as %s units', (text, places, expected) => {
    expect(parseDecimal(text, places)).toBe(expected);
  });

  it.each([['1.234', 2], ['0.000000001', 8], ['1e5', 2], ['1.', 2], ['.5', 2], ['+1', 2], [' 1', 2], ['', 2], ['1,000', 2], ['0x10', 2], ['NaN', 2]])(
    'refuses %j with %i decimals',
    (text, places) => {
      expect(parseDecimal(text, places)).toBeNull();
    },
  );
});

describe('formatUnits', () => {
  it.each([
    [123_456_789n, 8, 8, '1.23456789'],
    [150_000_000n, 8, 8, '1.50000000'],
    [-5n, 2, 2, '-0.05'],
    [0n, 18, 18, '0.000000000000000000'],
    [1n, 18, 8, '0.00000000'], // cut, not rounded
    [1_999n, 3, 2, '1.99'], // never rounded up
    [-1n, 8, 2, '0.00'], // no '-0'
    [-1_250n, 3, 2, '-1.25'],
    [42n, 0, 0, '42'],
    [5n, 1, 3, '0.500'],
  ])('formats %s units of %i decimals to %i places as %s', (value, places, shown, expected) => {
    expect(formatUnits(value, places, shown)).toBe(expected);
  });

  it('round-trips with parseDecimal for any amount and precision', () => {
    fc.assert(fc.property(units, decimals, (u, d) => parseDecimal(formatUnits(u, d), d) === u));
  });

  it('cuts toward zero: the shown amount is never more than the amount', () => {
    fc.assert(
      fc.property(units, decimals, fc.integer({ min: 0, max: 18 }), (u, d, places) => {
        const shown = parseDecimal(formatUnits(u, d, places), Math.max(d, places));
        const exact = u * 10n ** BigInt(Math.max(0, places - d));
        const abs = (x: bigint) => (x < 0n ? -x : x);
        return shown !== null && abs(shown) <= abs(exact) && (shown === 0n || shown < 0n === u < 0n);
      }),
    );
  });

  it('truncateDecimal on the full string equals formatting again with fewer (or more) places', () => {
    fc.assert(
      fc.property(units, decimals, fc.integer({ min: 0, max: 20 }), (u, d, places) => truncateDecimal(formatUnits(u, d), places) === formatUnits(u, d, places)),
    );
  });

  it('sums exactly: the formatted parts of a balance add up to the formatted total (no float drift)', () => {
    fc.assert(
      fc.property(fc.array(units, { maxLength: 30 }), decimals, (parts, d) => {
        const total = parts.reduce((sum, p) => sum + p, 0n);
        const parsedSum = parts.map((p) => parseDecimal(formatUnits(p, d), d) as bigint).reduce((sum, p) => sum + p, 0n);
        return formatUnits(parsedSum, d) === formatUnits(total, d);
      }),
    );
    // What floats would get wrong:
    expect(0.1 + 0.2).not.toBe(0.3);
    const tenth = parseDecimal('0.1', 18) as bigint;
    expect(formatUnits(tenth + (parseDecimal('0.2', 18) as bigint), 18)).toBe('0.300000000000000000');
  });
});

describe('rounding to cents', () => {
  it.each([
    [7n, 2n, 4n],
    [5n, 2n, 3n], // half away from zero
    [-5n, 2n, -3n],
    [-7n, 2n, -4n],
    [4n, 3n, 1n],
    [-4n, 3n, -1n],
    [0n, 5n, 0n],
  ])('divRound(%s, %s) = %s', (n, d, expected) => {
    expect(divRound(n, d)).toBe(expected);
  });

  it('divRound is within half a unit, and ties go away from zero', () => {
    fc.assert(
      fc.property(units, fc.bigInt({ min: 1n, max: 10n ** 20n }), (n, d) => {
        const q = divRound(n, d);
        const twiceError = 2n * (n - q * d);
        const absTwice = twiceError < 0n ? -twiceError : twiceError;
        if (absTwice > d) return false;
        return absTwice !== d || (n > 0n ? q * d > n : q * d < n);
      }),
    );
  });

  it('values an amount at a price (10^-8 USD per unit) in cents', () => {
    // USD at $1: cents are the units.
    expect(valueInCents(12_345n, 2, 100_000_000n)).toBe(12_345n);
    // 1 BTC at $68,000.12345678
    expect(valueInCents(100_000_000n, 8, 6_800_012_345_678n)).toBe(6_800_012n);
    // 1 wei of ETH at $3,000: far below a cent
    expect(valueInCents(1n, 18, 300_000_000_000n)).toBe(0n);
    // 2.5 ETH at $3,000.004 → $7,500.01
    expect(valueInCents(2_500_000_000_000_000_000n, 18, 300_000_400_000n)).toBe(750_001n);
    // what cents buy, cut down: $100 of BTC at $40,000 = 0.0025 BTC
    expect(unitsForCents(10_000n, 8, 4_000_000_000_000n)).toBe(250_000n);
  });

  it('centsNumber is the nearest double to the decimal string', () => {
    fc.assert(fc.property(fc.bigInt({ min: -(2n ** 53n), max: 2n ** 53n }), (c) => centsNumber(c) === Number(formatCents(c))));
  });

  it('percentOf gives percentage points to 2 places', () => {
    expect(percentOf(250n, 10_000n)).toBe(2.5);
    expect(percentOf(-1n, 3n)).toBe(-33.33);
    expect(percentOf(2n, 3n)).toBe(66.67);
    expect(percentOf(5n, 0n)).toBe(0);
  });
});

describe('allocation shares', () => {
  it('sum to exactly 100.00 %, each within a hundredth of its exact share', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 0n, max: 10n ** 15n }), { minLength: 1, maxLength: 600 }), (values) => {
        fc.pre(values.some((v) => v > 0n));
        const shares = sharesInBasisPoints(values);
        const total = values.reduce((a, b) => a + b, 0n);
        const sumOk = shares.reduce((a, b) => a + b, 0n) === 10_000n;
        const closeOk = shares.every((s, i) => {
          const exactTimesTotal = (values[i] as bigint) * 10_000n;
          return s * total <= exactTimesTotal + total && s * total + total > exactTimesTotal;
        });
        const zeroOk = shares.every((s, i) => values[i] !== 0n || s === 0n);
        return sumOk && closeOk && zeroOk;
      }),
    );
  });

  it('thirds: 33.34 + 33.33 + 33.33', () => {
    expect(sharesInBasisPoints([1n, 1n, 1n])).toEqual([3334n, 3333n, 3333n]);
  });

  it('refuses no value at all', () => {
    expect(() => sharesInBasisPoints([0n, 0n])).toThrow(RangeError);
  });
});

describe('units_sum, the ledger\'s exact SQL aggregate', () => {
  const db = openDatabase(':memory:');
  afterAll(() => db.close());
  const sumOf = (amounts: readonly bigint[]) =>
    db
      .prepare('SELECT units_sum(value) FROM json_each(?)')
      .pluck()
      .get(JSON.stringify(amounts.map(String))) as string;

  it('adds integer texts exactly, far beyond 64 bits, as text', () => {
    fc.assert(
      fc.property(fc.array(units, { maxLength: 100 }), (amounts) => sumOf(amounts) === amounts.reduce((a, b) => a + b, 0n).toString()),
      { numRuns: 200 },
    );
    expect(sumOf([2n ** 63n - 1n, 1n])).toBe('9223372036854775808'); // where SUM() stops
  });

  it('skips NULLs, and no rows sum to 0', () => {
    expect(db.prepare("SELECT units_sum(x) FROM (SELECT NULL AS x UNION ALL SELECT '5')").pluck().get()).toBe('5');
    expect(db.prepare('SELECT units_sum(value) FROM json_each(?)').pluck().get('[]')).toBe('0');
  });
});
