// What other code may use from the session feature.
export { logoutRequested, sessionActions, sessionReducer, type SessionState } from './session.slice';
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
  serverSessionExpired,
  sessionAuthenticated,
} from './session.events';
export {
  extendSessionClicked,
  sessionTimeoutActions,
  sessionTimeoutReducer,
  timeoutLogOutClicked,
  SESSION_TIMEOUT_OUTCOMES,
  type SessionTimeoutOutcome,
  type SessionTimeoutState,
} from './sessionTimeout.slice';
export { sessionSaga } from './session.sagas';
export { inactivitySaga } from './sagas/inactivity';
export { isAuthenticationEvent } from './sagas/startupCheck';
export { broadcastAccountChange } from './crossTab';
export { SessionTimeoutDialog } from './components/SessionTimeoutDialog';
export { SessionTimeoutSlot } from './components/SessionTimeoutSlot';
export { SESSION_MESSAGES } from './messages';
