// When a saved address may be used (issue 25): one rule for the address list and the transfer's
// check, so they always agree. Apart from addressInstructions.ts, which the transfers' module
// graph must not reach (it imports the transfer desk to cancel pending withdrawals).
import type { AddressInstructionStatus } from '../../../../src/api/contract/savedInstructions';
import { isActivatedAt } from '../../../../src/shared/validation/activationPeriod';

/**
 * The status of an address at `now`: an approved one is PENDING_ACTIVATION until its activation
 * time and ACTIVE from then, whatever the sweep has stored yet (a clock set back makes it wait
 * again). The list and the transfer's check both read it, so they always agree.
 */
export function addressStatusAt(stored: AddressInstructionStatus, activatesAt: number | null, now: number): AddressInstructionStatus {
  if (stored !== 'ACTIVE' && stored !== 'PENDING_ACTIVATION') return stored;
  return isActivatedAt(activatesAt, now) ? 'ACTIVE' : 'PENDING_ACTIVATION';
}
