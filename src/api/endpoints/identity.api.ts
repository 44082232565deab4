// Sign-in calls of the identity and session service (spec part 2 §7, part 1 §4 and §7), typed on
// the contract. Each body is checked at the boundary (expectShape) and returned as an outcome keyed
// on its code: a business code (1403, 1205, 1404…) is an answer, never an exception. Only transport
// failures, HTTP errors and malformed bodies throw; the sagas turn those into failure events.
// Calls whose outcome the auth pages show in place opt out of the error banner, so a message is
// shown once, where it happened. The user-access pages' calls are in userAccess.api.ts (their chunk).
import { identityHttp } from '../transport/client';
import { AUTH_CODES, type SessionLoginResponse } from '../contract/identity';
import { PASSWORD_AUTHENTICATION_PATH, SESSION_LOGIN_PATH } from '../transport/endpoints';
import { answerWith, loginHeaders, noData, outcome, SHOWN_IN_PLACE, type IdentityOutcome, type LoginContext } from './identityAnswers';
import { expectShape } from '../transport/validate';

export { type IdentityOutcome, type LoginContext } from './identityAnswers';

// ── Sign-in ──────────────────────────────────────────────────────────────────────────────────

const PASSWORD_OK = [AUTH_CODES.ok, AUTH_CODES.authNotCompleted];

/** Begin-authentication: 1200 (no second factor) or 1201 (a second factor follows) are ok. */
export async function authenticatePassword(
  credentials: { username: string; password: string },
  context: LoginContext,
): Promise<IdentityOutcome> {
  const response = await identityHttp().post<unknown>(
    PASSWORD_AUTHENTICATION_PATH,
    { requestBaseInfo: { flowType: context.flowType }, ...credentials },
    { ...SHOWN_IN_PLACE, headers: loginHeaders(context) },
  );
  return outcome(expectShape(response, answerWith(PASSWORD_OK)), PASSWORD_OK, noData);
}

const LOGIN_OK = [AUTH_CODES.ok, AUTH_CODES.authNotCompleted];

export interface SessionLoginData {
  /** Present when a push was sent (1201 for a push user): the challenge to poll. */
  pushChallengeId?: string;
}

/** POST /user/session/login: 1200 signed in, 1201 a second factor is pending. */
export async function loginSession(context: LoginContext): Promise<IdentityOutcome<SessionLoginData>> {
  const response = await identityHttp().post<unknown>(
    SESSION_LOGIN_PATH,
    { requestBaseInfo: { flowType: context.flowType } },
    { ...SHOWN_IN_PLACE, headers: loginHeaders(context) },
  );
  const body = expectShape(
    response,
    answerWith<SessionLoginResponse>(LOGIN_OK, (b) => b.pushChallengeId === undefined || typeof b.pushChallengeId === 'string'),
  );
  return outcome(body, LOGIN_OK, () => (body.pushChallengeId === undefined ? {} : { pushChallengeId: body.pushChallengeId }));
}

