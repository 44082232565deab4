// Feature flags pipeline (spec part 2 §6): a flag that cannot be fetched or is missing is off.
//   1. put system/flagsRequested
//   2. fetch every flag of FEATURE_FLAGS in parallel (all); a failed call counts as off
//   3. put system/flagsLoaded {values}
import { all, call, put } from 'redux-saga/effects';
import { fetchFeatureFlag } from '../../../api/index';
import { FEATURE_FLAGS, type FeatureFlag, type FlagValues } from '../flags';
import { systemActions } from '../system.slice';

export function* fetchFlagOrOff(appNumber: string, flag: FeatureFlag) {
  try {
    const on: boolean = yield call(fetchFeatureFlag, appNumber, flag);
    return on === true;
  } catch {
    return false;
  }
}

export function* loadFlags(appNumber: string) {
  yield put(systemActions.flagsRequested());
  const results: boolean[] = yield all(FEATURE_FLAGS.map((flag) => call(fetchFlagOrOff, appNumber, flag)));
  const values = Object.fromEntries(FEATURE_FLAGS.map((flag, i) => [flag, results[i] === true])) as FlagValues;
  yield put(systemActions.flagsLoaded({ values }));
}
