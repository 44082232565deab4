import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountsActions } from '../../../src/features/accounts/index';
import { mintBurnActions } from '../../../src/features/mintBurn/index';
import { MintBurnPage as LazyMintBurnPage } from '../../../src/features/mintBurn/entry';
import MintBurnPage from '../../../src/features/mintBurn/pages/MintBurnPage';
import { SUPPORT_CONTACTS } from '../../../src/shared/constants/support';
import { renderWithStore } from '../../support/testStore';
import { MINT_AND_BURN, MM_ACCOUNTS, selectedEvents } from '../../builders/accounts';
import { mintDetails } from '../../builders/mintBurn';

const address = () => screen.getByTestId('location').textContent;
const tab = (name: string) => screen.getByRole('tab', { name });
const mintLoaded = (acctNum = 'M1') => [
  mintBurnActions.mintDetailsRequested({ acctNum }),
  mintBurnActions.mintDetailsLoaded({ acctNum, details: mintDetails(acctNum) }),
];
const without = (actionName: string) => MINT_AND_BURN.filter((a) => a.actionName !== actionName);

describe('MintBurnPage', () => {
  it("shows the back-to-account link, the title 'Mint & Burn Process' and FIDD's value", async () => {
    const user = userEvent.setup();
    renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', actions: selectedEvents('M1') });
    expect(screen.getByRole('heading', { level: 1, name: 'Mint & Burn Process' })).toBeInTheDocument();
    expect(screen.getByText('FIDD is a dollar-backed stablecoin: 1 FIDD = $1.00.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Account' }));
    expect(screen.getByText('Accounts page')).toBeInTheDocument();
    expect(address()).toBe('/dashboard');
  });

  it.each([
    ['/mint-burn', '/mint-burn/mint'],
    ['/mint-burn/nowhere/else', '/mint-burn/mint'],
    ['/mint-burn/mint', '/mint-burn/mint'],
  ])('%s opens the Mint tab at %s', (route, expected) => {
    renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', actions: selectedEvents('M1'), route });
    expect(address()).toBe(expected);
    expect(tab('Mint')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Burn')).toHaveAttribute('aria-selected', 'false');
  });

  it('the tabs navigate to mint-burn/mint and mint-burn/burn, and follow the address', async () => {
    const user = userEvent.setup();
    renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', actions: selectedEvents('M1'), route: '/mint-burn/burn' });
    expect(tab('Burn')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Burn FIDD' })).toBeInTheDocument();
    await user.click(tab('Mint'));
    expect(address()).toBe('/mint-burn/mint');
    expect(tab('Mint')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Mint FIDD' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(address()).toBe('/mint-burn/burn');
    expect(tab('Burn')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Burn');
  });

  it('the account selector lists only the market-maker accounts; choosing one selects it in the accounts feature', async () => {
    const user = userEvent.setup();
    const { dispatched } = renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', actions: selectedEvents('M1') });
    const selector = screen.getByRole('combobox', { name: 'Select Account' });
    expect(within(selector).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Meridian – Market Making (M1)',
      'Meridian – Market Making II (M2)',
    ]);
    expect(selector).toHaveValue('M1');
    await user.selectOptions(selector, 'M2');
    expect(dispatched).toContainEqual(accountsActions.accountSelected({ acctNum: 'M2', source: 'user' }));
  });

  it('opening the page says so (its data loads); leaving says so too', () => {
    const { dispatched, unmount } = renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', actions: selectedEvents('M1') });
    expect(dispatched.map((a) => a.type)).toContain(mintBurnActions.pageOpened.type);
    unmount();
    expect(dispatched.map((a) => a.type).at(-1)).toBe(mintBurnActions.pageClosed.type);
  });

  it('a user without any market-maker account sees the no-access message', () => {
    renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', actions: selectedEvents('C1', MINT_AND_BURN, [MM_ACCOUNTS[2]!]) });
    expect(screen.getByRole('heading', { name: 'You are not entitled to view this page.' })).toBeInTheDocument();
    expect(screen.getByText('If you need assistance, please contact our Client Service Team:')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('a custody account selected by a user who also holds market-maker ones: choose one of those', () => {
    renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', actions: selectedEvents('C1') });
    expect(screen.getByText('Select a market-maker account to mint or burn FIDD.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Select Account' })).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'Mint FIDD' })).not.toBeInTheDocument();
  });

  it('while the entitlements load, a spinner instead of the tab', () => {
    renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', actions: selectedEvents('M1').slice(0, 3) });
    expect(screen.getByRole('status', { name: 'Loading account entitlements' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mint FIDD' })).not.toBeInTheDocument();
  });

  it.each([
    ['Mint', '/mint-burn/mint', 'FDAS_MM_WireCreate', 'Mint FIDD'],
    ['Burn', '/mint-burn/burn', 'FDAS_MM_TOACreate', 'Burn FIDD'],
  ])('the %s tab without %s: not entitled, with the Client Service contacts', (_, route, actionName, heading) => {
    renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', actions: selectedEvents('M1', without(actionName)), route });
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'You are not entitled to view this page.' })).toBeInTheDocument();
    expect(within(panel).getByText('If you need assistance, please contact our Client Service Team:')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: SUPPORT_CONTACTS.email })).toHaveAttribute('href', `mailto:${SUPPORT_CONTACTS.email}`);
    expect(within(panel).getByRole('link', { name: SUPPORT_CONTACTS.usPhone })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: SUPPORT_CONTACTS.ukPhone })).toBeInTheDocument();
    expect(within(panel).queryByRole('heading', { name: heading })).not.toBeInTheDocument();
  });

  it('each tab needs only its own entitlement', async () => {
    const user = userEvent.setup();
    renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', actions: [...selectedEvents('M1', without('FDAS_MM_TOACreate')), ...mintLoaded()] });
    expect(screen.getByRole('heading', { name: 'Mint FIDD' })).toBeInTheDocument();
    await user.click(tab('Burn'));
    expect(screen.getByRole('heading', { name: 'You are not entitled to view this page.' })).toBeInTheDocument();
  });

  it('another account chosen elsewhere shows that account', () => {
    const { store } = renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', actions: [...selectedEvents('M1'), ...mintLoaded('M1'), ...mintLoaded('M2')] });
    const numbersShown = (acctNum: string) => within(screen.getByRole('tabpanel')).queryAllByText(acctNum, { selector: 'dd' }).length;
    expect(numbersShown('M1')).toBe(2); // For Final Credit to, and the account
    act(() => {
      store.dispatch(accountsActions.accountSelected({ acctNum: 'M2' }));
      store.dispatch(accountsActions.entitlementsLoaded({ acctNum: 'M2', actions: MINT_AND_BURN }));
    });
    expect(screen.getByRole('combobox', { name: 'Select Account' })).toHaveValue('M2');
    expect(numbersShown('M2')).toBe(2);
    expect(numbersShown('M1')).toBe(0);
  });

  it('the lazy page from the feature index arrives as its own chunk', async () => {
    renderWithStore(<LazyMintBurnPage />, { path: '/mint-burn/*', actions: [...selectedEvents('M1'), ...mintLoaded()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mint & Burn Process' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Select Account' })).toHaveValue('M1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Mint FIDD' })).toBeInTheDocument();
  });
});
