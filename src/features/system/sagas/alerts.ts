// Alerts pipeline (spec part 2 §8–§9): alerts show a code and a message; errors and warnings stay
// until dismissed, success alerts last 5 s, at most 10 are open (the reducer keeps that rule).
//   1. raiseAlert(input): an id and the time from call(newId) / call(now)
//   2. put system/alertRaised {alert}
//   3. a success alert: race 5 s against its dismissal or all alerts being cleared
//   4. the 5 s won: put system/alertExpired {id}
import type { Action } from '@reduxjs/toolkit';
import { call, delay, put, race, take, takeEvery } from 'redux-saga/effects';
import type { Alert, AlertInput } from '../../../shared/alerts/types';
import { newId } from '../../../shared/ids';
import { now } from '../../../shared/time/clock';
import { systemActions } from '../system.slice';

export const SUCCESS_ALERT_TTL_MS = 5000;

type AlertRaised = ReturnType<typeof systemActions.alertRaised>;

/** Raise an alert from any saga: `yield call(raiseAlert, { severity, code, message })`. */
export function* raiseAlert(input: AlertInput) {
  const id: string = yield call(newId);
  const raisedAt: number = yield call(now);
  const alert: Alert = { ...input, id, raisedAt };
  yield put(systemActions.alertRaised({ alert }));
  return alert;
}

export function* expireIfSuccess(action: AlertRaised) {
  const { id, severity } = action.payload.alert;
  if (severity !== 'success') return; // errors, warnings and info stay until dismissed
  const outcome: { elapsed?: unknown } = yield race({
    elapsed: delay(SUCCESS_ALERT_TTL_MS),
    dismissed: take((a: Action) => systemActions.alertDismissed.match(a) && a.payload.id === id),
    cleared: take(systemActions.alertsCleared),
  });
  if ('elapsed' in outcome) yield put(systemActions.alertExpired({ id }));
}

export function* alertsSaga() {
  yield takeEvery(systemActions.alertRaised, expireIfSuccess);
}
