// The chunks a signed-in user needs next (prefetchHints.ts) are prefetched once the first page has
// settled and the user shows the intent to go on: the first key press, pointer press or touch on the
// page (typing a username, a click on Log In), then in the browser's next idle time. Loaded at idle
// time alone, they came down while the login page was still being measured for its blocking time
// (ADR 0022); a user who signs in always presses something first, and typing the credentials takes
// longer than the prefetch.
import { whenIdle } from '../shared/whenIdle';
const INTENT_EVENTS = ['keydown', 'pointerdown', 'touchstart'] as const;

/** Calls `load` once, in idle time after the first sign of intent; the returned function cancels. */
export function prefetchOnIntent(load: () => void, target: EventTarget = window): () => void {
  let cancelIdle: (() => void) | null = null;
  const stopListening = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, onIntent, true);
  };
  function onIntent() {
    stopListening();
    cancelIdle = whenIdle(load);
  }
  for (const type of INTENT_EVENTS) target.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    stopListening();
    cancelIdle?.();
  };
}
