// Security events and sessions (issue 25): what the gateway records of each sign-in, second factor,
// lockout, password reset and session end, and the user's own sessions they can end. Shared by the
// gateway (which records and answers them) and the SPA's SECURITY page (which shows them). An event
// never holds a password, a code or a session id; a session is named by a public id of its own.
// The answers' shapes are the schemas of schemas/security.ts (their descriptions say what each field holds).
import type { Static } from '@sinclair/typebox';
import { SECURITY_EVENT_DETAILS, SECURITY_EVENT_KINDS, SECURITY_EVENT_OUTCOMES } from './constants';
import { MONEY_MOVEMENT_BASE } from './moneyMovement';
import { arrayOf, isBoolean, isNumber, isObject, isString, oneOf, orNull } from './guards';
import type { EndedSessionsSchema, SecurityEventListSchema, SecurityEventSchema, SessionListSchema, SessionSchema } from './schemas/security';

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
/** A session's public id (32 hex digits), the event kinds and outcomes. */
export { SESSION_PUBLIC_ID_PATTERN, SECURITY_EVENT_KINDS, SECURITY_EVENT_OUTCOMES } from './constants';
/** A user agent is kept to this many characters. */
export const USER_AGENT_MAX_LENGTH = 256;

export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];
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
// SECURITY_EVENT_DETAILS (the schema's list) names every detail above and no other.
const DETAILS_ARE_THE_LIST: [SecurityEventDetail, (typeof SECURITY_EVENT_DETAILS)[number]] extends [(typeof SECURITY_EVENT_DETAILS)[number], SecurityEventDetail] ? true : never = true;
void DETAILS_ARE_THE_LIST;

/** One event as the SECURITY page lists it. */
export type SecurityEventDto = Static<typeof SecurityEventSchema>;

export type SecurityEventListDto = Static<typeof SecurityEventListSchema>;

/** One live session of the user. */
export type SessionDto = Static<typeof SessionSchema>;

export type SessionListDto = Static<typeof SessionListSchema>;

export type EndedSessionsDto = Static<typeof EndedSessionsSchema>;

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
