// Auth selectors of the user-access pages (push, phones and codes, the identity flows), with their
// chunk: the login page does not carry them (ADR 0022).
import { createSelector } from 'reselect';
import type { OtpMethod } from '../../api/contract/identity';
import type { AuthStatus } from './auth.slice';
import type { WithAuth } from './auth.selectors';
import { maskLast4 } from './format';

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
export const selectPasskeyStep = (state: WithAuth) => state.auth.passkey;
export const selectPhonesStatus = (state: WithAuth) => state.auth.phones.status;
export const selectCodeChallenge = (state: WithAuth) => state.auth.code;
export const selectIdentityNames = (state: WithAuth) => state.auth.identity;
export const selectToday = (state: WithAuth) => state.auth.today;
export const selectFoundUsername = (state: WithAuth) => state.auth.username;
/** The phones on file, shown as the last 4 padded with X whatever the server sent. */
export const selectMaskedPhones = createSelector([(state: WithAuth) => state.auth.phones.items], (phones) =>
  phones.map((phone) => ({ ...phone, maskedNumber: maskLast4(phone.maskedNumber) })),
);

/** The phone the current code went to, masked; null for a representative's code. */
export const selectCodeDestination = createSelector([selectMaskedPhones, selectCodeChallenge], (phones, code) =>
  code.phoneId === null ? null : (phones.find((p) => p.id === code.phoneId)?.maskedNumber ?? null),
);
