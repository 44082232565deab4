// Every session action (spec part 1 §3–§4, part 2 §4), in one module: the sign-in and session
// pipelines put them, the session slice and other features react to them. One event means "signed
// in": session/signedIn, put once per sign-in by whoever found it out (a completed sign-in or the
// start-up check), so the log reads e.g.
//   auth/pushApproved → session/signedIn {via: 'signIn'} → accounts/listLoaded → …
import { createAction } from '@reduxjs/toolkit';

/** Where the app learnt that the user is signed in. */
export type SignedInVia = 'signIn' | 'startupCheck';

// ── Outcomes that change the session's status ──

/** Both factors done: a completed sign-in, or a start-up check that found the user signed in. */
export const signedIn = createAction<{ username: string; via: SignedInVia }>('session/signedIn');

/** The start-up check found no signed-in session (or could not tell): the guards stop waiting. */
export const signedOutDetected = createAction('session/signedOutDetected');

/** Password accepted, second factor outstanding; inReview while a push awaits an answer. */
export const secondFactorStarted = createAction<{ username: string; inReview: boolean }>('session/secondFactorStarted');

/** The session ended (LOG OUT, timeout, another tab, the server, or a new sign-in starting). */
export const loggedOut = createAction('session/loggedOut');

// ── Intents ──

/** LOG OUT clicked. */
export const logoutRequested = createAction('session/logoutRequested');

// ── Lifecycle events that change no session state of their own ──

/** Another tab of this browser logged out: mirrored here without calling the server again. */
export const loggedOutElsewhere = createAction('session/loggedOutElsewhere');

/** The user clicked or typed here (at most one per debounce window); written for the other tabs. */
export const activityRecorded = createAction<{ at: number }>('session/activityRecorded');

/** Another tab recorded activity: the idle timer starts again. */
export const activityDetectedElsewhere = createAction<{ at: number }>('session/activityDetectedElsewhere');

/** Another tab selected an account. */
export const accountChangedElsewhere = createAction<{ acctNum: string }>('session/accountChangedElsewhere');

/** A re-check (Extend Session, keep-alive) found the server session gone: the user is logged out. */
export const serverSessionExpired = createAction('session/serverSessionExpired');

// ── The session timeout dialog (spec part 2 §2–§4; the inactivity pipeline puts these) ──

/** How the dialog ended (spec part 2 §3). */
export const SESSION_TIMEOUT_OUTCOMES = ['LOGOUT', 'EXTEND_SESSION', 'TIMEOUT'] as const;
export type SessionTimeoutOutcome = (typeof SESSION_TIMEOUT_OUTCOMES)[number];

export const timeoutWarningShown = createAction<{ secondsLeft: number }>('session/timeoutWarningShown');
export const timeoutTicked = createAction<{ secondsLeft: number }>('session/timeoutTicked');
export const timeoutDialogClosed = createAction<{ outcome: SessionTimeoutOutcome }>('session/timeoutDialogClosed');

/** The dialog's buttons. The X and Escape count as Extend Session (spec part 2 §2). */
export const extendSessionClicked = createAction('session/extendSessionClicked');
export const timeoutLogOutClicked = createAction('session/timeoutLogOutClicked');

/** The dialog's outcomes, as the inactivity pipeline puts them. */
export const sessionTimeoutActions = { timeoutWarningShown, timeoutTicked, timeoutDialogClosed };

export const sessionActions = {
  signedIn,
  signedOutDetected,
  secondFactorStarted,
  loggedOut,
  logoutRequested,
  loggedOutElsewhere,
  activityRecorded,
  activityDetectedElsewhere,
  accountChangedElsewhere,
  serverSessionExpired,
  ...sessionTimeoutActions,
  extendSessionClicked,
  timeoutLogOutClicked,
};
