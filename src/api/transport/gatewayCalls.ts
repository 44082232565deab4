// The one door for the gateway's data calls: the request through the gateway instance, the answer
// checked at the boundary. A body of the wrong shape throws MalformedResponseError (and banners);
// an answer without data throws GatewayRejectedError (the banner interceptor has shown its code).
// Each call says who tells the user when it fails (docs/spec-choices.md, "One message per failed
// call"): the error banner (the default), or its page, which shows its own text; the banner
// interceptor and the shape check then stay quiet, so a failure shows one message, not two.
import type { AxiosRequestConfig } from 'axios';
import { gatewayHttp } from './client';
import type { GatewayResponse, GatewayStatus } from '../contract/responses';
import { expectGatewayData, expectShape, isGatewayResponseOf, type Guard } from './validate';

/** Any data at all: for calls whose answer carries nothing the caller reads. */
export const isAnyData = (_value: unknown): _value is unknown => true;
const isStatusAnswer = isGatewayResponseOf(isAnyData);

/** Who reports the call's failure to the user: the error banner, or the page that made it. */
export type FailureShownBy = 'banner' | 'page';

function requestConfig(failureShownBy: FailureShownBy, params?: object): AxiosRequestConfig | undefined {
  const config: AxiosRequestConfig = {};
  if (params) config.params = params;
  if (failureShownBy === 'page') config.suppressErrorBanner = true;
  return params || failureShownBy === 'page' ? config : undefined;
}

export async function gatewayGet<T>(url: string, isData: Guard<T>, params?: object, failureShownBy: FailureShownBy = 'banner'): Promise<T> {
  return expectGatewayData(await gatewayHttp().get<unknown>(url, requestConfig(failureShownBy, params)), isGatewayResponseOf(isData));
}

export async function gatewayPost<T>(url: string, body: object, isData: Guard<T>, failureShownBy: FailureShownBy = 'banner'): Promise<T> {
  return expectGatewayData(await gatewayHttp().post<unknown>(url, body, requestConfig(failureShownBy)), isGatewayResponseOf(isData));
}

export async function gatewayPut<T>(url: string, body: object, isData: Guard<T>): Promise<T> {
  return expectGatewayData(await gatewayHttp().put<unknown>(url, body), isGatewayResponseOf(isData));
}

/** The answer's status (code and text) whatever its data: what the delete dialogs compare. */
export async function gatewayPostForStatus(url: string, body: object): Promise<GatewayStatus> {
  return (expectShape(await gatewayHttp().post<unknown>(url, body), isStatusAnswer) as GatewayResponse<unknown>).status;
}
