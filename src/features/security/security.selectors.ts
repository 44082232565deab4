// Selectors of the SECURITY page. Its reducer arrives with the signed-in chunk, after the first
// state exists: until then `state.security` is undefined and these read the initial state.
import { createSelector } from 'reselect';
import type { SessionDto } from '../../api/contract/security';
import { initialSecurityState, sessionsAdapter, type SecurityState } from './security.slice';

export interface WithSecurity {
  security?: SecurityState;
}

const selectSecurityState = (state: WithSecurity): SecurityState => state.security ?? initialSecurityState;
const selectSessionsState = (state: WithSecurity) => selectSecurityState(state).sessions;
const { selectAll } = sessionsAdapter.getSelectors();

export const selectSecurityPageOpen = (state: WithSecurity) => selectSecurityState(state).pageOpen;
export const selectSecurityEvents = (state: WithSecurity) => selectSecurityState(state).events;
export const selectSessionsStatus = (state: WithSecurity) => selectSessionsState(state).status;
export const selectSignOut = (state: WithSecurity) => selectSecurityState(state).signOut;
export const selectConfirmingOthers = (state: WithSecurity) => selectSecurityState(state).confirmingOthers;

/** The user's signed-in sessions, in the gateway's order (the latest active first). */
export const selectSessions = createSelector([selectSessionsState], (sessions): SessionDto[] => selectAll(sessions));

/** How many of them are not this session: "Sign out all other sessions" has something to do. */
export const selectOtherSessionCount = createSelector([selectSessions], (sessions) => sessions.filter((s) => !s.current).length);

/** The user's passkeys and their load status (issue 26). */
export const selectPasskeys = (state: WithSecurity) => selectSecurityState(state).passkeys;
/** "Add a passkey": idle, running, or its outcome. */
export const selectAddPasskey = (state: WithSecurity) => selectSecurityState(state).addPasskey;
/** The rename or remove dialog of a passkey, and the passkey it is for (issue 26). */
export const selectPasskeyEdit = createSelector(
  [(state: WithSecurity) => selectSecurityState(state).passkeyEdit, (state: WithSecurity) => selectSecurityState(state).passkeys.items],
  (edit, items) => ({ edit, passkey: edit.kind === 'none' ? null : (items.find((p) => p.id === edit.id) ?? null) }),
);
/** The last rename or removal done, as the page reads it out. */
export const selectPasskeyOutcome = (state: WithSecurity) => selectSecurityState(state).passkeyOutcome;
/** The phone (masked) a code to remove the last passkey would go to; null when there is none. */
export const selectRemovalPhone = (state: WithSecurity) => selectSecurityState(state).passkeys.removalPhone;
