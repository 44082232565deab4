// The notification centre's pipelines (issue 27), started with the signed-in features (at sign-in,
// or once a reloaded page's session is known):
//   at start, and retryRequested → load: put listRequested, getNotifications(), listLoaded | listFailed
//   panelOpened → load, then the unread ones listed: put shownAsNew {ids}, markNotificationsRead(ids)
//                 → listLoaded (a failure leaves them unread: the next opening tries again)
//   dismissClicked {id} → dismissNotification(id) → dismissSucceeded {id, list} | dismissFailed {id}
// The latest load wins (takeLatest); a dismissal runs once per click, each on its own id.
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { NotificationListDto } from '../../api/contract/notifications';
import { dismissNotification, getNotifications, markNotificationsRead } from '../../api/index';
import { selectUnreadIds } from './notificationCentre.selectors';
import { notificationCentreActions as A } from './notificationCentre.slice';

export function* loadNotifications() {
  yield put(A.listRequested());
  try {
    const list: NotificationListDto = yield call(getNotifications);
    yield put(A.listLoaded(list));
  } catch {
    yield put(A.listFailed());
  }
}

export function* openPanel() {
  yield call(loadNotifications);
  const ids: string[] = yield select(selectUnreadIds);
  if (ids.length === 0) return;
  yield put(A.shownAsNew({ ids }));
  try {
    const list: NotificationListDto = yield call(markNotificationsRead, ids);
    yield put(A.listLoaded(list));
  } catch {
    // Still unread: the badge keeps counting them, and the next opening marks them again.
  }
}

export function* dismiss(id: string) {
  try {
    const list: NotificationListDto = yield call(dismissNotification, id);
    yield put(A.dismissSucceeded({ id, list }));
  } catch {
    yield put(A.dismissFailed({ id }));
  }
}

/** One dismissal per notification at a time: a second click while its call runs asks nothing more. */
function* watchDismissals() {
  const running = new Set<string>();
  yield takeEvery(A.dismissClicked.type, function* dismissOnce(action: ReturnType<typeof A.dismissClicked>) {
    const { id } = action.payload;
    if (running.has(id)) return;
    running.add(id);
    try {
      yield call(dismiss, id);
    } finally {
      running.delete(id);
    }
  });
}

export function* notificationCentreSaga() {
  yield all([
    call(loadNotifications),
    takeLatest(A.retryRequested.type, loadNotifications),
    takeLatest(A.panelOpened.type, openPanel),
    call(watchDismissals),
  ]);
}
