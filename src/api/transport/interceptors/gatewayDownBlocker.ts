// Interceptor 1 of 4: while the gateway is down for maintenance, every request except the status
// check is refused locally (spec part 1 §4), so nothing reaches a gateway that is not serving.
import type { InternalAxiosRequestConfig } from 'axios';
import { requestMethod, requestPath, PUBLIC_STATUS_PATH } from '../endpoints';
import { GatewayDownError } from '../errors';
import type { EmitApiEvent } from '../events';
import type { GatewayGate } from '../gate';

export interface GatewayDownBlockerDeps {
  emit: EmitApiEvent;
  gate: GatewayGate;
}

export function isStatusCheck(config: Pick<InternalAxiosRequestConfig, 'method' | 'url'>): boolean {
  return requestMethod(config.method) === 'GET' && requestPath(config.url) === PUBLIC_STATUS_PATH;
}

export function createGatewayDownBlocker({ emit, gate }: GatewayDownBlockerDeps) {
  return {
    onRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
      if (!gate.isGatewayDown() || isStatusCheck(config)) return config;
      const url = requestPath(config.url);
      emit({ type: 'requestBlocked', url });
      throw new GatewayDownError(url);
    },
  };
}
