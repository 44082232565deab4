// Calls of the identity and session service (spec part 2 §7, part 1 §4 and §7), typed on the
// contract. Each body is checked at the boundary (expectShape) and returned as an outcome keyed on
// its code: a business code (1403, 1205, 1404…) is an answer, never an exception. Only transport
// failures, HTTP errors and malformed bodies throw; the sagas turn those into failure events.
// Calls whose outcome the auth pages show in place opt out of the error banner, so a message is
// shown once, where it happened. The push poll keeps the banner: its failure ends the sign-in.
import type { AxiosRequestConfig } from 'axios';
import { identityHttp } from './client';
import {
  AUTH_CODES,
  LOGIN_FLOWS,
  LOGIN_HEADERS,
  OTP_PATHS,
  type IdentitySearchRequest,
  type LoginFlowType,
  type MaskedPhone,
  type OtpMethod,
  type PhoneAttributesResponse,
  type PushStatus,
  type PushStatusResponse,
  type SessionLoginResponse,
  type UsernameResponse,
} from './contract/identity';
import type { IdentityResponse } from './contract/responses';
import { PASSWORD_AUTHENTICATION_PATH, SESSION_LOGIN_PATH } from './endpoints';
import { expectShape, isIdentityResponse, isRecord, type Guard } from './validate';

export const IDENTITY_PATHS = {
  passwordAuthentication: PASSWORD_AUTHENTICATION_PATH,
  sessionLogin: SESSION_LOGIN_PATH,
  pushStatus: (challengeId: string) => `/user/factor/push/status/${encodeURIComponent(challengeId)}`,
  phoneAttributes: '/user/identity/attributes',
  identitySearch: '/user/identity/attributes/.search',
  username: '/user/identity/username',
  passwordEnrollment: '/user/factor/password/enrollment',
} as const;

/** The status every identity answer carries. */
export interface IdentityStatusFields {
  code: string;
  message: string;
}

/** An answer: `ok` when its code is one the call expects on success, with that call's data. */
export type IdentityOutcome<T extends object = object> =
  | ({ ok: true } & IdentityStatusFields & T)
  | ({ ok: false } & IdentityStatusFields);

/** What the login headers are made of: the flow type and the device-risk token (tmxToken). */
export interface LoginContext {
  flowType: LoginFlowType;
  tmxToken: string;
}

/** Event, sub-event (from the flow type) and device-risk headers of login calls (spec part 2 §4, §7). */
export function loginHeaders({ flowType, tmxToken }: LoginContext): Record<string, string> {
  const { event, subEvent } = LOGIN_FLOWS[flowType];
  return { [LOGIN_HEADERS.event]: event, [LOGIN_HEADERS.subEvent]: subEvent, [LOGIN_HEADERS.deviceRiskToken]: tmxToken };
}

/** Outcomes the auth pages show themselves: no banner from the interceptor. */
const SHOWN_IN_PLACE: AxiosRequestConfig = { suppressErrorBanner: true };

const codeOf = (body: IdentityResponse) => body.responseBaseInfo.status.code;

/** An identity answer whose success (one of `okCodes`) also carries what `hasData` checks. */
function answerWith<T extends IdentityResponse = IdentityResponse>(
  okCodes: readonly string[],
  hasData: (body: Record<string, unknown>) => boolean = () => true,
): Guard<T> {
  return (body: unknown): body is T =>
    isIdentityResponse(body) && isRecord(body) && (!okCodes.includes(codeOf(body)) || hasData(body));
}

/** The outcome of a checked answer; `data` is read only on success. */
function outcome<T extends object>(body: IdentityResponse, okCodes: readonly string[], data: () => T): IdentityOutcome<T> {
  const { code, message } = body.responseBaseInfo.status;
  return okCodes.includes(code) ? { ok: true, code, message, ...data() } : { ok: false, code, message };
}

const noData = () => ({});

// ── Sign-in ──────────────────────────────────────────────────────────────────────────────────

const PASSWORD_OK = [AUTH_CODES.ok, AUTH_CODES.authNotCompleted];

