// Calls of the session lifecycle (spec part 1 §4 and §7): the login-status check and logout. The
// sign-in pipeline uses both too, with exactly these signatures.
import { gatewayHttp, identityHttp } from '../transport/client';
import type { LoginStatusData } from '../contract/identity';
import { SUCCESS_CODE, SUCCESS_TEXT, type GatewayResponse } from '../contract/responses';
import { LOGIN_STATUS_PATH, SESSION_LOGIN_PATH } from '../transport/endpoints';
import { expectShape, isGatewayResponseOf, isRecord } from '../transport/validate';

export type LoginStatus = { signedIn: true; data: LoginStatusData } | { signedIn: false; text: string };

export interface LoginStatusOptions {
  /** A check the user did not ask for (keep-alive): no global spinner. */
  background?: boolean;
}

function isLoginStatusData(value: unknown): value is LoginStatusData {
  return (
    isRecord(value) &&
    value.loggedIn === true &&
    typeof value.username === 'string' &&
    typeof value.firstName === 'string' &&
    typeof value.lastName === 'string'
  );
}

function isSignedInStatus(status: { code: string; text: string }): boolean {
  return status.code === SUCCESS_CODE && status.text === SUCCESS_TEXT;
}

/** The old-style answer; a success must carry the user's data (no data on a success is malformed). */
function isLoginStatusAnswer(body: unknown): body is GatewayResponse<LoginStatusData> {
  return isGatewayResponseOf(isLoginStatusData)(body) && (!isSignedInStatus(body.status) || body.data !== null);
}

/**
 * POST /gateway/institutional/status with an empty body. Code '000000' with text 'SUCCESS' means
 * signed in (both factors); any other status is "not signed in" with its text (e.g. 'Not Logged In',
 * 'Push Authentication Required'). Throws on a transport error or a malformed answer (the error
 * catalogue keeps this endpoint quiet: the caller decides what a failure means).
 */
export async function checkLoginStatus(options: LoginStatusOptions = {}): Promise<LoginStatus> {
  const response = await gatewayHttp().post<unknown>(LOGIN_STATUS_PATH, {}, { suppressSpinner: options.background === true });
  const { status, data } = expectShape(response, isLoginStatusAnswer);
  if (isSignedInStatus(status) && data) return { signedIn: true, data };
  return { signedIn: false, text: status.text };
}

/**
 * DELETE /user/session/login. Never throws and raises no banner: logging out must always complete
 * locally, whatever the server says (it may be down, or the session already gone).
 */
export async function deleteSession(): Promise<void> {
  try {
    await identityHttp().delete(SESSION_LOGIN_PATH, { suppressErrorBanner: true });
  } catch {
    // ignored on purpose: see above
  }
}
