import { createSelector } from 'reselect';
import {
  selectAccountsListStatus,
  selectAllAccounts,
  selectEntitlementActionNames,
  selectEntitlementsStatus,
  selectHeldAccountTypes,
  selectSelectedAccount,
} from '../../features/accounts/index';
import { selectIsSignedIn } from '../../features/session/index';
import { selectFlagAnswers } from '../../features/system/index';
import type { RootState } from '../rootReducer';
import type { GuardContext } from './guards';

const settled = (status: string) => status === 'succeeded' || status === 'failed';

/** Accounts answered, and either there are none or the selected account's entitlements answered. */
export const selectAccountDataSettled = (state: RootState): boolean =>
  settled(selectAccountsListStatus(state)) &&
  (selectAllAccounts(state).length === 0 || settled(selectEntitlementsStatus(state)));

export const selectGuardContext = createSelector(
  [
    selectIsSignedIn,
    selectAccountDataSettled,
    selectEntitlementActionNames,
    selectHeldAccountTypes,
    (state: RootState) => selectSelectedAccount(state)?.accountType ?? null,
    selectFlagAnswers,
  ],
  (signedIn, accountDataSettled, entitlementActions, heldAccountTypes, selectedAccountType, flags): GuardContext => ({
    signedIn,
    accountDataSettled,
    entitlementActions,
    heldAccountTypes,
    selectedAccountType,
    flags,
  }),
);
