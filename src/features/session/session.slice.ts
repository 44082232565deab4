// Login state (spec part 1 §3): loggedIn, hasLevelOfAuthentication, inReview. The sign-in and
// session pipelines put these events; the guards read them.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  loggedIn: boolean;
  hasLevelOfAuthentication: boolean;
  inReview: boolean;
  /** 'unknown' until the start-up check answered, so guards wait instead of bouncing. */
  check: 'unknown' | 'checked';
  username: string | null;
}

export const initialSessionState: SessionState = {
  loggedIn: false,
  hasLevelOfAuthentication: false,
  inReview: false,
  check: 'unknown',
  username: null,
};

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    statusChecked: (
      state,
      action: PayloadAction<{ loggedIn: boolean; hasLevelOfAuthentication: boolean; username: string | null }>,
    ) => {
      state.check = 'checked';
      state.loggedIn = action.payload.loggedIn;
      state.hasLevelOfAuthentication = action.payload.hasLevelOfAuthentication;
      state.username = action.payload.username;
    },
    /** Both factors done (plain login, push approved, security code accepted). */
    signedIn: (state, action: PayloadAction<{ username: string }>) => {
      state.check = 'checked';
      state.loggedIn = true;
      state.hasLevelOfAuthentication = true;
      state.inReview = false;
      state.username = action.payload.username;
    },
    /** Password accepted, second factor outstanding; inReview while a push awaits an answer. */
    secondFactorStarted: (state, action: PayloadAction<{ username: string; inReview: boolean }>) => {
      state.check = 'checked';
      state.loggedIn = true;
      state.hasLevelOfAuthentication = false;
      state.inReview = action.payload.inReview;
      state.username = action.payload.username;
    },
    loggedOut: () => ({ ...initialSessionState, check: 'checked' as const }),
  },
});

export const sessionActions = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

/** User intents handled by the session pipelines (no state change of their own). */
export const logoutRequested = createAction('session/logoutRequested');
