// Auth state: one attempt at a time — a sign-in (password, then push or a code) or an identity flow
// (search, code, then the flow's last form). `status` is the state machine; each reducer acts only
// in the statuses where its event makes sense and ignores it elsewhere. No secrets in here: phones
// are masked, passwords and codes go through the credential vault.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MaskedPhone, OtpMethod, PushStatus } from '../../api/contract/identity';
import { sessionActions } from '../session/index';
import type { AuthError } from './failures';
import type { AuthFlow, IdentityFlowName, LoginFlowName, LoginMethod } from './flows';
import { AUTH_MESSAGES } from './messages';

export type AuthStatus =
  | 'idle' //            a form is ready: login or identity search
  | 'submitting' //      sign-in pipeline or identity search running
  | 'awaitingPush' //    push sent; the push page polls
  | 'choosingPhone' //   SMS sign-in or identity flow: pick a phone and a method
  | 'sendingCode'
  | 'awaitingCode' //    code sent (or from a representative): enter it
  | 'verifyingCode'
  | 'verified' //        identity flows: the code is accepted, the flow's last form shows
  | 'enrolling' //       new password or registration being saved
  | 'signedIn'
  | 'completed' //       identity flow finished
  | 'failed'; //         the attempt ended with `error`; the form can be submitted again

export type LoadStatus = 'idle' | 'pending' | 'succeeded' | 'failed';
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
  phones: { status: 'idle', items: [] },
  code: { method: null, phoneId: null, sentCount: 0 },
  identity: null,
  today: null,
  preferences: initialPreferences,
};

