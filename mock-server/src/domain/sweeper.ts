// The periodic sweep: sessions past their idle time or lifetime are deleted, not only refused when
// they come back (a crowd that never returns would leave its rows behind), and so are the attempts
// of ended sessions. It runs every SWEEP_INTERVAL_MS on a timer that never keeps the process alive;
// what is stale is judged on the gateway's clock (so the control clock and tests' clocks count).
import type { AttemptStore } from './attempts';
import type { SessionStore } from './sessions';

export const SWEEP_INTERVAL_MS = 60_000;

export function sweepExpired(sessions: SessionStore, attempts: AttemptStore): void {
  sessions.sweepStale();
  attempts.sweepEnded();
}

/** Starts the sweep; the returned function stops it. */
export function startSweeper(sessions: SessionStore, attempts: AttemptStore, intervalMs: number = SWEEP_INTERVAL_MS): () => void {
  const timer = setInterval(() => sweepExpired(sessions, attempts), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
