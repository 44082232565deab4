// The error catalogue of spec part 1 §8 and part 2 §8 as data, and the pure rules that turn an
// answer into a banner (or into nothing). Pure: no axios at run time, no store; never throws on any
// input.
import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import type { AlertInput, AlertSeverity } from '../../shared/alerts/types';
import { SUPPORT_CONTACTS } from '../../shared/constants/support';
import { MONEY_MOVEMENT_BASE } from '../contract/moneyMovement';
import { SUCCESS_CODE, type StatusSeverity } from '../contract/responses';
import {
  HISTORICAL_BURN_ADDRESSES_PATH,
  LOGIN_STATUS_PATH,
  PASSWORD_AUTHENTICATION_PATH,
  PUBLIC_STATUS_PATH,
  SESSION_LOGIN_PATH,
  requestMethod,
  requestPath,
} from './endpoints';
import {
  hasNoData,
  isSuccessEntry,
  readNewStyleStatus,
  readOldStyleStatus,
  readStatusEntries,
  readSysMsg,
  readText,
  type ReadStatus,
  type ReadStatusEntry,
} from './responseShapes';

// ── Codes ────────────────────────────────────────────────────────────────────────────────────
export const AUTH_STATUS = {
  ok: '1200',
  authNotCompleted: '1201', // also: username-password created
  userBlocked: '1203',
  dataUnavailable: '1204',
  unavailable: '1401',
  invalidData: '1403',
  blocked: '1491',
  systemError: '1500',
} as const;

export const OTP_STATUS = { incorrectCode: '1205', preconditionRequired: '1428', unableToRecognise: '4000' } as const;

/** Default messages the spec gives for a code, used when the server sends none. */
export const DEFAULT_MESSAGES: Readonly<Record<string, string>> = {
  [OTP_STATUS.incorrectCode]: 'Incorrect security code',
};

/**
 * The spec's default message for a code the server sent; undefined for any other code. An own
 * property only: a code such as 'toString' or 'constructor' in a malformed answer named
 * Object.prototype's functions, which became the alert's message.
 */
export const defaultMessageOf = (code: string): string | undefined => (Object.hasOwn(DEFAULT_MESSAGES, code) ? DEFAULT_MESSAGES[code] : undefined);

/** New-style codes that are answers, not errors: OK, auth not completed, data unavailable. */
export const NEW_STYLE_QUIET_CODES: readonly string[] = [AUTH_STATUS.ok, AUTH_STATUS.authNotCompleted, AUTH_STATUS.dataUnavailable];

// ── Messages ─────────────────────────────────────────────────────────────────────────────────
export const GENERIC_ERROR = { code: '999999', message: 'An unexpected error has occurred' } as const;
export const MALFORMED_ERROR = {
  code: 'MALFORMED',
  message: 'The server sent an unexpected response. Please try again or contact our Client Service Team.',
} as const;
/** Precondition endpoints (HTTP 428 / code 1428): the spec says "a fixed message"; wording ours. */
export const PRECONDITION_MESSAGE = 'Your session needs to be verified again. Please request a new security code.';

const { usPhone, ukPhone } = SUPPORT_CONTACTS;

export interface MessageOverride {
  code: string;
  message: string;
}

/**
 * Session-login endpoints and pre-push-authentication errors: a code found here shows this message;
 * any other code keeps the server's (default) message. The spec shows only the start of the 1401
 * text; its completion is ours.
 */
export const SESSION_LOGIN_OVERRIDES: readonly MessageOverride[] = [
  {
    code: OTP_STATUS.unableToRecognise,
    message: `Internal Error. Please contact our Client Service Team at ${usPhone} (US) or ${ukPhone} (UK)`,
  },
  {
    code: AUTH_STATUS.unavailable,
    message:
      'For security reasons, your access has been blocked. To restore access to your account, please contact ' +
      `our Client Service team at ${usPhone} (US) or ${ukPhone} (UK).`,
  },
];
export const SESSION_LOGIN_PATHS: readonly string[] = [SESSION_LOGIN_PATH, PASSWORD_AUTHENTICATION_PATH];

// ── Suppressions ─────────────────────────────────────────────────────────────────────────────
export interface Suppression {
  why: string;
  method?: string;
  path?: string;
  /** Any path that starts with this. */
  pathPrefix?: string;
  httpStatus?: number;
  codes?: readonly string[];
}

export const SUPPRESSIONS: readonly Suppression[] = [
  { why: 'missing entitlements are handled by the route guards', httpStatus: 403 },
  { why: 'login status check: "not logged in" is an answer', method: 'POST', path: LOGIN_STATUS_PATH },
  { why: 'maintenance status poll', method: 'GET', path: PUBLIC_STATUS_PATH },
  { why: 'an empty burn-address history is not an error', path: HISTORICAL_BURN_ADDRESSES_PATH, codes: ['MM1030', 'FD1030'] },
  // Issue 25: a data call whose session has ended (signed out from another session's SECURITY
  // page, or expired): the session pipeline takes the user to login (interceptors/sessionRejected.ts).
  { why: 'a data call without a live session goes to login, not to a banner', pathPrefix: `${MONEY_MOVEMENT_BASE}/`, httpStatus: 401 },
];

const REASON_PHRASES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

