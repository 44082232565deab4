// Maintenance pipeline (spec part 1 §4, §8): a 503 'In Maintenance' marks the gateway down, the
// user goes to /unavailable, every further request is blocked, and a healthy status check while
// on /unavailable sends the user to login.
//   1. maintenanceDetected event (maintenance503 interceptor → bus → bridge → this channel)
//   2. put system/maintenanceDetected {at}
//   3. call(closeGateway): the blocker now rejects every request but the status check
//   4. call(navigateTo, '/unavailable')
//   5. poll getPublicStatus every config.maintenancePollIntervalMs (delay, then call); a failure
//      keeps polling
//   6. healthy: call(openGateway), put system/gatewayRecovered, and when on /unavailable
//      call(navigateTo, '/login')
// Leading semantics: more 503s while a pipeline runs (requests already in flight) start nothing.
import type { Channel } from 'redux-saga';
import { call, delay, put, takeLeading } from 'redux-saga/effects';
import { closeGateway, getPublicStatus, openGateway } from '../../../api/index';
import { currentPath, navigateTo } from '../../../shared/navigation';
import { now } from '../../../shared/time/clock';
import { systemActions } from '../system.slice';
import type { MaintenanceEvent } from './apiEventsBridge';
import { ROUTE_PATHS } from '../../../shared/routePaths';

export function* pollUntilHealthy(pollIntervalMs: number) {
  while (true) {
    yield delay(pollIntervalMs);
    try {
      yield call(getPublicStatus);
      return;
    } catch {
      // still down (503, network, not UP): poll again
    }
  }
}

export function* maintenancePipeline(pollIntervalMs: number) {
  const at: number = yield call(now);
  yield put(systemActions.maintenanceDetected({ at }));
  yield call(closeGateway);
  yield call(navigateTo, ROUTE_PATHS.unavailable);
  yield call(pollUntilHealthy, pollIntervalMs);
  yield call(openGateway);
  yield put(systemActions.gatewayRecovered());
  const path: string = yield call(currentPath);
  if (path === ROUTE_PATHS.unavailable) yield call(navigateTo, ROUTE_PATHS.login);
}

export function* maintenanceSaga(events: Channel<MaintenanceEvent>, pollIntervalMs: number) {
  yield takeLeading(events, maintenancePipeline, pollIntervalMs);
}
