// A promise that resolves in a task of its own: the main thread is yielded (the browser may paint
// and handle input) before the code after the await runs. A MessageChannel message, not a timer:
// a hidden tab throttles timers to a second, not messages (React's scheduler yields the same way).
export function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * A promise that resolves, in a task of its own, once the page's first contentful paint has been
 * reported (paint timing): drawn and on screen, not only committed. At the latest after `limitMs`
 * (a page with nothing contentful yet, a hidden tab, which paints nothing); a browser without paint
 * timing goes on at the next task.
 */
export function afterFirstContentfulPaint(limitMs = 1000): Promise<void> {
  const paintTiming = typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  if (!paintTiming) return nextTask();
  return new Promise((resolve) => {
    let done = false;
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
    });
    const timer = setTimeout(() => finish(), limitMs);
    function finish() {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      void nextTask().then(resolve);
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}
