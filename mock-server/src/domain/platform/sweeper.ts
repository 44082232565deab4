// The periodic sweep: sessions past their idle time or lifetime are deleted, not only refused when
// they come back (a crowd that never returns would leave its rows behind), and so are the attempts
// of ended sessions (the outcomes of their pushes recorded first: identity/pushEvents.ts); submitted
// transfers whose settlement time has come settle (transferLifecycle.ts); saved addresses whose
// activation time has come are stored ACTIVE (addressInstructions.ts: only for who reads the table;
// the gateway decides from the activation time itself); the request audit log and the security
// events keep their retention (requestAudit.ts, securityEvents.ts); expired passkey and step-up
// challenges go (identity/passkeys.ts, identity/stepUp.ts).
// It runs every SWEEP_INTERVAL_MS on a timer that never keeps the process alive; what is stale or
// due is judged on the gateway's clock (so the control clock and tests' clocks count).
import type { AddressInstructionBook } from '../instructions/addressInstructions';
import type { AttemptStore } from '../identity/attempts';
import type { PasskeyStore } from '../identity/passkeys';
import type { PushEvents } from '../identity/pushEvents';
import type { RequestAuditLog } from '../audit/requestAudit';
import type { SecurityEventLog } from '../audit/securityEvents';
import type { Clock } from './clock';
import type { SessionStore } from '../identity/sessions';
import type { StepUps } from '../identity/stepUp';
import type { TransferDesk } from '../transfers/transfers';

export const SWEEP_INTERVAL_MS = 60_000;

export interface SweepTargets {
  clock: Clock;
  sessions: SessionStore;
  attempts: AttemptStore;
  transfers: Pick<TransferDesk, 'settleDue'>;
  addressInstructions: Pick<AddressInstructionBook, 'activateDue'>;
  requestAudit: Pick<RequestAuditLog, 'sweep'>;
  pushEvents: Pick<PushEvents, 'recordDue'>;
  securityEvents: Pick<SecurityEventLog, 'sweep'>;
  passkeys: Pick<PasskeyStore, 'sweep'>;
  stepUps: Pick<StepUps, 'sweep'>;
}

export function sweepExpired(targets: SweepTargets): void {
  targets.sessions.sweepStale();
  targets.pushEvents.recordDue();
  targets.attempts.sweepEnded();
  targets.stepUps.sweep();
  targets.transfers.settleDue(targets.clock.now());
  targets.addressInstructions.activateDue(targets.clock.now());
  targets.passkeys.sweep(targets.clock.now());
  void targets.requestAudit.sweep(targets.clock.now()); // in the audit thread; it never rejects
  void targets.securityEvents.sweep(targets.clock.now()); // likewise
}

/** Starts the sweep; the returned function stops it. */
export function startSweeper(targets: SweepTargets, intervalMs: number = SWEEP_INTERVAL_MS): () => void {
  const timer = setInterval(() => sweepExpired(targets), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
