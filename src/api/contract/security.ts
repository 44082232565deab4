// Security events and sessions (issue 25): what the gateway records of each sign-in, second factor,
// lockout, password reset and session end, and the user's own sessions they can end. Shared by the
// gateway (which records and answers them) and the SPA's SECURITY page (which shows them). An event
// never holds a password, a code or a session id; a session is named by a public id of its own.
import { MONEY_MOVEMENT_BASE } from './moneyMovement';
import { arrayOf, isBoolean, isNumber, isObject, isString, oneOf, orNull } from './guards';

const SECURITY_BASE = `${MONEY_MOVEMENT_BASE}/api/v1/security`;

/** GET: the signed-in user's security events of the last SECURITY_EVENTS_DAYS days, newest first. */
export const SECURITY_EVENTS_PATH = `${SECURITY_BASE}/events`;
/** GET: the signed-in user's live sessions, this one marked. */
export const SESSIONS_PATH = `${SECURITY_BASE}/sessions`;
/** POST { sessionId }: ends one of the user's other sessions (404 for any id that is not one). */
export const END_SESSION_PATH = `${SECURITY_BASE}/sessions/end`;
/** POST {}: ends every session of the user but this one. */
export const END_OTHER_SESSIONS_PATH = `${SECURITY_BASE}/sessions/end-others`;
/** The control API's export of every user's events of a period. */
export const SECURITY_EVENTS_EXPORT_PATH = '/__mock/security-events';

/** The page lists this many days of events. */
export const SECURITY_EVENTS_DAYS = 30;
/** The most events the page's list holds (newest first). */
export const SECURITY_EVENTS_MAX = 500;
/** A session's public id: 32 hex digits, unrelated to the session id (which never leaves the gateway). */
export const SESSION_PUBLIC_ID_PATTERN = '^[0-9a-f]{32}$';
/** A user agent is kept to this many characters. */
export const USER_AGENT_MAX_LENGTH = 256;

export const SECURITY_EVENT_KINDS = [
  'signIn',
  'lockout',
  'codeSent',
  'codeWrong',
  'pushSent',
  'pushApproved',
  'pushDeclined',
  'pushExpired',
  'factorAdded',
  'factorRemoved',
  'sessionEnded',
  'passwordReset',
  // Issue 26: a money movement's step-up — confirmed (detail: passkey, sms or voice) or refused.
  'moneySigned',
  'moneySignRefused',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

export const SECURITY_EVENT_OUTCOMES = ['success', 'failure'] as const;
export type SecurityEventOutcome = (typeof SECURITY_EVENT_OUTCOMES)[number];

/** The one-time code's channel (codeSent, codeWrong). */
export type CodeChannelDetail = 'sms' | 'voice' | 'rep';
/** How a sign-in completed (signIn success): the second factor, or none. */
export type SignInFactorDetail = 'password' | 'push' | 'code' | 'passkey';
/** Why a sign-in was refused (signIn failure). */
export type SignInRefusalDetail = 'wrongPassword' | 'unknownUser' | 'blocked' | 'lockedOut' | 'sessionLimit' | 'passkeyRefused';
/** What locked the user out (lockout). */
export type LockoutDetail = 'passwords' | 'codes';
/** Which factor (factorAdded, factorRemoved): passkeys are issue 26's. */
export type FactorDetail = 'password' | 'phone' | 'passkey';
/** How a session ended (sessionEnded). */
export type SessionEndDetail = 'logout' | 'timeout' | 'endedByUser' | 'newSignIn' | 'lockout' | 'blocked' | 'passwordReset';

export type SecurityEventDetail = CodeChannelDetail | SignInFactorDetail | SignInRefusalDetail | LockoutDetail | FactorDetail | SessionEndDetail;

export const SECURITY_EVENT_DETAILS: readonly SecurityEventDetail[] = [
  'sms',
  'voice',
  'rep',
  'password',
  'push',
  'code',
  'wrongPassword',
  'unknownUser',
  'blocked',
  'lockedOut',
  'sessionLimit',
  'passkeyRefused',
  'passwords',
  'codes',
  'phone',
  'passkey',
  'logout',
  'timeout',
  'endedByUser',
  'newSignIn',
  'lockout',
  'passwordReset',
];

/** One event as the SECURITY page lists it. */
export interface SecurityEventDto {
  /** ISO 8601, the gateway's clock. */
  at: string;
  kind: SecurityEventKind;
  outcome: SecurityEventOutcome;
  detail: SecurityEventDetail | null;
  /** The client's address as the gateway saw it; null when unknown. */
  address: string | null;
  /** The browser's User-Agent, at most USER_AGENT_MAX_LENGTH characters; null when none was sent. */
  userAgent: string | null;
}

export interface SecurityEventListDto {
  events: SecurityEventDto[];
}

/** One live session of the user. */
export interface SessionDto {
  /** The public id (SESSION_PUBLIC_ID_PATTERN): what "Sign out" sends. */
  id: string;
  /** The session this call came with. */
  current: boolean;
  /** ISO 8601: when its sign-in began, and its latest call. */
  startedAt: string;
  lastActiveAt: string;
  address: string | null;
  userAgent: string | null;
}

export interface SessionListDto {
  sessions: SessionDto[];
}

export interface EndSessionRequest {
  sessionId: string;
}

export interface EndedSessionsDto {
  ended: number;
}

/** The control API's export (GET /__mock/security-events?from=…&to=…[&username=…]). */
export interface SecurityEventExportDto {
  from: string;
  to: string;
  events: Array<SecurityEventDto & { username: string | null }>;
  /** More events than the export lists (10 000): ask for a shorter period. */
  truncated: boolean;
}

const isText = orNull(isString);

export const isSecurityEventKind = oneOf(SECURITY_EVENT_KINDS);
const isOutcome = oneOf(SECURITY_EVENT_OUTCOMES);
const isDetail = orNull(oneOf(SECURITY_EVENT_DETAILS));

export function isSecurityEventDto(v: unknown): v is SecurityEventDto {
  return isObject(v) && isString(v.at) && isSecurityEventKind(v.kind) && isOutcome(v.outcome) && isDetail(v.detail) && isText(v.address) && isText(v.userAgent);
}

const isEventList = arrayOf(isSecurityEventDto);
export const isSecurityEventListDto = (v: unknown): v is SecurityEventListDto => isObject(v) && isEventList(v.events);

export function isSessionDto(v: unknown): v is SessionDto {
  return (
    isObject(v) &&
    isString(v.id) &&
    isBoolean(v.current) &&
    isString(v.startedAt) &&
    isString(v.lastActiveAt) &&
    isText(v.address) &&
    isText(v.userAgent)
  );
}

const isSessionList = arrayOf(isSessionDto);
export const isSessionListDto = (v: unknown): v is SessionListDto => isObject(v) && isSessionList(v.sessions);

export const isEndedSessionsDto = (v: unknown): v is EndedSessionsDto => isObject(v) && isNumber(v.ended);
