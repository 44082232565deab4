import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UnauthorizedRoute } from '../../../src/app/router/UnauthorizedRoute';
import { accountsActions } from '../../../src/features/accounts/index';
import { sessionActions } from '../../../src/features/session/index';
import { ACCOUNTS, anAccount, DASHBOARD_ACTIONS, listed } from '../../builders/accounts';
import { renderWithStore } from '../../support/testStore';

const signedIn = sessionActions.signedIn({ username: 'demo.plain', via: 'signIn' });
/** The selected account C1 answered with no entitlement: the cascade sent the user here. */
const withoutAccess = (accounts = ACCOUNTS) => [
  signedIn,
  listed(accounts),
  accountsActions.accountSelected({ acctNum: 'C1', source: 'start' }),
  accountsActions.entitlementsLoaded({ acctNum: 'C1', actions: [] }),
];
const page = () => screen.getByRole('region', { name: 'Access not permitted' });
const SWITCH = 'This account does not have access to this feature. Switch accounts to continue.';

describe('/unauthorized is not a dead end', () => {
  it('signed out: the client-service text, and neither LOG OUT nor an account selector', () => {
    renderWithStore(<UnauthorizedRoute />, { path: '/unauthorized' });
    expect(within(page()).getByText('You are not entitled to view this page.')).toBeInTheDocument();
    expect(within(page()).getByText('If you believe you should have access, please contact our Client Service Team:')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'LOG OUT' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('signed in with one account: the client-service text and LOG OUT, which asks to log out', async () => {
    const user = userEvent.setup();
    const { types } = renderWithStore(<UnauthorizedRoute />, { path: '/unauthorized', actions: withoutAccess([anAccount('C1')]) });
    expect(within(page()).getByText('If you believe you should have access, please contact our Client Service Team:')).toBeInTheDocument();
    expect(screen.queryByText(SWITCH)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(within(page()).getByRole('button', { name: 'LOG OUT' }));
    expect(types()).toEqual(['session/logoutRequested']);
  });

  it("signed in with other accounts: the spec's switch text and the selector; an entitled account goes on to the dashboard", async () => {
    const user = userEvent.setup();
    const { store, types } = renderWithStore(<UnauthorizedRoute />, { path: '/unauthorized', actions: withoutAccess() });
    expect(within(page()).getByText('You are not entitled to view this page.')).toBeInTheDocument();
    expect(within(page()).getByText(SWITCH)).toBeInTheDocument();
    expect(screen.queryByText(/Client Service Team/)).not.toBeInTheDocument();
    expect(within(page()).getByRole('button', { name: 'LOG OUT' })).toBeInTheDocument();

    await user.selectOptions(within(page()).getByRole('combobox', { name: 'Select Account' }), 'L1');
    expect(types()).toEqual(['accounts/accountSelected']);
    expect(screen.getByTestId('location')).toHaveTextContent('/unauthorized'); // its entitlements are not in yet
    act(() => void store.dispatch(accountsActions.entitlementsLoaded({ acctNum: 'L1', actions: DASHBOARD_ACTIONS })));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(screen.getByText('Accounts page')).toBeInTheDocument();
  });

  it('signed in on an account that has access (the address typed): LOG OUT, no switch text', () => {
    renderWithStore(<UnauthorizedRoute />, {
      path: '/unauthorized',
      actions: [signedIn, listed(), accountsActions.accountSelected({ acctNum: 'C1', source: 'start' }), accountsActions.entitlementsLoaded({ acctNum: 'C1', actions: DASHBOARD_ACTIONS })],
    });
    expect(screen.queryByText(SWITCH)).not.toBeInTheDocument();
    expect(within(page()).getByRole('button', { name: 'LOG OUT' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/unauthorized');
  });

  it('another account without the entitlement either: the page stays, its selector on that account', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(<UnauthorizedRoute />, { path: '/unauthorized', actions: withoutAccess() });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Select Account' }), 'M1');
    act(() => void store.dispatch(accountsActions.entitlementsLoaded({ acctNum: 'M1', actions: [] })));
    expect(screen.getByTestId('location')).toHaveTextContent('/unauthorized');
    expect(screen.getByRole('combobox', { name: 'Select Account' })).toHaveValue('M1');
  });
});
