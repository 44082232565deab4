// What other code may use from the auth feature: the reducer and root saga (wired by app/), the
// login page (eager) and the user-access page (a lazy chunk), the events and the selectors.
export { authActions, authReducer, initialAuthState, type AuthState, type AuthStatus } from './auth.slice';
export * from './auth.selectors';
export { authSaga } from './auth.sagas';
export { LoginPage } from './pages/LoginPage';
export { UserAccessPage } from './pages/UserAccessPage';
export { AUTH_ROUTES, type AuthFlow, type IdentityFlowName, type LoginFlowName, type LoginMethod } from './flows';
export type { AuthError } from './failures';
