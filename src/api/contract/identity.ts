// The identity and session service (spec part 2 §7, part 1 §4), as this portal and its reference
// gateway implement it. Every answer carries responseBaseInfo.status {code, message}. The shapes
// are the schemas of schemas/identity.ts (their descriptions say what each field holds).
import type { Static } from '@sinclair/typebox';
import type { LOGIN_FLOWS, PUSH_STATUSES } from './constants';
import type {
  IdentitySearchRequestSchema,
  MaskedPhoneSchema,
  PhoneAttributesAnswerSchema,
  PushStatusAnswerSchema,
  SessionLoginAnswerSchema,
  UsernameAnswerSchema,
} from './schemas/identity';
import type { LoginStatusDataSchema } from './schemas/platform';

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
export { LOGIN_FLOWS } from './constants';
export type LoginFlowType = keyof typeof LOGIN_FLOWS;

/** Request headers sent with login calls. */
export { LOGIN_HEADERS } from './constants';

export type SessionLoginResponse = Static<typeof SessionLoginAnswerSchema>;

/** GET /user/factor/push/status/{challengeId}. The field Status is read (spec part 1 §7). */
export type PushStatus = (typeof PUSH_STATUSES)[number];
export type PushStatusResponse = Static<typeof PushStatusAnswerSchema>;

/** GET /user/identity/attributes?attributes=phone: phones masked to the last 4, padded with X. */
export type MaskedPhone = Static<typeof MaskedPhoneSchema>;
export type PhoneAttributesResponse = Static<typeof PhoneAttributesAnswerSchema>;

/** One-time code methods (spec part 2 §4): text, call, rep. */
export type OtpMethod = 'text' | 'call' | 'rep';
export const OTP_PATHS: Record<OtpMethod, string> = {
  text: '/user/factor/otp/sms/authentication',
  call: '/user/factor/otp/voice/authentication',
  rep: '/user/factor/otp/rep/authentication',
};

/** POST /user/identity/attributes/.search (register, username lookup, password reset). */
export type IdentitySearchRequest = Static<typeof IdentitySearchRequestSchema>;
/** The flows the identity search starts: Register, UsernameLookup, PasswordReset. */
export type IdentityFlowType = IdentitySearchRequest['requestBaseInfo']['flowType'];

/** GET /user/identity/username, after the identity is verified by a one-time code. */
export type UsernameResponse = Static<typeof UsernameAnswerSchema>;

/** POST /gateway/institutional/status: data when signed in. */
export type LoginStatusData = Static<typeof LoginStatusDataSchema>;
