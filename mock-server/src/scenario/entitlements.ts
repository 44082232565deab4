// What each demo user may do on their firm's accounts (docs/gateway.md lists it): one set for the
// custody types (custody, sub-custody, collateral) and one for market-maker accounts. A user not
// listed (a user made by registration) holds nothing: entitlements are granted by the firm's
// administrators, not by signing up.
import type { AccountType } from '../../../src/api/contract/accounts';
import { ACTIONS, type ActionName } from '../domain/accounts/entitlements';

/** Everything on a custody-type account: view, instructions, allow-list admin, transfers; create and authorize. */
export const CUSTODY_FULL: readonly ActionName[] = [
  ACTIONS.dashboard,
  ACTIONS.wireInstructionCreate,
  ACTIONS.wireInstructionAuthorize,
  ACTIONS.digitalAssetInstructionCreate,
  ACTIONS.digitalAssetInstructionAuthorize,
  ACTIONS.allowListAdmin,
  ACTIONS.wireTransferCreate,
  ACTIONS.wireTransferAuthorize,
  ACTIONS.digitalAssetTransferCreate,
  ACTIONS.digitalAssetTransferAuthorize,
];

/** The maker: view and create, never authorize. */
export const CUSTODY_MAKER: readonly ActionName[] = [
  ACTIONS.dashboard,
  ACTIONS.wireInstructionCreate,
  ACTIONS.digitalAssetInstructionCreate,
  ACTIONS.wireTransferCreate,
  ACTIONS.digitalAssetTransferCreate,
];

/** The checker: view, authorize, and the allow-list switches; never create. */
export const CUSTODY_CHECKER: readonly ActionName[] = [
  ACTIONS.dashboard,
  ACTIONS.wireInstructionAuthorize,
  ACTIONS.digitalAssetInstructionAuthorize,
  ACTIONS.allowListAdmin,
  ACTIONS.wireTransferAuthorize,
  ACTIONS.digitalAssetTransferAuthorize,
];

export const VIEW_ONLY: readonly ActionName[] = [ACTIONS.dashboard];

/** Market-maker accounts: view, and the mint (wire) and burn (transfer on account) actions. */
export const MARKET_MAKER: readonly ActionName[] = [
  ACTIONS.dashboard,
  ACTIONS.marketMakerWireCreate,
  ACTIONS.marketMakerWireAuthorize,
  ACTIONS.marketMakerTransferCreate,
  ACTIONS.marketMakerTransferAuthorize,
];

interface DemoEntitlements {
  custodyTypes: readonly ActionName[];
  marketMaker: readonly ActionName[];
}

const NONE: readonly ActionName[] = [];
const custodyAdmin: DemoEntitlements = { custodyTypes: CUSTODY_FULL, marketMaker: NONE };

export const DEMO_ENTITLEMENTS: Readonly<Record<string, DemoEntitlements>> = {
  'demo.plain': custodyAdmin,
  'demo.push': custodyAdmin,
  'demo.pushno': custodyAdmin,
  'demo.pushwait': custodyAdmin,
  'demo.sms': custodyAdmin,
  'demo.passkey': custodyAdmin,
  'demo.blocked': custodyAdmin,
  'demo.mm': { custodyTypes: NONE, marketMaker: MARKET_MAKER },
  'demo.mmnew': { custodyTypes: NONE, marketMaker: MARKET_MAKER },
  'demo.mixed': { custodyTypes: CUSTODY_FULL, marketMaker: MARKET_MAKER },
  'demo.maker': { custodyTypes: CUSTODY_MAKER, marketMaker: NONE },
  'demo.checker': { custodyTypes: CUSTODY_CHECKER, marketMaker: NONE },
  'demo.viewer': { custodyTypes: VIEW_ONLY, marketMaker: NONE },
  'demo.ie': custodyAdmin,
  'demo.busy': custodyAdmin,
  // The four-eyes firm: both hold create and authorize; the firm's policy makes each transfer wait for the other.
  'demo.strict': custodyAdmin,
  'demo.strict2': custodyAdmin,
  'demo.noaccts': { custodyTypes: NONE, marketMaker: NONE },
};

export function demoActions(username: string, accountType: AccountType): readonly ActionName[] {
  const granted = DEMO_ENTITLEMENTS[username];
  if (!granted) return NONE;
  return accountType === 'MARKET_MAKER' ? granted.marketMaker : granted.custodyTypes;
}
