// What other code may use from the auth feature: the reducer and root saga (wired by app/), the
// login page (eager) and the user-access page (a lazy chunk), the events and the selectors.
export { authActions, authReducer, initialAuthState, type AuthState, type AuthStatus } from './auth.slice';
// The user-access pages' events and the auth reducer with them (their chunk registers it).
export { authReducerWithUserAccess, userAccessActions } from './userAccess.slice';
export * from './auth.selectors';
export * from './userAccess.selectors';
export { authSaga } from './auth.sagas';
export { LoginPage } from './pages/LoginPage';
export { UserAccessPage } from './pages/UserAccessPage';
export { AUTH_ROUTES, type AuthFlow, type IdentityFlowName, type LoginFlowName, type LoginMethod } from './flows';
export type { AuthError } from './failures';
