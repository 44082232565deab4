// Helpers for session saga tests: the real reducers (system for the configuration, session,
// sessionTimeout) and a virtual clock that provides both `now` and `delay`, so a test lets minutes
// pass in an instant and the countdown reads the same time the timers run on.
import { combineReducers } from '@reduxjs/toolkit';
import { CANCEL } from 'redux-saga';
import { delay, type CallEffect } from 'redux-saga/effects';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, type StaticProvider } from 'redux-saga-test-plan/providers';
import type { AppConfig } from '../../../src/api/contract/config';
import { sessionReducer, sessionTimeoutReducer } from '../../../src/features/session/index';
import { systemActions, systemReducer } from '../../../src/features/system/index';
import { now } from '../../../src/shared/time/clock';
import { testConfig } from '../../unit/api/support';
import { deferred, settle } from '../../support/async';
import { observeReducer } from '../../support/reducers';

export { deferred, settle };

export { testConfig };

export const rootReducer = combineReducers({ system: systemReducer, session: sessionReducer, sessionTimeout: sessionTimeoutReducer });
export type TestState = ReturnType<typeof rootReducer>;

export function stateWithConfig(config: AppConfig = testConfig()): TestState {
  return rootReducer(undefined, systemActions.configLoaded({ config }));
}

/** The real reducer, remembering the latest state so a test can look mid-run. */
export const observedReducer = () => observeReducer(rootReducer);

/** The function redux-saga's `delay(ms)` calls: providers match on it. */
export const DELAY_FN = (delay(0) as CallEffect).payload.fn;

interface Timer {
  due: number;
  fire: () => void;
}

/**
 * Virtual time. `delay(ms)` waits until `advance` reaches its due time; a delay that loses a race
 * is forgotten (redux-saga cancels it); `now` answers the virtual time.
 */
export function virtualClock(start = 1_000_000) {
  let time = start;
  let timers: Timer[] = [];
  const schedule = (ms: number) => {
    const timer: Timer = { due: time + ms, fire: () => undefined };
    const promise = new Promise<true>((resolve) => {
      timer.fire = () => resolve(true);
    });
    timers.push(timer);
    Object.assign(promise, { [CANCEL]: () => (timers = timers.filter((t) => t !== timer)) });
    return promise;
  };
  const providers: StaticProvider[] = [
    [matchers.call.fn(DELAY_FN), dynamic(({ args: [ms] }: { args: unknown[] }) => schedule(Number(ms)))],
    [matchers.call.fn(now), dynamic(() => time)],
  ];
  return {
    providers,
    now: () => time,
    /** Delays still running, as milliseconds from now. */
    pending: () => timers.map((t) => t.due - time).sort((a, b) => a - b),
    /** Lets `ms` pass, firing each timer at its due time, in order, the saga running in between. */
    async advance(ms: number) {
      const target = time + ms;
      await settle();
      for (;;) {
        const next = timers.filter((t) => t.due <= target).sort((a, b) => a.due - b.due)[0];
        if (!next) break;
        time = next.due;
        timers = timers.filter((t) => t !== next);
        next.fire();
        await settle();
      }
      time = target;
      await settle();
    },
  };
}

/** Types of the actions a run put, in order. */
export function putTypes(effects: { put?: Array<{ payload: { action: { type: string } } }> }): string[] {
  return (effects.put ?? []).map((e) => e.payload.action.type);
}
