import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountsActions } from '../../../src/features/accounts/index';
import { balancesActions } from '../../../src/features/balances/index';
import { DashboardPage as LazyDashboardPage } from '../../../src/features/balances/entry';
import DashboardPage from '../../../src/features/balances/pages/DashboardPage';
import { systemActions, ALL_FLAGS_OFF } from '../../../src/features/system/index';
import { everythingInView } from '../../support/intersectionObserver';
import { renderWithStore } from '../../support/testStore';
import { listed, someHistory, somePositions } from '../../builders/accounts';

const select = (acctNum: string) => accountsActions.accountSelected({ acctNum });
const requested = (acctNum: string) => balancesActions.positionsRequested({ acctNum });
function loaded(acctNum: string, count: number) {
  const { positions, accountSummary } = somePositions(count);
  return [
    requested(acctNum),
    balancesActions.positionsLoaded({ acctNum, positions, summary: accountSummary }),
    balancesActions.historyRequested({ acctNum, days: 30 }),
    balancesActions.historyLoaded({ acctNum, points: someHistory(30) }),
  ];
}

const positionsTable = () => screen.getByRole('table', { name: 'Positions' });
const bodyRows = () => within(positionsTable()).getAllByRole('row').slice(1);

describe('DashboardPage', () => {
  it('500 positions: shows the first page of 20 and pages through them', async () => {
    const user = userEvent.setup();
    renderWithStore(<DashboardPage />, { path: '/dashboard', actions: [listed(), select('C1'), ...loaded('C1', 500)] });
    expect(screen.getByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('A001');
    const inPager = within(within(positionsTable().closest('.data-table') as HTMLElement).getByRole('group', { name: 'Pagination' }));
    expect(inPager.getByText('500 Total Results')).toBeInTheDocument();
    expect(inPager.getByText('Page 1 of 25')).toBeInTheDocument();
    await user.click(inPager.getByRole('button', { name: 'Next page' }));
    expect(inPager.getByText('Page 2 of 25')).toBeInTheDocument();
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('A021');
    const jump = inPager.getByRole('spinbutton', { name: 'Jump to page:' });
    await user.clear(jump);
    await user.type(jump, '25{Enter}');
    expect(inPager.getByText('Page 25 of 25')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
    expect(within(bodyRows()[19] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('A500');
  });

  it('shows every position figure formatted, with column headers scoped', () => {
    renderWithStore(<DashboardPage />, { path: '/dashboard', actions: [listed(), select('C1'), ...loaded('C1', 1)] });
    const headers = within(positionsTable()).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Asset',
      'Available',
      'Unsettled',
      'Total',
      'Available (USD)',
      'Total (USD)',
      'Market Price (USD)',
      'Today',
      'All Time',
    ]);
    headers.forEach((h) => expect(h).toHaveAttribute('scope', 'col'));
    const cells = within(bodyRows()[0] as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    // somePositions(1): total 1000.5, available 75 %, $10 a unit.
    expect(cells.slice(1)).toEqual(['750.375', '250.125', '1,000.500', '$7,503.75', '$10,005.00', '$10.00', '+$12.30+1.25%', '-$40.00-3.50%']);
  });

  it('shows the account summary with its allocation list and the balance-history chart', () => {
    renderWithStore(<DashboardPage />, { path: '/dashboard', actions: [listed(), select('C1'), ...loaded('C1', 2)] });
    const summary = screen.getByRole('region', { name: 'Account Summary' });
    expect(within(summary).getByText('$30,010.00')).toBeInTheDocument();
    const allocation = within(summary).getByRole('table', { name: 'Allocation by asset' });
    expect(within(allocation).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['A001$20,005.0066.66%', 'A002$10,005.0033.34%']);
    expect(screen.getByRole('img', { name: 'Balance History, last 30 days' })).toBeInTheDocument();
  });

  it('a failed positions load shows the page message', () => {
    renderWithStore(<DashboardPage />, { path: '/dashboard', actions: [listed(), select('C1'), requested('C1'), balancesActions.positionsFailed({ acctNum: 'C1' })] });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unable to load account data. Please refresh this page or select a different account.',
    );
    expect(screen.queryByRole('table', { name: 'Positions' })).not.toBeInTheDocument();
  });

  it('while loading, and for another account than the loaded one, a spinner instead of stale positions', () => {
    const { store } = renderWithStore(<DashboardPage />, { path: '/dashboard', actions: [listed(), select('C1'), ...loaded('C1', 3)] });
    expect(positionsTable()).toBeInTheDocument();
    act(() => {
      store.dispatch(select('L1'));
    });
    expect(screen.queryByRole('table', { name: 'Positions' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading account data' })).toBeInTheDocument();
  });

  it('a market-maker account: its summary and a pointer to Mint & Burn, no positions', async () => {
    const user = userEvent.setup();
    renderWithStore(<DashboardPage />, { path: '/dashboard', actions: [
        systemActions.flagsLoaded({ values: { ...ALL_FLAGS_OFF, MarketMaker: true } }),
        listed(),
        select('M1'),
        balancesActions.positionsSkipped({ acctNum: 'M1' }),
      ] });
    const summary = screen.getByRole('region', { name: 'Account Summary' });
    expect(within(summary).getByText('Meridian – Market Making')).toBeInTheDocument();
    expect(within(summary).getByText('Market Maker')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Positions' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to Mint & Burn' }));
    expect(screen.getByText('Mint & Burn page')).toBeInTheDocument();
  });

  it('a market-maker account has Activity History too while am.mm.enabled is on, none while it is off (issue 27)', () => {
    const { store } = renderWithStore(<DashboardPage />, { path: '/dashboard', actions: [
        systemActions.flagsLoaded({ values: { ...ALL_FLAGS_OFF, MarketMaker: true, 'am.mm.enabled': true } }),
        listed(),
        select('M1'),
        balancesActions.positionsSkipped({ acctNum: 'M1' }),
      ] });
    expect(screen.getByRole('region', { name: 'Account Summary' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Activity History' })).toBeInTheDocument();
    act(() => {
      store.dispatch(systemActions.flagsLoaded({ values: { ...ALL_FLAGS_OFF, MarketMaker: true } }));
    });
    expect(screen.queryByRole('region', { name: 'Activity History' })).not.toBeInTheDocument();
  });

  it('no Mint & Burn link while that area is switched off', () => {
    renderWithStore(<DashboardPage />, { path: '/dashboard', actions: [listed(), select('M1')] });
    expect(screen.getByText(/Positions are not shown for market-maker accounts/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Mint & Burn' })).not.toBeInTheDocument();
  });

  it('the lazy page from the feature index arrives as its own chunk', async () => {
    renderWithStore(<LazyDashboardPage />, { path: '/dashboard', actions: [listed(), select('C1'), ...loaded('C1', 1)] });
    expect(await screen.findByRole('table', { name: 'Positions' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Select Account' })).toHaveValue('C1');
  });

  it('Activity History comes under the positions once they have painted, never for a market-maker account', async () => {
    const { store } = renderWithStore(<DashboardPage />, { path: '/dashboard', actions: [listed(), select('C1'), requested('C1')] });
    expect(screen.queryByRole('region', { name: 'Activity History' })).not.toBeInTheDocument();
    const { positions, accountSummary } = somePositions(1);
    act(() => {
      store.dispatch(balancesActions.positionsLoaded({ acctNum: 'C1', positions, summary: accountSummary }));
    });
    const card = screen.getByRole('region', { name: 'Activity History' });
    expect(positionsTable().compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Its chunk is fetched once its place nears the viewport: until then the card stays closed
    // (nothing loads); then it opens and loads the account's history.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0)); // a task later (an idle fallback's timer would have run)
    });
    expect(screen.getByRole('status', { name: 'Loading Activity History' })).toBeInTheDocument();
    expect(store.getState().activityHistory.cardOpen).toBe(false);
    act(() => everythingInView());
    await waitFor(() => expect(store.getState().activityHistory.cardOpen).toBe(true));
    act(() => {
      store.dispatch(select('M1'));
    });
    expect(screen.queryByRole('region', { name: 'Activity History' })).not.toBeInTheDocument();
  });
});

