import type { GuardContext } from '../../src/app/router/guards';
import { ALL_FLAGS_OFF } from '../../src/features/system/flags';

/** A signed-in custody user with the dashboard entitlement; override what a test is about. */
export function aGuardContext(overrides: Partial<GuardContext> = {}): GuardContext {
  return {
    signedIn: true,
    accountDataSettled: true,
    entitlementActions: ['FDAS_AS_INST_DASHBOARD'],
    heldAccountTypes: ['CUSTODY'],
    selectedAccountType: 'CUSTODY',
    flags: { ...ALL_FLAGS_OFF },
    ...overrides,
  };
}
