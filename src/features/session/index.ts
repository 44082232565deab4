// The session feature's state face: its events, slices, selectors and texts. What runs (the root
// and inactivity sagas, the start-up check other sagas call, the cross-tab broadcast, the timeout
// dialog) is in entry.ts.
export { sessionReducer, SESSION_STATUSES, type SessionState } from './session.slice';
export {
  selectIsSignedIn,
  selectSession,
  selectSessionChecked,
  selectSessionTimeout,
  selectTimeoutDialogOpen,
} from './session.selectors';
export {
  accountChangedElsewhere,
  loggedOutElsewhere,
  logoutRequested,
  serverSessionExpired,
  sessionActions,
  extendSessionClicked,
  sessionTimeoutActions,
  timeoutLogOutClicked,
} from './session.events';
export { sessionTimeoutReducer } from './sessionTimeout.slice';
export { SESSION_MESSAGES } from './messages';
