// The session timeout dialog (spec part 2 §2–§4): open with the seconds left while the countdown
// runs. The inactivity pipeline puts these events; the dialog reads them and answers with intents.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionActions } from './session.slice';

/** How the dialog ended (spec part 2 §3). */
export const SESSION_TIMEOUT_OUTCOMES = ['LOGOUT', 'EXTEND_SESSION', 'TIMEOUT'] as const;
export type SessionTimeoutOutcome = (typeof SESSION_TIMEOUT_OUTCOMES)[number];

export interface SessionTimeoutState {
  open: boolean;
  secondsLeft: number;
}

export const initialSessionTimeoutState: SessionTimeoutState = { open: false, secondsLeft: 0 };

const sessionTimeoutSlice = createSlice({
  // Same prefix as the session slice: the action log reads session/timeoutWarningShown etc.
  name: 'session',
  initialState: initialSessionTimeoutState,
  reducers: {
    timeoutWarningShown: (_state, action: PayloadAction<{ secondsLeft: number }>) => ({
      open: true,
      secondsLeft: action.payload.secondsLeft,
    }),
    /** Ignored when the dialog is not open (a late tick must not reopen it). */
    timeoutTicked: (state, action: PayloadAction<{ secondsLeft: number }>) => {
      if (state.open) state.secondsLeft = action.payload.secondsLeft;
    },
    timeoutDialogClosed: (_state, _action: PayloadAction<{ outcome: SessionTimeoutOutcome }>) => initialSessionTimeoutState,
  },
  extraReducers: (builder) => {
    // Logged out by any path (here, another tab, the server): no dialog survives.
    builder.addCase(sessionActions.loggedOut, () => initialSessionTimeoutState);
  },
});

export const sessionTimeoutActions = sessionTimeoutSlice.actions;
export const sessionTimeoutReducer = sessionTimeoutSlice.reducer;

/** The dialog's buttons. The X and Escape count as Extend Session (spec part 2 §2). */
export const extendSessionClicked = createAction('session/extendSessionClicked');
export const timeoutLogOutClicked = createAction('session/timeoutLogOutClicked');
