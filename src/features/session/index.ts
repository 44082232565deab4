// The session feature's state face: its events, slices, selectors and texts. What runs (the root
// and inactivity sagas, the start-up check other sagas call, the cross-tab broadcast, the timeout
// dialog) is in entry.ts.
export { sessionReducer, SESSION_STATUSES, type SessionState, type SessionStatus } from './session.slice';
export {
  selectIsSignedIn,
  selectSession,
  selectSessionChecked,
  selectSessionTimeout,
  selectTimeoutDialogOpen,
  selectTimeoutSecondsLeft,
} from './session.selectors';
export {
  accountChangedElsewhere,
  activityDetectedElsewhere,
  activityRecorded,
  loggedOutElsewhere,
  logoutRequested,
  serverSessionExpired,
  sessionActions,
  extendSessionClicked,
  sessionTimeoutActions,
  timeoutLogOutClicked,
  SESSION_TIMEOUT_OUTCOMES,
  type SessionTimeoutOutcome,
  type SignedInVia,
} from './session.events';
export { sessionTimeoutReducer, type SessionTimeoutState } from './sessionTimeout.slice';
export { SESSION_MESSAGES } from './messages';
