// In test mode (localStorage test-mode key set to 'on', as the end-to-end tests do) every action is
// kept, unsanitized, in window.__ICP_ACTION_LOG__, so a test can prove that no password or code
// ever travels in an action, and window.__ICP_STATE__() answers the store's state (what a replayed
// session log must reproduce). Off otherwise.
import type { Middleware } from 'redux';
import { LOCAL_KEYS, readLocal } from '../shared/storage';

export const ACTION_LOG_GLOBAL = '__ICP_ACTION_LOG__';
export const STATE_GLOBAL = '__ICP_STATE__';

const testMode = () => typeof window !== 'undefined' && readLocal(LOCAL_KEYS.testMode) === 'on';

export function createTestModeActionLog(): Middleware | null {
  if (!testMode()) return null;
  const log: unknown[] = [];
  (window as unknown as Record<string, unknown>)[ACTION_LOG_GLOBAL] = log;
  return () => (next) => (action) => {
    log.push(action);
    return next(action);
  };
}

export function exposeStateInTestMode(getState: () => unknown): void {
  if (testMode()) (window as unknown as Record<string, unknown>)[STATE_GLOBAL] = getState;
}
