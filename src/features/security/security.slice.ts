// SECURITY page state (issue 25): the user's security events of the last 30 days and their signed-in
// sessions (an entity adapter by public id, in the gateway's order: the latest active first), each
// with its load status; the one sign-out that may run at a time (one other session, or all of them)
// and its outcome; the user's passkeys and the one "Add a passkey" that may run (issue 26); whether "Sign out all other sessions" waits for its confirmation. Reducers are
// state machines: an answer for a sign-out no longer running changes nothing.
import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { PasskeyDto } from '../../api/contract/passkeys';
import type { SecurityEventDto, SessionDto } from '../../api/contract/security';
import type { LoadStatus } from '../../shared/loadStatus';
import { sessionActions } from '../session/index';

export const sessionsAdapter = createEntityAdapter<SessionDto>();

/** Which sign-out: one other session by its public id, or all the others. */
export type SignOutTarget = { kind: 'one'; sessionId: string } | { kind: 'others' };

export type SignOutState =
  | { status: 'idle' }
  | { status: 'pending'; target: SignOutTarget }
  | { status: 'succeeded'; target: SignOutTarget; ended: number }
  | { status: 'failed'; target: SignOutTarget; error: string };

/** "Add a passkey": the name asked for, then the outcome (the browser's side or the gateway's refusal). */
export type AddPasskeyState =
  | { status: 'idle' }
  | { status: 'pending'; name: string }
  | { status: 'succeeded'; name: string }
  | { status: 'failed'; error: string };

/** Rename or remove of one passkey (issue 26): its dialog, what runs, and the refusal to show. */
export type PasskeyEditState =
  | { kind: 'none' }
  | { kind: 'rename'; id: string; pending: boolean; error: string | null }
  | {
      kind: 'remove';
      id: string;
      /** The last one: confirmed with it, or with a code (`codeTo`: the phone it went to, once sent). */
      last: boolean;
      pending: boolean;
      codeTo: string | null;
      error: string | null;
    };

export interface SecurityState {
  /** The page is on screen: its lists load, and load again after a sign-out. */
  pageOpen: boolean;
  events: { status: LoadStatus; items: SecurityEventDto[] };
  sessions: EntityState<SessionDto> & { status: LoadStatus };
  /** "Sign out all other sessions" was clicked: its confirmation is open. */
  confirmingOthers: boolean;
  signOut: SignOutState;
  /** The user's passkeys, in the order added (issue 26). */
  passkeys: { status: LoadStatus; items: PasskeyDto[]; removalPhone: string | null };
  addPasskey: AddPasskeyState;
  passkeyEdit: PasskeyEditState;
  /** The last rename or removal done, read out: "Passkey “X” renamed." */
  passkeyOutcome: string | null;
}

export const initialSecurityState: SecurityState = {
  pageOpen: false,
  events: { status: 'idle', items: [] },
  sessions: sessionsAdapter.getInitialState({ status: 'idle' as LoadStatus }),
  confirmingOthers: false,
  signOut: { status: 'idle' },
  passkeys: { status: 'idle', items: [], removalPhone: null },
  addPasskey: { status: 'idle' },
  passkeyEdit: { kind: 'none' },
  passkeyOutcome: null,
};

/** The dialog of passkey `id` while it is open and idle (an event for another, or a running one, changes nothing). */
const editOf = (state: SecurityState, id: string) => (state.passkeyEdit.kind !== 'none' && state.passkeyEdit.id === id ? state.passkeyEdit : null);

const sameTarget = (a: SignOutTarget, b: SignOutTarget) => a.kind === b.kind && (a.kind === 'others' || a.sessionId === (b as { sessionId: string }).sessionId);
const isRunning = (state: SecurityState, target: SignOutTarget) => state.signOut.status === 'pending' && sameTarget(state.signOut.target, target);

