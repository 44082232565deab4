// Calls of the accounts and balances features (spec part 2 §7); the request and answer shapes are
// the contract's (contract/firmAccounts, securities, positions, countries); each answer is checked at
// the boundary (gatewayCalls). 'page': the page shows the failure with the spec's text (the account
// list, details, entitlements, assets and positions) or in place (the balance history chart), so the
// error banner stays quiet for these calls: one message per failure (docs/spec-choices.md).
import { COUNTRY_PATHS, isCountryList, usaFirst, type CountryDto } from '../contract/countries';
import {
  FIRM_ACCOUNT_PATHS,
  isAccountDetailsDto,
  isEntitlementsDto,
  isFirmList,
  type AccountDetailsDto,
  type EntitlementActionDto,
  type FirmDto,
} from '../contract/firmAccounts';
import {
  POSITION_PATHS,
  isBalanceHistory,
  isPositionsDto,
  type BalancePointDto,
  type PositionsDto,
} from '../contract/positions';
import { SECURITY_PATHS, isSecurityList, type SecurityDto } from '../contract/securities';
import { gatewayGet as get, gatewayPost as post } from '../transport/gatewayCalls';

/** The user's firms with their accounts; v3 when the multi-account-types flag is on. */
export function fetchFirmAccounts(multiAccountTypes: boolean): Promise<FirmDto[]> {
  return post(multiAccountTypes ? FIRM_ACCOUNT_PATHS.firmAccountsV3 : FIRM_ACCOUNT_PATHS.firmAccountsV2, {}, isFirmList, 'page');
}

export function fetchAccountDetails(accountNumber: string): Promise<AccountDetailsDto> {
  return post(FIRM_ACCOUNT_PATHS.accountDetails, { accountNumber }, isAccountDetailsDto, 'page');
}

export async function fetchEntitlements(accountNumber: string): Promise<EntitlementActionDto[]> {
  const { actions } = await post(FIRM_ACCOUNT_PATHS.entitlements, { fdasAccountId: accountNumber }, isEntitlementsDto, 'page');
  return actions;
}

export function fetchSecurities(): Promise<SecurityDto[]> {
  return get(SECURITY_PATHS.securities, isSecurityList, undefined, 'page');
}

export function fetchPositions(accountNumber: string): Promise<PositionsDto> {
  return post(POSITION_PATHS.positions, { accountIdFilter: accountNumber }, isPositionsDto, 'page');
}

export function fetchBalanceHistory(accountNumber: string, days: number): Promise<BalancePointDto[]> {
  return post(POSITION_PATHS.balanceHistory, { accountNumber, days }, isBalanceHistory, 'page');
}

export function fetchCountries(): Promise<CountryDto[]> {
  return get(COUNTRY_PATHS.countries, isCountryList).then(usaFirst);
}
