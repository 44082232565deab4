// Accounts, positions and balance history: in the gateway contract's shapes (DTOs) and as the
// accounts slice holds them, with the events that put them in place.
import type { AccountType } from '../../src/api/contract/accounts';
import type { AccountDetailsDto, EntitlementActionDto, FirmDto } from '../../src/api/contract/firmAccounts';
import type { BalancePointDto, PositionDto, PositionsDto } from '../../src/api/contract/positions';
import type { SecurityDto } from '../../src/api/contract/securities';
import { accountsActions, type Account, type EntitlementAction } from '../../src/features/accounts/index';
import { flagsLoaded } from './flags';

export function anAccount(acctNum: string, overrides: Partial<Account> = {}): Account {
  return {
    acctNum,
    firmId: 'F-1',
    accountShortName: `Short ${acctNum}`,
    accountDisplayName: `Display ${acctNum}`,
    firmName: 'Harborline Capital Partners LP',
    accountType: 'CUSTODY',
    ...overrides,
  };
}

export const ACCOUNTS = [
  anAccount('C1', { accountDisplayName: 'Harborline – Main Custody' }),
  anAccount('L1', { accountDisplayName: 'Harborline – Prime Collateral', accountType: 'COLLATERAL' }),
  anAccount('M1', { accountDisplayName: 'Meridian – Market Making', accountType: 'MARKET_MAKER', firmId: 'F-2', firmName: 'Meridian Liquidity Markets LLC' }),
];

export const listed = (accounts: Account[] = ACCOUNTS) => accountsActions.listLoaded({ accounts });

/** A market maker's account (firm F-2, Meridian). */
export function aMarketMakerAccount(acctNum: string, overrides: Partial<Account> = {}): Account {
  return anAccount(acctNum, { firmId: 'F-2', firmName: 'Meridian Liquidity Markets LLC', accountType: 'MARKET_MAKER', ...overrides });
}

/** Two market-maker accounts (M1, M2) and a custody account (C1). */
export const MM_ACCOUNTS: Account[] = [
  aMarketMakerAccount('M1', { accountDisplayName: 'Meridian – Market Making' }),
  aMarketMakerAccount('M2', { accountDisplayName: 'Meridian – Market Making II' }),
  anAccount('C1', { accountDisplayName: 'Harborline – Main Custody' }),
];

export const MINT_AND_BURN: EntitlementAction[] = [
  { actionName: 'FDAS_AS_INST_DASHBOARD', permissions: ['VIEW'] },
  { actionName: 'FDAS_MM_WireCreate', permissions: ['CREATE'] },
  { actionName: 'FDAS_MM_TOACreate', permissions: ['CREATE'] },
];

/** The events that list the accounts, select one and load its entitlements. */
export function selectedEvents(acctNum = 'M1', actions: EntitlementAction[] = MINT_AND_BURN, accounts: Account[] = MM_ACCOUNTS) {
  return [
    flagsLoaded({ MarketMaker: true }),
    accountsActions.listLoaded({ accounts }),
    accountsActions.accountSelected({ acctNum, source: 'start' }),
    accountsActions.entitlementsLoaded({ acctNum, actions }),
  ];
}

export function anAccountDto(accountNumber: string, accountType: AccountType = 'CUSTODY') {
  return { accountNumber, shortName: `Short ${accountNumber}`, displayName: `Display ${accountNumber}`, accountType };
}

/** Two firms: a custody firm (C1 custody, S1 sub-custody, L1 collateral) and a market maker (M1). */
export function twoFirms(): FirmDto[] {
  return [
    {
      firmId: 'F-1',
      firmLegalName: 'Harborline Capital Partners LP',
      accounts: [anAccountDto('C1'), anAccountDto('S1', 'SUB_CUSTODY'), anAccountDto('L1', 'COLLATERAL')],
    },
    { firmId: 'F-2', firmLegalName: 'Meridian Liquidity Markets LLC', accounts: [anAccountDto('M1', 'MARKET_MAKER')] },
  ];
}

