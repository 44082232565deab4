import { createClock, parseInstantWithOffset } from '../../mock-server/src/domain/platform/clock';

describe('clock', () => {
  it('follows real time until fixed, then stays, moves only when advanced, and can be released', () => {
    let real = 1_000;
    const clock = createClock(null, () => real);
    real = 2_000;
    expect(clock.now()).toBe(2_000);
    expect(() => clock.advance(5)).toThrow();
    clock.fix(10_000);
    real = 3_000;
    expect(clock.now()).toBe(10_000);
    clock.advance(500);
    expect(clock.now()).toBe(10_500);
    expect(clock.fixedAt()).toBe(10_500);
    clock.release();
    expect(clock.now()).toBe(3_000);
    expect(() => clock.fix(Number.NaN)).toThrow(RangeError);
  });
});

describe('parseInstantWithOffset', () => {
  it.each([
    ['2026-11-20T15:30:00-05:00', Date.UTC(2026, 10, 20, 20, 30)],
    ['2026-11-20T15:30-05:00', Date.UTC(2026, 10, 20, 20, 30)],
    ['2026-11-20T20:30:00.250Z', Date.UTC(2026, 10, 20, 20, 30, 0, 250)],
    ['2028-02-29T00:00:00+01:00', Date.UTC(2028, 1, 28, 23)],
  ])('reads %s', (text, expected) => expect(parseInstantWithOffset(text)).toBe(expected));

  it.each(['2026-11-20T15:30:00', '2026-02-30T10:00:00Z', '2027-02-29T10:00:00Z', '2026-11-20T24:00:00Z', '2026-11-20T15:60:00Z', '2026-11-20 15:30:00Z', ''])(
    'refuses %j',
    (text) => expect(parseInstantWithOffset(text)).toBeNull(),
  );
});
