// Root saga of the system feature: bridges the API event bus into the store and runs the
// long-lived system pipelines. Boot has loaded the configuration before this runs. The flags and
// the client notifications load once the shell has painted (system/shellPainted) or the start-up
// session check has found the user signed in (session/signedIn), whichever comes first: the check,
// which the first page waits for, goes out first (ADR 0012), and a signed-in page's data chain
// (the accounts wait for a flag) need not wait for the shell's paint (ADR 0022).
import { buffers, channel } from 'redux-saga';
import { all, call, delay, fork, select, take } from 'redux-saga/effects';
import type { AppConfig } from '../../api/contract/config';
import { type ApiEventBus, apiEvents } from '../../api/index';
import { sessionActions } from '../session/index';
import { alertsSaga } from './sagas/alerts';
import { apiEventsBridge, type MaintenanceEvent, type RequestEvent } from './sagas/apiEventsBridge';
import { loadFlags } from './sagas/flags';
import { maintenanceSaga } from './sagas/maintenance';
import { loadNotifications } from './sagas/notifications';
import { spinnerSaga } from './sagas/spinner';
import { selectLoadedConfig, selectShellPainted } from './system.selectors';
import { systemActions } from './system.slice';

/**
 * 1 wait for system/shellPainted (unless already seen) or session/signedIn → 2 load the flags and the notifications side
 * by side, the notifications' call in a task of its own (delay(0)), after the first flags'.
 */
export function* loadShellData(appNumber: string) {
  // A page rendered from nothing has painted before the sagas start (boot): its shellPainted came first.
  // The start-up check's call goes out first then, the flags' in a later task.
  const painted: boolean = yield select(selectShellPainted);
  if (painted) yield delay(0);
  else yield take([systemActions.shellPainted, sessionActions.signedIn]);
  yield all([call(loadFlags, appNumber), call(loadNotificationsInATaskOfTheirOwn, appNumber)]);
}

export function* loadNotificationsInATaskOfTheirOwn(appNumber: string) {
  yield delay(0);
  yield call(loadNotifications, appNumber);
}

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
    fork(loadShellData, config.appNumber),
  ]);
}
