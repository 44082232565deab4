// Helpers for auth saga tests: the real reducers the pipelines touch (system, session, auth), state
// reached by events, identity outcomes, and a scan of what the sagas put (secrets must be in none).
import { combineReducers, type AnyAction } from '@reduxjs/toolkit';
import type { Effect, PutEffect } from 'redux-saga/effects';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import type { AppConfig } from '../../../src/api/contract/config';
import { authReducer } from '../../../src/features/auth/index';
import { sessionReducer } from '../../../src/features/session/index';
import { systemActions, systemReducer } from '../../../src/features/system/index';
import { newId } from '../../../src/shared/ids';
import { navigateTo } from '../../../src/shared/navigation';
import { now } from '../../../src/shared/time/clock';
import { testConfig } from '../../unit/api/support';

export { DELAY_FN, deferred, instantDelays, manualClock, settle } from '../system/support';
export { testConfig };

export const rootReducer = combineReducers({ system: systemReducer, session: sessionReducer, auth: authReducer });
export type AuthTestState = ReturnType<typeof rootReducer>;

/** The state after a loaded configuration and then `actions`, through the real reducers. */
export function stateAfter(actions: readonly AnyAction[], config: AppConfig = testConfig()): AuthTestState {
  return [systemActions.configLoaded({ config }), ...actions].reduce<AuthTestState>(rootReducer, rootReducer(undefined, { type: '@@init' }));
}

export const accepted = (code = '1200', message = 'OK') => ({ ok: true as const, code, message });
export const refused = (code: string, message: string) => ({ ok: false as const, code, message });

/** Navigation, alert ids and the clock, provided. */
export const shellProviders: StaticProvider[] = [
  [matchers.call.fn(navigateTo), undefined],
  [matchers.call.fn(newId), 'alert-1'],
  [matchers.call.fn(now), 1_000],
];

/** The actions the saga put, in order, from a run's `allEffects` (asserted ones included). */
export function putActions(allEffects: readonly Effect[]): AnyAction[] {
  return allEffects.filter((effect): effect is PutEffect<AnyAction> => effect.type === 'PUT').map((effect) => effect.payload.action);
}

/** Everything the saga put, as one text to search for secrets; a run that put nothing is a mistake. */
export function putsAsText(allEffects: readonly Effect[]): string {
  const actions = putActions(allEffects);
  if (actions.length === 0) throw new Error('The saga put no action: there is nothing to scan.');
  return JSON.stringify(actions);
}

/** The functions called, in order (the pipeline's order is a requirement: docs/adr/0006). */
export function calledFns(calls: ReadonlyArray<{ payload: { fn: unknown } }>): unknown[] {
  return calls.map((effect) => effect.payload.fn);
}
