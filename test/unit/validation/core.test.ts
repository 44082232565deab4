// The generic rules of part 1 §5 "Other generic rules": cannot start with / cannot end with a
// given character or string, over whole value spaces (fast-check), and first-error order.
import fc from 'fast-check';
import { cannotEndWith, cannotStartWith, firstError } from '../../../src/shared/validation/core';

const says = (edge: string) => `Error: not "${edge}".`;

describe('cannot start with / cannot end with (part 1 §5)', () => {
  it('refuses exactly the values that start (end) with one of the given strings, naming the one found', () => {
    const edges = fc.array(fc.string({ minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(edges, fc.string({ maxLength: 40 }), (given, value) => {
        const start = given.find((p) => value.startsWith(p));
        const end = given.find((s) => value.endsWith(s));
        expect(cannotStartWith(given, says)(value)).toBe(start === undefined ? undefined : says(start));
        expect(cannotEndWith(given, says)(value)).toBe(end === undefined ? undefined : says(end));
      }),
    );
  });

  it('reads a value that is not text as empty (nothing to refuse), and a number by its digits', () => {
    for (const value of [undefined, null, {}, ['-'], Symbol('x')]) expect(cannotEndWith(['-'], says)(value)).toBeUndefined();
    expect(cannotEndWith(['0'], says)(10)).toBe(says('0'));
    expect(cannotEndWith(['-', 'XXX'], says)('DEUTDEFFXXX')).toBe(says('XXX'));
    expect(cannotEndWith(['-'], says)('12345-')).toBe(says('-'));
    expect(cannotEndWith(['-'], says)('12345-6789')).toBeUndefined();
  });

  it('runs in the order given by firstError', () => {
    const rule = firstError(cannotStartWith(['-'], () => 'start'), cannotEndWith(['-'], () => 'end'));
    expect(rule('-1-')).toBe('start');
    expect(rule('1-')).toBe('end');
    expect(rule('1')).toBeUndefined();
  });
});
