// What waits for a frame boot is painting (ADR 0022, sixth pass): the page's chunk and the shell's
// late parts start after that paint; with no frame held, at once.
import { afterFirstPaint, firstPaintHeld, holdUntilFirstPaint } from '../../../src/runtime/firstPaintGate';

describe('firstPaintGate', () => {
  it('runs at once when boot holds nothing', () => {
    const start = jest.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('holds what asks until the paint, then runs it, and opens again for what comes after', async () => {
    let painted!: () => void;
    holdUntilFirstPaint(new Promise<void>((resolve) => (painted = resolve)));
    const start = jest.fn();
    afterFirstPaint(start);
    await Promise.resolve();
    expect(start).not.toHaveBeenCalled();
    painted();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(start).toHaveBeenCalledTimes(1);
    const later = jest.fn();
    afterFirstPaint(later);
    expect(later).toHaveBeenCalledTimes(1);
  });
});

describe('firstPaintHeld', () => {
  it('is true only while boot holds the gate for a frame it is painting', async () => {
    expect(firstPaintHeld()).toBe(false);
    let painted!: () => void;
    holdUntilFirstPaint(new Promise<void>((resolve) => (painted = resolve)));
    expect(firstPaintHeld()).toBe(true);
    painted();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(firstPaintHeld()).toBe(false);
  });
});
