// What other code may use from the session feature.
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
export { sessionSaga } from './session.sagas';
export { inactivitySaga } from './sagas/inactivity';
export { checkLoginStatusKeepingFailure } from './sagas/startupCheck';
export { broadcastAccountChange } from './crossTab';
export { SessionTimeoutDialog } from './components/SessionTimeoutDialog';
export { SessionTimeoutSlot } from './components/SessionTimeoutSlot';
export { SESSION_MESSAGES } from './messages';
