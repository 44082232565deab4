// Texts of the accounts feature. Quoted ones are the spec's exact words (part 2 §2, §4, §6, §8)
// and are asserted by the tests; the rest are this portal's wording.
export const ACCOUNTS_MESSAGES = {
  detailsFailed: 'Failed to load account details.',
  entitlementsFailed: 'Failed to load account entitlements.',
  securitiesFailed: 'Error while fetching assets information',
  listFailed: 'Error while trying to fetch accounts.',
  loadingAccounts: 'Loading accounts',
  selectAccount: 'Select Account',
  transparentAddress: ' - Transparent Address',
  marketMakerAccounts: 'Market Maker Accounts',
  otherAccounts: 'Accounts',
  accountOption: (displayName: string, acctNum: string) => `${displayName} (${acctNum})`,
  clientSupport: 'Client Support',
  notEntitled: 'You are not entitled to view this page.',
  switchAccounts: 'This account does not have access to this feature. Switch accounts to continue.',
  contactSupport: 'If you need assistance, please contact our Client Service Team:',
} as const;
