// Sagas that arrive with a lazily loaded chunk register here; the store runs each once, under the
// same supervisor as the root sagas. The first page then carries only the pipelines it needs.
import type { Saga } from 'redux-saga';

type Runner = (name: string, saga: Saga) => void;

let runner: Runner | null = null;
const pending = new Map<string, Saga>();
const started = new Set<string>();

export function registerLazySaga(name: string, saga: Saga): void {
  if (started.has(name) || pending.has(name)) return; // a chunk evaluated twice starts nothing twice
  if (runner) {
    started.add(name);
    runner(name, saga);
  } else {
    pending.set(name, saga);
  }
}

/** Called once by the store: runs what registered before it existed, and everything after. */
export function onLazySaga(run: Runner): void {
  runner = run;
  pending.forEach((saga, name) => {
    started.add(name);
    run(name, saga);
  });
  pending.clear();
}

/** Tests only: forget the runner and what started. */
export function resetLazySagasForTests(): void {
  runner = null;
  pending.clear();
  started.clear();
}