export function accountDetails(acctNum: string, overrides: Partial<AccountDetailsDto> = {}): AccountDetailsDto {
  const outbound = [
    { fullName: 'Ethereum', symbol: 'ETH', network: 'Ethereum' },
    { fullName: 'Bitcoin', symbol: 'BTC', network: 'Bitcoin' },
  ];
  return {
    accountType: 'CUSTODY',
    selectedAccountId: acctNum,
    aaEnabled: 'ENABLED',
    transparentAddressEnabled: false,
    maxAAPermitted: 5,
    maxWireInstructionsPermitted: 5,
    aaActivationPeriod: '3 Days',
    toaInEnabledAssets: outbound,
    toaOutEnabledAssets: outbound,
    enabledAssets: ['USD', 'BTC', 'ETH'],
    enabledNetworks: ['Bitcoin', 'Ethereum'],
    canEnableSDAI: false,
    canEditSDAI: true,
    canDisableSDAI: true,
    ...overrides,
  };
}

export const DASHBOARD_ACTIONS: EntitlementActionDto[] = [
  { actionName: 'FDAS_AS_INST_DASHBOARD', permissions: ['VIEW'] },
  { actionName: 'FDAS_MM_WireCreate', permissions: ['CREATE'] },
];

export function aSecurity(symbol: string, overrides: Partial<SecurityDto> = {}): SecurityDto {
  const fiat = symbol === 'USD';
  return {
    status: 'ACTIVE',
    type: fiat ? 'fiat' : 'commodity',
    fullName: `${symbol} full name`,
    display: { symbol, abbreviation: symbol, color: '#0b5394' },
    decimalPrecision: { full: fiat ? 2 : 8, truncated: fiat ? 2 : 3 },
    maxDigits: 12,
    network: fiat ? null : { name: `${symbol} network`, asset: symbol },
    fees: { currency: 'USD', withdraw: fiat ? 0 : 15 },
    transferLimits: { maxDecimalPrecision: fiat ? 2 : 8, minValue: 0.0001, limits: { toa_maker_min: 1 } },
    uiConfig: { warningMessages: { deposit: null, withdraw: null } },
    ...overrides,
  };
}

function amount(asset: string, value: number) {
  return { asset, value, valueString: value.toFixed(8), truncatedValueString: value.toFixed(3) };
}

/** Position i of an account: asset A{i} unless named. */
export function aPosition(asset: string, total: number, overrides: Partial<PositionDto> = {}): PositionDto {
  const available = total * 0.75;
  return {
    asset,
    assetSymbol: asset,
    available: amount(asset, available),
    unsettled: amount(asset, total - available),
    total: amount(asset, total),
    fiatEquivalents: {
      available: { value: available * 10, valueString: (available * 10).toFixed(2) },
      total: { value: total * 10, valueString: (total * 10).toFixed(2) },
    },
    marketPrice: { value: 10, asOf: '2026-11-20T15:30:00Z' },
    change: { today: { gain: 12.3, percent: 1.25 }, allTime: { gain: -40, percent: -3.5 } },
    ...overrides,
  };
}

/** `count` positions A001…, totals descending, with their summary. */
export function somePositions(count: number): PositionsDto {
  const positions = Array.from({ length: count }, (_, i) => aPosition(`A${String(i + 1).padStart(3, '0')}`, 1000 * (count - i) + 0.5));
  const totalFiatValue = positions.reduce((sum, p) => sum + p.fiatEquivalents.total.value, 0);
  return {
    positions,
    accountSummary: {
      totalFiatValue,
      allocations: positions.map((p) => ({
        assetSymbol: p.assetSymbol,
        fiatValue: p.fiatEquivalents.total.value,
        percent: Math.round((p.fiatEquivalents.total.value / totalFiatValue) * 10000) / 100,
      })),
    },
  };
}

export function someHistory(days: number, start = 1_000_000): BalancePointDto[] {
  return Array.from({ length: days }, (_, i) => ({
    date: new Date(Date.UTC(2026, 9, 23 + i)).toISOString().slice(0, 10),
    totalFiatValue: start + i * 10_000,
  }));
}
