import { type AnyAction, configureStore } from '@reduxjs/toolkit';
import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import type { AccountType } from '../../../src/api/contract/accounts';
import { Layout } from '../../../src/features/shell/entry';
import { systemActions, systemReducer } from '../../../src/features/system/system.slice';
import { renderWithStore, type RenderWithStoreOptions } from '../../support/testStore';
import { flagsOn } from '../../builders/flags';
import { holdUntilFirstPaint } from '../../../src/runtime/firstPaintGate';

/** The layout, once its menu (a chunk of its own: ADR 0022) is on screen when it shows one. */
async function renderLayout(
  { showNavigation = true, types = [] as AccountType[], onLogout = jest.fn() } = {},
  options: RenderWithStoreOptions = { route: '/dashboard' },
) {
  const user = userEvent.setup();
  const view = renderWithStore(
    <Layout showNavigation={showNavigation} accountTypesHeld={types} marketMakerFlag onLogout={onLogout}>
      <h1>Page content</h1>
    </Layout>,
    options,
  );
  if (showNavigation) await screen.findByRole('navigation', { name: 'Main' });
  return { user, onLogout, ...view };
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const linkLabels = (nav: HTMLElement) => within(nav).getAllByRole('link').map((a) => a.textContent);

describe('Layout navigation', () => {
  it.each<[string, AccountType[], string[]]>([
    ['none selected', [], ['ACCOUNTS', 'DOCUMENTS', 'ACTION ITEMS', 'SECURITY']],
    ['custody', ['CUSTODY'], ['ACCOUNTS', 'SAVED INSTRUCTIONS', 'TRANSFER', 'TRADE', 'DOCUMENTS', 'ACTION ITEMS', 'SECURITY']],
    ['collateral', ['COLLATERAL'], ['ACCOUNTS', 'SAVED INSTRUCTIONS', 'TRANSFER', 'TRADE', 'DOCUMENTS', 'ACTION ITEMS', 'SECURITY']],
    ['sub-custody', ['SUB_CUSTODY'], ['ACCOUNTS', 'SAVED INSTRUCTIONS', 'TRANSFER', 'TRADE', 'DOCUMENTS', 'ACTION ITEMS', 'SECURITY']],
    ['market maker', ['MARKET_MAKER'], ['ACCOUNTS', 'SAVED INSTRUCTIONS', 'MINT & BURN', 'DOCUMENTS', 'ACTION ITEMS', 'SECURITY']],
    [
      'market maker plus others',
      ['MARKET_MAKER', 'CUSTODY'],
      ['ACCOUNTS', 'SAVED INSTRUCTIONS', 'TRANSFER', 'TRADE', 'MINT & BURN', 'DOCUMENTS', 'ACTION ITEMS', 'SECURITY'],
    ],
  ])('%s → the spec menu, then NOTIFICATIONS, LOG OUT and SUPPORT', async (_row, types, expected) => {
    await renderLayout({ types });
    expect(linkLabels(mainNav())).toEqual(expected);
    const bottom = within(mainNav()).getAllByRole('button').map((b) => b.textContent);
    expect(bottom).toEqual(['NOTIFICATIONS', 'LOG OUT', 'SUPPORT']);
  });

  it('links to the routes and marks the current one', async () => {
    await renderLayout({ types: ['CUSTODY', 'MARKET_MAKER'] }, { route: '/mint-burn' });
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'MINT & BURN' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'ACCOUNTS' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'TRADE' })).toHaveAttribute('href', '/traderui');
    expect(within(nav).getByRole('link', { name: 'ACTION ITEMS' })).toHaveAttribute('href', '/action-items');
  });

  it('moves the current mark when an item is followed', async () => {
    const { user } = await renderLayout({ types: ['CUSTODY'] });
    await user.click(within(mainNav()).getByRole('link', { name: 'DOCUMENTS' }));
    expect(within(mainNav()).getByRole('link', { name: 'DOCUMENTS' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'ACCOUNTS' })).not.toHaveAttribute('aria-current');
  });

  it('logs out from the menu', async () => {
    const { user, onLogout } = await renderLayout();
    await user.click(within(mainNav()).getByRole('button', { name: 'LOG OUT' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('opens the support dialog from SUPPORT; OK closes it and focus returns', async () => {
    const { user } = await renderLayout();
    const support = within(mainNav()).getByRole('button', { name: 'SUPPORT' });
    await user.click(support);
    const dialog = await screen.findByRole('dialog', { name: 'Support' });
    expect(within(dialog).getByText('Need help? Contact our Client Service Team:')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'institutional.support@harbordigital.example' })).toHaveAttribute(
      'href',
      'mailto:institutional.support@harbordigital.example',
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(support).toHaveFocus();
  });

  it('closes its dialogs when the route changes (e.g. a timeout logout)', async () => {
    const { user } = await renderLayout();
    await user.click(within(mainNav()).getByRole('button', { name: 'SUPPORT' }));
    expect(await screen.findByRole('dialog', { name: 'Support' })).toBeInTheDocument();
    await user.click(within(mainNav()).getByRole('link', { name: 'DOCUMENTS' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Layout on a page boot is painting from nothing (ADR 0022, eighth pass)', () => {
  it('keeps the menu\'s place empty until the frame has been painted, then brings the menu', async () => {
    let painted!: () => void;
    holdUntilFirstPaint(new Promise<void>((resolve) => (painted = resolve)));
    const { container } = renderWithStore(
      <Layout showNavigation accountTypesHeld={[]} marketMakerFlag onLogout={jest.fn()}>
        <h1>Page content</h1>
      </Layout>,
      { route: '/dashboard' },
    );
    // Long enough for the menu's chunk to have come, had it been asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(container.querySelector('.nav-menu.layout__side-menu[aria-hidden="true"]')).not.toBeNull();
    act(() => painted());
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});

describe('Layout small-screen drawer', () => {
  it('opens and closes the drawer from the toolbar menu button', async () => {
    const { user } = await renderLayout({ types: ['MARKET_MAKER'] });
    const menu = within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(document.getElementById(menu.getAttribute('aria-controls') ?? '')).not.toBeNull();

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const drawer = screen.getByRole('navigation', { name: 'Menu' });
    expect(linkLabels(drawer)).toEqual(['ACCOUNTS', 'SAVED INSTRUCTIONS', 'MINT & BURN', 'DOCUMENTS', 'ACTION ITEMS', 'SECURITY']);
    expect(within(drawer).getByRole('link', { name: 'ACCOUNTS' })).toHaveFocus();

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes on Escape with focus back on the menu button, and after a choice', async () => {
    const { user } = await renderLayout({ types: ['CUSTODY'] });
    const menu = within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menu).toHaveFocus();

    await user.click(menu);
    await user.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'TRANSFER' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(within(mainNav()).getByRole('link', { name: 'TRANSFER' })).toHaveAttribute('aria-current', 'page');
  });

  it('has a toolbar LOG OUT', async () => {
    const { user, onLogout } = await renderLayout();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'LOG OUT' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe('Layout always-present parts', () => {
  const withSystemState = {
    route: '/login',
    actions: [
      flagsOn('stablecoinTerms', 'oldCookieBanner'),
      systemActions.notificationsLoaded({ items: [{ id: 'n1', message: 'Scheduled upgrade Sunday', severity: 'blue' }] }),
      systemActions.alertRaised({ alert: { id: 'a1', severity: 'error', code: '1205', message: 'Wire window closed', raisedAt: 1 } }),
      systemActions.spinnerShown(),
    ],
  };

  it.each([true, false])('with showNavigation=%s: skip link, main, notices, spinner, cookie banner, footer', async (showNavigation) => {
    await renderLayout({ showNavigation }, withSystemState);
    // The notices, footer and cookie banner are a chunk of their own, rendered after <main> (ADR 0012).
    await screen.findByRole('contentinfo');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(within(main).getByRole('heading', { name: 'Page content' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Client notifications' })).toHaveTextContent('Scheduled upgrade Sunday');
    expect(screen.getByRole('alert')).toHaveTextContent('Wire window closed');
    expect(screen.getByRole('complementary', { name: 'Stablecoin terms' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('tells the system it has painted; the late parts wait for the flags and the notifications, then follow <main> in that order', async () => {
    const { store } = await renderLayout({ showNavigation: false }, { route: '/login', actions: [flagsOn('stablecoinTerms', 'newCookieBanner')] });
    // Flags alone are not enough: the notifications have not answered yet.
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your cookie choices' })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(systemActions.notificationsFailed());
    });
    const footer = await screen.findByRole('contentinfo');
    const main = screen.getByRole('main');
    const note = screen.getByRole('complementary', { name: 'Stablecoin terms' });
    const banner = screen.getByRole('region', { name: 'Your cookie choices' });
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect([follows(main, note), follows(note, footer), follows(footer, banner)]).toEqual([true, true, true]);
  });

  it('dispatches system/shellPainted once it is on screen (the flags and notifications load then)', () => {
    const seen: string[] = [];
    const store = configureStore({
      reducer: { system: systemReducer, seen: (state: null = null, action: AnyAction) => (seen.push(action.type), state) },
    });
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/login']}>
          <Layout showNavigation={false} accountTypesHeld={[]} marketMakerFlag onLogout={jest.fn()}>
            <h1>Page content</h1>
          </Layout>
        </MemoryRouter>
      </Provider>,
    );
    expect(seen.filter((type) => type.startsWith('system/'))).toEqual([systemActions.shellPainted.type]);
  });

  it('hides the menu, toolbar and drawer without navigation', async () => {
    await renderLayout({ showNavigation: false, types: ['CUSTODY'] }, { route: '/login' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'LOG OUT' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
