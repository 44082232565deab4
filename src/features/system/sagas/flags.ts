// Feature flags pipeline (spec part 2 §6): a flag that cannot be fetched or is missing is off.
//   1. put system/flagsRequested
//   2. fetch every flag of FEATURE_FLAGS in parallel, those the first pipelines wait for first, six
//      calls to a task (delay(0) between); a failed call counts as off; each answer: put
//      system/flagAnswered {flag, on}
//   3. put system/flagsLoaded {values}
import type { Task } from 'redux-saga';
import { call, delay, fork, join, put } from 'redux-saga/effects';
import { fetchFeatureFlag } from '../../../api/index';
import { FEATURE_FLAGS, type FeatureFlag, type FlagValues } from '../flags';
import { systemActions } from '../system.slice';

/**
 * Asked first: the browser opens six connections to the gateway, so these answer in the first
 * round trip. The accounts list waits for multi-account-types (a signed-in page's data chain) and
 * the route guards for MarketMaker; the login page shows CCLogin's variant and the late parts the
 * banner and stablecoin flags pick (ADR 0022).
 */
export const FLAGS_FIRST: readonly FeatureFlag[] = ['multi-account-types', 'MarketMaker', 'CCLogin', 'newCookieBanner', 'oldCookieBanner', 'stablecoinTerms'];
const REQUEST_ORDER: readonly FeatureFlag[] = [...FLAGS_FIRST, ...FEATURE_FLAGS.filter((flag) => !FLAGS_FIRST.includes(flag))];

export function* fetchFlagOrOff(appNumber: string, flag: FeatureFlag) {
  let on = false;
  try {
    on = ((yield call(fetchFeatureFlag, appNumber, flag)) as boolean) === true;
  } catch {
    // off
  }
  yield put(systemActions.flagAnswered({ flag, on }));
  return on;
}

/**
 * Calls sent in one task: six, the connections the browser opens to the gateway (more would wait
 * for one anyway). Sending all sixteen (each through axios and its interceptors) held the main
 * thread in one long task (the login page's Total Blocking Time, ADR 0022).
 */
export const FLAG_CALLS_PER_TASK = 6;

export function* loadFlags(appNumber: string) {
  yield put(systemActions.flagsRequested());
  const calls: Task[] = [];
  for (let first = 0; first < REQUEST_ORDER.length; first += FLAG_CALLS_PER_TASK) {
    if (first > 0) yield delay(0); // the next six in a task of their own
    for (const flag of REQUEST_ORDER.slice(first, first + FLAG_CALLS_PER_TASK)) calls.push((yield fork(fetchFlagOrOff, appNumber, flag)) as Task);
  }
  const answers: boolean[] = yield join(calls);
  const values = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, answers[REQUEST_ORDER.indexOf(flag)] === true])) as FlagValues;
  yield put(systemActions.flagsLoaded({ values }));
}
