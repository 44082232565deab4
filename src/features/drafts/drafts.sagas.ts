// Drafts pipeline (issue 28 item 5): a half-filled transfer outlives the session's end.
//   keep:    session/timeoutDialogClosed {TIMEOUT} or session/serverSessionExpired (a 401), before
//            the logout pipeline's session/loggedOut empties the store: the signed-in user's
//            transfer being edited, reviewed or refused (never one submitting or failed: it may
//            have been sent) → writeDraft → drafts/draftKept {form}
//   forget:  LOG OUT (session/logoutRequested, the timeout dialog's LOGOUT) → clearDrafts;
//            transfers/transferAccepted → removeDraft (the user's transfer is sent)
//   offer:   signed in (session/signedIn, or already when this chunk starts) and the starting account
//            selected → readDraft for that user → drafts/draftOffered {form}
//   restore: drafts/restoreClicked → readDraft, removeDraft; the account still listed → select it
//            (unless it is), transfers/draftEdited {draft}, go to Send → drafts/draftRestored;
//            else (expired, gone) → drafts/draftDiscarded
//   discard: drafts/discardClicked → removeDraft → drafts/draftDiscarded
// The store is sessionStorage (this tab), reached through `sessionDraftStore` (null: nothing kept).
import type { Action } from '@reduxjs/toolkit';
import { call, put, select, take, takeEvery } from 'redux-saga/effects';
import { accountsActions, selectAccountById, selectSelectedAcctNum, type Account } from '../accounts/index';
import { logoutRequested, selectIsSignedIn, selectSession, serverSessionExpired, sessionActions, sessionTimeoutActions, type SessionState } from '../session/index';
import { selectTransferLifecycle, transfersActions, TRANSFER_ROUTES } from '../transfers/index';
import { navigateTo } from '../../shared/navigation';
import { now } from '../../shared/time/clock';
import { draftsActions } from './drafts.slice';
import { clearDrafts, readDraft, removeDraft, sessionDraftStore, writeDraft, type DraftForm, type DraftStore } from './storage';
import type { TransferDraft } from '../transfers/index';

type Lifecycle = ReturnType<typeof selectTransferLifecycle>;

const KEPT_STATUSES: ReadonlySet<Lifecycle['status']> = new Set(['editing', 'reviewing', 'refused']);

/** The session ended without the user asking: the inactivity timeout, or a 401. */
export function isSessionLost(action: Action): boolean {
  if (serverSessionExpired.match(action)) return true;
  return sessionTimeoutActions.timeoutDialogClosed.match(action) && action.payload.outcome === 'TIMEOUT';
}

/** The user logged out: LOG OUT, or the timeout dialog's LOGOUT. */
export function isExplicitLogout(action: Action): boolean {
  if (logoutRequested.match(action)) return true;
  return sessionTimeoutActions.timeoutDialogClosed.match(action) && action.payload.outcome === 'LOGOUT';
}

/** The signed-in user and the tab's store, or null when either is missing. */
function* userAndStore() {
  const { username }: SessionState = yield select(selectSession);
  const store: DraftStore | null = yield call(sessionDraftStore);
  return username !== null && store !== null ? { username, store } : null;
}

export function* keepDraft() {
  const lifecycle: Lifecycle = yield select(selectTransferLifecycle);
  if (!KEPT_STATUSES.has(lifecycle.status) || !('draft' in lifecycle)) return;
  const where: { username: string; store: DraftStore } | null = yield call(userAndStore);
  if (!where) return;
  const at: number = yield call(now);
  yield call(writeDraft, where.store, where.username, 'transfer', lifecycle.draft, at);
  yield put(draftsActions.draftKept({ form: 'transfer' }));
}

export function* forgetAll() {
  const store: DraftStore | null = yield call(sessionDraftStore);
  if (store) yield call(clearDrafts, store);
}

function* forget(form: DraftForm) {
  const where: { username: string; store: DraftStore } | null = yield call(userAndStore);
  if (where) yield call(removeDraft, where.store, where.username, form);
}

export function* forgetSentTransfer() {
  yield call(forget, 'transfer');
}

export function* offerDrafts() {
  const where: { username: string; store: DraftStore } | null = yield call(userAndStore);
  if (!where) return;
  const at: number = yield call(now);
  const draft: TransferDraft | null = yield call(readDraft, where.store, where.username, 'transfer', at);
  if (!draft) return;
  // Offered once the starting account is chosen: a Restore then is not undone by that choice.
  const selected: string | null = yield select(selectSelectedAcctNum);
  if (selected === null) yield take(accountsActions.accountSelected);
  yield put(draftsActions.draftOffered({ form: 'transfer' }));
}

export function* restoreDraft({ payload: { form } }: ReturnType<typeof draftsActions.restoreClicked>) {
  const where: { username: string; store: DraftStore } | null = yield call(userAndStore);
  const at: number = yield call(now);
  const draft: TransferDraft | null = where ? yield call(readDraft, where.store, where.username, form, at) : null;
  if (where) yield call(removeDraft, where.store, where.username, form);
  const account: Account | undefined = draft ? yield select(selectAccountById, draft.accountNumber) : undefined;
  if (!draft || !account) {
    yield put(draftsActions.draftDiscarded({ form }));
    return;
  }
  const selected: string | null = yield select(selectSelectedAcctNum);
  if (selected !== account.acctNum) yield put(accountsActions.accountSelected({ acctNum: account.acctNum }));
  yield put(transfersActions.draftEdited({ draft }));
  yield call(navigateTo, TRANSFER_ROUTES.send);
  yield put(draftsActions.draftRestored({ form }));
}

export function* discardDraft({ payload: { form } }: ReturnType<typeof draftsActions.discardClicked>) {
  yield call(forget, form);
  yield put(draftsActions.draftDiscarded({ form }));
}

export function* draftsSaga() {
  yield takeEvery(isSessionLost, keepDraft);
  yield takeEvery(isExplicitLogout, forgetAll);
  yield takeEvery(transfersActions.transferAccepted, forgetSentTransfer);
  yield takeEvery(draftsActions.restoreClicked, restoreDraft);
  yield takeEvery(draftsActions.discardClicked, discardDraft);
  yield takeEvery(sessionActions.signedIn, offerDrafts);
  const signedIn: boolean = yield select(selectIsSignedIn);
  if (signedIn) yield call(offerDrafts);
}
