// Checking bodies at the boundary (architecture: "a malformed gateway answer becomes a clear error
// action and a banner, never a crash or a blank page"). API modules pass each answer through
// expectShape with a type guard; a body that fails it raises the MALFORMED banner (unless the
// request opted out) and throws a MalformedResponseError the calling saga turns into its failure.
import type { AxiosResponse } from 'axios';
import { apiBus } from './client';
import type { GatewayResponse, IdentityResponse } from '../contract/responses';
import { requestMethod, requestPath } from './endpoints';
import { alertForMalformed, isSuppressed } from './errorCatalogue';
import { GatewayRejectedError, MalformedResponseError } from './errors';
import type { ApiEventBus } from './events';
import { isBannerOptedOut } from './requestOptions';

export type Guard<T> = (body: unknown) => body is T;

export function expectShape<T>(response: AxiosResponse<unknown>, guard: Guard<T>, bus: ApiEventBus = apiBus()): T {
  const body = response.data;
  if (guard(body)) return body;
  const url = requestPath(response.config?.url);
  const method = requestMethod(response.config?.method);
  if (!isBannerOptedOut(response.config) && !isSuppressed({ method, path: url, httpStatus: response.status, body })) {
    bus.emit({ type: 'errorReported', alert: alertForMalformed(), url });
  }
  throw new MalformedResponseError(url, response.status, 'the body does not have the expected shape');
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Guard for an old-style answer whose data passes `isData` or is null. */
export function isGatewayResponseOf<T>(isData: Guard<T>): Guard<GatewayResponse<T>> {
  return (body: unknown): body is GatewayResponse<T> =>
    isRecord(body) &&
    isRecord(body.status) &&
    typeof body.status.code === 'string' &&
    typeof body.status.text === 'string' &&
    (body.data === null || isData(body.data));
}

/** Guard for a new-style answer {responseBaseInfo: {status: {code, message}}}. */
export function isIdentityResponse(body: unknown): body is IdentityResponse {
  const status = isRecord(body) && isRecord(body.responseBaseInfo) ? body.responseBaseInfo.status : undefined;
  return isRecord(status) && typeof status.code === 'string' && typeof status.message === 'string';
}

/**
 * An old-style answer's data: the body must pass `guard` (else MALFORMED, as expectShape), and an
 * answer in shape without data throws GatewayRejectedError (the error banner has shown its code).
 */
export function expectGatewayData<T>(response: AxiosResponse<unknown>, guard: Guard<GatewayResponse<T>>): T {
  const { status, data } = expectShape(response, guard);
  if (data === null) throw new GatewayRejectedError(requestPath(response.config?.url), status.code, status.text);
  return data;
}
