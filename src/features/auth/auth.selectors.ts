// Auth selectors of the sign-in, memoized where they derive (masked names, the login variant); the
// user-access pages' are in userAccess.selectors.ts (their chunk).
import { createSelector } from 'reselect';
import { selectFlag } from '../system/index';
import type { SystemState } from '../system/index';
import type { AuthState } from './auth.slice';
import { maskUsername } from './format';

export interface WithAuth {
  auth: AuthState;
}
interface WithAuthAndSystem extends WithAuth {
  system: SystemState;
}

export const selectAuthStatus = (state: WithAuth) => state.auth.status;
export const selectAuthError = (state: WithAuth) => state.auth.error;
/** Push outcomes are told by the 'Error' banner (spec part 1 §8); the login form does not repeat them. */
const BANNER_ONLY_CODES: ReadonlySet<string> = new Set(['PUSH_DECLINED', 'PUSH_TIMED_OUT']);
export const selectLoginFormError = (state: WithAuth) => {
  const error = state.auth.error;
  return error && !BANNER_ONLY_CODES.has(error.code) ? error : null;
};
export const selectAuthMethod = (state: WithAuth) => state.auth.method;
export const selectAuthFlow = (state: WithAuth) => state.auth.flow;
export const selectLoginPreferences = (state: WithAuth) => state.auth.preferences;

/** Who is signing in and whether to remember them: read when the sign-in completes. */
export const selectSignInRequest = createSelector(
  [(state: WithAuth) => state.auth.username, (state: WithAuth) => state.auth.remember],
  // A sign-in always names its user (auth/signInSubmitted); '' stands for none in a state that has none.
  (username, remember) => ({ username: username ?? '', remember }),
);

/** Remembered usernames for the select: the index is the option's value, the name is masked. */
export const selectRememberedUsernameOptions = createSelector(
  [(state: WithAuth) => state.auth.preferences.rememberedUsernames],
  (names) => names.map((name, index) => ({ value: String(index), label: maskUsername(name) })),
);

/** CCLogin variant when the flag is on or the local override is 'cc' (spec part 1 §2). */
export const selectLoginVariant = createSelector(
  [(state: WithAuthAndSystem) => selectFlag(state, 'CCLogin'), (state: WithAuthAndSystem) => state.auth.preferences.variantOverride],
  (flag, override): 'standard' | 'cc' => (flag || override === 'cc' ? 'cc' : 'standard'),
);
