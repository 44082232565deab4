// The signed-in chunks' prefetch (src/app/prefetchOnIntent.ts): nothing until the user presses a
// key, a pointer or touches; then once, in idle time; never after it is cancelled.
import { prefetchOnIntent } from '../../../src/app/prefetchOnIntent';

describe('prefetchOnIntent', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each(['keydown', 'pointerdown', 'touchstart'])('loads once after the first %s, in the next idle time', (type) => {
    const target = new EventTarget();
    const load = jest.fn();
    prefetchOnIntent(load, target);
    jest.advanceTimersByTime(60_000);
    expect(load).not.toHaveBeenCalled();

    target.dispatchEvent(new Event(type));
    expect(load).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(load).toHaveBeenCalledTimes(1);

    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    jest.runOnlyPendingTimers();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('cancelled before any intent: a later key press loads nothing', () => {
    const target = new EventTarget();
    const load = jest.fn();
    prefetchOnIntent(load, target)();
    target.dispatchEvent(new Event('keydown'));
    jest.runOnlyPendingTimers();
    expect(load).not.toHaveBeenCalled();
  });

  it('cancelled between the intent and the idle time: nothing loads', () => {
    const target = new EventTarget();
    const load = jest.fn();
    const cancel = prefetchOnIntent(load, target);
    target.dispatchEvent(new Event('pointerdown'));
    cancel();
    jest.runOnlyPendingTimers();
    expect(load).not.toHaveBeenCalled();
  });

  it('uses the browser idle callback where there is one', () => {
    const idle = jest.fn((callback: IdleRequestCallback) => {
      callback({ didTimeout: false, timeRemaining: () => 50 });
      return 7;
    });
    const cancelIdle = jest.fn();
    Object.assign(globalThis, { requestIdleCallback: idle, cancelIdleCallback: cancelIdle });
    try {
      const target = new EventTarget();
      const load = jest.fn();
      const cancel = prefetchOnIntent(load, target);
      target.dispatchEvent(new Event('keydown'));
      expect(idle).toHaveBeenCalledWith(load, { timeout: 2000 });
      expect(load).toHaveBeenCalledTimes(1);
      cancel();
      expect(cancelIdle).toHaveBeenCalledWith(7);
    } finally {
      delete (globalThis as Partial<typeof globalThis>).requestIdleCallback;
      delete (globalThis as Partial<typeof globalThis>).cancelIdleCallback;
    }
  });
});
