// Drafts pipeline (issue 28 item 5): a half-filled form outlives the session's end — the transfer
// (Send), the wire and digital asset instruction forms, an inbound deposit's travel-rule review.
//   keep:    session/timeoutDialogClosed {TIMEOUT} or session/serverSessionExpired (a 401), before
//            the logout pipeline's session/loggedOut empties the store, for the signed-in user:
//            the transfer being edited, reviewed or refused (never one submitting or failed: it may
//            have been sent); an open instruction form the user changed, on the selected account;
//            the open deposit review answered Yes with originator data typed. An instruction or
//            review being submitted is kept too (its submit cannot land twice: docs/spec-choices.md)
//            → writeDraft → drafts/draftKept {form}, per form
//   forget:  LOG OUT (session/logoutRequested, the timeout dialog's LOGOUT) → clearDrafts;
//            transfers/transferAccepted, savedInstructions/wireCreated | addressCreated → removeDraft
//            of that form; actionItems/decisionSucceeded → removeDraft of the travel rule kept for
//            that deposit
//   offer:   signed in (session/signedIn, or already when this chunk starts) → readDraft of each form
//            for that user; any found: once the starting account is selected → drafts/draftOffered {form}
//   restore: drafts/restoreClicked {form} → readDraft, removeDraft; then by form: the transfer's or
//            instruction's account still listed → select it (unless it is) and transfers/draftEdited
//            {draft}, go to Send | savedInstructions/draftRestored {form, acctNum, values}, go to its
//            tab; a travel rule → actionItems/draftRestored {referenceId, values}, go to ACTION
//            ITEMS → drafts/draftRestored {form}; else (expired, gone) → drafts/draftDiscarded {form}
//   discard: drafts/discardClicked → removeDraft → drafts/draftDiscarded
// The store is sessionStorage (this tab), reached through `sessionDraftStore` (null: nothing kept).
import type { Action } from '@reduxjs/toolkit';
import { call, put, select, take, takeEvery } from 'redux-saga/effects';
import { accountsActions, selectAccountById, selectSelectedAcctNum, type Account } from '../accounts/index';
import { actionItemsActions, DEPOSIT_FORM, selectOpenedItem } from '../actionItems/index';
import { SAVED_INSTRUCTION_FORM_NAMES, SAVED_INSTRUCTION_ROUTES, savedInstructionsActions } from '../savedInstructions/index';
import { logoutRequested, selectIsSignedIn, selectSession, serverSessionExpired, sessionActions, sessionTimeoutActions, type SessionState } from '../session/index';
import { selectTransferLifecycle, transfersActions, TRANSFER_ROUTES } from '../transfers/index';
import { navigateTo } from '../../shared/navigation';
import { ROUTE_PATHS } from '../../shared/routePaths';
import { now } from '../../shared/time/clock';
import { draftsActions } from './drafts.slice';
import {
  ADDRESS_KEPT_FIELDS,
  clearDrafts,
  keptFields,
  readDraft,
  removeDraft,
  sessionDraftStore,
  TRAVEL_RULE_KEPT_FIELDS,
  WIRE_KEPT_FIELDS,
  writeDraft,
  type DraftForm,
  type DraftStore,
  type DraftValues,
  type InstructionDraft,
  type TravelRuleDraft,
} from './storage';
import type { TransferDraft } from '../transfers/index';

type Lifecycle = ReturnType<typeof selectTransferLifecycle>;
type Where = { username: string; store: DraftStore };
type InstructionForm = 'wireInstruction' | 'digitalAssetInstruction';

const KEPT_STATUSES: ReadonlySet<Lifecycle['status']> = new Set(['editing', 'reviewing', 'refused']);
/** Every form a draft is kept of, in the order they are offered. */
const DRAFT_FORMS: readonly DraftForm[] = ['transfer', 'wireInstruction', 'digitalAssetInstruction', 'travelRule'];
const INSTRUCTIONS = {
  wireInstruction: { kind: 'wire', fields: WIRE_KEPT_FIELDS },
  digitalAssetInstruction: { kind: 'address', fields: ADDRESS_KEPT_FIELDS },
} as const;
const SELF_MANAGED = ['selfManaged'];

