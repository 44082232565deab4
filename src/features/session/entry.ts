// What runs of the session feature: the root saga, the inactivity pipeline (in the signed-in
// chunk), the start-up check the sign-in saga calls, the cross-tab broadcast of an account change,
// and the timeout dialog.
export { sessionSaga } from './session.sagas';
export { inactivitySaga } from './sagas/inactivity';
export { checkLoginStatusKeepingFailure } from './sagas/startupCheck';
export { broadcastAccountChange } from './crossTab';
export { SessionTimeoutDialog } from './components/SessionTimeoutDialog';
export { SessionTimeoutSlot } from './components/SessionTimeoutSlot';
