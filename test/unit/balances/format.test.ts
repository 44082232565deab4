// The amount formatters of src/shared/format (spec part 1 §9, part 2 §9).
import fc from 'fast-check';
import { formatAmount, formatPercent, formatSignedUsd, formatUsd, NOT_AVAILABLE } from '../../../src/shared/format/index';

describe('formatAmount: 3 decimals, thousands separators, truncated', () => {
  it.each<[unknown, string]>([
    [0, '0.000'],
    [1, '1.000'],
    [1234.5, '1,234.500'],
    [1234567.891, '1,234,567.891'],
    ['1234567.89999', '1,234,567.899'],
    ['0.0009', '0.000'],
    ['-0.0009', '0.000'],
    ['-1234.5678', '-1,234.567'],
    ['000123.4', '123.400'],
    ['.5', '0.500'],
    ['12.', '12.000'],
    ['+12', '12.000'],
    [' 42.1 ', '42.100'],
    ['0.000000000000000001', '0.000'],
    ['123456789012345678901234.123456789012345678', '123,456,789,012,345,678,901,234.123'],
    [1e21, '1,000,000,000,000,000,000,000.000'],
    [1e-7, '0.000'],
    [999.9999, '999.999'],
    [null, NOT_AVAILABLE],
    [undefined, NOT_AVAILABLE],
    ['', NOT_AVAILABLE],
    ['-', NOT_AVAILABLE],
    ['.', NOT_AVAILABLE],
    ['1,234.5', NOT_AVAILABLE],
    ['1e5', NOT_AVAILABLE],
    ['abc', NOT_AVAILABLE],
    [Number.NaN, NOT_AVAILABLE],
    [Number.POSITIVE_INFINITY, NOT_AVAILABLE],
  ])('%j → %s', (input, expected) => {
    expect(formatAmount(input as string)).toBe(expected);
  });

  it('takes other decimal counts', () => {
    expect(formatAmount('1234.56789', 2)).toBe('1,234.56');
    expect(formatAmount('1234.56789', 0)).toBe('1,234');
    expect(formatAmount('0.12345678', 8)).toBe('0.12345678');
  });

  const decimalString = fc
    .tuple(fc.boolean(), fc.stringMatching(/^\d{1,30}$/), fc.stringMatching(/^\d{0,20}$/))
    .map(([negative, int, frac]) => `${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`);

  it('is the decimal truncated to 3 places, grouped by thousands (any length, exact)', () => {
    fc.assert(
      fc.property(decimalString, (text) => {
        const out = formatAmount(text);
        expect(out).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{3}$/);
        const [, sign = '', int = '', frac = ''] = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text) as RegExpExecArray;
        const digits = `${int.replace(/^0+(?=\d)/, '')}.${frac.padEnd(3, '0').slice(0, 3)}`;
        const expected = /^[0.]+$/.test(digits) ? digits : `${sign}${digits}`;
        expect(out.replace(/,/g, '')).toBe(expected);
      }),
    );
  });

  it('agrees with en-US Intl for numbers with at most 3 decimals', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (thousandths) => {
        const value = thousandths / 1000;
        expect(formatAmount(value)).toBe(intl.format(value).replace(/^-(0\.000)$/, '$1'));
      }),
    );
  });

  it('never shows more than the value (truncation toward zero)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        const shown = Number(formatAmount(value).replace(/,/g, ''));
        expect(Math.abs(shown)).toBeLessThanOrEqual(Math.abs(value));
        expect(Math.abs(value) - Math.abs(shown)).toBeLessThan(0.001 + Math.abs(value) * 1e-15);
      }),
    );
  });

  it('never throws: anything not a number or decimal string is n/a', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const out = formatAmount(value as string);
        expect(typeof out).toBe('string');
      }),
    );
    expect(formatAmount({} as unknown as string)).toBe(NOT_AVAILABLE);
  });
});

describe('formatUsd: en-US, dollar sign, 2 decimals', () => {
  it.each<[unknown, string]>([
    [0, '$0.00'],
    [1234.5, '$1,234.50'],
    [1234567.891, '$1,234,567.89'],
    ['97000.505', '$97,000.51'],
    [-5, '-$5.00'],
    [-0.001, '$0.00'],
    [0.004, '$0.00'],
    ['12.3', '$12.30'],
    [null, NOT_AVAILABLE],
    [undefined, NOT_AVAILABLE],
    ['n/a', NOT_AVAILABLE],
    [Number.NaN, NOT_AVAILABLE],
  ])('%j → %s', (input, expected) => {
    expect(formatUsd(input as string)).toBe(expected);
  });

  it('writes whole cents exactly: $ + grouped dollars + 2 digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const abs = Math.abs(cents);
        const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
        const expected = `${cents < 0 ? '-' : ''}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
        expect(formatUsd(cents / 100)).toBe(expected);
      }),
    );
  });
});

describe('formatSignedUsd and formatPercent', () => {
  it.each<[unknown, string]>([
    [12.3, '+$12.30'],
    [-12.3, '-$12.30'],
    [0, '$0.00'],
    [0.001, '$0.00'],
    [null, NOT_AVAILABLE],
  ])('formatSignedUsd(%j) → %s', (input, expected) => {
    expect(formatSignedUsd(input as number)).toBe(expected);
  });

  it.each<[unknown, boolean, string]>([
    [2.5, false, '2.50%'],
    [2.5, true, '+2.50%'],
    [-0.75, true, '-0.75%'],
    [0, true, '0.00%'],
    [1234.5678, false, '1,234.57%'],
    [undefined, true, NOT_AVAILABLE],
  ])('formatPercent(%j, signed %s) → %s', (input, signed, expected) => {
    expect(formatPercent(input as number, { signed })).toBe(expected);
  });

  it('a signed figure carries its direction in the text, never only in colour', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const out = formatSignedUsd(value);
        if (Math.abs(value) >= 0.005) expect(out.startsWith(value > 0 ? '+$' : '-$')).toBe(true);
        else expect(out).toBe('$0.00');
      }),
    );
  });
});
