// Interceptor 4 of 4: a 503 whose body is 'In Maintenance' means the gateway is down for
// maintenance (spec part 1 §4, §8). It tells the sagas and turns the error into a MaintenanceError,
// which the error banner leaves alone (the maintenance page says it all).
import { isAxiosError } from 'axios';
import { requestPath } from '../endpoints';
import { MaintenanceError } from '../errors';
import type { EmitApiEvent } from '../events';

export const MAINTENANCE_BODY = 'In Maintenance';

export interface Maintenance503Deps {
  emit: EmitApiEvent;
}

/** A 503 whose body is the text 'In Maintenance'. (A blob/arraybuffer request's body is not read:
 * the next JSON call during maintenance detects it.) */
export function isMaintenanceAnswer(error: unknown): boolean {
  if (!isAxiosError(error) || error.response?.status !== 503) return false;
  const body: unknown = error.response.data;
  return typeof body === 'string' && body.trim() === MAINTENANCE_BODY;
}

export function createMaintenance503({ emit }: Maintenance503Deps) {
  return {
    onError(error: unknown): never {
      if (isAxiosError(error) && isMaintenanceAnswer(error)) {
        const url = requestPath(error.config?.url);
        emit({ type: 'maintenanceDetected', url });
        throw new MaintenanceError(url);
      }
      throw error;
    },
  };
}
