import { nextTask } from '../../../src/shared/nextTask';

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
