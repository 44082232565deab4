import type { Action, Reducer } from 'redux';

/** The real reducer, remembering the latest state so a test can look mid-run. */
export function observeReducer<S>(reducer: Reducer<S>) {
  let latest: S = reducer(undefined, { type: '@@init' });
  const observed = (state: S | undefined, action: Action) => {
    latest = reducer(state, action);
    return latest;
  };
  return { reducer: observed, latest: () => latest };
}
