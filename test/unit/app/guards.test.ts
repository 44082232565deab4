import { awaitsFlagAnswer, checkRequirement, dependsOnAccountData, firstRedirect, type RouteRequirement } from '../../../src/app/router/guards';
import { ALL_FLAGS_OFF } from '../../../src/features/system/flags';
import { aGuardContext } from '../../builders/guardContext';

describe('route guards (spec part 2 §2)', () => {
  it('signed-in guard sends others to /login', () => {
    expect(checkRequirement({ kind: 'signedIn' }, aGuardContext({ signedIn: false }))).toBe('/login');
    expect(checkRequirement({ kind: 'signedIn' }, aGuardContext())).toBeNull();
  });

  it('login-page guard sends signed-in users to /dashboard', () => {
    expect(checkRequirement({ kind: 'preLogin' }, aGuardContext())).toBe('/dashboard');
    expect(checkRequirement({ kind: 'preLogin' }, aGuardContext({ signedIn: false }))).toBeNull();
  });

  describe('entitlement guard', () => {
    const needsDashboardOrCreate: RouteRequirement = { kind: 'entitlement', anyOf: ['FDAS_AS_INST_DASHBOARD', 'FDAS_AM_SICreate'] };
    it.each([
      ['needs no entitlement', { kind: 'entitlement', anyOf: [] } as RouteRequirement, [], null],
      ['holds one of the required actions', needsDashboardOrCreate, ['FDAS_AM_SICreate'], null],
      ['holds none of them', needsDashboardOrCreate, ['FDAS_MM_TOACreate'], '/unauthorized'],
      ['holds no actions at all', needsDashboardOrCreate, [], '/unauthorized'],
    ])('%s (signed in)', (_name, requirement, actions, expected) => {
      expect(checkRequirement(requirement, aGuardContext({ entitlementActions: actions }))).toBe(expected);
    });

    it('sends a visitor who is not signed in to /login', () => {
      expect(checkRequirement(needsDashboardOrCreate, aGuardContext({ signedIn: false, entitlementActions: [] }))).toBe('/login');
    });
  });

  describe('account-type guard', () => {
    const custodyTypes: RouteRequirement = { kind: 'accountType', types: ['CUSTODY', 'SUB_CUSTODY', 'COLLATERAL'] };
    it('lets listed account types through', () => {
      expect(checkRequirement(custodyTypes, aGuardContext({ selectedAccountType: 'COLLATERAL', heldAccountTypes: ['COLLATERAL'] }))).toBeNull();
    });
    it('sends other account types to /dashboard', () => {
      const mm = aGuardContext({ selectedAccountType: 'MARKET_MAKER', heldAccountTypes: ['MARKET_MAKER'] });
      expect(checkRequirement(custodyTypes, mm)).toBe('/dashboard');
    });
    it('sends a user with no selected account to /dashboard', () => {
      expect(checkRequirement(custodyTypes, aGuardContext({ selectedAccountType: null, heldAccountTypes: [] }))).toBe('/dashboard');
    });
    it('is always open for users with market-maker and other account types', () => {
      const mixed = aGuardContext({ selectedAccountType: 'MARKET_MAKER', heldAccountTypes: ['MARKET_MAKER', 'CUSTODY'] });
      expect(checkRequirement(custodyTypes, mixed)).toBeNull();
      expect(checkRequirement({ kind: 'accountType', types: ['MARKET_MAKER'] }, { ...mixed, selectedAccountType: 'CUSTODY' })).toBeNull();
    });
  });

  it('account-selected guard sends users without a selected account to /dashboard', () => {
    expect(checkRequirement({ kind: 'accountSelected' }, aGuardContext({ selectedAccountType: null }))).toBe('/dashboard');
    expect(checkRequirement({ kind: 'accountSelected' }, aGuardContext())).toBeNull();
  });

  it('feature-flag guard sends users to /dashboard when the flag is off', () => {
    expect(checkRequirement({ kind: 'featureFlag', flag: 'MarketMaker' }, aGuardContext({ flags: ALL_FLAGS_OFF }))).toBe('/dashboard');
    expect(checkRequirement({ kind: 'featureFlag', flag: 'MarketMaker' }, aGuardContext({ flags: { ...ALL_FLAGS_OFF, MarketMaker: true } }))).toBeNull();
  });

  it('waits for the answer of a flag a route needs, not for flags it does not (an unanswered flag is never taken for off)', () => {
    const mintBurn: RouteRequirement[] = [{ kind: 'signedIn' }, { kind: 'featureFlag', flag: 'MarketMaker' }];
    expect(awaitsFlagAnswer(mintBurn, aGuardContext({ flags: {} }))).toBe(true);
    expect(awaitsFlagAnswer(mintBurn, aGuardContext({ flags: { 'multi-account-types': true } }))).toBe(true);
    expect(awaitsFlagAnswer(mintBurn, aGuardContext({ flags: { MarketMaker: false } }))).toBe(false);
    expect(awaitsFlagAnswer([{ kind: 'signedIn' }], aGuardContext({ flags: {} }))).toBe(false);
  });

  it('marks entitlement, account-type and account-selected rules as needing account data', () => {
    expect(dependsOnAccountData([{ kind: 'signedIn' }, { kind: 'featureFlag', flag: 'MarketMaker' }])).toBe(false);
    expect(dependsOnAccountData([{ kind: 'signedIn' }, { kind: 'entitlement', anyOf: ['X'] }])).toBe(true);
    expect(dependsOnAccountData([{ kind: 'accountSelected' }])).toBe(true);
    expect(dependsOnAccountData([{ kind: 'accountType', types: ['CUSTODY'] }])).toBe(true);
  });

  it('firstRedirect reports the first failing requirement in order', () => {
    const requirements: RouteRequirement[] = [{ kind: 'signedIn' }, { kind: 'featureFlag', flag: 'MarketMaker' }];
    expect(firstRedirect(requirements, aGuardContext({ signedIn: false }))).toBe('/login');
    expect(firstRedirect(requirements, aGuardContext())).toBe('/dashboard');
    expect(firstRedirect(requirements, aGuardContext({ flags: { ...ALL_FLAGS_OFF, MarketMaker: true } }))).toBeNull();
  });
});