// ── Rules ────────────────────────────────────────────────────────────────────────────────────
/** One request and its answer, as the rules see it. */
export interface Exchange {
  method: string;
  /** Path without origin or query, e.g. '/user/session/login'. */
  path: string;
  /** Absent when no answer arrived (network failure, timeout). */
  httpStatus?: number;
  statusText?: string;
  body: unknown;
  /** The caller expects JSON (default): a text body on a 2xx is then malformed. */
  expectsJson?: boolean;
}

/** The exchange an axios answer or error describes. */
export function exchangeOf(config: AxiosRequestConfig | undefined, response: AxiosResponse | undefined): Exchange {
  const responseType = config?.responseType;
  return {
    method: requestMethod(config?.method),
    path: requestPath(config?.url),
    httpStatus: response?.status,
    statusText: response?.statusText,
    body: response?.data,
    expectsJson: responseType === undefined || responseType === 'json',
  };
}

export function isSuppressed(exchange: Exchange, code?: string): boolean {
  return SUPPRESSIONS.some(
    (rule) =>
      (rule.method === undefined || rule.method === exchange.method.toUpperCase()) &&
      (rule.path === undefined || rule.path === exchange.path) &&
      (rule.pathPrefix === undefined || exchange.path.startsWith(rule.pathPrefix)) &&
      (rule.httpStatus === undefined || rule.httpStatus === exchange.httpStatus) &&
      (rule.codes === undefined || (code !== undefined && rule.codes.includes(code))),
  );
}

function sessionLoginOverride(path: string, status: ReadStatus): string | undefined {
  if (!SESSION_LOGIN_PATHS.includes(path)) return undefined;
  return SESSION_LOGIN_OVERRIDES.find((override) => override.code === status.code)?.message;
}

function isPrecondition(code: string | undefined, httpStatus: number | undefined): boolean {
  return code === OTP_STATUS.preconditionRequired || httpStatus === 428;
}

const ENTRY_SEVERITY: Record<StatusSeverity, AlertSeverity> = { E: 'error', W: 'warning', I: 'info', S: 'success' };

function banner(exchange: Exchange, status: ReadStatusEntry): AlertInput {
  const message = isPrecondition(status.code, exchange.httpStatus)
    ? PRECONDITION_MESSAGE
    : (sessionLoginOverride(exchange.path, status) ?? status.message ?? defaultMessageOf(status.code) ?? GENERIC_ERROR.message);
  return { severity: status.severity ? ENTRY_SEVERITY[status.severity] : 'error', code: status.code, message };
}

function oldStyleFailure(body: unknown): ReadStatus | undefined {
  const status = readOldStyleStatus(body);
  return status && status.code !== SUCCESS_CODE && hasNoData(body) ? status : undefined;
}

function newStyleFailure(body: unknown): ReadStatus | undefined {
  const status = readNewStyleStatus(body);
  return status && !NEW_STYLE_QUIET_CODES.includes(status.code) ? status : undefined;
}

function firstFailureEntry(body: unknown): ReadStatusEntry | undefined {
  return readStatusEntries(body)?.find((entry) => !isSuccessEntry(entry));
}

/**
 * A 2xx answer: old style with null data and a non-success code; new style with a code other than
 * OK, auth-not-completed or data-unavailable; a status array with a failure and no data; or a
 * text body where JSON was expected (malformed).
 */
export function alertForResponse(exchange: Exchange): AlertInput | null {
  const { body } = exchange;
  if (isTextWhereJsonExpected(exchange)) return isSuppressed(exchange) ? null : alertForMalformed();
  const failure = oldStyleFailure(body) ?? newStyleFailure(body) ?? (hasNoData(body) ? firstFailureEntry(body) : undefined);
  if (!failure || isSuppressed(exchange, failure.code)) return null;
  return banner(exchange, failure);
}

/**
 * An HTTP error, or no answer at all (generic error). Code from the body's status, else the HTTP
 * status; message from the body's text, else the HTTP status text (sysMsgs code defaults to 999999).
 */
export function alertForHttpError(exchange: Exchange): AlertInput | null {
  const { body, httpStatus } = exchange;
  if (httpStatus === undefined || !Number.isInteger(httpStatus) || httpStatus <= 0) {
    return isSuppressed(exchange) ? null : { severity: 'error', ...GENERIC_ERROR };
  }
  const fromBody = [readOldStyleStatus(body), readNewStyleStatus(body), readSysMsg(body), firstFailureEntry(body)].find(
    (status) => status !== undefined && status.code !== SUCCESS_CODE,
  );
  const code = fromBody?.code ?? String(httpStatus);
  if (isSuppressed(exchange, code)) return null;
  const message = fromBody?.message ?? readText(exchange.statusText) ?? REASON_PHRASES[httpStatus];
  return banner(exchange, { code, message, severity: 'E' });
}

/** A non-empty text body (an HTML page from a proxy, plain text) where JSON was expected. */
export function isTextWhereJsonExpected(exchange: Exchange): boolean {
  return exchange.expectsJson !== false && typeof exchange.body === 'string' && exchange.body.trim() !== '';
}

export function alertForMalformed(): AlertInput {
  return { severity: 'error', ...MALFORMED_ERROR };
}
