import fc from 'fast-check';
import { maskLast4, maskUsername } from '../../../src/features/auth/format';

describe('maskUsername (all but the last 3 characters starred)', () => {
  it.each([
    ['demo.plain', '*******ain'],
    ['demo.push', '******ush'],
    ['abcd', '*bcd'],
    ['abc', 'abc'],
    ['ab', 'ab'],
  ])('%s → %s', (name, masked) => {
    expect(maskUsername(name)).toBe(masked);
  });

  it('keeps the length and the last 3 characters of any name', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 4, maxLength: 15 }), (name) => {
        const masked = maskUsername(name);
        expect(masked).toHaveLength(name.length);
        expect(masked.slice(-3)).toBe(name.slice(-3));
        expect(masked.slice(0, -3)).toMatch(/^\**$/);
      }),
    );
  });
});

describe('maskLast4 (only the last 4 characters, padded with X)', () => {
  it.each([
    ['+12125550147', 'XXXXXXX0147'],
    ['+44 20 7946 0958', 'XXXXXXXX0958'],
    ['XXXXXXX0147', 'XXXXXXX0147'],
    ['0147', '0147'],
  ])('%s → %s', (value, masked) => {
    expect(maskLast4(value)).toBe(masked);
  });

  it('never shows more than 4 digits, and is idempotent', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[0-9 ]{5,20}$/), (phone) => {
        const masked = maskLast4(phone);
        expect(masked.replace(/X/g, '').length).toBeLessThanOrEqual(4);
        expect(maskLast4(masked)).toBe(masked);
      }),
    );
  });
});
