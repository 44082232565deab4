// The one door for the gateway's data calls: the request through the gateway instance, the answer
// checked at the boundary. A body of the wrong shape throws MalformedResponseError (and banners);
// an answer without data throws GatewayRejectedError (the banner interceptor has shown its code).
import { gatewayHttp } from './client';
import type { GatewayResponse, GatewayStatus } from './contract/responses';
import { expectGatewayData, expectShape, isGatewayResponseOf, type Guard } from './validate';

/** Any data at all: for calls whose answer carries nothing the caller reads. */
export const isAnyData = (_value: unknown): _value is unknown => true;
const isStatusAnswer = isGatewayResponseOf(isAnyData);

export async function gatewayGet<T>(url: string, isData: Guard<T>, params?: object): Promise<T> {
  return expectGatewayData(await gatewayHttp().get<unknown>(url, params ? { params } : undefined), isGatewayResponseOf(isData));
}

export async function gatewayPost<T>(url: string, body: object, isData: Guard<T>): Promise<T> {
  return expectGatewayData(await gatewayHttp().post<unknown>(url, body), isGatewayResponseOf(isData));
}

export async function gatewayPut<T>(url: string, body: object, isData: Guard<T>): Promise<T> {
  return expectGatewayData(await gatewayHttp().put<unknown>(url, body), isGatewayResponseOf(isData));
}

/** The answer's status (code and text) whatever its data: what the delete dialogs compare. */
export async function gatewayPostForStatus(url: string, body: object): Promise<GatewayStatus> {
  return (expectShape(await gatewayHttp().post<unknown>(url, body), isStatusAnswer) as GatewayResponse<unknown>).status;
}
