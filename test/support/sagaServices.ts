// Providers and readers the saga tests share: the app's services (clock, ids, navigation) provided,
// virtual time for `delay`, and what a run put.
import { CANCEL } from 'redux-saga';
import { call, delay, race, take, type CallEffect, type Effect, type PutEffect } from 'redux-saga/effects';
import type { AnyAction } from '@reduxjs/toolkit';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, type StaticProvider } from 'redux-saga-test-plan/providers';
import { newId } from '../../src/shared/ids';
import { navigateTo } from '../../src/shared/navigation';
import { now } from '../../src/shared/time/clock';
import { settle } from './async';

export { deferred, settle } from './async';

/** Alerts get provided ids and times. */
export const alertServices: StaticProvider[] = [
  [matchers.call.fn(newId), 'alert-id'],
  [matchers.call.fn(now), 1_000],
];

/** Navigation, alert ids and the clock, provided. */
export const shellProviders: StaticProvider[] = [
  [matchers.call.fn(navigateTo), undefined],
  [matchers.call.fn(newId), 'alert-1'],
  [matchers.call.fn(now), 1_000],
];

/** A saga provider answering `fn` by its first argument (an account number). */
export function byAccount<T>(fn: (...args: never[]) => unknown, answers: Record<string, T | Error | Promise<T>>): StaticProvider {
  return [
    matchers.call.fn(fn),
    dynamic(({ args }: { args: unknown[] }) => {
      const answer = answers[String(args[0])];
      if (answer instanceof Error) throw answer;
      if (answer === undefined) throw new Error(`No scripted answer for ${String(args[0])}`);
      return answer;
    }),
  ];
}

// ── Time ──────────────────────────────────────────────────────────────────────────────────────

/** The function redux-saga's `delay(ms)` calls: providers match on it. */
export const DELAY_FN = (delay(0) as CallEffect).payload.fn;

/** Every delay resolves at once. */
export const instantDelays: StaticProvider = [matchers.call.fn(DELAY_FN), undefined];

/** Delays never end: a timer the test does not look at (the page's clock) waits until the run is finished. */
export const heldDelays: StaticProvider = [matchers.call.fn(DELAY_FN), dynamic(() => new Promise<never>(() => undefined))];

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

// ── Runs the test ends ────────────────────────────────────────────────────────────────────────

const FINISHED = 'test/finished';

/** Runs `saga` until the test dispatches test/finished, then cancels it (a race, no real time). */
export function* untilFinished<A extends unknown[]>(saga: (...args: A) => unknown, ...args: A) {
  yield race({ ran: call(saga as (...a: unknown[]) => Generator, ...args), finished: take(FINISHED) });
}

interface Startable<R> {
  run(options: { timeout: false }): Promise<R>;
  dispatch(action: AnyAction): unknown;
}

/**
 * Starts a tester of `untilFinished(saga, …)` that the test drives step by step with no real-time
 * limit: `finish()` lets what is under way settle (answers already given, the puts they lead to),
 * then cancels the saga and waits for the run. Unlike `silentRun(ms)`, a slow machine cannot cut
 * the run short in the middle of the test.
 */
export function runUntilFinished<R>(tester: Startable<R>) {
  const run = tester.run({ timeout: false });
  return {
    async finish(): Promise<R> {
      await settle();
      tester.dispatch({ type: FINISHED });
      return run;
    },
  };
}

/**
 * Starts a tester of `untilFinished(saga, …)`, dispatches `actions` one after another, each let
 * settle before the next (as `.dispatch(…)` before a run hands each to the saga's next take), then
 * finishes the run: for a test that only dispatches, then reads what the run did.
 */
export async function runDispatching<R>(tester: Startable<R>, ...actions: AnyAction[]): Promise<R> {
  const { finish } = runUntilFinished(tester);
  for (const action of actions) {
    tester.dispatch(action);
    await settle();
  }
  return finish();
}

// ── What a run called ──────────────────────────────────────────────────────────────────────────

/** The arguments of each call the run made to `fn`, in order (a run's `effects`). */
export const callsOf = (effects: { call?: Array<{ payload: { fn: unknown; args: unknown[] } }> }, fn: unknown): unknown[][] =>
  (effects.call ?? []).filter((e) => e.payload.fn === fn).map((e) => e.payload.args);

// ── What a run put ────────────────────────────────────────────────────────────────────────────

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
