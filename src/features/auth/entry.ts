// What runs of the auth feature: the root saga (wired by app/), the login page (eager) and the
// user-access page (a lazy chunk).
export { authSaga } from './auth.sagas';
export { LoginPage } from './pages/LoginPage';
export { UserAccessPage } from './pages/UserAccessPage';
