// Interceptor 3 of 4: the extra headers on every request. X-Requested-With: the gateway refuses
// state-changing calls without it (a cross-site form cannot set a custom header, so it works as a
// CSRF defence). X-Request-Id: a new id per request, which the gateway's audit log keeps and the
// session log puts on the actions of the call (docs/action-log.md), so both sides line up.
import type { InternalAxiosRequestConfig } from 'axios';
import { newRequestId } from '../../../shared/ids';
import { REQUEST_ID_HEADER, REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '../requestOptions';

export interface ExtraHeaderDeps {
  name?: string;
  value?: string;
  nextRequestId?: () => string;
}

export function createExtraHeader({ name = REQUESTED_WITH_HEADER, value = REQUESTED_WITH_VALUE, nextRequestId = newRequestId }: ExtraHeaderDeps = {}) {
  return {
    onRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
      config.headers.set(name, value);
      const requestId = nextRequestId();
      config.headers.set(REQUEST_ID_HEADER, requestId);
      config.requestId = requestId;
      return config;
    },
  };
}
