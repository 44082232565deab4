// Feature flags pipeline (spec part 2 §6): a flag that cannot be fetched or is missing is off.
//   1. put system/flagsRequested
//   2. fetch every flag of FEATURE_FLAGS, those the first pipelines wait for first, in batches of
//      four, each batch's calls sent in a task of their own (delay(0) before each); a failed call
//      counts as off; a batch's answers: put system/flagsAnswered {values} (one action, not one
//      per flag: each action is a store update and a render pass)
//   3. put system/flagsLoaded {values}
import type { Task } from 'redux-saga';
import { all, call, delay, fork, join, put } from 'redux-saga/effects';
import { fetchFeatureFlag } from '../../../api/index';
import { FEATURE_FLAGS, type FeatureFlag, type FlagValues } from '../flags';
import { systemActions } from '../system.slice';

/**
 * Asked first: the accounts list waits for multi-account-types (a signed-in page's data chain) and
 * the route guards for MarketMaker; the login page shows CCLogin's variant and the late parts the
 * banner and stablecoin flags pick (ADR 0022).
 */
export const FLAGS_FIRST: readonly FeatureFlag[] = ['multi-account-types', 'MarketMaker', 'CCLogin', 'newCookieBanner', 'oldCookieBanner', 'stablecoinTerms'];
const REQUEST_ORDER: readonly FeatureFlag[] = [...FLAGS_FIRST, ...FEATURE_FLAGS.filter((flag) => !FLAGS_FIRST.includes(flag))];

export function* fetchFlagOrOff(appNumber: string, flag: FeatureFlag) {
  try {
    return ((yield call(fetchFeatureFlag, appNumber, flag)) as boolean) === true;
  } catch {
    return false;
  }
}

/**
 * Calls sent in one task, and answered as one action: four. Each call (axios, its interceptors,
 * the XHR's send) takes ~8 ms of the main thread on a 4× slowed CPU; six to a task made a task of
 * ~50 ms, sixteen one of ~130 ms (the login page's Total Blocking Time, ADR 0022).
 */
export const FLAG_CALLS_PER_TASK = 4;

/** One batch: its calls in parallel, then their answers in one system/flagsAnswered. */
export function* loadFlagBatch(appNumber: string, flags: readonly FeatureFlag[]) {
  const answers: boolean[] = yield all(flags.map((flag) => call(fetchFlagOrOff, appNumber, flag)));
  const values = Object.fromEntries(flags.map((flag, i) => [flag, answers[i] === true])) as Partial<FlagValues>;
  yield put(systemActions.flagsAnswered({ values }));
  return values;
}

export function* loadFlags(appNumber: string) {
  yield put(systemActions.flagsRequested());
  const batches: Task[] = [];
  for (let first = 0; first < REQUEST_ORDER.length; first += FLAG_CALLS_PER_TASK) {
    yield delay(0); // each batch's calls in a task of their own
    batches.push((yield fork(loadFlagBatch, appNumber, REQUEST_ORDER.slice(first, first + FLAG_CALLS_PER_TASK))) as Task);
  }
  const answered: Array<Partial<FlagValues>> = yield join(batches);
  const values = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, answered.some((batch) => batch[flag] === true)])) as FlagValues;
  yield put(systemActions.flagsLoaded({ values }));
}
