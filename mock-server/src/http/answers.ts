// The answer shapes of each area of the contract (spec part 1 §8): /gateway answers
// { status: { code, text }, data }, /user answers { responseBaseInfo: { status: { code, message } } },
// the control API answers { error }. Errors in any area use that area's shape.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SUCCESS_CODE, SUCCESS_TEXT, type GatewayResponse, type IdentityResponse } from '../../../src/api/contract/responses';

export type Area = 'gateway' | 'identity' | 'control' | 'site';

function decodedPath(url: string): string {
  const raw = url.split('?')[0] ?? '';
  try {
    return decodeURI(raw);
  } catch {
    return raw;
  }
}

/** The request's path as routed (percent-decoded), without the query. */
export function requestPath(request: FastifyRequest): string {
  return decodedPath(request.url);
}

function areaOfPath(path: string): Area {
  if (path === '/gateway' || path.startsWith('/gateway/')) return 'gateway';
  if (path === '/user' || path.startsWith('/user/')) return 'identity';
  if (path === '/__mock' || path.startsWith('/__mock/')) return 'control';
  return 'site';
}

interface RouteFacts {
  pattern: string | undefined;
  area: Area;
}

const ROUTE_FACTS = Symbol('routeFacts');

/**
 * The route's pattern and the area, worked out once per request: the hooks every call passes ask
 * for them several times, and each read of Fastify's request.routeOptions builds a new object of a
 * dozen fields. The route is chosen before the first hook runs, so they cannot change afterwards.
 */
function routeFactsOf(request: FastifyRequest): RouteFacts {
  const holder = request as FastifyRequest & { [ROUTE_FACTS]?: RouteFacts };
  let facts = holder[ROUTE_FACTS];
  if (!facts) {
    const pattern = request.routeOptions.url;
    facts = { pattern, area: areaOfPath(pattern ?? requestPath(request)) };
    holder[ROUTE_FACTS] = facts;
  }
  return facts;
}

/**
 * The area of a request. A matched route's own pattern decides (the router decodes %-escapes, so
 * the raw URL could disguise a /gateway call); unmatched requests go by their decoded path.
 */
export const areaOf = (request: FastifyRequest): Area => routeFactsOf(request).area;

/** The pattern of the route that answers the request ('/gateway/…/:id'); undefined when none matched. */
export const routePatternOf = (request: FastifyRequest): string | undefined => routeFactsOf(request).pattern;

export function gatewayAnswer<T>(code: string, text: string, data: T | null = null): GatewayResponse<T> {
  return { status: { code, text }, data };
}

/** A /gateway success: { status: { code: '000000', text: 'SUCCESS' }, data }. */
export const gatewaySuccess = <T>(data: T): GatewayResponse<T> => gatewayAnswer(SUCCESS_CODE, SUCCESS_TEXT, data);

export function identityAnswer(code: string, message: string): IdentityResponse {
  return { responseBaseInfo: { status: { code, message } } };
}

/** An HTTP error in the area's shape; its code is the HTTP status unless one is given. */
export function sendAreaError(
  request: FastifyRequest,
  reply: FastifyReply,
  httpStatus: number,
  message: string,
  code: string = String(httpStatus),
): FastifyReply {
  reply.code(httpStatus);
  switch (areaOf(request)) {
    case 'gateway':
      return reply.send(gatewayAnswer(code, message));
    case 'identity':
      return reply.send(identityAnswer(code, message));
    case 'control':
      return reply.send({ error: message });
    default:
      return reply.type('text/plain; charset=utf-8').send(message);
  }
}
