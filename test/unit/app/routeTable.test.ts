import { firstRedirect } from '../../../src/app/router/guards';
import { REDIRECTS, ROUTE_TABLE } from '../../../src/app/router/routeTable';
import { ALL_FLAGS_OFF } from '../../../src/features/system/flags';
import { aGuardContext } from '../../builders/guardContext';

const route = (path: string) => {
  const spec = ROUTE_TABLE.find((r) => r.path === path);
  if (!spec) throw new Error(`no route ${path}`);
  return spec;
};

describe('the route table (spec part 1 §2)', () => {
  it('has every route of the spec', () => {
    expect(ROUTE_TABLE.map((r) => r.path.replace('/*', ''))).toEqual(
      expect.arrayContaining([
        'login', 'unauthorized', 'unavailable', 'application-error', 'user-access', 'dashboard', 'transfer',
        'mint-burn', 'documents', 'saved-instructions', 'action-items', 'traderui',
      ]),
    );
    expect(REDIRECTS).toEqual(expect.arrayContaining([{ from: '', to: '/login' }, { from: 'maker-checker', to: '/action-items' }]));
  });

  it('hides the navigation on login, user-access and the status pages only', () => {
    const hidden = ROUTE_TABLE.filter((r) => !r.showNavigation).map((r) => r.path);
    expect(hidden.sort()).toEqual(['application-error', 'login', 'unauthorized', 'unavailable', 'user-access/*']);
  });

  it('keeps the login page for users not yet signed in', () => {
    expect(firstRedirect(route('login').requirements, aGuardContext())).toBe('/dashboard');
    expect(firstRedirect(route('login').requirements, aGuardContext({ signedIn: false }))).toBeNull();
  });

  it('dashboard needs the institutional-dashboard entitlement', () => {
    expect(firstRedirect(route('dashboard').requirements, aGuardContext({ entitlementActions: [] }))).toBe('/unauthorized');
    expect(firstRedirect(route('dashboard').requirements, aGuardContext())).toBeNull();
  });

  it('transfer needs the dashboard entitlement and a custody, sub-custody or collateral account', () => {
    const transfer = route('transfer/*').requirements;
    expect(firstRedirect(transfer, aGuardContext({ selectedAccountType: 'SUB_CUSTODY' }))).toBeNull();
    expect(firstRedirect(transfer, aGuardContext({ selectedAccountType: 'MARKET_MAKER', heldAccountTypes: ['MARKET_MAKER'] }))).toBe('/dashboard');
  });

  it('mint-burn needs the dashboard entitlement and the MarketMaker flag; the page itself answers a user without market-maker accounts', () => {
    const mintBurn = route('mint-burn/*').requirements;
    const mm = aGuardContext({ selectedAccountType: 'MARKET_MAKER', heldAccountTypes: ['MARKET_MAKER'], flags: { ...ALL_FLAGS_OFF, MarketMaker: true } });
    expect(firstRedirect(mintBurn, mm)).toBeNull();
    expect(firstRedirect(mintBurn, { ...mm, flags: ALL_FLAGS_OFF })).toBe('/dashboard');
    // No account-type guard: it made the page's own no-access message unreachable (docs/spec-choices.md).
    expect(firstRedirect(mintBurn, { ...mm, selectedAccountType: 'CUSTODY', heldAccountTypes: ['CUSTODY'] })).toBeNull();
    expect(mintBurn.some((r) => r.kind === 'accountType')).toBe(false);
    expect(firstRedirect(mintBurn, { ...mm, entitlementActions: [] })).toBe('/unauthorized');
  });

  it('every page behind the shell needs a signed-in user', () => {
    ROUTE_TABLE.filter((r) => r.showNavigation).forEach((r) => {
      expect(firstRedirect(r.requirements, aGuardContext({ signedIn: false }))).toBe('/login');
    });
  });
});
