// The accounts feature's state face: its events, slice, selectors, types and texts. What runs (the
// root saga, watchAccountPage, the components other features show) is in entry.ts.
export { accountsActions, accountsReducer, type AccountsState } from './accounts.slice';
export {
  DEFAULT_ACCOUNT_DETAILS,
  isMarketMaker,
  selectAccountById,
  selectAccountDetailsOrDefaults,
  selectAccountDetailsStatus,
  selectAccountsListStatus,
  selectAllAccounts,
  selectAllSecurities,
  selectEntitlementActionNames,
  selectEntitlementsStatus,
  selectHasEntitlement,
  selectHeldAccountTypes,
  selectMarketMakerAccounts,
  selectNonMarketMakerAccounts,
  selectSecuritiesStatus,
  selectSecurityEntities,
  selectSelectedAccount,
  selectSelectedAccountDetails,
  selectSelectedAcctNum,
} from './accounts.selectors';
export { ACCOUNTS_MESSAGES } from './messages';
export type { Account, AccountDetails, EntitlementAction, Security } from './types';
