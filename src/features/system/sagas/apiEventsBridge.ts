// API events bridge: the one subscriber of the API event bus, where interceptor events become
// actions and pipeline inputs (interceptors never touch the store).
//   1. take the next event from an eventChannel over the bus
//   2. errorReported → raiseAlert (put system/alertRaised with an id and time from newId/now),
//      unless the same alert (severity, code, message) is already open
//   3. maintenanceDetected → the maintenance pipeline's channel (which takes the leading one)
//   4. requestStarted / requestSettled → the spinner's channel (no action per request), but for
//      background requests (polls), which never show the spinner
//   5. sessionRejected (a data call answered 401: its session has ended on the server) → put
//      session/serverSessionExpired while signed in: the logout pipeline takes the user to login
import { buffers, eventChannel, type Channel, type EventChannel } from 'redux-saga';
import { call, put, select, take } from 'redux-saga/effects';
import { type ApiEvent, type ApiEventBus, type ApiEventOf } from '../../../api/index';
import type { Alert, AlertInput } from '../../../shared/alerts/types';
import { selectIsSignedIn, serverSessionExpired } from '../../session/index';
import { selectAlerts } from '../system.selectors';
import { raiseAlert } from './alerts';

export type MaintenanceEvent = ApiEventOf<'maintenanceDetected'>;
export type RequestEvent = ApiEventOf<'requestStarted' | 'requestSettled'>;

export interface BridgeRoutes {
  maintenance: Channel<MaintenanceEvent>;
  requests: Channel<RequestEvent>;
}

export function createApiEventChannel(bus: ApiEventBus): EventChannel<ApiEvent> {
  // Buffered: events that arrive while the bridge is busy putting are kept, not dropped.
  return eventChannel((emit) => bus.subscribe(emit), buffers.expanding<ApiEvent>(32));
}

export function isSameAlert(open: Alert, input: AlertInput): boolean {
  return open.severity === input.severity && open.code === input.code && open.message === input.message;
}

/** Five parallel calls failing alike make one banner, not five. */
export function* reportError(input: AlertInput) {
  const open: Alert[] = yield select(selectAlerts);
  if (open.some((alert) => isSameAlert(alert, input))) return;
  yield call(raiseAlert, input);
}

/** Step 5: only a signed-in user has a session to lose (a sign-in in progress hears its own answers). */
export function* endRejectedSession() {
  const signedIn: boolean = yield select(selectIsSignedIn);
  if (signedIn) yield put(serverSessionExpired());
}

export function* apiEventsBridge(bus: ApiEventBus, routes: BridgeRoutes) {
  const events: EventChannel<ApiEvent> = yield call(createApiEventChannel, bus);
  try {
    while (true) {
      const event: ApiEvent = yield take(events);
      switch (event.type) {
        case 'errorReported':
          yield call(reportError, event.alert);
          break;
        case 'maintenanceDetected':
          yield put(routes.maintenance, event);
          break;
        case 'requestStarted':
        case 'requestSettled':
          if (!event.background) yield put(routes.requests, event);
          break;
        case 'sessionRejected':
          yield call(endRejectedSession);
          break;
        case 'requestBlocked':
          break; // the maintenance page explains why; nothing to show per request
      }
    }
  } finally {
    events.close();
  }
}