type Status = AuthStatus;
const is = (state: AuthState, ...statuses: Status[]) => statuses.includes(state.status);
const fail = (state: AuthState, status: Status, error: AuthError) => {
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
    codeChallengeStarted: (state) => {
      if (!is(state, 'submitting')) return;
      state.status = 'choosingPhone';
      state.phones = initialAuthState.phones;
    },
    signInFailed: (state, action: PayloadAction<AuthError>) => {
      if (is(state, 'submitting')) fail(state, 'failed', action.payload);
    },

    // ── push (sagas/pushPolling.ts) ──
    pushPageOpened: (state) => {
      if (is(state, 'awaitingPush')) state.push.pollCount = 0;
    },
    pushPolled: (state, action: PayloadAction<{ count: number; status: PushStatus }>) => {
      if (is(state, 'awaitingPush')) state.push.pollCount = action.payload.count;
    },
    pushApproved: () => undefined,
    pushDeclined: (state) => {
      if (is(state, 'awaitingPush')) fail(state, 'failed', { code: 'PUSH_DECLINED', message: AUTH_MESSAGES.pushDeclined.message });
    },
    pushTimedOut: (state) => {
      if (is(state, 'awaitingPush')) fail(state, 'failed', { code: 'PUSH_TIMED_OUT', message: AUTH_MESSAGES.pushTimedOut.message });
    },
    pushFailed: (state, action: PayloadAction<AuthError>) => {
      if (is(state, 'awaitingPush')) fail(state, 'failed', action.payload);
    },
    /** The push page left or Cancel: polling stops; the challenge stays until the login page resets. */
    pushCancelled: () => undefined,

    // ── phones and one-time codes (sagas/oneTimeCode.ts) ──
    phonesRequested: (state) => {
      if (is(state, 'choosingPhone')) state.phones = { status: 'pending', items: [] };
    },
    phonesLoaded: (state, action: PayloadAction<{ phones: MaskedPhone[] }>) => {
      if (is(state, 'choosingPhone')) state.phones = { status: 'succeeded', items: action.payload.phones };
    },
    phonesFailed: (state, action: PayloadAction<AuthError>) => {
      if (!is(state, 'choosingPhone')) return;
      state.phones = { status: 'failed', items: [] };
      state.error = action.payload;
    },
    codeRequested: (state, action: PayloadAction<{ method: OtpMethod; phoneId: string | null }>) => {
      if (!is(state, 'choosingPhone')) return;
      state.status = 'sendingCode';
      state.error = null;
      state.code = { ...action.payload, sentCount: 0 };
    },
    codeResendRequested: (state) => {
      if (!is(state, 'awaitingCode') || state.code.method === 'rep') return;
      state.status = 'sendingCode';
      state.error = null;
    },
    codeSent: (state) => {
      if (!is(state, 'sendingCode')) return;
      state.status = 'awaitingCode';
      state.code.sentCount += 1;
    },
    codeSendFailed: (state, action: PayloadAction<AuthError>) => {
      if (is(state, 'sendingCode')) fail(state, 'choosingPhone', action.payload);
    },
    /** From the code page back to the phones: another phone or method. */
    codeMethodChangeRequested: (state) => {
      if (!is(state, 'awaitingCode')) return;
      state.status = 'choosingPhone';
      state.error = null;
    },
    codeSubmitted: (state) => {
      if (!is(state, 'awaitingCode')) return;
      state.status = 'verifyingCode';
      state.error = null;
    },
    codeVerified: (state) => {
      if (is(state, 'verifyingCode')) state.status = 'verified';
    },
    /** 1205: the attempt goes on; the message shows under the code field. */
    codeRejected: (state, action: PayloadAction<AuthError>) => {
      if (is(state, 'verifyingCode')) fail(state, 'awaitingCode', { ...action.payload, field: 'securityCode' });
    },
    /** 1428: a new code is needed; back to choosing a phone with the message. */
    codeExpired: (state, action: PayloadAction<AuthError>) => {
      if (is(state, 'verifyingCode')) fail(state, 'choosingPhone', action.payload);
    },
    codeFailed: (state, action: PayloadAction<AuthError>) => {
      if (is(state, 'verifyingCode')) fail(state, 'failed', action.payload);
    },

    // ── identity flows (sagas/identityFlows.ts) ──
    userAccessOpened: (_state, _action: PayloadAction<{ flow: IdentityFlowName }>) => undefined,
    userAccessStarted: (state, action: PayloadAction<{ flow: IdentityFlowName; today: string }>) => ({
      ...initialAuthState,
      ...action.payload,
      preferences: state.preferences,
    }),
    identitySearchSubmitted: (state, action: PayloadAction<{ firstName: string; lastName: string; dob: string; zip?: string }>) => {
      if (!is(state, 'idle', 'failed')) return;
      state.status = 'submitting';
      state.error = null;
      state.identity = { firstName: action.payload.firstName, lastName: action.payload.lastName };
    },
    identityFound: (state) => {
      if (!is(state, 'submitting')) return;
      state.status = 'choosingPhone';
      state.phones = initialAuthState.phones;
    },
    identitySearchFailed: (state, action: PayloadAction<AuthError>) => {
      if (is(state, 'submitting')) fail(state, 'failed', action.payload);
    },
    usernameFound: (state, action: PayloadAction<{ username: string }>) => {
      if (!is(state, 'verified')) return;
      state.status = 'completed';
      state.username = action.payload.username;
    },
    usernameLookupFailed: (state, action: PayloadAction<AuthError>) => {
      if (is(state, 'verified')) fail(state, 'failed', action.payload);
    },
    newPasswordSubmitted: (state) => {
      if (!is(state, 'verified')) return;
      state.status = 'enrolling';
      state.error = null;
    },
    registrationSubmitted: (state, action: PayloadAction<{ username: string }>) => {
      if (!is(state, 'verified')) return;
      state.status = 'enrolling';
      state.error = null;
      state.username = action.payload.username;
    },
    enrollmentSucceeded: (state) => {
      if (is(state, 'enrolling')) state.status = 'completed';
    },
    /** The form stays: the user fixes the field the message names and submits again. */
    enrollmentFailed: (state, action: PayloadAction<AuthError>) => {
      if (is(state, 'enrolling')) fail(state, 'verified', action.payload);
    },
  },
  extraReducers: (builder) =>
    // The one "signed in" event (session/signedIn) ends a sign-in attempt; a start-up check's finds
    // no attempt running and changes nothing here.
    builder.addCase(sessionActions.signedIn, (state, action) => {
      if (!is(state, 'submitting', 'awaitingPush', 'verified')) return;
      state.status = 'signedIn';
      state.username = action.payload.username;
      state.push = initialAuthState.push;
    }),
});

export const authActions = authSlice.actions;
export const authReducer = authSlice.reducer;
