// The two axios instances (spec part 2 §7), created once at boot from the configuration:
//   gateway  — paths under /gateway, base address config.gatewayBaseUrl;
//   identity — paths under /user, base address config.identityHost, with the session headers.
// Both send credentials (the session cookie) and pass the same interceptors.
import axios, { type AxiosInstance } from 'axios';
import type { AppConfig } from '../contract/config';
import { apiEvents, type ApiEventBus } from './events';
import { serializeQueryParams } from './queryParams';
import { gatewayGate, type GatewayGate } from './gate';
import { createErrorBanner } from './interceptors/errorBanner';
import { createExtraHeader } from './interceptors/extraHeader';
import { createGatewayDownBlocker } from './interceptors/gatewayDownBlocker';
import { createMaintenance503 } from './interceptors/maintenance503';
import { createRequestTracker } from './interceptors/requestTracker';
import { createSessionRejected } from './interceptors/sessionRejected';

export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Session headers of the identity service (spec part 2 §7: app id, app name, token type, location,
 * JSON content type). The spec names the values but not the headers; these names are ours.
 */
export function identitySessionHeaders(config: AppConfig): Record<string, string> {
  return {
    'X-App-Id': config.appNumber,
    'X-App-Name': 'institutional-portal',
    'X-Token-Type': 'session',
    'X-Location': 'web',
    'Content-Type': 'application/json',
  };
}

export interface ApiInstances {
  gateway: AxiosInstance;
  identity: AxiosInstance;
}

type Interceptors = ReturnType<typeof createInterceptors>;

function createInterceptors(bus: ApiEventBus, gate: GatewayGate) {
  const { emit } = bus;
  return {
    blocker: createGatewayDownBlocker({ emit, gate }),
    extraHeader: createExtraHeader(),
    tracker: createRequestTracker({ emit }),
    maintenance: createMaintenance503({ emit }),
    sessionRejected: createSessionRejected({ emit }),
    banner: createErrorBanner({ emit }),
  };
}

/**
 * Order matters. Requests (registration order, legacy reversed ordering turned off): blocker first
 * so a blocked request never counts as started, tracker last. Answers: tracker first so every
 * started request settles, then the 503 check, then the 401 of a data call, then the banner (which leaves maintenance alone).
 */
function install(http: AxiosInstance, i: Interceptors): AxiosInstance {
  http.interceptors.request.use(i.blocker.onRequest);
  http.interceptors.request.use(i.extraHeader.onRequest);
  http.interceptors.request.use(i.tracker.onRequest);
  http.interceptors.response.use(i.tracker.onResponse, i.tracker.onError);
  http.interceptors.response.use(undefined, i.maintenance.onError);
  http.interceptors.response.use(undefined, i.sessionRejected.onError);
  http.interceptors.response.use(i.banner.onResponse, i.banner.onError);
  return http;
}

function createInstance(baseURL: string, headers: Record<string, string>, interceptors: Interceptors): AxiosInstance {
  const http = axios.create({
    baseURL,
    headers,
    withCredentials: true,
    timeout: REQUEST_TIMEOUT_MS,
    // XHR only, JSON only, no XSRF cookie: the parts of axios the portal never uses are not in the
    // build (config/build/axios/parts.js), so it names them here: its adapter, its query string, and
    // no cookie to copy into a header (the session cookie goes by itself: withCredentials).
    adapter: 'xhr',
    paramsSerializer: { serialize: serializeQueryParams },
    xsrfCookieName: '',
    transitional: { ...axios.defaults.transitional, legacyInterceptorReqResOrdering: false },
  });
  return install(http, interceptors);
}

let configured: (ApiInstances & { bus: ApiEventBus }) | null = null;

/** Called once at boot with the loaded configuration (again only in tests). */
export function configureApi(config: AppConfig, bus: ApiEventBus = apiEvents, gate: GatewayGate = gatewayGate): ApiInstances {
  const interceptors = createInterceptors(bus, gate);
  const instances = {
    gateway: createInstance(config.gatewayBaseUrl, {}, interceptors),
    identity: createInstance(config.identityHost, identitySessionHeaders(config), interceptors),
  };
  configured = { ...instances, bus };
  return instances;
}

function instances(): ApiInstances & { bus: ApiEventBus } {
  if (!configured) throw new Error('The API is not configured: call configureApi(config) at boot.');
  return configured;
}

export function gatewayHttp(): AxiosInstance {
  return instances().gateway;
}

export function identityHttp(): AxiosInstance {
  return instances().identity;
}

/** The bus the configured interceptors emit on (the app-wide one until configureApi says otherwise). */
export function apiBus(): ApiEventBus {
  return configured?.bus ?? apiEvents;
}
