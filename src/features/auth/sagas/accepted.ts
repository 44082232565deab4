// Reducers run before sagas see an action, so a saga knows whether its event was accepted by the
// state machine: the status it moved to. Steps use this to do nothing for an ignored event.
import { select } from 'redux-saga/effects';
import type { AuthStatus } from '../auth.slice';
import { selectAuthStatus } from '../auth.selectors';

export function* accepted(status: AuthStatus) {
  const current: AuthStatus = yield select(selectAuthStatus);
  return current === status;
}