/** A redux-form form's values and initial values while it is mounted (redux-form's reducer loads with the first form); null otherwise. */
interface FormSnapshot {
  values: unknown;
  initial: unknown;
}
export const selectFormSnapshot = (state: { form?: Record<string, Partial<FormSnapshot> | undefined> }, name: string): FormSnapshot | null => {
  const form = state.form?.[name];
  return form ? { values: form.values, initial: form.initial } : null;
};

/** The kept fields the user changed from the form's initial values (nothing changed: nothing worth keeping). */
function changedFields(form: FormSnapshot, fields: readonly string[], booleans: readonly string[] = []): Record<string, string | boolean> | null {
  const values = keptFields(form.values, fields, booleans);
  const initial = keptFields(form.initial, fields, booleans);
  const keys = new Set([...Object.keys(values), ...Object.keys(initial)]);
  return [...keys].some((key) => values[key] !== initial[key]) ? values : null;
}

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

function* keep<F extends DraftForm>(where: Where, form: F, values: DraftValues[F], at: number) {
  yield call(writeDraft, where.store, where.username, form, values, at);
  yield put(draftsActions.draftKept({ form }));
}

function* keepTransfer(where: Where, at: number) {
  const lifecycle: Lifecycle = yield select(selectTransferLifecycle);
  if (KEPT_STATUSES.has(lifecycle.status) && 'draft' in lifecycle) yield call(keep, where, 'transfer', lifecycle.draft, at);
}

function* keepInstruction(where: Where, at: number, form: InstructionForm) {
  const { kind, fields } = INSTRUCTIONS[form];
  const snapshot: FormSnapshot | null = yield select(selectFormSnapshot, SAVED_INSTRUCTION_FORM_NAMES[kind]);
  const accountNumber: string | null = yield select(selectSelectedAcctNum);
  const values = snapshot && changedFields(snapshot, fields);
  if (values && accountNumber !== null) yield call(keep, where, form, { accountNumber, values: values as Record<string, string> }, at);
}

function* keepTravelRule(where: Where, at: number) {
  const snapshot: FormSnapshot | null = yield select(selectFormSnapshot, DEPOSIT_FORM);
  const opened: ReturnType<typeof selectOpenedItem> = yield select(selectOpenedItem);
  const answeredYes = snapshot !== null && keptFields(snapshot.values, ['answer']).answer === 'yes';
  const values = answeredYes && changedFields(snapshot, TRAVEL_RULE_KEPT_FIELDS, SELF_MANAGED);
  if (values && opened) yield call(keep, where, 'travelRule', { referenceId: opened.item.referenceId, values }, at);
}

export function* keepDrafts() {
  const where: Where | null = yield call(userAndStore);
  if (!where) return;
  const at: number = yield call(now);
  yield call(keepTransfer, where, at);
  yield call(keepInstruction, where, at, 'wireInstruction');
  yield call(keepInstruction, where, at, 'digitalAssetInstruction');
  yield call(keepTravelRule, where, at);
}

export function* forgetAll() {
  const store: DraftStore | null = yield call(sessionDraftStore);
  if (store) yield call(clearDrafts, store);
}

function* forget(form: DraftForm) {
  const where: Where | null = yield call(userAndStore);
  if (where) yield call(removeDraft, where.store, where.username, form);
}

export function* forgetSentTransfer() {
  yield call(forget, 'transfer');
}

export function* forgetSavedInstruction(action: ReturnType<typeof savedInstructionsActions.wireCreated | typeof savedInstructionsActions.addressCreated>) {
  yield call(forget, savedInstructionsActions.wireCreated.match(action) ? 'wireInstruction' : 'digitalAssetInstruction');
}

/** A deposit decided: the travel rule kept for that deposit is done with (one kept for another stays). */
export function* forgetReviewedDeposit({ payload: { item } }: ReturnType<typeof actionItemsActions.decisionSucceeded>) {
  const where: Where | null = yield call(userAndStore);
  if (!where) return;
  const at: number = yield call(now);
  const draft: TravelRuleDraft | null = yield call(readDraft, where.store, where.username, 'travelRule', at);
  if (draft?.referenceId === item.referenceId) yield call(removeDraft, where.store, where.username, 'travelRule');
}

