// What the inactivity pipeline hears, as one eventChannel: clicks and keypresses in this tab and
// the messages of the other tabs (architecture: "DOM activity and storage/BroadcastChannel events
// from other tabs become channel events").
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { subscribeCrossTab, type CrossTabMessage } from '../crossTab';

export type SessionEvent = { type: 'localActivity' } | CrossTabMessage;

/** Spec part 1 §4: any click or keypress resets the inactivity timer. */
export const ACTIVITY_EVENTS = ['click', 'keydown'] as const;

// Capture phase: the event is seen before any handler can stop it, and before the dialog's own
// button handlers run (so a click on Extend Session is judged while the dialog is still open).
const LISTENER_OPTIONS: AddEventListenerOptions = { capture: true, passive: true };

export function createSessionEventChannel(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = document,
  subscribe: (listener: (message: CrossTabMessage) => void) => () => void = subscribeCrossTab,
): EventChannel<SessionEvent> {
  // Expanding: a logout from another tab must never be dropped behind a burst of keypresses.
  return eventChannel<SessionEvent>((emit) => {
    const onActivity = () => emit({ type: 'localActivity' });
    ACTIVITY_EVENTS.forEach((type) => target.addEventListener(type, onActivity, LISTENER_OPTIONS));
    const unsubscribe = subscribe(emit);
    return () => {
      ACTIVITY_EVENTS.forEach((type) => target.removeEventListener(type, onActivity, LISTENER_OPTIONS));
      unsubscribe();
    };
  }, buffers.expanding<SessionEvent>(16));
}
