// How an identity answer is read (spec part 2 §7–§8), shared by the sign-in calls (identity.api.ts,
// first page) and the user-access calls (userAccess.api.ts, with those pages' chunk). Every answer
// carries responseBaseInfo.status {code, message}; a call lists the codes that mean success.
import type { AxiosRequestConfig } from 'axios';
import { LOGIN_FLOWS, LOGIN_HEADERS, type LoginFlowType } from '../contract/identity';
import type { IdentityResponse } from '../contract/responses';
import { isIdentityResponse, isRecord, type Guard } from '../transport/validate';

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
export const SHOWN_IN_PLACE: AxiosRequestConfig = { suppressErrorBanner: true };

const codeOf = (body: IdentityResponse) => body.responseBaseInfo.status.code;

/** An identity answer whose success (one of `okCodes`) also carries what `hasData` checks. */
export function answerWith<T extends IdentityResponse = IdentityResponse>(
  okCodes: readonly string[],
  hasData: (body: Record<string, unknown>) => boolean = () => true,
): Guard<T> {
  return (body: unknown): body is T =>
    isIdentityResponse(body) && isRecord(body) && (!okCodes.includes(codeOf(body)) || hasData(body));
}

/** The outcome of a checked answer; `data` is read only on success. */
export function outcome<T extends object>(body: IdentityResponse, okCodes: readonly string[], data: () => T): IdentityOutcome<T> {
  const { code, message } = body.responseBaseInfo.status;
  return okCodes.includes(code) ? { ok: true, code, message, ...data() } : { ok: false, code, message };
}

export const noData = () => ({});
