import type { SessionState } from './session.slice';
import type { SessionTimeoutState } from './sessionTimeout.slice';

interface WithSession {
  session: SessionState;
}

interface WithSessionTimeout {
  sessionTimeout: SessionTimeoutState;
}

export const selectSession = (state: WithSession) => state.session;
/** Signed in means both factors done: the server grants gateway data only then. */
export const selectIsSignedIn = (state: WithSession) => state.session.status === 'signedIn';
export const selectSessionChecked = (state: WithSession) => state.session.status !== 'unknown';

export const selectSessionTimeout = (state: WithSessionTimeout) => state.sessionTimeout;
export const selectTimeoutDialogOpen = (state: WithSessionTimeout) => state.sessionTimeout.open;
