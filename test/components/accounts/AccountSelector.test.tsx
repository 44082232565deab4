import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountsActions, selectMarketMakerAccounts } from '../../../src/features/accounts/index';
import { AccountSelector, ClientSupportBlock } from '../../../src/features/accounts/entry';
import { SUPPORT_CONTACTS } from '../../../src/shared/constants/support';
import { createTestStore, renderWithStore } from '../../support/testStore';
import { accountDetails, ACCOUNTS, anAccount, listed } from '../../builders/accounts';

const select = () => screen.getByRole('combobox', { name: 'Select Account' });

describe('AccountSelector', () => {
  it("is labelled 'Select Account' and lists display name and account number, market makers apart", () => {
    renderWithStore(<AccountSelector />, { path: '/dashboard', actions: [listed(), accountsActions.accountSelected({ acctNum: 'C1' })] });
    expect(select()).toHaveValue('C1');
    const groups = within(select()).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('label'))).toEqual(['Accounts', 'Market Maker Accounts']);
    expect(within(groups[0] as HTMLElement).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Harborline – Main Custody (C1)',
      'Harborline – Prime Collateral (L1)',
    ]);
    expect(within(groups[1] as HTMLElement).getByRole('option').textContent).toBe('Meridian – Market Making (M1)');
  });

  it('one kind of account: a plain list without groups', () => {
    renderWithStore(<AccountSelector />, { path: '/dashboard', actions: [listed([anAccount('C1'), anAccount('C2')]), accountsActions.accountSelected({ acctNum: 'C2' })] });
    expect(within(select()).queryAllByRole('group')).toEqual([]);
    expect(within(select()).getAllByRole('option').map((o) => o.textContent)).toEqual(['Display C1 (C1)', 'Display C2 (C2)']);
  });

  it('shows the firm name under it, with " - Transparent Address" when the feature is on', () => {
    const { store } = renderWithStore(<AccountSelector />, { path: '/dashboard', actions: [listed(), accountsActions.accountSelected({ acctNum: 'C1' })] });
    expect(screen.getByText('Harborline Capital Partners LP')).toBeInTheDocument();
    act(() => {
      store.dispatch(accountsActions.detailsLoaded({ acctNum: 'C1', details: accountDetails('C1', { transparentAddressEnabled: true }) }));
    });
    expect(screen.getByText('Harborline Capital Partners LP - Transparent Address')).toBeInTheDocument();
  });

  it("choosing an account puts accounts/accountSelected as the user's choice", async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(<AccountSelector />, { path: '/dashboard', actions: [listed(), accountsActions.accountSelected({ acctNum: 'C1' })] });
    await user.selectOptions(select(), 'M1');
    expect(store.getState().accounts.selectedAcctNum).toBe('M1');
    expect(screen.getByText('Meridian Liquidity Markets LLC')).toBeInTheDocument();
  });

  it('offers only the given accounts (Mint & Burn: market makers), blank while another kind is selected', () => {
    const store = createTestStore({ actions: [listed(), accountsActions.accountSelected({ acctNum: 'C1' })] }).store;
    const marketMakers = selectMarketMakerAccounts(store.getState());
    renderWithStore(<AccountSelector accounts={marketMakers} />, { path: '/dashboard', actions: [listed(), accountsActions.accountSelected({ acctNum: 'C1' })] });
    expect(within(select()).getAllByRole('option').map((o) => o.textContent)).toEqual(['', 'Meridian – Market Making (M1)']);
    expect(select()).toHaveValue('');
    expect(screen.queryByText('Harborline Capital Partners LP')).not.toBeInTheDocument();
  });

  it('is reachable by keyboard', async () => {
    const user = userEvent.setup();
    renderWithStore(<AccountSelector />, { path: '/dashboard', actions: [listed(ACCOUNTS), accountsActions.accountSelected({ acctNum: 'C1' })] });
    await user.tab();
    expect(select()).toHaveFocus();
  });
});

describe('ClientSupportBlock', () => {
  it('shows the support phones and e-mail as links', () => {
    renderWithStore(<ClientSupportBlock />, { path: '/dashboard' });
    const block = screen.getByRole('region', { name: 'Client Support' });
    expect(within(block).getByRole('link', { name: SUPPORT_CONTACTS.email })).toHaveAttribute('href', `mailto:${SUPPORT_CONTACTS.email}`);
    expect(within(block).getByRole('link', { name: SUPPORT_CONTACTS.usPhone })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(within(block).getByRole('link', { name: SUPPORT_CONTACTS.ukPhone })).toBeInTheDocument();
  });
});
