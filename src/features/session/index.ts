export { logoutRequested, sessionActions, sessionReducer, type SessionState } from './session.slice';
export { selectIsSignedIn, selectSession, selectSessionChecked } from './session.selectors';
