// The spinner's source (a fifth, tiny interceptor pair): every request that leaves is announced
// (requestStarted) and every answer or failure settles it (requestSettled). Kept apart from the
// error banner because it must see every request, including those that bypass the banner, and
// must run first on the way back so no later interceptor can skip it.
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

export function createRequestTracker({ emit, nextId = counter() }: RequestTrackerDeps) {
  function settle(config: InternalAxiosRequestConfig | undefined): void {
    const id = config?.requestTrackingId;
    if (id === undefined) return;
    delete config?.requestTrackingId;
    emit({ type: 'requestSettled', id, url: requestPath(config?.url) });
  }
  return {
    onRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
      if (config.suppressSpinner) return config;
      const id = nextId();
      config.requestTrackingId = id;
      emit({ type: 'requestStarted', id, url: requestPath(config.url) });
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