/** Begin-authentication: 1200 (no second factor) or 1201 (a second factor follows) are ok. */
export async function authenticatePassword(
  credentials: { username: string; password: string },
  context: LoginContext,
): Promise<IdentityOutcome> {
  const response = await identityHttp().post<unknown>(
    IDENTITY_PATHS.passwordAuthentication,
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
    IDENTITY_PATHS.sessionLogin,
    { requestBaseInfo: { flowType: context.flowType } },
    { ...SHOWN_IN_PLACE, headers: loginHeaders(context) },
  );
  const body = expectShape(
    response,
    answerWith<SessionLoginResponse>(LOGIN_OK, (b) => b.pushChallengeId === undefined || typeof b.pushChallengeId === 'string'),
  );
  return outcome(body, LOGIN_OK, () => (body.pushChallengeId === undefined ? {} : { pushChallengeId: body.pushChallengeId }));
}

const PUSH_STATUSES: readonly PushStatus[] = ['PENDING', 'APPROVED', 'DECLINED', 'EXPIRED'];
const isPushStatusAnswer: Guard<PushStatusResponse> = (body: unknown): body is PushStatusResponse =>
  isIdentityResponse(body) && isRecord(body) && PUSH_STATUSES.includes(body.Status as PushStatus);

/** GET /user/factor/push/status/{challengeId}: the field Status (always there). A background poll: no spinner. */
export async function getPushStatus(challengeId: string): Promise<PushStatus> {
  const response = await identityHttp().get<unknown>(IDENTITY_PATHS.pushStatus(challengeId), { suppressSpinner: true });
  return expectShape(response, isPushStatusAnswer).Status;
}

// ── One-time codes ───────────────────────────────────────────────────────────────────────────

const isMaskedPhone = (value: unknown): value is MaskedPhone =>
  isRecord(value) && typeof value.id === 'string' && typeof value.maskedNumber === 'string' && typeof value.country === 'string';

const PHONES_OK = [AUTH_CODES.ok];

/** GET /user/identity/attributes?attributes=phone: 1200 with the phones (masked); 1204 none found. */
export async function getPhones(): Promise<IdentityOutcome<{ phones: MaskedPhone[] }>> {
  const response = await identityHttp().get<unknown>(IDENTITY_PATHS.phoneAttributes, { ...SHOWN_IN_PLACE, params: { attributes: 'phone' } });
  const body = expectShape(response, answerWith<PhoneAttributesResponse>(PHONES_OK, (b) => Array.isArray(b.phones) && b.phones.every(isMaskedPhone)));
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
export async function searchIdentity(filter: IdentitySearchRequest['filter'], context: LoginContext): Promise<IdentityOutcome> {
  const body: IdentitySearchRequest = { requestBaseInfo: { flowType: context.flowType }, filter };
  const response = await identityHttp().post<unknown>(IDENTITY_PATHS.identitySearch, body, {
    ...SHOWN_IN_PLACE,
    headers: loginHeaders(context),
  });
  return outcome(expectShape(response, answerWith(SEARCH_OK)), SEARCH_OK, noData);
}

const USERNAME_OK = [AUTH_CODES.ok];

/** GET /user/identity/username, once the identity is verified by a code. */
export async function getUsername(): Promise<IdentityOutcome<{ username: string }>> {
  const response = await identityHttp().get<unknown>(IDENTITY_PATHS.username, SHOWN_IN_PLACE);
  const body = expectShape(response, answerWith<UsernameResponse>(USERNAME_OK, (b) => typeof b.username === 'string' && b.username !== ''));
  return outcome(body, USERNAME_OK, () => ({ username: body.username }));
}

// Registration answers 1201 'username-password created' (spec part 2 §8); 1200 is accepted too.
const ENROLLMENT_OK = [AUTH_CODES.ok, AUTH_CODES.authNotCompleted];

/** POST /user/factor/password/enrollment (register): a new username and password. */
export async function enrollCredentials(credentials: { username: string; password: string }): Promise<IdentityOutcome> {
  const response = await identityHttp().post<unknown>(IDENTITY_PATHS.passwordEnrollment, credentials, SHOWN_IN_PLACE);
  return outcome(expectShape(response, answerWith(ENROLLMENT_OK)), ENROLLMENT_OK, noData);
}

const RESET_OK = [AUTH_CODES.ok];

/** PUT /user/factor/password/enrollment (password reset): the new password. */
export async function resetPassword(newPassword: string): Promise<IdentityOutcome> {
  const response = await identityHttp().put<unknown>(IDENTITY_PATHS.passwordEnrollment, { newPassword }, SHOWN_IN_PLACE);
  return outcome(expectShape(response, answerWith(RESET_OK)), RESET_OK, noData);
}
