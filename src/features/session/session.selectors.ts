import type { SessionState } from './session.slice';

interface WithSession {
  session: SessionState;
}

export const selectSession = (state: WithSession) => state.session;
/** Signed in means both factors done: the server grants gateway data only then. */
export const selectIsSignedIn = (state: WithSession) =>
  state.session.loggedIn && state.session.hasLevelOfAuthentication;
export const selectSessionChecked = (state: WithSession) => state.session.check === 'checked';
