// The accounts gateway's contract, by service: firmAccounts.ts, securities.ts, positions.ts,
// countries.ts (the base path in moneyMovement.ts). This file only gathers them for the gateway's
// modules that still import it; new code imports the service's own file.
import { FIRM_ACCOUNT_PATHS } from './firmAccounts';
import { POSITION_PATHS } from './positions';
import { SECURITY_PATHS } from './securities';
import { COUNTRY_PATHS } from './countries';

export * from './firmAccounts';
export * from './securities';
export * from './positions';
export * from './countries';

export const ACCOUNTS_GATEWAY_PATHS = { ...FIRM_ACCOUNT_PATHS, ...SECURITY_PATHS, ...POSITION_PATHS, ...COUNTRY_PATHS } as const;
