import { once } from '../../../src/shared/once';

describe('once', () => {
  it('makes nothing until asked, then makes the value once and keeps it (undefined included)', () => {
    const make = jest.fn(() => ({ made: true }));
    const value = once(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    const nothing = jest.fn(() => undefined);
    const none = once(nothing);
    none();
    none();
    expect(nothing).toHaveBeenCalledTimes(1);
  });
});
