// Auth selectors, memoized where they derive (masked names and phones, the login variant).
import { createSelector } from '@reduxjs/toolkit';
import { selectFlag } from '../system/index';
import type { SystemState } from '../system/index';
import type { OtpMethod } from '../../api/contract/identity';
import type { AuthState, AuthStatus } from './auth.slice';
import { maskLast4, maskUsername } from './format';

interface WithAuth {
  auth: AuthState;
}
interface WithAuthAndSystem extends WithAuth {
  system: SystemState;
}

export const selectAuth = (state: WithAuth) => state.auth;
export const selectAuthStatus = (state: WithAuth) => state.auth.status;
export const selectAuthError = (state: WithAuth) => state.auth.error;
/** Push outcomes are told by the 'Error' banner (spec part 1 §8); the login form does not repeat them. */
const BANNER_ONLY_CODES: ReadonlySet<string> = new Set(['PUSH_DECLINED', 'PUSH_TIMED_OUT']);
export const selectLoginFormError = (state: WithAuth) => {
  const error = state.auth.error;
  return error && !BANNER_ONLY_CODES.has(error.code) ? error : null;
};
export const selectAuthFlow = (state: WithAuth) => state.auth.flow;
/**
 * The code challenge while the attempt is in `status`, or null when it is not (the state machine
 * ignored the event a saga reacts to). A challenge in a code status always has its method.
 */
export const selectCodeChallengeIn = (state: WithAuth, status: AuthStatus): { method: OtpMethod; phoneId: string | null } | null => {
  const { method, phoneId } = state.auth.code;
  return state.auth.status === status && method !== null ? { method, phoneId } : null;
};
export const selectPushPollCount = (state: WithAuth) => state.auth.push.pollCount;
export const selectPushChallengeId = (state: WithAuth) => state.auth.push.challengeId;
export const selectPhonesStatus = (state: WithAuth) => state.auth.phones.status;
export const selectCodeChallenge = (state: WithAuth) => state.auth.code;
export const selectIdentityNames = (state: WithAuth) => state.auth.identity;
export const selectToday = (state: WithAuth) => state.auth.today;
export const selectFoundUsername = (state: WithAuth) => state.auth.username;
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

/** The phones on file, shown as the last 4 padded with X whatever the server sent. */
export const selectMaskedPhones = createSelector([(state: WithAuth) => state.auth.phones.items], (phones) =>
  phones.map((phone) => ({ ...phone, maskedNumber: maskLast4(phone.maskedNumber) })),
);

/** The phone the current code went to, masked; null for a representative's code. */
export const selectCodeDestination = createSelector([selectMaskedPhones, selectCodeChallenge], (phones, code) =>
  code.phoneId === null ? null : (phones.find((p) => p.id === code.phoneId)?.maskedNumber ?? null),
);

/** CCLogin variant when the flag is on or the local override is 'cc' (spec part 1 §2). */
export const selectLoginVariant = createSelector(
  [(state: WithAuthAndSystem) => selectFlag(state, 'CCLogin'), (state: WithAuthAndSystem) => state.auth.preferences.variantOverride],
  (flag, override): 'standard' | 'cc' => (flag || override === 'cc' ? 'cc' : 'standard'),
);
