// The session timeout dialog (spec part 2 §2–§4): open with the seconds left while the countdown
// runs. The inactivity pipeline puts the events (session.events.ts); the dialog reads this state
// and answers with intents.
import { createSlice } from '@reduxjs/toolkit';
import { loggedOut, timeoutDialogClosed, timeoutTicked, timeoutWarningShown } from './session.events';

export interface SessionTimeoutState {
  open: boolean;
  secondsLeft: number;
}

export const initialSessionTimeoutState: SessionTimeoutState = { open: false, secondsLeft: 0 };

const sessionTimeoutSlice = createSlice({
  name: 'sessionTimeout',
  initialState: initialSessionTimeoutState,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(timeoutWarningShown, (_state, { payload }) => ({ open: true, secondsLeft: payload.secondsLeft }))
      // Ignored when the dialog is not open (a late tick must not reopen it).
      .addCase(timeoutTicked, (state, { payload }) => {
        if (state.open) state.secondsLeft = payload.secondsLeft;
      })
      .addCase(timeoutDialogClosed, () => initialSessionTimeoutState)
      // Logged out by any path (here, another tab, the server): no dialog survives.
      .addCase(loggedOut, () => initialSessionTimeoutState),
});

export const sessionTimeoutReducer = sessionTimeoutSlice.reducer;
