// A data call (a path under the money-movement gateway) answered 401: the session it came with has
// ended on the server — signed out from another session's SECURITY page, ended by a lockout, or
// expired (issue 25: "a signed-out session's next call gets 401"). It tells the sagas, which take a
// signed-in user to login (the system feature's bridge → session/serverSessionExpired); the error
// itself goes on unchanged to its caller, and the banner leaves it alone (errorCatalogue.ts).
import { isAxiosError } from 'axios';
import { MONEY_MOVEMENT_BASE } from '../../contract/moneyMovement';
import { requestPath } from '../endpoints';
import type { EmitApiEvent } from '../events';

export interface SessionRejectedDeps {
  emit: EmitApiEvent;
}

export function createSessionRejected({ emit }: SessionRejectedDeps) {
  return {
    onError(error: unknown): never {
      if (isAxiosError(error) && error.response?.status === 401) {
        const url = requestPath(error.config?.url);
        if (url.startsWith(`${MONEY_MOVEMENT_BASE}/`)) emit({ type: 'sessionRejected', url });
      }
      throw error;
    },
  };
}
