// Session lifecycle events that change no session state of their own (spec part 1 §4, part 2 §4).
// Other features react to some of them: accounts loads on `authenticated` and follows
// `accountChangedElsewhere`.
import { createAction } from '@reduxjs/toolkit';

/** The user is authenticated (both factors), at start-up or after signing in: once per sign-in. */
export const sessionAuthenticated = createAction<{ username: string | null }>('session/authenticated');

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
