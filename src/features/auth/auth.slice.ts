// Auth state: one attempt at a time — a sign-in (password, then push or a code) or an identity flow
// (search, code, then the flow's last form). `status` is the state machine; each reducer acts only
// in the statuses where its event makes sense and ignores it elsewhere. No secrets in here: phones
// are masked, passwords and codes go through the credential vault. This slice holds the sign-in's
// events (the login page); the push, code and identity-flow events are userAccess.slice.ts's, which
// arrives with the user-access pages and then reduces the same state.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MaskedPhone, OtpMethod } from '../../api/contract/identity';
import type { LoadStatus } from '../../shared/loadStatus';
import { sessionActions } from '../session/index';
import type { AuthError } from './failures';
import type { AuthFlow, LoginFlowName, LoginMethod } from './flows';

export type AuthStatus =
  | 'idle' //            a form is ready: login or identity search
  | 'submitting' //      sign-in pipeline or identity search running
  | 'awaitingPush' //    push sent; the push page polls
  | 'awaitingPasskey' // password accepted; the passkey step offers "Use a passkey" (issue 26)
  | 'verifyingPasskey' // the browser asks for the passkey, then the gateway checks its answer
  | 'choosingPhone' //   SMS sign-in or identity flow: pick a phone and a method
  | 'sendingCode'
  | 'awaitingCode' //    code sent (or from a representative): enter it
  | 'verifyingCode'
  | 'verified' //        identity flows: the code is accepted, the flow's last form shows
  | 'enrolling' //       new password or registration being saved
  | 'signedIn'
  | 'completed' //       identity flow finished
  | 'failed'; //         the attempt ended with `error`; the form can be submitted again

export type LoginVariantOverride = 'cc' | null;

export interface AuthState {
  status: AuthStatus;
  flow: AuthFlow;
  method: LoginMethod | null;
  /** Signing in, chosen at registration, or found by the lookup. */
  username: string | null;
  remember: boolean;
  error: AuthError | null;
  push: { challengeId: string | null; pollCount: number };
  /** The passkey step: its options arrived (ready), and the other factor the firm allows instead. */
  passkey: { ready: boolean; fallback: 'push' | 'sms' | null };
  phones: { status: LoadStatus; items: MaskedPhone[] };
  code: { method: OtpMethod | null; phoneId: string | null; sentCount: number };
  /** The names the identity search matched (the password rules refuse them in a password). */
  identity: { firstName: string; lastName: string } | null;
  /** 'YYYY-MM-DD' from the clock, for the date-of-birth rule; set when an identity flow starts. */
  today: string | null;
  preferences: { loaded: boolean; rememberedUsernames: string[]; variantOverride: LoginVariantOverride };
}

const initialPreferences: AuthState['preferences'] = { loaded: false, rememberedUsernames: [], variantOverride: null };

export const initialAuthState: AuthState = {
  status: 'idle',
  flow: 'login',
  method: null,
  username: null,
  remember: false,
  error: null,
  push: { challengeId: null, pollCount: 0 },
  passkey: { ready: false, fallback: null },
  phones: { status: 'idle', items: [] },
  code: { method: null, phoneId: null, sentCount: 0 },
  identity: null,
  today: null,
  preferences: initialPreferences,
};

type Status = AuthStatus;
/** Whether the attempt is in one of `statuses` (each reducer acts only there). */
export const is = (state: AuthState, ...statuses: Status[]) => statuses.includes(state.status);
/** The attempt moves to `status` with `error` shown. */
export const fail = (state: AuthState, status: Status, error: AuthError) => {
  state.status = status;
  state.error = error;
};

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    // ── sign-in (sagas/signIn.ts) ──
    /** Entering a login page ends whatever attempt was under way. */
    loginPageOpened: (state, action: PayloadAction<{ flow: LoginFlowName }>) => ({
      ...initialAuthState,
      flow: action.payload.flow,
      preferences: state.preferences,
    }),
    loginPreferencesLoaded: (state, action: PayloadAction<{ rememberedUsernames: string[]; variantOverride: LoginVariantOverride }>) => {
      state.preferences = { loaded: true, ...action.payload };
    },
    previousSessionEnded: () => undefined,
    signInSubmitted: (state, action: PayloadAction<{ username: string; remember: boolean; flow: LoginFlowName }>) => {
      if (!is(state, 'idle', 'failed')) return;
      Object.assign(state, { status: 'submitting', error: null, method: null, ...action.payload });
    },
    loginMethodDetected: (state, action: PayloadAction<{ method: LoginMethod }>) => {
      if (is(state, 'submitting')) state.method = action.payload.method;
    },
    pushChallengeStarted: (state, action: PayloadAction<{ challengeId: string }>) => {
      if (!is(state, 'submitting')) return;
      state.status = 'awaitingPush';
      state.push = { challengeId: action.payload.challengeId, pollCount: 0 };
    },
    /** Without a username (issue 26): the browser's discoverable passkey names the user. */
    passkeySignInClicked: (state) => {
      if (!is(state, 'idle', 'failed')) return;
      Object.assign(state, { status: 'submitting', error: null, method: 'passkey', username: null, remember: false });
    },
    passkeyChallengeStarted: (state) => {
      if (!is(state, 'submitting')) return;
      state.status = 'awaitingPasskey';
      state.passkey = initialAuthState.passkey;
    },
    codeChallengeStarted: (state) => {
      if (!is(state, 'submitting')) return;
      state.status = 'choosingPhone';
      state.phones = initialAuthState.phones;
    },
    signInFailed: (state, action: PayloadAction<AuthError>) => {
      if (is(state, 'submitting')) fail(state, 'failed', action.payload);
    },
  },
  extraReducers: (builder) =>
    // The one "signed in" event (session/signedIn) ends a sign-in attempt; a start-up check's finds
    // no attempt running and changes nothing here.
    builder.addCase(sessionActions.signedIn, (state, action) => {
      if (!is(state, 'submitting', 'awaitingPush', 'verifyingPasskey', 'verified')) return;
      state.status = 'signedIn';
      state.username = action.payload.username;
      state.push = initialAuthState.push;
    }),
});

export const authActions = authSlice.actions;
export const authReducer = authSlice.reducer;
