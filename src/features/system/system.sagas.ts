// Root saga of the system feature: bridges the API event bus into the store and runs the
// long-lived system pipelines. Boot has loaded the configuration before this runs.
import { buffers, channel } from 'redux-saga';
import { all, fork, select } from 'redux-saga/effects';
import type { AppConfig } from '../../api/contract/config';
import { type ApiEventBus, apiEvents } from '../../api/index';
import { alertsSaga } from './sagas/alerts';
import { apiEventsBridge, type MaintenanceEvent, type RequestEvent } from './sagas/apiEventsBridge';
import { loadFlags } from './sagas/flags';
import { maintenanceSaga } from './sagas/maintenance';
import { loadNotifications } from './sagas/notifications';
import { spinnerSaga } from './sagas/spinner';
import { selectLoadedConfig } from './system.selectors';

export function* systemSaga(bus: ApiEventBus = apiEvents) {
  const config: AppConfig = yield select(selectLoadedConfig);
  // No buffer: a maintenance event while a pipeline runs is dropped (leading semantics).
  const maintenance = channel<MaintenanceEvent>(buffers.none());
  const requests = channel<RequestEvent>(buffers.expanding(32));
  yield all([
    fork(apiEventsBridge, bus, { maintenance, requests }),
    fork(maintenanceSaga, maintenance, config.maintenancePollIntervalMs),
    fork(spinnerSaga, requests, config.spinnerDelayMs),
    fork(alertsSaga),
    fork(loadFlags, config.appNumber),
    fork(loadNotifications, config.appNumber),
  ]);
}
