import { afterFirstContentfulPaint, nextTask } from '../../../src/shared/nextTask';

describe('nextTask', () => {
  it('resolves after the current task: microtasks queued before it run first', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it('without MessageChannel, a timer', async () => {
    const channel = globalThis.MessageChannel;
    const timer = jest.spyOn(globalThis, 'setTimeout');
    (globalThis as { MessageChannel?: unknown }).MessageChannel = undefined;
    try {
      await nextTask();
      expect(timer).toHaveBeenCalledWith(expect.any(Function), 0);
    } finally {
      globalThis.MessageChannel = channel;
      timer.mockRestore();
    }
  });
});

describe('afterFirstContentfulPaint (boot: the dashboard frame reaches the screen before anything else starts)', () => {
  const original = (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  afterEach(() => {
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = original;
    jest.useRealTimers();
  });

  /** A paint-timing observer the test reports to. */
  function fakePaintTiming() {
    const observers: Array<{ callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void; disconnected: boolean }> = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      record: (typeof observers)[number];
      constructor(callback: (typeof observers)[number]['callback']) {
        this.record = { callback, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    }
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakeObserver;
    const report = (name: string) =>
      observers.filter((o) => !o.disconnected).forEach((o) => o.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }));
    return { report, observers };
  }

  it('waits for the first contentful paint to be reported (a first paint is not enough), then a task', async () => {
    const { report, observers } = fakePaintTiming();
    let done = false;
    const waiting = afterFirstContentfulPaint().then(() => {
      done = true;
    });
    report('first-paint');
    await nextTask();
    expect(done).toBe(false);
    report('first-contentful-paint');
    await waiting;
    expect(done).toBe(true);
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

  it('goes on after its limit when nothing contentful is painted (a hidden tab)', async () => {
    fakePaintTiming();
    jest.useFakeTimers();
    let done = false;
    void afterFirstContentfulPaint(1000).then(() => {
      done = true;
    });
    jest.advanceTimersByTime(999);
    expect(done).toBe(false);
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers(); // the task after it (a timer where MessageChannel is missing)
    jest.useRealTimers();
    await nextTask();
    await nextTask();
    expect(done).toBe(true);
  });

  it('without paint timing, the next task', async () => {
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = undefined;
    await expect(afterFirstContentfulPaint()).resolves.toBeUndefined();
  });
});
