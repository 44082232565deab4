// What other code may use from the accounts feature.
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
  selectSecurityBySymbol,
  selectSecurityEntities,
  selectSelectedAccount,
  selectSelectedAccountDetails,
  selectSelectedAccountIsMarketMaker,
  selectSelectedAcctNum,
} from './accounts.selectors';
export { accountsSaga } from './accounts.sagas';
export { watchAccountPage, type AccountPage } from './sagas/accountPageLoads';
export { AccountSelector } from './components/AccountSelector';
export { AccountsReady } from './components/AccountsReady';
export { ClientSupportBlock } from './components/ClientSupportBlock';
export { NotEntitled } from './components/NotEntitled';
export { ACCOUNTS_MESSAGES } from './messages';
export type { Account, AccountDetails, EntitlementAction, Security, SelectionSource } from './types';
