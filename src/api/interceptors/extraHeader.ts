// Interceptor 3 of 4: the extra header on every request. The gateway refuses state-changing calls
// without it: a cross-site form cannot set a custom header, so it works as a CSRF defence.
import type { InternalAxiosRequestConfig } from 'axios';
import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '../requestOptions';

export interface ExtraHeaderDeps {
  name?: string;
  value?: string;
}

export function createExtraHeader({ name = REQUESTED_WITH_HEADER, value = REQUESTED_WITH_VALUE }: ExtraHeaderDeps = {}) {
  return {
    onRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
      config.headers.set(name, value);
      return config;
    },
  };
}
