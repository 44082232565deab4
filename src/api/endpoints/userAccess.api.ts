// Calls of the user-access pages (spec part 2 §7, part 1 §4 and §7): the push poll, phones and
// one-time codes, and the identity flows (register, username lookup, password reset). They load
// with those pages' chunk, not with the login page. Answers read as in identity.api.ts.
import { identityHttp } from '../transport/client';
import {
  AUTH_CODES,
  OTP_PATHS,
  type IdentityFlowType,
  type IdentitySearchRequest,
  type MaskedPhone,
  type OtpMethod,
  type PhoneAttributesResponse,
  type PushStatus,
  type PushStatusResponse,
  type UsernameResponse,
} from '../contract/identity';
import { answerWith, loginHeaders, noData, outcome, SHOWN_IN_PLACE, type IdentityOutcome, type LoginContext } from './identityAnswers';
import { expectShape, isIdentityResponse, isRecord, type Guard } from '../transport/validate';

export const USER_ACCESS_PATHS = {
  pushStatus: (challengeId: string) => `/user/factor/push/status/${encodeURIComponent(challengeId)}`,
  phoneAttributes: '/user/identity/attributes',
  identitySearch: '/user/identity/attributes/.search',
  username: '/user/identity/username',
  passwordEnrollment: '/user/factor/password/enrollment',
} as const;

// ── Push ─────────────────────────────────────────────────────────────────────────────────────

const PUSH_STATUSES: readonly PushStatus[] = ['PENDING', 'APPROVED', 'DECLINED', 'EXPIRED'];
const isPushStatusAnswer: Guard<PushStatusResponse> = (body: unknown): body is PushStatusResponse =>
  isRecord(body) && PUSH_STATUSES.includes(body.Status as PushStatus) && isIdentityResponse(body);

/** GET /user/factor/push/status/{challengeId}: the field Status (always there). A background poll: no spinner. */
export async function getPushStatus(challengeId: string): Promise<PushStatus> {
  const response = await identityHttp().get<unknown>(USER_ACCESS_PATHS.pushStatus(challengeId), { suppressSpinner: true });
  return expectShape(response, isPushStatusAnswer).Status;
}

// ── One-time codes ───────────────────────────────────────────────────────────────────────────

const isMaskedPhone = (value: unknown): value is MaskedPhone =>
  isRecord(value) && typeof value.id === 'string' && typeof value.maskedNumber === 'string' && typeof value.country === 'string';

const PHONES_OK = [AUTH_CODES.ok];

/** GET /user/identity/attributes?attributes=phone: 1200 with the phones (masked); 1204 none found. */
export async function getPhones(): Promise<IdentityOutcome<{ phones: MaskedPhone[] }>> {
  const response = await identityHttp().get<unknown>(USER_ACCESS_PATHS.phoneAttributes, { ...SHOWN_IN_PLACE, params: { attributes: 'phone' } });
  const body = expectShape(response, answerWith<Required<PhoneAttributesResponse>>(PHONES_OK, (b) => Array.isArray(b.phones) && b.phones.every(isMaskedPhone)));
  return outcome(body, PHONES_OK, () => ({ phones: body.phones }));
}

const OTP_OK = [AUTH_CODES.ok];

/** POST the text (SMS) or call (voice) path: sends a code to the phone with this id. */
export async function sendOneTimeCode(method: Exclude<OtpMethod, 'rep'>, phoneId: string): Promise<IdentityOutcome> {
  const response = await identityHttp().post<unknown>(OTP_PATHS[method], { phone: phoneId }, SHOWN_IN_PLACE);
  return outcome(expectShape(response, answerWith(OTP_OK)), OTP_OK, noData);
}

/** PUT the method's path: 1200 verified; 1205 incorrect, 1428 precondition, … are answers. */
export async function verifyOneTimeCode(method: OtpMethod, securityCode: string): Promise<IdentityOutcome> {
  const response = await identityHttp().put<unknown>(OTP_PATHS[method], { securityCode }, SHOWN_IN_PLACE);
  return outcome(expectShape(response, answerWith(OTP_OK)), OTP_OK, noData);
}

// ── Identity flows (register, username lookup, password reset) ───────────────────────────────

const SEARCH_OK = [AUTH_CODES.ok];

/** POST /user/identity/attributes/.search: 1200 found; 1404 not found, 1204 more data required. */
export async function searchIdentity(filter: IdentitySearchRequest['filter'], context: LoginContext & { flowType: IdentityFlowType }): Promise<IdentityOutcome> {
  const body: IdentitySearchRequest = { requestBaseInfo: { flowType: context.flowType }, filter };
  const response = await identityHttp().post<unknown>(USER_ACCESS_PATHS.identitySearch, body, {
    ...SHOWN_IN_PLACE,
    headers: loginHeaders(context),
  });
  return outcome(expectShape(response, answerWith(SEARCH_OK)), SEARCH_OK, noData);
}

const USERNAME_OK = [AUTH_CODES.ok];

/** GET /user/identity/username, once the identity is verified by a code. */
export async function getUsername(): Promise<IdentityOutcome<{ username: string }>> {
  const response = await identityHttp().get<unknown>(USER_ACCESS_PATHS.username, SHOWN_IN_PLACE);
  const body = expectShape(response, answerWith<Required<UsernameResponse>>(USERNAME_OK, (b) => typeof b.username === 'string' && b.username !== ''));
  return outcome(body, USERNAME_OK, () => ({ username: body.username }));
}

// Registration answers 1201 'username-password created' (spec part 2 §8); 1200 is accepted too.
const ENROLLMENT_OK = [AUTH_CODES.ok, AUTH_CODES.authNotCompleted];

/** POST /user/factor/password/enrollment (register): a new username and password. */
export async function enrollCredentials(credentials: { username: string; password: string }): Promise<IdentityOutcome> {
  const response = await identityHttp().post<unknown>(USER_ACCESS_PATHS.passwordEnrollment, credentials, SHOWN_IN_PLACE);
  return outcome(expectShape(response, answerWith(ENROLLMENT_OK)), ENROLLMENT_OK, noData);
}

const RESET_OK = [AUTH_CODES.ok];

/** PUT /user/factor/password/enrollment (password reset): the new password. */
export async function resetPassword(newPassword: string): Promise<IdentityOutcome> {
  const response = await identityHttp().put<unknown>(USER_ACCESS_PATHS.passwordEnrollment, { newPassword }, SHOWN_IN_PLACE);
  return outcome(expectShape(response, answerWith(RESET_OK)), RESET_OK, noData);
}
