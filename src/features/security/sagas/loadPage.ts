// What the SECURITY page loads (issue 25): the user's security events and signed-in sessions, side
// by side, when the page opens, when a reload is asked for (Try Again, after a sign-out) — the
// latest wins: a newer one, or leaving the page, cancels the loads in flight.
//   1. security/pageOpened | reloadRequested | pageClosed
//   2. the page is open: loadEvents and loadSessions at once
//   3. each: put security/eventsRequested, getSecurityEvents(), put eventsLoaded {events} | eventsFailed
//            put security/sessionsRequested, getSessions(), put sessionsLoaded {sessions} | sessionsFailed
//            the passkeys (sagas/passkeys.ts loadPasskeys)
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type { SecurityEventListDto, SessionListDto } from '../../../api/contract/security';
import { getSecurityEvents, getSessions } from '../../../api/index';
import { selectSecurityPageOpen } from '../security.selectors';
import { loadPasskeys } from './passkeys';
import { securityActions as A } from '../security.slice';

function* loadEvents() {
  yield put(A.eventsRequested());
  try {
    const { events }: SecurityEventListDto = yield call(getSecurityEvents);
    yield put(A.eventsLoaded({ events }));
  } catch {
    yield put(A.eventsFailed());
  }
}

function* loadSessions() {
  yield put(A.sessionsRequested());
  try {
    const { sessions }: SessionListDto = yield call(getSessions);
    yield put(A.sessionsLoaded({ sessions }));
  } catch {
    yield put(A.sessionsFailed());
  }
}

function* loadPage() {
  const open: boolean = yield select(selectSecurityPageOpen);
  if (!open) return;
  yield all([call(loadEvents), call(loadSessions), call(loadPasskeys)]);
}

export function* watchPageLoads() {
  yield takeLatest([A.pageOpened.type, A.reloadRequested.type, A.pageClosed.type], loadPage);
}
