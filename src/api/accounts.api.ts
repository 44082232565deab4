// Calls of the accounts and balances features (spec part 2 §7); the request and answer shapes are
// the contract's (contract/accountsGateway.ts). Each answer is checked at the boundary: a body of
// the wrong shape throws MalformedResponseError (and banners), an answer without data throws
// GatewayRejectedError (the error banner interceptor has already shown its code and text).
import { gatewayHttp } from './client';
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
import type { GatewayResponse } from './contract/responses';
import { expectGatewayData, isGatewayResponseOf, type Guard } from './validate';

export const isFirmAccountsResponse = isGatewayResponseOf(isFirmList);
export const isAccountDetailsResponse = isGatewayResponseOf(isAccountDetailsDto);
export const isEntitlementsResponse = isGatewayResponseOf(isEntitlementsDto);
export const isSecuritiesResponse = isGatewayResponseOf(isSecurityList);
export const isPositionsResponse = isGatewayResponseOf(isPositionsDto);
export const isBalanceHistoryResponse = isGatewayResponseOf(isBalanceHistory);
export const isLatestPriceResponse = isGatewayResponseOf(isLatestPriceDto);
export const isCountriesResponse = isGatewayResponseOf(isCountryList);

async function post<T>(url: string, body: object, guard: Guard<GatewayResponse<T>>): Promise<T> {
  return expectGatewayData(await gatewayHttp().post<unknown>(url, body), guard);
}

async function get<T>(url: string, guard: Guard<GatewayResponse<T>>): Promise<T> {
  return expectGatewayData(await gatewayHttp().get<unknown>(url), guard);
}

/** The user's firms with their accounts; v3 when the multi-account-types flag is on. */
export function fetchFirmAccounts(multiAccountTypes: boolean): Promise<FirmDto[]> {
  return post(multiAccountTypes ? PATHS.firmAccountsV3 : PATHS.firmAccountsV2, {}, isFirmAccountsResponse);
}

export function fetchAccountDetails(accountNumber: string): Promise<AccountDetailsDto> {
  return post(PATHS.accountDetails, { accountNumber }, isAccountDetailsResponse);
}

export async function fetchEntitlements(accountNumber: string): Promise<EntitlementActionDto[]> {
  const { actions } = await post(PATHS.entitlements, { fdasAccountId: accountNumber }, isEntitlementsResponse);
  return actions;
}

export function fetchSecurities(): Promise<SecurityDto[]> {
  return get(PATHS.securities, isSecuritiesResponse);
}

export function fetchPositions(accountNumber: string): Promise<PositionsDto> {
  return post(PATHS.positions, { accountIdFilter: accountNumber }, isPositionsResponse);
}

export function fetchBalanceHistory(accountNumber: string, days: number): Promise<BalancePointDto[]> {
  return post(PATHS.balanceHistory, { accountNumber, days }, isBalanceHistoryResponse);
}

/** US dollars per unit of `asset` (an asset code such as 'BTC'). */
export function fetchLatestPrice(asset: string): Promise<LatestPriceDto> {
  const query = new URLSearchParams({ from: asset, to: 'USD' });
  return get(`${PATHS.latestPrice}?${query.toString()}`, isLatestPriceResponse);
}

export function fetchCountries(): Promise<CountryDto[]> {
  return get(PATHS.countries, isCountriesResponse);
}
