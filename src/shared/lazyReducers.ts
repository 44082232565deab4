// Reducers that arrive with a lazily loaded chunk (e.g. redux-form's, with the first form) register
// here; the store adds them when they arrive, so the first page's JS stays small.
import type { Reducer } from 'redux';

type Injector = (key: string, reducer: Reducer) => void;

let injector: Injector | null = null;
const pending = new Map<string, Reducer>();

export function registerLazyReducer(key: string, reducer: Reducer): void {
  if (injector) injector(key, reducer);
  else pending.set(key, reducer);
}

/** Called once by the store: injects what registered before it existed, and everything after. */
export function onLazyReducer(inject: Injector): void {
  injector = inject;
  pending.forEach((reducer, key) => inject(key, reducer));
  pending.clear();
}
