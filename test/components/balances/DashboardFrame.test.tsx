// The dashboard's frame (ADR 0022, sixth pass): what a direct load of /dashboard paints before the
// session check, the page's chunk and the account data have come. Accessible on its own (one h1,
// the region that loads marked busy with a status for screen readers, no landmark of its own), and
// the page renders the same frame around the account's figures, so nothing moves when they come.
import { act, screen, within } from '@testing-library/react';
import { accountsActions } from '../../../src/features/accounts/index';
import { balancesActions } from '../../../src/features/balances/index';
import { DashboardFrame } from '../../../src/features/balances/components/DashboardFrame';
import DashboardPage from '../../../src/features/balances/pages/DashboardPage';
import { AccountDataPendingContext } from '../../../src/runtime/accountDataPending';
import { listed, somePositions } from '../../builders/accounts';
import { renderWithStore } from '../../support/testStore';

describe('DashboardFrame', () => {
  it('alone: the title, the account selector, the client-support block and a busy placeholder with a status', () => {
    const { container } = renderWithStore(<DashboardFrame />, { path: '/dashboard' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Accounts']);
    expect(screen.getByRole('combobox', { name: 'Select Account' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Client Support' })).toBeInTheDocument();
    const busy = container.querySelector('[aria-busy="true"]') as HTMLElement;
    expect(busy).toHaveClass('dashboard__placeholder');
    expect(within(busy).getByRole('status', { name: 'Loading accounts' })).toBeInTheDocument();
    // No landmark of its own: the shell's <main> holds it.
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("keeps the selected account's firm line in place while none is selected (the support block under it does not move)", () => {
    const { store, container } = renderWithStore(<DashboardFrame />, { path: '/dashboard', actions: [listed()] });
    const firmLine = () => container.querySelector('.account-selector__firm') as HTMLElement;
    expect(firmLine()).toHaveAttribute('aria-hidden', 'true');
    act(() => {
      store.dispatch(accountsActions.accountSelected({ acctNum: 'C1' }));
    });
    expect(firmLine()).not.toHaveAttribute('aria-hidden');
    expect(firmLine().textContent).not.toBe('');
  });

  it("is the page's own frame: the same elements, in the same order, around the account's figures", () => {
    const frame = renderWithStore(<DashboardFrame />, { path: '/dashboard', actions: [listed()] });
    const frameShape = Array.from(frame.container.querySelector('.dashboard')?.children ?? []).map((el) => el.className);
    frame.unmount();
    const page = renderWithStore(<DashboardPage />, { path: '/dashboard', actions: [listed()] });
    const pageShape = Array.from(page.container.querySelector('.dashboard')?.children ?? []).map((el) => el.className);
    expect(pageShape).toEqual(frameShape);
    expect(pageShape).toEqual(['dashboard__title', 'dashboard__account-bar', 'dashboard__placeholder']);
  });

  it("the page keeps the account's figures back while the route guard waits for the account data (entitlements)", () => {
    const { positions, accountSummary } = somePositions(1);
    const actions = [
      listed(),
      accountsActions.accountSelected({ acctNum: 'C1' }),
      balancesActions.positionsRequested({ acctNum: 'C1' }),
      balancesActions.positionsLoaded({ acctNum: 'C1', positions, summary: accountSummary }),
    ];
    const pending = renderWithStore(
      <AccountDataPendingContext.Provider value>
        <DashboardPage />
      </AccountDataPendingContext.Provider>,
      { path: '/dashboard', actions },
    );
    expect(screen.getByRole('status', { name: 'Loading accounts' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Positions' })).not.toBeInTheDocument();
    pending.unmount();
    renderWithStore(<DashboardPage />, { path: '/dashboard', actions });
    expect(screen.getByRole('table', { name: 'Positions' })).toBeInTheDocument();
  });
});
