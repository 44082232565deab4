// The identity and session service (spec part 2 §7, part 1 §4), as this portal and its reference
// gateway implement it. Every answer carries responseBaseInfo.status {code, message}.
import type { IdentityResponse } from './responses';

/** Status codes (spec part 2 §8). */
export const AUTH_CODES = {
  ok: '1200',
  authNotCompleted: '1201', // also: username-password created; identity: created
  userBlocked: '1203',
  dataUnavailable: '1204', // identity: more data required; contact data: none found
  codeIncorrect: '1205',
  unavailable: '1401',
  invalidData: '1403',
  userNotFound: '1404',
  preconditionRequired: '1428',
  blocked: '1491',
  systemError: '1500',
  unrecognised: '4000',
} as const;

/** Status texts of POST /gateway/institutional/status that pick the second factor (part 1 §4). */
export const LOGIN_STATUS_TEXTS = {
  push: 'Push Authentication Required',
  sms: 'SMS 2FA Authentication Required',
  /** A user with a passkey (issue 26): "Use a passkey"; SMS or push too, when the firm allows them as a fallback. */
  passkey: 'Passkey Authentication Required',
  notLoggedIn: 'Not Logged In',
} as const;

/** Login flow types and their event / sub-event headers (spec part 2 §4). */
export const LOGIN_FLOWS = {
  Register: { event: 'account_creation', subEvent: 'fdas_nur' },
  UsernameLookup: { event: 'forgot_user_id', subEvent: 'fdas_forgot_user_id' },
  PasswordReset: { event: 'password_reset', subEvent: 'fdas_password_reset' },
  SMSforLogin: { event: 'login', subEvent: 'fdas_login' },
  PushForLogin: { event: 'login', subEvent: 'fdas_login' },
  Non2FAforLogin: { event: 'login', subEvent: 'fdas_login' },
} as const;
export type LoginFlowType = keyof typeof LOGIN_FLOWS;

/** Request headers sent with login calls. */
export const LOGIN_HEADERS = {
  event: 'X-Event-Type',
  subEvent: 'X-Sub-Event-Type',
  deviceRiskToken: 'X-Device-Session-Id', // the tmxToken: a generated id without dashes
} as const;

export interface RequestBaseInfo {
  flowType: LoginFlowType;
}

export interface SessionLoginResponse extends IdentityResponse {
  pushChallengeId?: string;
}

/** GET /user/factor/push/status/{challengeId}. The field Status is read (spec part 1 §7). */
export type PushStatus = 'PENDING' | 'APPROVED' | 'DECLINED' | 'EXPIRED';
export interface PushStatusResponse extends IdentityResponse {
  Status: PushStatus;
}

/** GET /user/identity/attributes?attributes=phone: phones masked to the last 4, padded with X. */
export interface MaskedPhone {
  id: string;
  maskedNumber: string;
  country: 'US' | 'UK' | string;
}
export interface PhoneAttributesResponse extends IdentityResponse {
  phones: MaskedPhone[];
}

/** One-time code methods (spec part 2 §4): text, call, rep. */
export type OtpMethod = 'text' | 'call' | 'rep';
export const OTP_PATHS: Record<OtpMethod, string> = {
  text: '/user/factor/otp/sms/authentication',
  call: '/user/factor/otp/voice/authentication',
  rep: '/user/factor/otp/rep/authentication',
};

/** POST /user/identity/attributes/.search (register, username lookup, password reset). */
export interface IdentitySearchRequest {
  requestBaseInfo: RequestBaseInfo;
  filter: { firstName: string; lastName: string; dob: string; ssnLast4: string; zip?: string };
}

/** GET /user/identity/username, after the identity is verified by a one-time code. */
export interface UsernameResponse extends IdentityResponse {
  username: string;
}

/** POST /user/factor/password/enrollment (register: username + password); PUT (reset: newPassword). */
export interface PasswordEnrollmentRequest {
  username: string;
  password: string;
}
export interface PasswordResetRequest {
  newPassword: string;
}

/** POST /gateway/institutional/status: data when signed in. */
export interface LoginStatusData {
  loggedIn: true;
  username: string;
  firstName: string;
  lastName: string;
}