export function* offerDrafts() {
  const where: Where | null = yield call(userAndStore);
  if (!where) return;
  const at: number = yield call(now);
  const found: DraftForm[] = [];
  for (const form of DRAFT_FORMS) {
    const draft: DraftValues[DraftForm] | null = yield call(readDraft, where.store, where.username, form, at);
    if (draft) found.push(form);
  }
  if (found.length === 0) return;
  // Offered once the starting account is chosen: a Restore then is not undone by that choice.
  const selected: string | null = yield select(selectSelectedAcctNum);
  if (selected === null) yield take(accountsActions.accountSelected);
  for (const form of found) yield put(draftsActions.draftOffered({ form }));
}

/** Selects the draft's account unless it is selected; false when the user's accounts no longer list it. */
function* selectDraftAccount(accountNumber: string) {
  const account: Account | undefined = yield select(selectAccountById, accountNumber);
  if (!account) return false;
  const selected: string | null = yield select(selectSelectedAcctNum);
  if (selected !== account.acctNum) yield put(accountsActions.accountSelected({ acctNum: account.acctNum }));
  return true;
}

function* restoreTransfer(draft: TransferDraft) {
  const listed: boolean = yield call(selectDraftAccount, draft.accountNumber);
  if (!listed) return false;
  yield put(transfersActions.draftEdited({ draft }));
  yield call(navigateTo, TRANSFER_ROUTES.send);
  return true;
}

function* restoreInstruction(form: InstructionForm, draft: InstructionDraft) {
  const listed: boolean = yield call(selectDraftAccount, draft.accountNumber);
  if (!listed) return false;
  const { kind } = INSTRUCTIONS[form];
  yield put(savedInstructionsActions.draftRestored({ form: kind, acctNum: draft.accountNumber, values: draft.values }));
  yield call(navigateTo, SAVED_INSTRUCTION_ROUTES[kind]);
  return true;
}

function* restoreTravelRule(draft: TravelRuleDraft) {
  // The deposit opens once Pending lists it (and only if the user may still review it).
  yield put(actionItemsActions.draftRestored({ referenceId: draft.referenceId, values: draft.values }));
  yield call(navigateTo, ROUTE_PATHS.actionItems);
  return true;
}

function* restoreForm(form: DraftForm, draft: DraftValues[DraftForm]) {
  if (form === 'transfer') return (yield call(restoreTransfer, draft as TransferDraft)) as boolean;
  if (form === 'travelRule') return (yield call(restoreTravelRule, draft as TravelRuleDraft)) as boolean;
  return (yield call(restoreInstruction, form, draft as InstructionDraft)) as boolean;
}

export function* restoreDraft({ payload: { form } }: ReturnType<typeof draftsActions.restoreClicked>) {
  const where: Where | null = yield call(userAndStore);
  const at: number = yield call(now);
  const draft: DraftValues[DraftForm] | null = where ? yield call(readDraft, where.store, where.username, form, at) : null;
  if (where) yield call(removeDraft, where.store, where.username, form);
  const restored: boolean = draft ? yield call(restoreForm, form, draft) : false;
  yield put(restored ? draftsActions.draftRestored({ form }) : draftsActions.draftDiscarded({ form }));
}

export function* discardDraft({ payload: { form } }: ReturnType<typeof draftsActions.discardClicked>) {
  yield call(forget, form);
  yield put(draftsActions.draftDiscarded({ form }));
}

export function* draftsSaga() {
  yield takeEvery(isSessionLost, keepDrafts);
  yield takeEvery(isExplicitLogout, forgetAll);
  yield takeEvery(transfersActions.transferAccepted, forgetSentTransfer);
  yield takeEvery([savedInstructionsActions.wireCreated, savedInstructionsActions.addressCreated], forgetSavedInstruction);
  yield takeEvery(actionItemsActions.decisionSucceeded, forgetReviewedDeposit);
  yield takeEvery(draftsActions.restoreClicked, restoreDraft);
  yield takeEvery(draftsActions.discardClicked, discardDraft);
  yield takeEvery(sessionActions.signedIn, offerDrafts);
  const signedIn: boolean = yield select(selectIsSignedIn);
  if (signedIn) yield call(offerDrafts);
}
