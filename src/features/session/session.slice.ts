// Login state (spec part 1 §3: loggedIn, hasLevelOfAuthentication, inReview) as one status:
//   unknown        the start-up check has not answered yet (the guards wait instead of bouncing)
//   signedOut      no session
//   secondFactor   password accepted, second factor outstanding (loggedIn, no level of authentication)
//   inReview       secondFactor while a push awaits the user's answer
//   signedIn       both factors done (loggedIn and hasLevelOfAuthentication)
// The events are in session.events.ts.
import { createSlice } from '@reduxjs/toolkit';
import { loggedOut, secondFactorStarted, signedIn, signedOutDetected } from './session.events';

export const SESSION_STATUSES = ['unknown', 'signedOut', 'secondFactor', 'inReview', 'signedIn'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export interface SessionState {
  status: SessionStatus;
  username: string | null;
}

export const initialSessionState: SessionState = { status: 'unknown', username: null };

const SIGNED_OUT: SessionState = { status: 'signedOut', username: null };

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(signedOutDetected, () => SIGNED_OUT)
      .addCase(signedIn, (_state, { payload }) => ({ status: 'signedIn', username: payload.username }))
      .addCase(secondFactorStarted, (_state, { payload }) => ({
        status: payload.inReview ? 'inReview' : 'secondFactor',
        username: payload.username,
      }))
      .addCase(loggedOut, () => SIGNED_OUT),
});

export const sessionReducer = sessionSlice.reducer;
