// Calls of the SECURITY page (issue 25; contract/security.ts): the user's security events of the
// last 30 days, their signed-in sessions, and ending one other session or all of them. The page
// shows each failure in place (docs/spec-choices.md "One message per failed call"): the banner
// stays quiet. A session is named by its public id; the session id never leaves the gateway.
import {
  END_OTHER_SESSIONS_PATH,
  END_SESSION_PATH,
  SECURITY_EVENTS_PATH,
  SESSIONS_PATH,
  isEndedSessionsDto,
  isSecurityEventListDto,
  isSessionListDto,
  type EndedSessionsDto,
  type SecurityEventListDto,
  type SessionListDto,
} from '../contract/security';
import { gatewayGet as get, gatewayPost as post } from '../transport/gatewayCalls';

export const getSecurityEvents = (): Promise<SecurityEventListDto> => get(SECURITY_EVENTS_PATH, isSecurityEventListDto, undefined, 'page');

export const getSessions = (): Promise<SessionListDto> => get(SESSIONS_PATH, isSessionListDto, undefined, 'page');

export const endSession = (sessionId: string): Promise<EndedSessionsDto> => post(END_SESSION_PATH, { sessionId }, isEndedSessionsDto, 'page');

export const endOtherSessions = (): Promise<EndedSessionsDto> => post(END_OTHER_SESSIONS_PATH, {}, isEndedSessionsDto, 'page');
