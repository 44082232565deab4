// A scripted gateway for the accounts and balances sagas: storage, cross-tab and navigation
// provided too. Answers are good unless the script says otherwise.
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, type StaticProvider } from 'redux-saga-test-plan/providers';
import {
  fetchAccountDetails,
  fetchBalanceHistory,
  fetchEntitlements,
  fetchFirmAccounts,
  fetchPositions,
  fetchSecurities,
} from '../../src/api/endpoints/accounts.api';
import type { AccountDetailsDto, EntitlementActionDto, FirmDto } from '../../src/api/contract/firmAccounts';
import type { BalancePointDto, PositionsDto } from '../../src/api/contract/positions';
import type { SecurityDto } from '../../src/api/contract/securities';
import { broadcastAccountChange } from '../../src/features/session/entry';
import { navigateTo } from '../../src/shared/navigation';
import { readLocal, writeLocal } from '../../src/shared/storage';
import { DASHBOARD_ACTIONS, accountDetails, aSecurity, someHistory, somePositions, twoFirms } from '../builders/accounts';
import { alertServices, byAccount } from './sagaServices';

type Answer<T> = T | Error | Promise<T>;

export interface GatewayScript {
  firms?: Answer<FirmDto[]>;
  details?: Record<string, Answer<AccountDetailsDto>>;
  entitlements?: Record<string, Answer<EntitlementActionDto[]>>;
  positions?: Record<string, Answer<PositionsDto>>;
  history?: Record<string, Answer<BalancePointDto[]>>;
  securities?: Answer<SecurityDto[]>;
  remembered?: string | null;
}

const ACCOUNTS = ['C1', 'S1', 'L1', 'M1'];
const forEach = <T>(make: (acctNum: string) => T) => Object.fromEntries(ACCOUNTS.map((a) => [a, make(a)]));

function answer<T>(value: Answer<T>): T | Promise<T> {
  if (value instanceof Error) throw value;
  return value;
}

/** Providers for a gateway that answers everything well unless the script says otherwise. */
export function scriptedPortal(script: GatewayScript = {}): StaticProvider[] {
  const details = { ...forEach((a) => accountDetails(a, a === 'M1' ? { accountType: 'MARKET_MAKER' } : {})), ...script.details };
  return [
    ...alertServices,
    [matchers.call.fn(fetchFirmAccounts), dynamic(() => answer(script.firms ?? twoFirms()))],
    [matchers.call.fn(fetchSecurities), dynamic(() => answer(script.securities ?? [aSecurity('USD'), aSecurity('BTC')]))],
    byAccount(fetchAccountDetails, details),
    byAccount(fetchEntitlements, { ...forEach(() => DASHBOARD_ACTIONS), ...script.entitlements }),
    byAccount(fetchPositions, { ...forEach(() => somePositions(3)), ...script.positions }),
    byAccount(fetchBalanceHistory, { ...forEach(() => someHistory(30)), ...script.history }),
    [matchers.call.fn(readLocal), script.remembered ?? null],
    [matchers.call.fn(writeLocal), undefined],
    [matchers.call.fn(broadcastAccountChange), undefined],
    [matchers.call.fn(navigateTo), undefined],
  ];
}
