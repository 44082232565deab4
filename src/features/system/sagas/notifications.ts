// Client notifications pipeline (spec part 1 §1, §7: loaded through the feature-flag service).
//   1. put system/notificationsRequested
//   2. call fetchClientNotifications(appNumber) (invalid items are dropped there)
//   3. put system/notificationsLoaded {items}, or system/notificationsFailed when the call fails
import { call, put } from 'redux-saga/effects';
import { fetchClientNotifications } from '../../../api/index';
import type { ClientNotification } from '../types';
import { systemActions } from '../system.slice';

export function* loadNotifications(appNumber: string) {
  yield put(systemActions.notificationsRequested());
  try {
    const items: ClientNotification[] = yield call(fetchClientNotifications, appNumber);
    yield put(systemActions.notificationsLoaded({ items }));
  } catch {
    yield put(systemActions.notificationsFailed());
  }
}
