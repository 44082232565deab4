// The one place the SPA reads the wall clock. Sagas `call(now)` so tests provide the time and a
// replayed action log reproduces the same state.
export function now(): number {
  return Date.now();
}
