// Feature flags pipeline (spec part 2 §6): a flag that cannot be fetched or is missing is off.
//   1. put system/flagsRequested
//   2. fetch every flag of FEATURE_FLAGS in parallel (all), those the first pipelines wait for
//      first; a failed call counts as off; each answer: put system/flagAnswered {flag, on}
//   3. put system/flagsLoaded {values}
import { all, call, put } from 'redux-saga/effects';
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

export function* loadFlags(appNumber: string) {
  yield put(systemActions.flagsRequested());
  const answers: boolean[] = yield all(REQUEST_ORDER.map((flag) => call(fetchFlagOrOff, appNumber, flag)));
  const values = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, answers[REQUEST_ORDER.indexOf(flag)] === true])) as FlagValues;
  yield put(systemActions.flagsLoaded({ values }));
}
