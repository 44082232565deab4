// Shared by the Mint & Burn tests: the real reducers under their real keys (mintBurn included),
// builders in the gateway contract's shapes, and states with market-maker accounts in place.
import { combineReducers } from '@reduxjs/toolkit';
import type { HistoricalAddressDto, MintAccountDetailsDto } from '../../../src/api/contract/mintBurn';
import { accountsActions, accountsReducer, type Account, type EntitlementAction } from '../../../src/features/accounts/index';
import { mintBurnReducer } from '../../../src/features/mintBurn/index';
import { sessionReducer } from '../../../src/features/session/index';
import { ALL_FLAGS_OFF, systemActions, systemReducer } from '../../../src/features/system/index';
import { deferred, settle } from '../../support/async';
import { observeReducer } from '../../support/reducers';

export { deferred, settle };

export const rootReducer = combineReducers({
  system: systemReducer,
  session: sessionReducer,
  accounts: accountsReducer,
  mintBurn: mintBurnReducer,
});
export type TestState = ReturnType<typeof rootReducer>;

export function anAccount(acctNum: string, overrides: Partial<Account> = {}): Account {
  return {
    acctNum,
    firmId: 'F-2',
    accountShortName: `Short ${acctNum}`,
    accountDisplayName: `Display ${acctNum}`,
    firmName: 'Meridian Liquidity Markets LLC',
    accountType: 'MARKET_MAKER',
    ...overrides,
  };
}

/** Two market-maker accounts (M1, M2) and a custody account (C1). */
export const ACCOUNTS: Account[] = [
  anAccount('M1', { accountDisplayName: 'Meridian – Market Making' }),
  anAccount('M2', { accountDisplayName: 'Meridian – Market Making II' }),
  anAccount('C1', { accountDisplayName: 'Harborline – Main Custody', accountType: 'CUSTODY', firmId: 'F-1', firmName: 'Harborline Capital Partners LP' }),
];

export const MINT_AND_BURN: EntitlementAction[] = [
  { actionName: 'FDAS_AS_INST_DASHBOARD', permissions: ['VIEW'] },
  { actionName: 'FDAS_MM_WireCreate', permissions: ['CREATE'] },
  { actionName: 'FDAS_MM_TOACreate', permissions: ['CREATE'] },
];

/** The events that list the accounts, select one and load its entitlements. */
export function selectedEvents(acctNum = 'M1', actions: EntitlementAction[] = MINT_AND_BURN, accounts: Account[] = ACCOUNTS) {
  return [
    systemActions.flagsLoaded({ values: { ...ALL_FLAGS_OFF, MarketMaker: true } }),
    accountsActions.listLoaded({ accounts }),
    accountsActions.accountSelected({ acctNum, source: 'start' }),
    accountsActions.entitlementsLoaded({ acctNum, actions }),
  ];
}

export function stateWith(...events: Array<{ type: string }>): TestState {
  return events.reduce<TestState>((state, event) => rootReducer(state, event), rootReducer(undefined, { type: '@@init' }));
}

/** The real reducer, remembering the latest state so a test can look mid-run. */
export const observedReducer = () => observeReducer(rootReducer);

// ── Builders in the contract's shapes ─────────────────────────────────────────────────────────

export function mintDetails(acctNum: string): MintAccountDetailsDto {
  return {
    wireInstructions: {
      forTheBenefitOf: [
        { label: 'Beneficiary Name', value: 'Harbor Digital Trust Company' },
        { label: 'Beneficiary Account Number', value: '7700012345' },
        { label: 'SWIFT Code', value: 'HDTCUS33' },
      ],
      forFinalCreditTo: [
        { label: 'Account Name', value: `Display ${acctNum}` },
        { label: 'Account Number', value: acctNum },
      ],
    },
    bankAccountDetails: [
      { label: 'Bank Name', value: 'Atlantic Settlement Bank, N.A.' },
      { label: 'ABA Routing Number', value: '021000021' },
      { label: 'SWIFT Code', value: 'ATSBUS33' },
      { label: 'Account Number', value: '000123456789' },
    ],
  };
}

/** Burn address n: '0x' + 40 hex digits, distinct per n. */
export function walletAddress(n: number): string {
  return `0x${n.toString(16).padStart(4, '0')}${'Ab'.repeat(18)}`;
}

export function burnAddress(n: number, availableDate: string): HistoricalAddressDto {
  return { walletAddress: walletAddress(n), availableDate };
}
