// Reducers that arrive with a lazily loaded chunk (e.g. redux-form's, with the first form) register
// here; the store adds them when they arrive, so the first page's JS stays small.
import type { Reducer } from 'redux';

type Injector = (reducers: Record<string, Reducer>) => void;

let injector: Injector | null = null;
const pending = new Map<string, Reducer>();

/**
 * Several reducers at once: the store adds them in one replacement of its reducer (one pass of
 * every reducer, one notice to the page's subscribers, one session-log entry), not one each.
 */
export function registerLazyReducers(reducers: Record<string, Reducer>): void {
  if (injector) injector(reducers);
  else Object.entries(reducers).forEach(([key, reducer]) => pending.set(key, reducer));
}

export function registerLazyReducer(key: string, reducer: Reducer): void {
  registerLazyReducers({ [key]: reducer });
}

/** Called once by the store: injects what registered before it existed, and everything after. */
export function onLazyReducer(inject: Injector): void {
  injector = inject;
  if (pending.size > 0) inject(Object.fromEntries(pending));
  pending.clear();
}
