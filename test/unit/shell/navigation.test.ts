// Spec part 1 §2 "Navigation menu", row by row.
import type { AccountType } from '../../../src/api/contract/accounts';
import { navigationItemsFor } from '../../../src/features/shell/navigation';

const labels = (types: AccountType[], flags = { marketMaker: true }) => navigationItemsFor(types, flags).map((item) => item.label);

const NONE = ['ACCOUNTS', 'DOCUMENTS', 'ACTION ITEMS', 'SECURITY'];
const CUSTODY_FAMILY = ['ACCOUNTS', 'SAVED INSTRUCTIONS', 'TRANSFER', 'TRADE', 'DOCUMENTS', 'ACTION ITEMS', 'SECURITY'];
const MARKET_MAKER = ['ACCOUNTS', 'SAVED INSTRUCTIONS', 'MINT & BURN', 'DOCUMENTS', 'ACTION ITEMS', 'SECURITY'];
const ALL_SIX = ['ACCOUNTS', 'SAVED INSTRUCTIONS', 'TRANSFER', 'TRADE', 'MINT & BURN', 'DOCUMENTS', 'ACTION ITEMS', 'SECURITY'];

describe('navigationItemsFor', () => {
  it('none selected → ACCOUNTS, DOCUMENTS, ACTION ITEMS', () => {
    expect(labels([])).toEqual(NONE);
  });

  it.each<AccountType[]>([
    ['CUSTODY'],
    ['COLLATERAL'],
    ['SUB_CUSTODY'],
    ['CUSTODY', 'COLLATERAL'],
    ['SUB_CUSTODY', 'CUSTODY', 'COLLATERAL'],
  ])('custody, collateral or sub-custody (%s) → five items and SAVED INSTRUCTIONS', (...types) => {
    expect(labels(types)).toEqual(CUSTODY_FAMILY);
  });

  it('market maker only → ACCOUNTS, SAVED INSTRUCTIONS, MINT & BURN, DOCUMENTS, ACTION ITEMS', () => {
    expect(labels(['MARKET_MAKER'])).toEqual(MARKET_MAKER);
  });

  it.each<AccountType[]>([
    ['MARKET_MAKER', 'CUSTODY'],
    ['COLLATERAL', 'MARKET_MAKER'],
    ['SUB_CUSTODY', 'MARKET_MAKER'],
    ['CUSTODY', 'SUB_CUSTODY', 'COLLATERAL', 'MARKET_MAKER'],
  ])('market maker plus other types (%s) → all six and SAVED INSTRUCTIONS in order', (...types) => {
    expect(labels(types)).toEqual(ALL_SIX);
  });

  it('offers no MINT & BURN while the MarketMaker flag is off (part 1 §4), the rest unchanged', () => {
    const off = { marketMaker: false };
    expect(labels(['MARKET_MAKER'], off)).toEqual(['ACCOUNTS', 'SAVED INSTRUCTIONS', 'DOCUMENTS', 'ACTION ITEMS', 'SECURITY']);
    expect(labels(['CUSTODY', 'MARKET_MAKER'], off)).toEqual(CUSTODY_FAMILY);
    expect(labels(['CUSTODY'], off)).toEqual(CUSTODY_FAMILY);
  });

  it('ignores duplicates and the order types arrive in', () => {
    expect(labels(['MARKET_MAKER', 'MARKET_MAKER'])).toEqual(MARKET_MAKER);
    expect(labels(['CUSTODY', 'CUSTODY', 'CUSTODY'])).toEqual(CUSTODY_FAMILY);
    expect(labels(['CUSTODY', 'MARKET_MAKER', 'CUSTODY', 'MARKET_MAKER'])).toEqual(ALL_SIX);
  });

  it('ends with SECURITY for every signed-in user, whatever accounts they hold (issue 25)', () => {
    for (const types of [[], ['CUSTODY'], ['MARKET_MAKER']] as AccountType[][]) expect(labels(types).at(-1)).toBe('SECURITY');
  });

  it('points every item at its route', () => {
    const paths = Object.fromEntries(navigationItemsFor(['CUSTODY', 'MARKET_MAKER'], { marketMaker: true }).map((i) => [i.label, i.path]));
    expect(paths).toEqual({
      ACCOUNTS: '/dashboard',
      'SAVED INSTRUCTIONS': '/saved-instructions',
      TRANSFER: '/transfer',
      TRADE: '/traderui',
      'MINT & BURN': '/mint-burn',
      DOCUMENTS: '/documents',
      'ACTION ITEMS': '/action-items',
      SECURITY: '/security',
    });
  });
});
