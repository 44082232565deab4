// Copying a deposit address, run with takeLatest so a second copy restarts the 5 seconds and a
// logout ends them:
//   1. transfers/addressCopyRequested {address}
//   2. call(writeClipboard, address) → fails: put transfers/addressCopyFailed {address}; stop
//   3. put transfers/addressCopied {address}: 'Address copied' is announced, the button reads 'Copied'
//   4. delay(5 s), then put transfers/copyFeedbackExpired {address}: the button reads 'Copy' again
import type { Action } from '@reduxjs/toolkit';
import { call, delay, put } from 'redux-saga/effects';
import { writeClipboard } from '../../../shared/clipboard';
import { receiveActions } from '../receive.slice';

/** How long 'Copied' shows (as the burn address's copy: spec part 1 §9). */
export const COPY_FEEDBACK_MS = 5000;

export function* onCopyEvent(action: Action) {
  if (!receiveActions.addressCopyRequested.match(action)) return; // a logout only ends the feedback in flight
  const { address } = action.payload;
  try {
    yield call(writeClipboard, address);
  } catch {
    yield put(receiveActions.addressCopyFailed({ address }));
    return;
  }
  yield put(receiveActions.addressCopied({ address }));
  yield delay(COPY_FEEDBACK_MS);
  yield put(receiveActions.copyFeedbackExpired({ address }));
}
