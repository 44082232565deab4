// Route guards as pure rules (spec part 2 §2, part 1 §2 and §6). Each returns the path to redirect
// to, or null to let the route through. The <RouteGuard> component feeds them real state.
import type { AccountType } from '../../api/contract/accounts';
import type { FeatureFlag, FlagValues } from '../../features/system/index';
import { ROUTE_PATHS } from '../../shared/routePaths';

export interface GuardContext {
  signedIn: boolean;
  /** The account list and the selected account's entitlements have answered (or failed). */
  accountDataSettled: boolean;
  entitlementActions: readonly string[];
  heldAccountTypes: readonly AccountType[];
  selectedAccountType: AccountType | null;
  /** The flags that have answered so far (all of them once every flag has: system/flagsLoaded). */
  flags: Partial<FlagValues>;
}

export type RouteRequirement =
  | { kind: 'signedIn' }
  | { kind: 'preLogin' }
  | { kind: 'entitlement'; anyOf: readonly string[] }
  | { kind: 'accountType'; types: readonly AccountType[] }
  | { kind: 'accountSelected' }
  | { kind: 'featureFlag'; flag: FeatureFlag };

export const ENTITLEMENTS = {
  dashboard: 'FDAS_AS_INST_DASHBOARD',
  marketMakerWireCreate: 'FDAS_MM_WireCreate',
  marketMakerTransferCreate: 'FDAS_MM_TOACreate',
} as const;

/** The account-type guard is always open for users holding market-maker and other types. */
export function holdsMarketMakerAndOthers(types: readonly AccountType[]): boolean {
  return types.includes('MARKET_MAKER') && types.some((t) => t !== 'MARKET_MAKER');
}

export function checkRequirement(requirement: RouteRequirement, ctx: GuardContext): string | null {
  switch (requirement.kind) {
    case 'signedIn':
      return ctx.signedIn ? null : ROUTE_PATHS.login;
    case 'preLogin':
      return ctx.signedIn ? ROUTE_PATHS.dashboard : null;
    case 'entitlement':
      if (requirement.anyOf.length === 0 || requirement.anyOf.some((a) => ctx.entitlementActions.includes(a))) return null;
      // Spec: to /login. A signed-in user would be sent straight back by the login page's guard, so
      // one who lacks the entitlement sees /unauthorized instead (docs/spec-choices.md).
      return ctx.signedIn ? ROUTE_PATHS.unauthorized : ROUTE_PATHS.login;
    case 'accountType':
      if (holdsMarketMakerAndOthers(ctx.heldAccountTypes)) return null;
      return ctx.selectedAccountType !== null && requirement.types.includes(ctx.selectedAccountType)
        ? null
        : ROUTE_PATHS.dashboard;
    case 'accountSelected':
      return ctx.selectedAccountType !== null ? null : ROUTE_PATHS.dashboard;
    case 'featureFlag':
      return ctx.flags[requirement.flag] ? null : ROUTE_PATHS.dashboard;
  }
}

/** A feature-flag requirement whose flag has not answered yet: judged once it has, never taken for off. */
export function awaitsFlagAnswer(requirements: readonly RouteRequirement[], ctx: GuardContext): boolean {
  return requirements.some((r) => r.kind === 'featureFlag' && ctx.flags[r.flag] === undefined);
}

/** Requirements that can only be judged once the accounts and entitlements have loaded. */
export function dependsOnAccountData(requirements: readonly RouteRequirement[]): boolean {
  return requirements.some((r) => r.kind === 'entitlement' || r.kind === 'accountType' || r.kind === 'accountSelected');
}

/** The first redirect among a route's requirements, in the order they are listed. */
export function firstRedirect(requirements: readonly RouteRequirement[], ctx: GuardContext): string | null {
  for (const requirement of requirements) {
    const redirect = checkRequirement(requirement, ctx);
    if (redirect !== null) return redirect;
  }
  return null;
}
