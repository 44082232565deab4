// Copying a burn address (spec part 1 §4, §9), run with takeLatest so a second copy restarts the
// 5 seconds and a logout ends them:
//   1. mintBurn/addressCopyRequested {address}
//   2. call(writeClipboard, address) → fails: put mintBurn/addressCopyFailed {address}; stop
//   3. put mintBurn/addressCopied {address, until: now + 5 s}: 'Address copied' is announced and the
//      button reads 'Copied'
//   4. delay(5 s)
//   5. put mintBurn/copyFeedbackExpired {address}: the button reads 'Copy' again
import type { Action } from '@reduxjs/toolkit';
import { call, delay, put } from 'redux-saga/effects';
import { now } from '../../../shared/time/clock';
import { writeClipboard } from '../../../shared/clipboard';
import { mintBurnActions } from '../mintBurn.slice';

/** How long 'Copied' shows (spec part 1 §9). */
export const COPY_FEEDBACK_MS = 5000;

export function* copyAddress(address: string) {
  try {
    yield call(writeClipboard, address);
  } catch {
    yield put(mintBurnActions.addressCopyFailed({ address }));
    return;
  }
  const at: number = yield call(now);
  yield put(mintBurnActions.addressCopied({ address, until: at + COPY_FEEDBACK_MS }));
  yield delay(COPY_FEEDBACK_MS);
  yield put(mintBurnActions.copyFeedbackExpired({ address }));
}

export function* onCopyEvent(action: Action) {
  if (mintBurnActions.addressCopyRequested.match(action)) yield call(copyAddress, action.payload.address);
  // logout only ends the feedback in flight (takeLatest); the reducer has cleared it.
}
