// Helpers for system saga tests: the real reducer under `system`, a loaded configuration, and a
// manual clock for `delay` so time is provided, never waited for.
import { combineReducers } from '@reduxjs/toolkit';
import type { CallEffect } from 'redux-saga/effects';
import { delay } from 'redux-saga/effects';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, type StaticProvider } from 'redux-saga-test-plan/providers';
import type { AppConfig } from '../../../src/api/contract/config';
import { systemActions, systemReducer } from '../../../src/features/system/index';
import { testConfig } from '../../unit/api/support';
import { deferred, settle } from '../../support/async';
import { observeReducer } from '../../support/reducers';

export { deferred, settle };

export { testConfig };

export const rootReducer = combineReducers({ system: systemReducer });
export type TestState = ReturnType<typeof rootReducer>;

export function stateWithConfig(config: AppConfig = testConfig()): TestState {
  return rootReducer(undefined, systemActions.configLoaded({ config }));
}

/** The function redux-saga's `delay(ms)` calls: providers match on it. */
export const DELAY_FN = (delay(0) as CallEffect).payload.fn;

/** Every delay resolves at once. */
export const instantDelays: StaticProvider = [matchers.call.fn(DELAY_FN), undefined];

/** Delays wait until the test lets time pass: `clock.elapse(ms)` ends the pending delays of ms. */
export function manualClock() {
  let waiting: Array<{ ms: number; resolve: () => void }> = [];
  const provider: StaticProvider = [
    matchers.call.fn(DELAY_FN),
    dynamic(({ args: [ms] }: { args: unknown[] }) => new Promise<true>((resolve) => waiting.push({ ms: Number(ms), resolve: () => resolve(true) }))),
  ];
  return {
    provider,
    pending: () => waiting.map((w) => w.ms),
    async elapse(ms: number) {
      const due = waiting.filter((w) => w.ms === ms);
      waiting = waiting.filter((w) => w.ms !== ms);
      due.forEach((w) => w.resolve());
      await settle();
    },
  };
}

/** The real reducer, remembering the latest state so a test can look mid-run. */
export const observedReducer = () => observeReducer(rootReducer);
