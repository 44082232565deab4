// Flow names (spec part 2 §2), the flow types and headers they map to (part 2 §4), the second
// factor a sign-in ends up using (part 1 §4), and the routes of the sign-in and user-access pages.
import type { IdentityFlowType, LoginFlowType } from '../../api/contract/identity';
import { ROUTE_PATHS } from '../../shared/routePaths';

export type LoginFlowName = 'login' | 'login-with-sms';
export type IdentityFlowName = 'register' | 'lookup-username' | 'password-reset';
export type AuthFlow = LoginFlowName | IdentityFlowName;

export const IDENTITY_FLOW_NAMES: readonly IdentityFlowName[] = ['register', 'lookup-username', 'password-reset'];
export const isIdentityFlow = (flow: unknown): flow is IdentityFlowName => IDENTITY_FLOW_NAMES.includes(flow as IdentityFlowName);

export const IDENTITY_FLOW_TYPES: Record<IdentityFlowName, IdentityFlowType> = {
  register: 'Register',
  'lookup-username': 'UsernameLookup',
  'password-reset': 'PasswordReset',
};

/** The second factor the login status picks: push, SMS, a passkey (issue 26), or none (plain). */
export type LoginMethod = 'plain' | 'push' | 'sms' | 'passkey';
/** The methods POST /user/session/login goes on with (a passkey has calls of its own). */
export type SessionLoginMethod = Exclude<LoginMethod, 'passkey'>;

export const METHOD_FLOW_TYPES: Record<SessionLoginMethod, LoginFlowType> = {
  plain: 'Non2FAforLogin',
  push: 'PushForLogin',
  sms: 'SMSforLogin',
};

/**
 * Begin-authentication comes before the status check names the factor, so it is sent as a login
 * without one, unless the user chose to log in with SMS. All three carry the same event headers.
 */
export const beginAuthenticationFlowType = (flow: LoginFlowName): LoginFlowType =>
  flow === 'login-with-sms' ? METHOD_FLOW_TYPES.sms : METHOD_FLOW_TYPES.plain;

/** Paths under the /institutional basename. */
export const AUTH_ROUTES = {
  login: ROUTE_PATHS.login,
  dashboard: ROUTE_PATHS.dashboard,
  push: '/user-access/push',
  passkey: '/user-access/passkey',
  selectPhone: '/user-access/identity/select-phone',
  code: '/user-access/identity/code',
  identity: (flow: IdentityFlowName) => `/user-access/identity?flow=${flow}`,
  username: '/user-access/identity/username',
  newPassword: '/user-access/identity/new-password',
  registration: '/user-access/registration',
  loginWithSms: '/user-access/login-with-sms',
} as const;
