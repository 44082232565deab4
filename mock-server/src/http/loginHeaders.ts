// The login flow headers (spec part 2 §4 and §7): event and sub-event of a known flow, and the
// device-risk session id (the tmxToken: 32 hex digits, a generated id without dashes).
import { LOGIN_FLOWS, LOGIN_HEADERS, type LoginFlowType } from '../../../src/api/contract/identity';
import type { LoginHeaders } from '../domain/identity/attempts';
import { MESSAGES } from '../domain/identity/messages';

const EVENT = LOGIN_HEADERS.event.toLowerCase();
const SUB_EVENT = LOGIN_HEADERS.subEvent.toLowerCase();
const DEVICE = LOGIN_HEADERS.deviceRiskToken.toLowerCase();

const LOGIN_FLOW_TYPES = Object.keys(LOGIN_FLOWS) as LoginFlowType[];

export type LoginHeadersCheck = { ok: true; headers: LoginHeaders | null } | { ok: false; message: string };

/**
 * Reads the headers (after the schema): none at all is fine where they are optional; otherwise all
 * three, naming a known flow, and the flow of requestBaseInfo.flowType when one is given.
 */
export function readLoginHeaders(raw: Record<string, string | string[] | undefined>, flowType: LoginFlowType | undefined): LoginHeadersCheck {
  const [eventType, subEventType, deviceSessionId] = [raw[EVENT], raw[SUB_EVENT], raw[DEVICE]];
  if (eventType === undefined && subEventType === undefined && deviceSessionId === undefined) return { ok: true, headers: null };
  if (typeof eventType !== 'string' || typeof subEventType !== 'string' || typeof deviceSessionId !== 'string') {
    return { ok: false, message: `Send all of ${LOGIN_HEADERS.event}, ${LOGIN_HEADERS.subEvent} and ${LOGIN_HEADERS.deviceRiskToken}` };
  }
  const names = (flow: LoginFlowType) => LOGIN_FLOWS[flow].event === eventType && LOGIN_FLOWS[flow].subEvent === subEventType;
  if (!LOGIN_FLOW_TYPES.some(names)) return { ok: false, message: MESSAGES.invalidLoginHeaders };
  if (flowType !== undefined && !names(flowType)) return { ok: false, message: MESSAGES.loginHeadersMismatch };
  return { ok: true, headers: { eventType, subEventType, deviceSessionId: deviceSessionId.toLowerCase() } };
}
