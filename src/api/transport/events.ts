// What the API layer tells the rest of the app. Interceptors never touch the store or the DOM:
// they emit these events, and the system feature's bridge saga (an eventChannel) turns them into
// actions, the maintenance pipeline and the spinner.
import type { AlertInput } from '../../shared/alerts/types';

/** `url` is the request path without origin or query (no query values leave the API layer). */
export type ApiEvent =
  /** A 503 'In Maintenance' answer: the gateway is down for maintenance. */
  | { type: 'maintenanceDetected'; url: string }
  /** A request refused locally because the gateway is down. */
  | { type: 'requestBlocked'; url: string }
  /** A data call answered 401: the session it came with has ended (issue 25; interceptors/sessionRejected.ts). */
  | { type: 'sessionRejected'; url: string }
  /** A banner to show (already mapped through the error catalogue). */
  | { type: 'errorReported'; alert: AlertInput; url: string }
  /**
   * A request left for the network; `id` pairs it with its requestSettled. `requestId` is the
   * X-Request-Id it carries (the gateway's audit log names it too); a `background` request (a poll)
   * does not count for the spinner.
   */
  | { type: 'requestStarted'; id: number; url: string; requestId: string; background: boolean }
  | { type: 'requestSettled'; id: number; url: string; requestId: string; background: boolean };

export type ApiEventType = ApiEvent['type'];
export type ApiEventOf<T extends ApiEventType> = Extract<ApiEvent, { type: T }>;
export type EmitApiEvent = (event: ApiEvent) => void;
type Listener = (event: ApiEvent) => void;

export interface ApiEventBus {
  emit: EmitApiEvent;
  /** Returns the unsubscribe function. */
  subscribe(listener: Listener): () => void;
}

export function createApiEventBus(): ApiEventBus {
  const listeners = new Set<Listener>();
  return {
    emit(event) {
      // A throwing listener must not break the request that emitted the event, nor the others.
      [...listeners].forEach((listener) => {
        try {
          listener(event);
        } catch (error) {
          console.error('API event listener failed', error);
        }
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The app-wide bus: configureApi's interceptors emit here, the system sagas listen. */
export const apiEvents: ApiEventBus = createApiEventBus();
