// The shell's menu follows the MarketMaker flag (part 1 §4; issue 27): a market maker is offered
// MINT & BURN only while the flag is on — off, the item is not in the menu (the route would
// redirect, and the gateway refuses the area's calls).
import { screen, within } from '@testing-library/react';
import { AppShell } from '../../../src/app/router/AppShell';
import { aMarketMakerAccount, anAccount, listed } from '../../builders/accounts';
import { flagsLoaded, flagsOn } from '../../builders/flags';
import { renderWithStore } from '../../support/testStore';

const accounts = listed([anAccount('C1'), aMarketMakerAccount('M1')]);
const menuLabels = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav).getAllByRole('link').map((a) => a.textContent);
};

describe('the menu and the MarketMaker flag', () => {
  it('offers MINT & BURN to a market maker while the flag is on', async () => {
    renderWithStore(<AppShell />, { route: '/dashboard', actions: [accounts, flagsOn('MarketMaker')] });
    expect(await menuLabels()).toContain('MINT & BURN');
  });

  it('hides it while the flag is off, and shows it once the flag turns on', async () => {
    const { store } = renderWithStore(<AppShell />, { route: '/dashboard', actions: [accounts, flagsLoaded()] });
    const labels = await menuLabels();
    expect(labels).not.toContain('MINT & BURN');
    expect(labels).toContain('TRANSFER');
    store.dispatch(flagsOn('MarketMaker'));
    expect(await screen.findAllByRole('link', { name: 'MINT & BURN' })).not.toHaveLength(0);
  });
});