const slice = createSlice({
  name: 'security',
  initialState: initialSecurityState,
  reducers: {
    pageOpened: (state) => {
      state.pageOpen = true;
      state.signOut = { status: 'idle' };
      if (state.addPasskey.status !== 'pending') state.addPasskey = { status: 'idle' };
      state.passkeyOutcome = null;
    },
    pageClosed: (state) => {
      state.pageOpen = false;
      state.confirmingOthers = false;
      state.passkeyEdit = { kind: 'none' };
    },
    /** The user asked to load the lists again after a failure. */
    reloadRequested: () => undefined,

    // A reload keeps a loaded list on screen until its answer: only a first load shows the spinner.
    eventsRequested: (state) => {
      if (state.events.status !== 'succeeded') state.events.status = 'pending';
    },
    eventsLoaded: (state, action: PayloadAction<{ events: SecurityEventDto[] }>) => {
      state.events = { status: 'succeeded', items: action.payload.events };
    },
    eventsFailed: (state) => {
      state.events.status = 'failed';
    },
    sessionsRequested: (state) => {
      if (state.sessions.status !== 'succeeded') state.sessions.status = 'pending';
    },
    sessionsLoaded: (state, action: PayloadAction<{ sessions: SessionDto[] }>) => {
      sessionsAdapter.setAll(state.sessions, action.payload.sessions);
      state.sessions.status = 'succeeded';
    },
    sessionsFailed: (state) => {
      state.sessions.status = 'failed';
    },

    /** "Sign out" on another session's row. */
    signOutClicked: (_state, _action: PayloadAction<{ sessionId: string }>) => undefined,
    /** "Sign out all other sessions": asks for confirmation first. */
    signOutOthersClicked: (state) => {
      state.confirmingOthers = true;
    },
    signOutOthersCancelled: (state) => {
      state.confirmingOthers = false;
    },
    signOutOthersConfirmed: () => undefined,

    signOutRequested: (state, action: PayloadAction<{ target: SignOutTarget }>) => {
      state.signOut = { status: 'pending', target: action.payload.target };
    },
    signOutSucceeded: (state, action: PayloadAction<{ target: SignOutTarget; ended: number }>) => {
      const { target, ended } = action.payload;
      if (!isRunning(state, target)) return;
      state.signOut = { status: 'succeeded', target, ended };
      state.confirmingOthers = false;
      if (target.kind === 'one') sessionsAdapter.removeOne(state.sessions, target.sessionId);
      else sessionsAdapter.removeMany(state.sessions, state.sessions.ids.filter((id) => state.sessions.entities[id]?.current !== true));
    },
    signOutFailed: (state, action: PayloadAction<{ target: SignOutTarget; error: string }>) => {
      const { target, error } = action.payload;
      if (!isRunning(state, target)) return;
      state.signOut = { status: 'failed', target, error };
      state.confirmingOthers = false;
    },

    passkeysRequested: (state) => {
      if (state.passkeys.status !== 'succeeded') state.passkeys.status = 'pending';
    },
    passkeysLoaded: (state, action: PayloadAction<{ passkeys: PasskeyDto[]; removalPhone?: string | null }>) => {
      state.passkeys = { status: 'succeeded', items: action.payload.passkeys, removalPhone: action.payload.removalPhone ?? null };
    },
    passkeysFailed: (state) => {
      state.passkeys.status = 'failed';
    },
    /** "Add a passkey" with the name the user gave it. */
    addPasskeySubmitted: (_state, _action: PayloadAction<{ name: string }>) => undefined,
    addPasskeyRequested: (state, action: PayloadAction<{ name: string }>) => {
      state.addPasskey = { status: 'pending', name: action.payload.name };
    },
    addPasskeySucceeded: (state, action: PayloadAction<{ name: string; passkeys: PasskeyDto[] }>) => {
      if (state.addPasskey.status !== 'pending') return;
      state.addPasskey = { status: 'succeeded', name: action.payload.name };
      state.passkeys.items = action.payload.passkeys;
      state.passkeys.status = 'succeeded';
    },
    addPasskeyFailed: (state, action: PayloadAction<{ error: string }>) => {
      if (state.addPasskey.status !== 'pending') return;
      state.addPasskey = { status: 'failed', error: action.payload.error };
    },

    // ── rename and remove (sagas/passkeyEdit.ts) ──
    renamePasskeyClicked: (state, action: PayloadAction<{ id: string }>) => {
      if (state.passkeyEdit.kind !== 'none' && state.passkeyEdit.pending) return;
      state.passkeyEdit = { kind: 'rename', id: action.payload.id, pending: false, error: null };
    },
    removePasskeyClicked: (state, action: PayloadAction<{ id: string }>) => {
      if (state.passkeyEdit.kind !== 'none' && state.passkeyEdit.pending) return;
      const last = state.passkeys.items.length === 1;
      state.passkeyEdit = { kind: 'remove', id: action.payload.id, last, pending: false, codeTo: null, error: null };
    },
    /** Cancel, Escape or the X: the dialog closes unless its call runs. */
    passkeyEditCancelled: (state) => {
      if (state.passkeyEdit.kind === 'none' || !state.passkeyEdit.pending) state.passkeyEdit = { kind: 'none' };
    },
    renamePasskeySubmitted: (state, action: PayloadAction<{ id: string; name: string }>) => {
      const edit = editOf(state, action.payload.id);
      if (edit?.kind !== 'rename' || edit.pending) return;
      edit.pending = true;
      edit.error = null;
    },
    /** Remove: a passkey that is not the last at once, the last one with it (the browser asks). */
    removePasskeyConfirmed: (state, action: PayloadAction<{ id: string }>) => {
      const edit = editOf(state, action.payload.id);
      if (edit?.kind !== 'remove' || edit.pending) return;
      edit.pending = true;
      edit.error = null;
    },
    removalCodeRequested: (state, action: PayloadAction<{ id: string }>) => {
      const edit = editOf(state, action.payload.id);
      if (edit?.kind !== 'remove' || !edit.last || edit.pending) return;
      edit.pending = true;
      edit.error = null;
    },
    removalCodeSent: (state, action: PayloadAction<{ id: string; maskedPhone: string }>) => {
      const edit = editOf(state, action.payload.id);
      if (edit?.kind !== 'remove' || !edit.pending) return;
      edit.pending = false;
      edit.codeTo = action.payload.maskedPhone;
    },
    removalCodeSubmitted: (state, action: PayloadAction<{ id: string; securityCode: string }>) => {
      const edit = editOf(state, action.payload.id);
      if (edit?.kind !== 'remove' || edit.codeTo === null || edit.pending) return;
      edit.pending = true;
      edit.error = null;
    },
    /** Renamed or removed: the list as the gateway answered it, and the outcome read out. */
    passkeyEditSucceeded: (state, action: PayloadAction<{ id: string; outcome: string; passkeys: PasskeyDto[]; removalPhone?: string | null }>) => {
      if (!editOf(state, action.payload.id)?.pending) return;
      state.passkeyEdit = { kind: 'none' };
      state.passkeyOutcome = action.payload.outcome;
      state.passkeys = { status: 'succeeded', items: action.payload.passkeys, removalPhone: action.payload.removalPhone ?? state.passkeys.removalPhone };
    },
    /** Refused (the gateway's text) or cancelled in the browser: the dialog stays, with the text. */
    passkeyEditFailed: (state, action: PayloadAction<{ id: string; error: string }>) => {
      const edit = editOf(state, action.payload.id);
      if (!edit?.pending) return;
      edit.pending = false;
      edit.error = action.payload.error;
    },
  },
  extraReducers: (builder) => builder.addCase(sessionActions.loggedOut, () => initialSecurityState),
});

export const securityActions = slice.actions;
export const securityReducer = slice.reducer;
