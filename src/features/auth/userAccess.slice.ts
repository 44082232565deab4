// The auth state's events of the user-access pages: the push poll, the passkey step, phones and
// one-time codes, the identity flows (sagas/pushPolling.ts, passkeyFactor.ts, oneTimeCode.ts,
// identityFlows.ts). The same `auth` state
// and state machine as auth.slice.ts (same 'auth/…' event names); this reducer arrives with those
// pages' chunk, which registers authReducerWithUserAccess in the sign-in reducer's place
// (userAccessSagas.ts), so the login page does not carry it.
import { createSlice, type AnyAction, type PayloadAction } from '@reduxjs/toolkit';
import type { MaskedPhone, OtpMethod, PushStatus } from '../../api/contract/identity';
import { authReducer, fail, initialAuthState, is, type AuthState } from './auth.slice';
import type { AuthError } from './failures';
import type { IdentityFlowName } from './flows';
import { USER_ACCESS_MESSAGES } from './userAccessMessages';

const userAccessSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    // ── push (sagas/pushPolling.ts) ──
    pushPageOpened: (state) => {
      if (is(state, 'awaitingPush')) state.push.pollCount = 0;
    },
    pushPolled: (state, action: PayloadAction<{ count: number; status: PushStatus }>) => {
      if (is(state, 'awaitingPush')) state.push.pollCount = action.payload.count;
    },
    pushApproved: () => undefined,
    pushDeclined: (state) => {
      if (is(state, 'awaitingPush')) fail(state, 'failed', { code: 'PUSH_DECLINED', message: USER_ACCESS_MESSAGES.pushDeclined.message });
    },
    pushTimedOut: (state) => {
      if (is(state, 'awaitingPush')) fail(state, 'failed', { code: 'PUSH_TIMED_OUT', message: USER_ACCESS_MESSAGES.pushTimedOut.message });
    },
    pushFailed: (state, action: PayloadAction<AuthError>) => {
      if (is(state, 'awaitingPush')) fail(state, 'failed', action.payload);
    },
    /** The push page left or Cancel: polling stops; the challenge stays until the login page resets. */
    pushCancelled: () => undefined,
    /** "Try another way" on the push page (flag try-another-way): pushPolling.ts decides. */
    tryAnotherWayClicked: () => undefined,
    /** The push is no longer awaited (its polling stops): phone choice and code, as an SMS user's (oneTimeCode.ts). */
    anotherWayStarted: (state) => {
      if (!is(state, 'awaitingPush')) return;
      state.status = 'choosingPhone';
      state.error = null;
      state.push = initialAuthState.push;
      state.phones = initialAuthState.phones;
    },

    // ── the passkey step (sagas/passkeyFactor.ts) ──
    passkeyStepOpened: () => undefined,
    /** The page left: the step's saga stops; the attempt stays until the login page resets it. */
    passkeyStepLeft: () => undefined,
    passkeyOptionsLoaded: (state, action: PayloadAction<{ fallback: 'push' | 'sms' | null }>) => {
      if (is(state, 'awaitingPasskey', 'verifyingPasskey')) state.passkey = { ready: true, fallback: action.payload.fallback };
    },
    passkeyUseClicked: (state) => {
      if (!is(state, 'awaitingPasskey') || !state.passkey.ready) return;
      state.status = 'verifyingPasskey';
      state.error = null;
    },
    /** The browser's failure, or the gateway's refusal: its text, and the button again. */
    passkeyRefused: (state, action: PayloadAction<AuthError>) => {
      if (is(state, 'verifyingPasskey')) fail(state, 'awaitingPasskey', action.payload);
    },
    /** The step cannot go on (the half-open session is gone): its text, and the way back to log in. */
    passkeyStepFailed: (state, action: PayloadAction<AuthError>) => {
      if (is(state, 'awaitingPasskey', 'verifyingPasskey')) fail(state, 'failed', action.payload);
    },
    /** The other factor instead: the login call goes on with it (signIn.ts step 4). */
    passkeyFallbackChosen: (state) => {
      if (!is(state, 'awaitingPasskey') || state.passkey.fallback === null) return;
      state.status = 'submitting';
      state.error = null;
      state.method = state.passkey.fallback;
    },

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
});

export const userAccessActions = userAccessSlice.actions;

/** The auth state's reducer once the user-access pages are here: the sign-in's events, then theirs. */
export function authReducerWithUserAccess(state: AuthState | undefined, action: AnyAction): AuthState {
  return userAccessSlice.reducer(authReducer(state, action), action);
}
