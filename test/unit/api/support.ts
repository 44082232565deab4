// Helpers for API-layer tests: a recording event bus, a scripted axios adapter (the network), and
// the request configs, answers and errors interceptors receive.
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { configureApi } from '../../../src/api/transport/client';
import { testConfig } from '../../builders/config';
import { createApiEventBus, type ApiEvent, type ApiEventBus } from '../../../src/api/transport/events';

export function recordingBus(): ApiEventBus & { events: ApiEvent[] } {
  const bus = createApiEventBus();
  const events: ApiEvent[] = [];
  bus.subscribe((event) => events.push(event));
  return { ...bus, events };
}

export function requestConfig(
  url: string,
  options: { method?: string; headers?: Record<string, string> } & Partial<Omit<InternalAxiosRequestConfig, 'headers'>> = {},
): InternalAxiosRequestConfig {
  const { headers, method = 'get', ...rest } = options;
  return { ...rest, url, method, headers: new AxiosHeaders(headers) };
}

export function answer(config: InternalAxiosRequestConfig, status: number, data: unknown, statusText = ''): AxiosResponse {
  return { config, status, statusText, data, headers: {} };
}

/** The AxiosError axios raises for a status outside 2xx. */
export function httpError(config: InternalAxiosRequestConfig, status: number, data: unknown, statusText = ''): AxiosError {
  const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  return new AxiosError(`Request failed with status code ${status}`, code, config, {}, answer(config, status, data, statusText));
}

export interface Reply {
  status: number;
  /** Raw body as the network delivers it: a string (JSON or text) or a value to JSON-encode. */
  body?: unknown;
  statusText?: string;
}

/**
 * A scripted network: `handle` answers each request; statuses outside 2xx reject like axios's own
 * adapters do. Records every request that reached the network.
 */
export function scriptedAdapter(handle: (config: InternalAxiosRequestConfig) => Reply) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const reply = handle(config);
    const raw = typeof reply.body === 'string' || reply.body === undefined ? (reply.body ?? '') : JSON.stringify(reply.body);
    const response = answer(config, reply.status, raw, reply.statusText ?? '');
    if (config.validateStatus && !config.validateStatus(reply.status)) {
      throw httpError(config, reply.status, raw, reply.statusText ?? '');
    }
    return response;
  };
  return { adapter, requests };
}

/**
 * The API configured for a test, both axios instances on one scripted network: what was sent, the
 * events the interceptors emitted, and the banners among them.
 */
export function scriptedNetwork(handle: (config: InternalAxiosRequestConfig) => Reply) {
  const bus = recordingBus();
  const { gateway, identity } = configureApi(testConfig(), bus);
  const scripted = scriptedAdapter(handle);
  gateway.defaults.adapter = scripted.adapter;
  identity.defaults.adapter = scripted.adapter;
  const sent = () =>
    scripted.requests.map((r) => ({ method: r.method, url: r.url, body: r.data === undefined || r.data === '' ? undefined : JSON.parse(String(r.data)) }));
  const header = (name: string) => scripted.requests[0]?.headers.get(name);
  const banners = () => bus.events.filter((e) => e.type === 'errorReported');
  return { bus, requests: scripted.requests, sent, header, banners };
}

/** A successful gateway answer carrying `data`. */
export const okAnswer = (data: unknown): Reply => ({ status: 200, body: { status: { code: '000000', text: 'SUCCESS' }, data } });

/** The scripted network, answering by the request's address alone. */
export const networkByUrl = (handle: (url: string) => Reply) => scriptedNetwork((config) => handle(config.url ?? ''));
