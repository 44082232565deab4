// The auth feature's state face: its events, slices (the user-access pages' events and the auth
// reducer with them, which their chunk registers), selectors and flow names. The root saga and the
// pages are in entry.ts.
export { authActions, authReducer, initialAuthState, type AuthState } from './auth.slice';
export { authReducerWithUserAccess, userAccessActions } from './userAccess.slice';
export * from './auth.selectors';
export * from './userAccess.selectors';
export { type IdentityFlowName } from './flows';
