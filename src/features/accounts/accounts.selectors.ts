import { createSelector } from 'reselect';
import type { AccountType } from '../../api/contract/accounts';
import { accountsAdapter, securitiesAdapter, type AccountsState } from './accounts.slice';
import type { Account, AccountDetails } from './types';

interface WithAccounts {
  accounts: AccountsState;
}

const selectAccountsState = (state: WithAccounts) => state.accounts;
const adapterSelectors = accountsAdapter.getSelectors(selectAccountsState);

export const selectAllAccounts = adapterSelectors.selectAll;
export const selectAccountById = adapterSelectors.selectById;
export const selectAccountsListStatus = (state: WithAccounts) => selectAccountsState(state).listStatus;
export const selectSelectedAcctNum = (state: WithAccounts) => selectAccountsState(state).selectedAcctNum;

export const selectSelectedAccount = (state: WithAccounts) => {
  const acctNum = selectAccountsState(state).selectedAcctNum;
  return acctNum ? (selectAccountsState(state).entities[acctNum] ?? null) : null;
};

export const isMarketMaker = (account: Pick<Account, 'accountType'> | null | undefined): boolean =>
  account?.accountType === 'MARKET_MAKER';

/** Market-maker accounts are kept apart from the others (spec part 2 §4). */
export const selectMarketMakerAccounts = createSelector([selectAllAccounts], (accounts) => accounts.filter(isMarketMaker));
export const selectNonMarketMakerAccounts = createSelector([selectAllAccounts], (accounts) =>
  accounts.filter((a) => !isMarketMaker(a)),
);

/** Distinct account types held across the user's firms, in a stable order. */
export const selectHeldAccountTypes = createSelector([selectAllAccounts], (accounts): AccountType[] =>
  [...new Set(accounts.map((a) => a.accountType))].sort(),
);

export const selectEntitlementsStatus = (state: WithAccounts) => selectAccountsState(state).entitlements.status;

export const selectEntitlementActionNames = createSelector(
  [(state: WithAccounts) => selectAccountsState(state).entitlements.actions],
  (actions) => actions.map((a) => a.actionName),
);

export const selectHasEntitlement = (state: WithAccounts, actionName: string): boolean =>
  selectAccountsState(state).entitlements.actions.some((a) => a.actionName === actionName);

export const selectAccountDetailsStatus = (state: WithAccounts) => selectAccountsState(state).details.status;

/** The selected account's details once loaded; null while loading or after a failure. */
export const selectSelectedAccountDetails = (state: WithAccounts): AccountDetails | null => {
  const { details, selectedAcctNum } = selectAccountsState(state);
  return details.acctNum === selectedAcctNum ? details.data : null;
};

/** What a failed or pending details load leaves: nothing enabled, nothing permitted. */
export const DEFAULT_ACCOUNT_DETAILS: Omit<AccountDetails, 'accountType' | 'selectedAccountId'> = {
  aaEnabled: 'DISABLED',
  transparentAddressEnabled: false,
  maxAAPermitted: 0,
  maxWireInstructionsPermitted: 0,
  aaActivationPeriod: null,
  toaInEnabledAssets: [],
  toaOutEnabledAssets: [],
  enabledAssets: [],
  enabledNetworks: [],
  canEnableSDAI: false,
  canEditSDAI: false,
  canDisableSDAI: false,
};

/** The selected account's details, or the defaults (with its own type and number) until they load. */
export const selectAccountDetailsOrDefaults = createSelector(
  [selectSelectedAccount, selectSelectedAccountDetails],
  (account, details): AccountDetails | null =>
    details ?? (account ? { ...DEFAULT_ACCOUNT_DETAILS, accountType: account.accountType, selectedAccountId: account.acctNum } : null),
);

const securitySelectors = securitiesAdapter.getSelectors((state: WithAccounts) => selectAccountsState(state).securities);
export const selectAllSecurities = securitySelectors.selectAll;
/** Securities by asset code, for joining positions and transfers to their asset. */
export const selectSecurityEntities = securitySelectors.selectEntities;
export const selectSecuritiesStatus = (state: WithAccounts) => selectAccountsState(state).securities.status;
