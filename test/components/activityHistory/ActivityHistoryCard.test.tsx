// The Activity History card (spec part 2 §2, §4, §9) through what a user sees: the title and its
// failure notice, the day-range select and the hidden type and asset selects, the export buttons
// and the export's progress, the ag-grid table (paged 20, 'No Activity History to Display',
// 'Processing' in grey italics) with a trade expanded into its details and partial fills.
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyAction } from '@reduxjs/toolkit';
import { accountsActions } from '../../../src/features/accounts/index';
import { activityHistoryActions as A } from '../../../src/features/activityHistory/index';
import ActivityHistoryCard from '../../../src/features/activityHistory/components/ActivityHistoryCard';
import { anAccount, aSecurity } from '../../builders/accounts';
import { aTransactionRecord, someRecords } from '../../builders/activityHistory';
import { flagsLoaded } from '../../builders/flags';
import { everythingInView } from '../../support/intersectionObserver';
import { renderWithStore } from '../../support/testStore';

// ag-grid in jsdom is slow on a loaded machine: each test here renders one or two grids, which draw
// their rows in tasks of their own, so every wait for what a grid shows may take up to 5 s.
jest.setTimeout(15_000);
configure({ asyncUtilTimeout: 5000 });
// The card is scrolled into view: its grid loads.
beforeEach(everythingInView);

const FILTERS = { days: 30 as const, asset: '', transferType: '' as const };
const selected: AnyAction[] = [accountsActions.listLoaded({ accounts: [anAccount('C1')] }), accountsActions.accountSelected({ acctNum: 'C1', source: 'start' })];
const loaded = (records = someRecords(3)): AnyAction[] => [
  ...selected,
  A.historyRequested({ acctNum: 'C1', filters: FILTERS }),
  A.historyLoaded({ acctNum: 'C1', filters: FILTERS, records, loadedAt: 1_772_000_000_000 }),
];

