// The security feature's state face: its events, reducer and selectors. The page and the root saga
// are in entry.ts.
export { securityActions, securityReducer } from './security.slice';
export { selectAddPasskey, selectConfirmingOthers, selectPasskeys, selectSecurityEvents, selectSessions, selectSessionsStatus, selectSignOut } from './security.selectors';
