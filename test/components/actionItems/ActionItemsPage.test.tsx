// The action-items page by role and visible text: the tabs, each a grid; the empty overlay, the
// load failure and not-entitled texts; opening an item. ag-grid runs for real (jsdom) and must not
// report a missing module.
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { actionItemsActions as A } from '../../../src/features/actionItems/index';
import { decided, depositItem, listReadyEvents, wireInstructionItem, wireOutItem } from '../../builders/actionItems';
import { renderPage } from './support';

// ag-grid draws its rows in tasks of its own, slow in jsdom on a loaded machine: waits get up to 5 s.
jest.setTimeout(15_000);
configure({ asyncUtilTimeout: 5000 });

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled(); // ag-grid reports missing modules and bad options there
  consoleError.mockRestore();
});

const grid = (tab: 'Pending' | 'History') => screen.getByRole('region', { name: `${tab} action items` });

describe('the action-items page', () => {
  it('says it opened, shows the Pending tab, and a spinner while the list loads', () => {
    const { sent } = renderPage([A.listRequested({ tab: 'PENDING' })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Action Items' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Loading Action Items');
    expect(sent(A.pageOpened.type)).toHaveLength(1);
  });

  it('lists the pending items in a grid: date, type, description, account, amount, status, Respond or View', async () => {
    renderPage(listReadyEvents([wireInstructionItem(), wireOutItem({ actionable: false }), depositItem()]));
    const pending = grid('Pending');
    expect(await within(pending).findByRole('button', { name: 'Respond: Wire instruction Custodian Sweep' })).toBeInTheDocument();
    expect(within(pending).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['Date', 'Request Type', 'Description', 'Account', 'Amount', 'Status', 'Action']);
    expect(within(pending).getByRole('button', { name: 'View: Wire TR-1A2B3C4D to Northgate Operations' })).toBeInTheDocument();
    expect(within(pending).getByText('250,000.000 USD')).toBeInTheDocument();
    expect(within(pending).getByText('0.420 BTC')).toBeInTheDocument();
    expect(within(pending).getAllByText('03/02/2026 9:00 AM')).toHaveLength(3);
    expect(within(pending).getAllByText('Pending')).toHaveLength(3);
    expect(within(pending).getByText('Create Wire Instruction')).toBeInTheDocument();
  });

  it("the empty overlay: 'No Action Items to Display'", async () => {
    renderPage(listReadyEvents([]));
    expect(await screen.findByText('No Action Items to Display')).toBeInTheDocument();
  });

  it('History: the decided items with who decided, each opened with View; choosing the tab says so', async () => {
    const { sent } = renderPage([...listReadyEvents([decided(wireInstructionItem(), 'REJECTED')], 'HISTORY')]);
    const history = grid('History');
    expect(await within(history).findByText('Rejected by Marcus Holloway')).toBeInTheDocument();
    expect(within(history).getByRole('button', { name: 'View: Wire instruction Custodian Sweep' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(sent(A.tabSelected.type).map((a) => a.payload)).toEqual([{ tab: 'PENDING' }]);
  });

  it('a row opens its dialog', async () => {
    const { sent } = renderPage(listReadyEvents([wireInstructionItem()]));
    await userEvent.click(await screen.findByRole('button', { name: 'Respond: Wire instruction Custodian Sweep' }));
    expect(sent(A.itemOpened.type).map((a) => a.payload)).toEqual([{ referenceId: 'req-wire' }]);
    expect(screen.getByRole('dialog', { name: 'Wire Instruction Request' })).toBeInTheDocument();
  });

  it('a failed load: the spec text with the client service text, in place of the grid', () => {
    renderPage([A.pageOpened(), A.listRequested({ tab: 'PENDING' }), A.listFailed({ tab: 'PENDING', problem: 'failed' })]);
    expect(screen.getByText('Unable to load Action Items at this time.')).toBeInTheDocument();
    expect(screen.getByText('If you need assistance, please contact our Client Service Team:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1-800-555-0142' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pending action items' })).not.toBeInTheDocument();
  });

  it('a user without access: the not-entitled text', () => {
    renderPage([A.pageOpened(), A.listRequested({ tab: 'PENDING' }), A.listFailed({ tab: 'PENDING', problem: 'notEntitled' })]);
    expect(screen.getByText('You are not entitled to access action items at this time.')).toBeInTheDocument();
    expect(screen.queryByText('Unable to load Action Items at this time.')).not.toBeInTheDocument();
  });

  it('says it closed when it goes', () => {
    const { unmount, dispatched } = renderPage(listReadyEvents([]));
    unmount();
    expect(dispatched.map((a) => a.type)).toContain(A.pageClosed.type);
  });
});