const card = () => screen.getByRole('region', { name: 'Activity History' });
/** The main grid's data rows (ag-grid renders them as role=row elements of class ag-row), in order. */
const gridRows = async (count: number) => {
  const rows = () => [...document.querySelectorAll<HTMLElement>('.activity-grid__table .ag-row:not(.ag-full-width-row)')];
  await waitFor(() => expect(rows()).toHaveLength(count));
  return rows().sort((a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')));
};

describe('Activity History card', () => {
  it('opens with its init event, shows the title, the rows and the pager', async () => {
    const { dispatched } = renderWithStore(<ActivityHistoryCard />, { actions: loaded() });
    expect(within(card()).getByRole('heading', { level: 2, name: 'Activity History' })).toBeInTheDocument();
    expect(dispatched.map((a) => a.type)).toContain(A.cardOpened.type);
    const rows = await gridRows(3);
    expect(rows[0]).toHaveTextContent('Buy BTC');
    expect(rows[0]).toHaveTextContent('$79,316.63');
    expect(screen.getByText('3 Total Results')).toBeInTheDocument();
    expect(screen.queryByText('Unable to load this data')).not.toBeInTheDocument();
  });

  it("keeps a full page's space while the history loads, and only until the grid has drawn the rows", async () => {
    const reserved = () => [card().classList.contains('activity-history--reserved'), document.querySelector('.activity-grid-area')?.classList.contains('activity-grid-area--reserved')];
    const { store } = renderWithStore(<ActivityHistoryCard />, { actions: [...selected, A.historyRequested({ acctNum: 'C1', filters: FILTERS })] });
    expect(reserved()).toEqual([true, true]);
    act(() => {
      store.dispatch(A.historyLoaded({ acctNum: 'C1', filters: FILTERS, records: someRecords(3), loadedAt: 1_772_000_000_000 }));
    });
    await gridRows(3);
    // Three rows leave no void below them: the card is as tall as what it shows.
    await waitFor(() => expect(reserved()).toEqual([false, false]));
  });

  it('pages 20 rows at a time', async () => {
    renderWithStore(<ActivityHistoryCard />, { actions: loaded(someRecords(45)) });
    // jsdom has no layout, so ag-grid draws only its first rows; the grid's row count is the page.
    await waitFor(() => expect(document.querySelector('.activity-grid__table [role="grid"]')).toHaveAttribute('aria-rowcount', '21'));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('45 Total Results')).toBeInTheDocument();
  });

  it("no records: 'No Activity History to Display'", async () => {
    renderWithStore(<ActivityHistoryCard />, { actions: loaded([]) });
    expect(await screen.findByText('No Activity History to Display')).toBeInTheDocument();
  });

  it("a failed load: a warning icon and 'Unable to load this data' beside the title, an empty table that does not claim there is no history", async () => {
    renderWithStore(<ActivityHistoryCard />, {
      actions: [...selected, A.historyRequested({ acctNum: 'C1', filters: FILTERS }), A.historyFailed({ acctNum: 'C1', message: 'Failed to load transaction history' })],
    });
    const notice = within(card()).getByRole('alert');
    expect(notice).toHaveTextContent('Unable to load this data');
    expect(notice.querySelector('svg')).not.toBeNull();
    // The grid's empty-table overlay is drawn, and says nothing: the alert above says why.
    const overlay = await waitFor(() => {
      const wrapper = card().querySelector('.ag-overlay-no-rows-wrapper');
      expect(wrapper).not.toBeNull();
      return wrapper as HTMLElement;
    });
    await act(async () => undefined);
    expect(overlay.textContent?.trim()).toBe('');
    expect(screen.queryByText('No Activity History to Display')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Activity History as CSV' })).toBeDisabled();
  });

  it('the day-range select offers 30 (chosen), 60 and 90 days; a choice is an event', async () => {
    const user = userEvent.setup();
    const { dispatched } = renderWithStore(<ActivityHistoryCard />, { actions: loaded() });
    const days = screen.getByRole('combobox', { name: 'Date range' });
    expect(within(days).getAllByRole('option').map((o) => o.textContent)).toEqual(['Last 30 Days', 'Last 60 Days', 'Last 90 Days']);
    expect(days).toHaveValue('30');
    await user.selectOptions(days, 'Last 90 Days');
    expect(dispatched).toContainEqual(A.daysSelected({ days: 90 }));
  });

  it('the type and asset selects are built but hidden unless am.activityfilters.enabled is on', async () => {
    const user = userEvent.setup();
    renderWithStore(<ActivityHistoryCard />, { actions: loaded() });
    expect(screen.queryByRole('combobox', { name: 'Activity type' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Activity type', { selector: 'select' })).not.toBeVisible();
    const shown = renderWithStore(<ActivityHistoryCard />, {
      actions: [flagsLoaded({ 'am.activityfilters.enabled': true }), accountsActions.securitiesLoaded({ securities: [aSecurity('BTC', { fullName: 'Bitcoin' })] }), ...loaded()],
    });
    const type = within(shown.container).getByRole('combobox', { name: 'Activity type' });
    expect(within(type).getAllByRole('option').map((o) => o.textContent)).toEqual(['All Activity', 'Deposits', 'Withdrawals', 'Buys', 'Sells', 'Other']);
    const asset = within(shown.container).getByRole('combobox', { name: 'Asset' });
    expect(within(asset).getAllByRole('option').map((o) => o.textContent)).toEqual(['All Assets', 'BTC Bitcoin']);
    await user.selectOptions(type, 'Buys');
    await user.selectOptions(asset, 'BTC Bitcoin');
    expect(shown.dispatched).toEqual(expect.arrayContaining([A.activityTypeSelected({ transferType: 'buy' }), A.assetSelected({ asset: 'BTC' })]));
  });

  it('CSV and PDF ask for an export once the history has loaded; progress with Cancel, then the file', async () => {
    const user = userEvent.setup();
    const pending = renderWithStore(<ActivityHistoryCard />, { actions: [...selected, A.historyRequested({ acctNum: 'C1', filters: FILTERS })] });
    expect(within(pending.container).getByRole('button', { name: 'Export Activity History as PDF' })).toBeDisabled();
    pending.unmount();

    const { dispatched, store } = renderWithStore(<ActivityHistoryCard />, { actions: loaded() });
    await user.click(screen.getByRole('button', { name: 'Export Activity History as CSV' }));
    await user.click(screen.getByRole('button', { name: 'Export Activity History as PDF' }));
    expect(dispatched).toEqual(expect.arrayContaining([A.exportRequested({ format: 'csv' }), A.exportRequested({ format: 'pdf' })]));

    act(() => {

      store.dispatch(A.exportStarted({ format: 'pdf', fileName: 'ActivityHist03022026.pdf', total: 3 }));

    });
    act(() => {
      store.dispatch(A.exportProgressed({ done: 2 }));
    });
    const status = (await screen.findByText('Preparing the PDF file')).closest('[role="status"]') as HTMLElement;
    expect(within(status).getByText('2 of 3 rows')).toBeInTheDocument();
    expect(within(status).getByRole('progressbar', { name: 'Preparing the PDF file' })).toHaveAttribute('value', '2');
    expect(screen.getByRole('button', { name: 'Export Activity History as CSV' })).toBeDisabled();
    await user.click(within(status).getByRole('button', { name: 'Cancel' }));
    expect(dispatched).toContainEqual(A.exportCancelRequested());
    act(() => {
      store.dispatch(A.exportSucceeded());
    });
    expect(await screen.findByText('ActivityHist03022026.pdf is ready in your downloads.')).toBeInTheDocument();
  });

  it('a failed or cancelled export says so', async () => {
    const { store } = renderWithStore(<ActivityHistoryCard />, { actions: [...loaded(), A.exportStarted({ format: 'csv', fileName: 'x.csv', total: 3 })] });
    act(() => {
      store.dispatch(A.exportFailed({ message: 'The file could not be made. Please try again.' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be made. Please try again.');
    act(() => {
      store.dispatch(A.exportStarted({ format: 'csv', fileName: 'x.csv', total: 3 }));
    });
    act(() => {
      store.dispatch(A.exportCancelled());
    });
    expect(await screen.findByText('The export was cancelled.')).toBeInTheDocument();
  });

  it("'Processing' is grey italic; a trade expands into its Execution ID, order type, fee, dates and partial fills", async () => {
    const user = userEvent.setup();
    const trade = aTransactionRecord({ status: 'Processing', settlementDateTime: null, orderType: 'Limit' });
    const journal = aTransactionRecord({ orderId: 'ADJ0000000007', transactionType: 'Manual JRL-IN', description: 'Adjustment', orderType: null, partialFillTradeOrder: null });
    renderWithStore(<ActivityHistoryCard />, { actions: loaded([trade, journal]) });
    const [first, second] = await gridRows(2);
    const status = within(first as HTMLElement).getByText('Processing');
    expect(status.closest('.activity-grid__processing')).not.toBeNull();

    // Queries stay inside a row or the details: role queries over the whole grid are slow in jsdom.
    const expand = within(first as HTMLElement).getByRole('button', { name: 'Show details of Buy BTC, 03/02/2026 9:30 AM' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    const details = await waitFor(() => {
      const region = document.querySelector<HTMLElement>('.activity-detail');
      expect(region).not.toBeNull();
      return region as HTMLElement;
    });
    expect(details).toHaveAccessibleName('Details: Buy BTC');
    const facts = Object.fromEntries(within(details).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(facts).toEqual({ 'Execution ID': 'EX0000012345', 'Order Type': 'Limit', Fee: '$0.00', 'Order Date': '03/02/2026 9:30 AM', 'Available Date': 'Processing' });
    const fills = details.querySelector<HTMLElement>('.activity-fills') as HTMLElement;
    expect(fills).toHaveAccessibleName('Partial fills');
    await waitFor(() => expect(fills).toHaveTextContent('0.7345'));
    expect(fills).toHaveTextContent('0.5000');
    expect(within(fills).getByText('2 Total Results')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByRole('button', { name: 'Hide details of Buy BTC, 03/02/2026 9:30 AM' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(second as HTMLElement).getByRole('button', { name: 'Show details of Adjustment, 03/02/2026 9:30 AM' }));
    await waitFor(() => expect(document.querySelectorAll('.activity-detail')).toHaveLength(2));
    const adjustment = [...document.querySelectorAll<HTMLElement>('.activity-detail')].find((d) => d.getAttribute('aria-label') === 'Details: Adjustment') as HTMLElement;
    expect(within(adjustment).getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Adjustment ID']);
    expect(adjustment.querySelector('.activity-fills')).toBeNull();
  }, 20_000);

  it("sorting in the grid is the feature's view (the rows arrive sorted); a remounted grid shows the kept view", async () => {
    const user = userEvent.setup();
    const { dispatched } = renderWithStore(<ActivityHistoryCard />, { actions: [...loaded(), A.gridSorted({ sort: [{ colId: 'date', sort: 'asc' }] })] });
    const rows = await gridRows(3);
    expect(rows.map((r) => r.getAttribute('row-id'))).toEqual(['EX0000000002', 'EX0000000001', 'EX0000000000']);
    const header = (colId: string) => document.querySelector<HTMLElement>(`.activity-grid__table .ag-header-cell[col-id="${colId}"]`) as HTMLElement;
    await waitFor(() => expect(header('date')).toHaveAttribute('aria-sort', 'ascending'));
    await user.click(header('description').querySelector('.ag-header-cell-label') as HTMLElement);
    expect(dispatched).toContainEqual(A.gridSorted({ sort: [{ colId: 'description', sort: 'asc' }] }));
  });
});
