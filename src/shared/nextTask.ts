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
