// Runs `run` once the browser is idle (at the latest after `timeoutMs`), or on the next task where
// there is no requestIdleCallback; the returned function cancels it.
type IdleWindow = typeof globalThis & {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  const w = globalThis as IdleWindow;
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const id = w.requestIdleCallback(run, { timeout: timeoutMs });
    return () => w.cancelIdleCallback?.(id);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
