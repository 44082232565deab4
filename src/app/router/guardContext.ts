import { createSelector } from '@reduxjs/toolkit';
import {
  selectEntitlementActionNames,
  selectHeldAccountTypes,
  selectSelectedAccount,
} from '../../features/accounts/index';
import { selectIsSignedIn } from '../../features/session/index';
import { selectFlagValues } from '../../features/system/index';
import type { RootState } from '../rootReducer';
import type { GuardContext } from './guards';

export const selectGuardContext = createSelector(
  [
    selectIsSignedIn,
    selectEntitlementActionNames,
    selectHeldAccountTypes,
    (state: RootState) => selectSelectedAccount(state)?.accountType ?? null,
    selectFlagValues,
  ],
  (signedIn, entitlementActions, heldAccountTypes, selectedAccountType, flags): GuardContext => ({
    signedIn,
    entitlementActions,
    heldAccountTypes,
    selectedAccountType,
    flags,
  }),
);
