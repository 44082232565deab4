// The grid's view as one pure function (spec part 2 §4: sorting or filtering updates the sorted
// data that feeds the exports): 'contains' filters in any case, stable multi-column sorts, amounts
// compared exactly, n/a first; and exact decimal comparison, checked against BigInt.
import fc from 'fast-check';
import { toActivityRow } from '../../../src/features/activityHistory/rows';
import { applyView, compareDecimal, NO_GRID_VIEW } from '../../../src/features/activityHistory/view';
import { aTransactionRecord } from '../../builders/activityHistory';

const row = (orderId: string, overrides: Parameters<typeof aTransactionRecord>[0] = {}) => toActivityRow(aTransactionRecord({ orderId, ...overrides }));
const ids = (rows: readonly { referenceId: string }[]) => rows.map((r) => r.referenceId);

const ROWS = [
  row('A', { description: 'Buy BTC', tradeDateTime: 300, quantity: { valueString: '10.5', truncatedValueString: '10.5' }, price: { value: 3 }, estimatedValue: { value: 31.5 } }),
  row('B', { description: 'Withdrawal to Treasury', transactionType: 'Send', tradeDateTime: 100, quantity: { valueString: '9.75', truncatedValueString: '9.75' }, price: { value: null }, estimatedValue: { value: null } }),
  row('C', { description: 'buy eth', asset: 'ETH', tradeDateTime: 200, quantity: { valueString: '100', truncatedValueString: '100' }, price: { value: 1 }, estimatedValue: { value: 100 }, status: 'Processing' }),
  row('D', { description: 'Sell BTC', tradeDateTime: 200, quantity: { valueString: '10.5', truncatedValueString: '10.5' }, price: { value: 2 }, estimatedValue: { value: 21 } }),
];

describe('grid view', () => {
  it('without sort or filter: the rows as they came (the same array)', () => {
    expect(applyView(ROWS, NO_GRID_VIEW)).toBe(ROWS);
  });

  it("filters by 'contains', ignoring case, every filter at once", () => {
    expect(ids(applyView(ROWS, { sort: [], filter: { description: 'BUY' } }))).toEqual(['A', 'C']);
    expect(ids(applyView(ROWS, { sort: [], filter: { description: 'buy', asset: 'btc' } }))).toEqual(['A']);
    expect(ids(applyView(ROWS, { sort: [], filter: { status: 'process' } }))).toEqual(['C']);
    expect(ids(applyView(ROWS, { sort: [], filter: { description: '' } }))).toEqual(['A', 'B', 'C', 'D']);
  });

  it('sorts by date, stable for equal dates, either way', () => {
    expect(ids(applyView(ROWS, { sort: [{ colId: 'date', sort: 'asc' }], filter: {} }))).toEqual(['B', 'C', 'D', 'A']);
    expect(ids(applyView(ROWS, { sort: [{ colId: 'date', sort: 'desc' }], filter: {} }))).toEqual(['A', 'C', 'D', 'B']);
  });

  it('sorts quantities as exact decimals (9.75 < 10.5 < 100), then by the next column', () => {
    expect(ids(applyView(ROWS, { sort: [{ colId: 'quantity', sort: 'asc' }], filter: {} }))).toEqual(['B', 'A', 'D', 'C']);
    expect(ids(applyView(ROWS, { sort: [{ colId: 'quantity', sort: 'asc' }, { colId: 'date', sort: 'asc' }], filter: {} }))).toEqual(['B', 'D', 'A', 'C']);
  });

  it('sorts price and amount by value with n/a first; text columns ignoring case', () => {
    expect(ids(applyView(ROWS, { sort: [{ colId: 'price', sort: 'asc' }], filter: {} }))).toEqual(['B', 'C', 'D', 'A']);
    expect(ids(applyView(ROWS, { sort: [{ colId: 'value', sort: 'desc' }], filter: {} }))).toEqual(['C', 'A', 'D', 'B']);
    expect(ids(applyView(ROWS, { sort: [{ colId: 'description', sort: 'asc' }], filter: {} }))).toEqual(['A', 'C', 'D', 'B']);
    expect(ids(applyView(ROWS, { sort: [{ colId: 'asset', sort: 'desc' }, { colId: 'status', sort: 'asc' }], filter: {} }))).toEqual(['C', 'A', 'B', 'D']);
  });

  it('compares decimal strings exactly, as BigInt does', () => {
    const decimal = fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.nat({ max: 18 })).map(([units, places]) => {
      const digits = units.toString().padStart(places + 1, '0');
      return places ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
    });
    const scaled = (d: string) => BigInt(d.replace('.', '').padEnd(d.replace('.', '').length + (18 - (d.split('.')[1]?.length ?? 0)), '0'));
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        const expected = Math.sign(Number(scaled(a) - scaled(b)));
        expect(Math.sign(compareDecimal(a, b))).toBe(expected);
      }),
      { numRuns: 500 },
    );
    expect(compareDecimal('007.50', '7.5')).toBe(0);
  });
});
