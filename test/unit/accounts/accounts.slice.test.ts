import {
  accountsActions,
  accountsReducer,
  DEFAULT_ACCOUNT_DETAILS,
  selectAccountDetailsOrDefaults,
  selectAccountDetailsStatus,
  selectEntitlementActionNames,
  selectEntitlementsStatus,
  selectHasEntitlement,
  selectHeldAccountTypes,
  selectMarketMakerAccounts,
  selectNonMarketMakerAccounts,
  selectSecurityEntities,
  selectSecuritiesStatus,
  selectSelectedAccount,
  selectSelectedAccountDetails,
  isMarketMaker,
  type Account,
  type AccountsState,
} from '../../../src/features/accounts/index';
import { sessionActions } from '../../../src/features/session/index';
import { accountDetails, aSecurity, DASHBOARD_ACTIONS } from '../../builders/accounts';

const account = (acctNum: string, accountType: Account['accountType'] = 'CUSTODY'): Account => ({
  acctNum,
  firmId: 'F-1',
  accountShortName: `Short ${acctNum}`,
  accountDisplayName: `Display ${acctNum}`,
  firmName: 'Harborline Capital Partners LP',
  accountType,
});

const LIST = [account('C1'), account('M1', 'MARKET_MAKER'), account('L1', 'COLLATERAL'), account('M2', 'MARKET_MAKER')];

function reduce(...actions: Array<{ type: string }>): { accounts: AccountsState } {
  return { accounts: actions.reduce(accountsReducer, accountsReducer(undefined, { type: '@@init' })) };
}

const loaded = accountsActions.listLoaded({ accounts: LIST });

describe('accounts slice', () => {
  it('keeps market-maker accounts apart from the others, in list order', () => {
    const state = reduce(loaded);
    expect(selectMarketMakerAccounts(state).map((a) => a.acctNum)).toEqual(['M1', 'M2']);
    expect(selectNonMarketMakerAccounts(state).map((a) => a.acctNum)).toEqual(['C1', 'L1']);
    expect(selectHeldAccountTypes(state)).toEqual(['COLLATERAL', 'CUSTODY', 'MARKET_MAKER']);
  });

  it('the separation selectors are memoized: same input, same array', () => {
    const state = reduce(loaded);
    expect(selectMarketMakerAccounts(state)).toBe(selectMarketMakerAccounts(state));
    expect(selectNonMarketMakerAccounts({ accounts: { ...state.accounts } })).toBe(selectNonMarketMakerAccounts(state));
  });

  it('selecting a listed account starts its details and entitlements; an unknown one is ignored', () => {
    const state = reduce(loaded, accountsActions.accountSelected({ acctNum: 'M1' }));
    expect(selectSelectedAccount(state)?.acctNum).toBe('M1');
    expect(isMarketMaker(selectSelectedAccount(state))).toBe(true);
    expect(selectAccountDetailsStatus(state)).toBe('pending');
    expect(selectEntitlementsStatus(state)).toBe('pending');
    const ignored = reduce(loaded, accountsActions.accountSelected({ acctNum: 'M1' }), accountsActions.accountSelected({ acctNum: 'NOPE' }));
    expect(selectSelectedAccount(ignored)?.acctNum).toBe('M1');
  });

  it("accountSelected's source defaults to the user's choice", () => {
    expect(accountsActions.accountSelected({ acctNum: 'C1' }).payload).toEqual({ acctNum: 'C1', source: 'user' });
    expect(accountsActions.accountSelected({ acctNum: 'C1', source: 'otherTab' }).payload.source).toBe('otherTab');
  });

  it('details for the selected account land; a stale answer for the previous one is ignored', () => {
    const state = reduce(
      loaded,
      accountsActions.accountSelected({ acctNum: 'C1' }),
      accountsActions.accountSelected({ acctNum: 'L1' }),
      accountsActions.detailsLoaded({ acctNum: 'C1', details: accountDetails('C1') }),
    );
    expect(selectAccountDetailsStatus(state)).toBe('pending');
    expect(selectSelectedAccountDetails(state)).toBeNull();
    const answered = reduce(
      loaded,
      accountsActions.accountSelected({ acctNum: 'L1' }),
      accountsActions.detailsLoaded({ acctNum: 'L1', details: accountDetails('L1', { transparentAddressEnabled: true }) }),
      accountsActions.detailsFailed({ acctNum: 'C1' }),
    );
    expect(selectAccountDetailsStatus(answered)).toBe('succeeded');
    expect(selectSelectedAccountDetails(answered)?.transparentAddressEnabled).toBe(true);
  });

  it('failed details leave the defaults, with the account’s own type and number', () => {
    const state = reduce(loaded, accountsActions.accountSelected({ acctNum: 'L1' }), accountsActions.detailsFailed({ acctNum: 'L1' }));
    expect(selectAccountDetailsStatus(state)).toBe('failed');
    expect(selectAccountDetailsOrDefaults(state)).toEqual({ ...DEFAULT_ACCOUNT_DETAILS, accountType: 'COLLATERAL', selectedAccountId: 'L1' });
    expect(selectAccountDetailsOrDefaults(reduce(loaded))).toBeNull();
  });

  it('entitlements: loaded for the selected account, stale ones ignored, failure leaves none', () => {
    const state = reduce(
      loaded,
      accountsActions.accountSelected({ acctNum: 'C1' }),
      accountsActions.entitlementsLoaded({ acctNum: 'C1', actions: DASHBOARD_ACTIONS }),
      accountsActions.entitlementsLoaded({ acctNum: 'L1', actions: [] }),
    );
    expect(selectEntitlementActionNames(state)).toEqual(['FDAS_AS_INST_DASHBOARD', 'FDAS_MM_WireCreate']);
    expect(selectHasEntitlement(state, 'FDAS_MM_WireCreate')).toBe(true);
    expect(selectHasEntitlement(state, 'FDAS_MM_TOACreate')).toBe(false);
    const failed = reduce(loaded, accountsActions.accountSelected({ acctNum: 'C1' }), accountsActions.entitlementsFailed({ acctNum: 'C1' }));
    expect(selectEntitlementsStatus(failed)).toBe('failed');
    expect(selectEntitlementActionNames(failed)).toEqual([]);
  });

  it('securities are normalized by asset code', () => {
    const state = reduce(accountsActions.securitiesRequested(), accountsActions.securitiesLoaded({ securities: [aSecurity('BTC'), aSecurity('USD')] }));
    expect(selectSecuritiesStatus(state)).toBe('succeeded');
    expect(selectSecurityEntities(state).USD?.type).toBe('fiat');
    expect(selectSecurityEntities(state).BTC?.decimalPrecision).toEqual({ full: 8, truncated: 3 });
    expect(selectSecuritiesStatus(reduce(accountsActions.securitiesRequested(), accountsActions.securitiesFailed()))).toBe('failed');
  });

  it.each([
    ['accounts/cleared', accountsActions.cleared()],
    ['session/loggedOut', sessionActions.loggedOut()],
  ])('%s clears everything', (_, clearing) => {
    const state = reduce(
      loaded,
      accountsActions.accountSelected({ acctNum: 'C1' }),
      accountsActions.securitiesLoaded({ securities: [aSecurity('BTC')] }),
      clearing,
    );
    expect(state).toEqual(reduce());
  });
});
