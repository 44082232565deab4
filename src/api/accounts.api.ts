// Calls of the accounts and balances features (spec part 2 §7); the request and answer shapes are
// the contract's (contract/accountsGateway.ts); each answer is checked at the boundary (gatewayCalls).
import {
  ACCOUNTS_GATEWAY_PATHS as PATHS,
  isAccountDetailsDto,
  isBalanceHistory,
  isCountryList,
  isEntitlementsDto,
  isFirmList,
  isLatestPriceDto,
  isPositionsDto,
  isSecurityList,
  type AccountDetailsDto,
  type BalancePointDto,
  type CountryDto,
  type EntitlementActionDto,
  type FirmDto,
  type LatestPriceDto,
  type PositionsDto,
  type SecurityDto,
} from './contract/accountsGateway';
import { gatewayGet as get, gatewayPost as post } from './gatewayCalls';

/** The user's firms with their accounts; v3 when the multi-account-types flag is on. */
export function fetchFirmAccounts(multiAccountTypes: boolean): Promise<FirmDto[]> {
  return post(multiAccountTypes ? PATHS.firmAccountsV3 : PATHS.firmAccountsV2, {}, isFirmList);
}

export function fetchAccountDetails(accountNumber: string): Promise<AccountDetailsDto> {
  return post(PATHS.accountDetails, { accountNumber }, isAccountDetailsDto);
}

export async function fetchEntitlements(accountNumber: string): Promise<EntitlementActionDto[]> {
  const { actions } = await post(PATHS.entitlements, { fdasAccountId: accountNumber }, isEntitlementsDto);
  return actions;
}

export function fetchSecurities(): Promise<SecurityDto[]> {
  return get(PATHS.securities, isSecurityList);
}

export function fetchPositions(accountNumber: string): Promise<PositionsDto> {
  return post(PATHS.positions, { accountIdFilter: accountNumber }, isPositionsDto);
}

export function fetchBalanceHistory(accountNumber: string, days: number): Promise<BalancePointDto[]> {
  return post(PATHS.balanceHistory, { accountNumber, days }, isBalanceHistory);
}

/** US dollars per unit of `asset` (an asset code such as 'BTC'). */
export function fetchLatestPrice(asset: string): Promise<LatestPriceDto> {
  const query = new URLSearchParams({ from: asset, to: 'USD' });
  return get(`${PATHS.latestPrice}?${query.toString()}`, isLatestPriceDto);
}

export function fetchCountries(): Promise<CountryDto[]> {
  return get(PATHS.countries, isCountryList);
}
