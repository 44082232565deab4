// Every request's life as events (a fifth, tiny interceptor pair): each request that leaves is
// announced (requestStarted) and every answer or failure settles it (requestSettled), with the
// X-Request-Id it carries. The spinner counts them (not the background ones: polls); the session
// log links them to the actions of the call. Kept apart from the error banner because it must see
// every request, including those that bypass the banner, and must run first on the way back so no
// later interceptor can skip it.
import { isAxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { requestPath } from '../endpoints';
import type { EmitApiEvent } from '../events';
import '../requestOptions';

export interface RequestTrackerDeps {
  emit: EmitApiEvent;
  nextId?: () => number;
}

function counter(): () => number {
  let last = 0;
  return () => (last += 1);
}

function about(config: InternalAxiosRequestConfig) {
  return { url: requestPath(config.url), requestId: config.requestId ?? '', background: config.suppressSpinner === true };
}

export function createRequestTracker({ emit, nextId = counter() }: RequestTrackerDeps) {
  function settle(config: InternalAxiosRequestConfig | undefined): void {
    const id = config?.requestTrackingId;
    if (config === undefined || id === undefined) return;
    delete config.requestTrackingId;
    emit({ type: 'requestSettled', id, ...about(config) });
  }
  return {
    onRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
      const id = nextId();
      config.requestTrackingId = id;
      emit({ type: 'requestStarted', id, ...about(config) });
      return config;
    },
    onResponse(response: AxiosResponse): AxiosResponse {
      settle(response.config);
      return response;
    },
    onError(error: unknown): never {
      settle(isAxiosError(error) ? error.config : undefined);
      throw error;
    },
  };
}
