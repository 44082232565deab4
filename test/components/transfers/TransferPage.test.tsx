// The transfer page (src/features/transfers/pages/TransferPage.tsx) by role and visible text: the
// page frame, the directions, the account selector; the Send form's fields, messages and the wire
// window; the review, the confirmation and the failure (their events).
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyAction } from '@reduxjs/toolkit';
import { accountsActions } from '../../../src/features/accounts/index';
import { transfersActions as a } from '../../../src/features/transfers/index';
import TransferPage from '../../../src/features/transfers/pages/TransferPage';
import { renderWithStore } from '../../support/testStore';
import { aMarketMakerAccount } from '../../builders/accounts';
import { HOURS, aTransfer, custody, latestPrice, sendReadyEvents, wireDraft } from '../../builders/transfers';

const WIRES = [
  { id: 'w-1', nickname: 'Harborline Operating', detail: 'XXXXXX6710', network: 'US', activatesAt: null },
  { id: 'w-2', nickname: 'London GBP Settlement', detail: 'XXXX2201', network: 'Non-US', activatesAt: null },
];
const ADDRESSES = [
  { id: 'a-1', nickname: 'BTC cold storage', detail: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', network: 'Bitcoin', activatesAt: null },
  { id: 'a-2', nickname: 'ETH treasury', detail: '0x52908400098527886E0F7030069857D2E4169EE7', network: 'Ethereum', activatesAt: null },
];
const RECEIVED = 1_000_000;

function ready(hours: keyof typeof HOURS = 'open', options: Parameters<typeof sendReadyEvents>[0] = {}): AnyAction[] {
  return [
    ...sendReadyEvents(options),
    a.destinationsRequested({ acctNum: 'C1' }),
    a.destinationsLoaded({ acctNum: 'C1', wires: WIRES, addresses: ADDRESSES }),
    a.businessHoursLoaded({ hours: HOURS[hours], receivedAt: RECEIVED }),
    a.clockTicked({ now: RECEIVED }),
  ];
}

function renderPage(actions: AnyAction[] = ready(), route = '/transfer/send') {
  const view = renderWithStore(<TransferPage />, { path: '/transfer/*', actions, route });
  const dispatch = (...events: AnyAction[]) => act(() => events.forEach((e) => view.store.dispatch(e)));
  return { ...view, dispatch, user: userEvent.setup() };
}

const asset = () => screen.getByRole('combobox', { name: 'Asset' });
const amount = () => screen.getByRole('textbox', { name: 'Amount' });
const review = () => screen.getByRole('button', { name: 'Review' });
const hoursRegion = () => screen.getByRole('region', { name: 'Wire hours' });

describe('the page', () => {
  it('says when it opens and closes; the title, Back to Account, the custody accounts only', async () => {
    const actions = [...ready(), accountsActions.listLoaded({ accounts: [custody('C1'), custody('C2', { accountDisplayName: 'Harborline – Fund II' }), aMarketMakerAccount('M1')] })];
    const { dispatched, unmount } = renderPage(actions);
    expect(dispatched).toContainEqual(a.pageOpened());
    expect(screen.getByRole('heading', { level: 1, name: 'Transfer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Account' })).toHaveAttribute('href', '/dashboard');
    const options = within(screen.getByRole('combobox', { name: 'Select Account' })).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Harborline – Main Custody (C1)', 'Harborline – Fund II (C2)']);
    unmount();
    expect(dispatched).toContainEqual(a.pageClosed());
  });

  it.each([
    ['/transfer', '/transfer/send'],
    ['/transfer/elsewhere', '/transfer/send'],
  ])('%s opens Send at %s; the tabs follow the address', async (route, expected) => {
    const { user } = renderPage(ready(), route);
    expect(screen.getByTestId('location').textContent).toBe(expected);
    await user.click(screen.getByRole('tab', { name: 'Receive' }));
    expect(screen.getByTestId('location').textContent).toBe('/transfer/receive');
    await user.click(screen.getByRole('tab', { name: 'Send' }));
    expect(screen.getByTestId('location').textContent).toBe('/transfer/send');
  });

  it('asks for a custody account while a market-maker one is selected; none at all: not entitled', () => {
    renderPage([...ready(), accountsActions.listLoaded({ accounts: [aMarketMakerAccount('M1')] }), accountsActions.accountSelected({ acctNum: 'M1', source: 'user' })]);
    expect(screen.getByText('You are not entitled to view this page.')).toBeInTheDocument();
  });

  it('waits for the accounts, then the entitlements, then the details and balances', () => {
    const { dispatch } = renderPage([]);
    expect(screen.getByRole('status', { name: 'Loading accounts' })).toBeInTheDocument();
    dispatch(...sendReadyEvents().slice(0, 3));
    expect(screen.getByRole('status', { name: 'Loading account entitlements' })).toBeInTheDocument();
  });
});

describe('Send: a wire', () => {
  it('offers the assets of the entitlements, the wire window with its countdown, the saved wire instructions', () => {
    renderPage();
    expect(within(asset()).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose an asset', 'USD – US Dollar', 'BTC – Bitcoin', 'ETH – Ethereum']);
    expect(asset()).toHaveValue('USD');
    expect(within(hoursRegion()).getByText('Open for wires')).toBeInTheDocument();
    expect(within(hoursRegion()).getByText('Cut-off in 7 h 00 min')).toBeInTheDocument();
    const to = screen.getByRole('combobox', { name: 'Wire to (saved wire instruction)' });
    expect(within(to).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a saved instruction', 'Harborline Operating (XXXXXX6710)', 'London GBP Settlement (XXXX2201)']);
    expect(screen.getByText('Available: 1,000,000.00 USD')).toBeInTheDocument();
    expect(screen.getByText('0.00 USD')).toBeInTheDocument();
  });

  it('the countdown runs with the page’s clock: after 4 pm the warning; after 5 pm closed with the next opening', () => {
    const { dispatch } = renderPage();
    dispatch(a.clockTicked({ now: RECEIVED + 6 * 3_600_000 + 30_000 }));
    expect(within(hoursRegion()).getByText('Closing soon')).toBeInTheDocument();
    expect(within(hoursRegion()).getByText('Cut-off in 59 min 30 s')).toBeInTheDocument();
    expect(within(hoursRegion()).getByText('Wires requested between 4:00 pm and 5:00 pm ET may not be processed until the next business day.')).toBeInTheDocument();
    dispatch(a.clockTicked({ now: RECEIVED + 7 * 3_600_000 }));
    expect(within(hoursRegion()).getByText('Closed for wires')).toBeInTheDocument();
    expect(within(hoursRegion()).getByText('Next opening: Tuesday, March 3 at 8:30 AM ET')).toBeInTheDocument();
    expect(within(hoursRegion()).getByText('Opens in 15 h 30 min')).toBeInTheDocument();
  });

  it('cleans the amount as typed: digits and one dot, 2 decimals', async () => {
    const { user } = renderPage();
    await user.type(amount(), '1,250.505');
    expect(amount()).toHaveValue('1250.50');
  });

  it('Review with nothing filled: every message at once, focus on the first field in error; nothing reviewed', async () => {
    const { user, dispatched } = renderPage();
    await user.click(review());
    const to = screen.getByRole('combobox', { name: 'Wire to (saved wire instruction)' });
    expect(to).toHaveAccessibleDescription('Error: Required.');
    expect(amount()).toHaveAccessibleDescription(expect.stringContaining('Required.'));
    expect(to).toHaveFocus();
    expect(dispatched).not.toContainEqual(a.reviewOpened());
  });

  it('a message shows once the field is left, the amount in the spec’s order', async () => {
    const { user } = renderPage();
    await user.type(amount(), '2000000');
    expect(screen.queryByText('Insufficient funds.')).toBeNull();
    await user.tab();
    expect(screen.getByText('Insufficient funds.')).toBeInTheDocument();
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
  });

  it('a valid wire opens the review', async () => {
    const { user, dispatched } = renderPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Wire to (saved wire instruction)' }), 'w-1');
    await user.type(amount(), '1250.5');
    await user.click(review());
    expect(dispatched).toContainEqual(a.reviewOpened());
    expect(screen.getByRole('heading', { name: 'Review your transfer' })).toHaveFocus();
  });

  it('while closed, Review opens the spec’s modal instead; OK closes it and keeps the form', async () => {
    const { user, dispatched } = renderPage(ready('closed'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Wire to (saved wire instruction)' }), 'w-1');
    await user.type(amount(), '100');
    await user.click(review());
    const modal = screen.getByRole('dialog', { name: /Wire requests are closed/ });
    expect(within(modal).getByText('Wire requests are accepted from 8:30 am to 5:00 pm ET on business days. Please submit your wire when the window opens.')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(amount()).toHaveValue('100');
    expect(dispatched).not.toContainEqual(a.reviewOpened());
  });

  it('no saved wire instruction: a way to add one; the list failed: says so', () => {
    const { dispatch } = renderPage([...ready(), a.destinationsRequested({ acctNum: 'C1' }), a.destinationsLoaded({ acctNum: 'C1', wires: [], addresses: [] })]);
    expect(screen.getByText(/There is no active saved wire instruction for this account\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add one in Saved Instructions' })).toHaveAttribute('href', '/saved-instructions/wire-instructions');
    dispatch(a.destinationsRequested({ acctNum: 'C1' }));
    expect(screen.getByRole('status', { name: 'Loading saved instructions' })).toBeInTheDocument();
    dispatch(a.destinationsFailed({ acctNum: 'C1' }));
    expect(screen.getByText('Saved instructions are unavailable at this time. Please refresh this page or try again later.')).toBeInTheDocument();
  });
});

describe('Send: digital assets', () => {
  it('BTC: its warning, the saved addresses of its network, the 15 USD fee and the estimate at the latest price', async () => {
    const { user, dispatch } = renderPage();
    await user.selectOptions(asset(), 'BTC');
    expect(screen.getByText('Bitcoin withdrawals cannot be reversed.')).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Send to' })).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['', 'a-1']);
    expect(screen.queryByRole('region', { name: 'Wire hours' })).toBeNull();
    await user.type(amount(), '0.5');
    expect(screen.getByText('15.00 USD')).toBeInTheDocument();
    expect(screen.getByText('n/a')).toBeInTheDocument();
    dispatch(a.priceRequested({ asset: 'BTC' }), a.priceLoaded({ asset: 'BTC', price: latestPrice('BTC', '64250.125').price.valueString, asOf: 'x' }));
    expect(screen.getByText('$32,125.06')).toBeInTheDocument();
    dispatch(a.priceRequested({ asset: 'BTC' }), a.priceFailed({ asset: 'BTC' }));
    expect(screen.getByText('The latest price is unavailable: no estimate.')).toBeInTheDocument();
  });

  it('an asset the account holds none of: no balance to show, and any amount is more than available', async () => {
    const { user, dispatch } = renderPage();
    dispatch(
      { type: 'balances/positionsRequested', payload: { acctNum: 'C1' } },
      { type: 'balances/positionsLoaded', payload: { acctNum: 'C1', positions: [], summary: { totalFiatValue: 0, allocations: [] } } },
    );
    await user.selectOptions(asset(), 'BTC');
    expect(screen.queryByText(/^Available:/)).toBeNull();
    await user.type(amount(), '0.1');
    await user.tab();
    expect(screen.getByText('Insufficient funds.')).toBeInTheDocument();
  });

  it('below the user limit: its message on leaving the field', async () => {
    const { user } = renderPage();
    await user.selectOptions(asset(), 'BTC');
    await user.type(amount(), '0.000001');
    await user.tab();
    expect(screen.getByText('Below user limit.')).toBeInTheDocument();
  });

  it('with the allow-list off, another address may be typed; an invalid one is said on leaving it', async () => {
    const { user } = renderPage(ready('open', { details: { aaEnabled: 'DISABLED', aaActivationPeriod: null } }));
    await user.selectOptions(asset(), 'BTC');
    expect(screen.getByRole('radio', { name: 'A saved digital asset instruction' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Another address' }));
    const address = screen.getByRole('textbox', { name: 'Bitcoin address' });
    await user.type(address, 'bc1qnotanaddress');
    await user.tab();
    expect(address).toHaveAccessibleDescription('Error: Invalid Address.');
    await user.click(screen.getByRole('radio', { name: 'A saved digital asset instruction' }));
    expect(screen.getByRole('combobox', { name: 'A saved digital asset instruction' })).toBeInTheDocument();
  });

  it('with the allow-list off and no saved address on the network: a way to add one, and the direct address still there', async () => {
    const { user } = renderPage([
      ...ready('open', { details: { aaEnabled: 'DISABLED', aaActivationPeriod: null } }),
      a.destinationsRequested({ acctNum: 'C1' }),
      a.destinationsLoaded({ acctNum: 'C1', wires: WIRES, addresses: [] }),
    ]);
    await user.selectOptions(asset(), 'ETH');
    expect(screen.getByText(/There is no active saved digital asset instruction on the Ethereum network for this account\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add one in Saved Instructions' })).toHaveAttribute('href', '/saved-instructions/digital-asset-instructions');
    expect(screen.getByRole('radio', { name: 'Another address' })).toBeInTheDocument();
  });

  it('an address in its activation period: listed with its time, not selectable, the hint says why; Review names the missing destination', async () => {
    const waiting = { id: 'a-3', nickname: 'BTC new vault', detail: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', network: 'Bitcoin', activatesAt: '2026-12-01T14:00:00.000Z' };
    const { user } = renderPage([...ready(), a.destinationsRequested({ acctNum: 'C1' }), a.destinationsLoaded({ acctNum: 'C1', wires: WIRES, addresses: [...ADDRESSES, waiting] })]);
    await user.selectOptions(asset(), 'BTC');
    const sendTo = screen.getByRole('combobox', { name: 'Send to' });
    const option = within(sendTo).getByRole('option', { name: 'BTC new vault – Active from Dec 1, 2026 9:00 AM ET (bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq)' });
    expect(option).toBeDisabled();
    expect(within(sendTo).getByRole('option', { name: /^BTC cold storage / })).toBeEnabled();
    expect(sendTo).toHaveAccessibleDescription(
      expect.stringContaining('An address in its activation period can be chosen once it is active: BTC new vault, Active from Dec 1, 2026 9:00 AM ET.'),
    );
    await user.selectOptions(sendTo, 'a-3');
    expect(sendTo).toHaveValue('');
    await user.type(amount(), '0.01');
    await user.click(review());
    expect(sendTo).toHaveAccessibleDescription(expect.stringContaining('Required.'));
    expect(screen.queryByRole('heading', { name: 'Review your transfer' })).toBeNull();
  });

  it('no hint while every saved address is usable', async () => {
    const { user } = renderPage();
    await user.selectOptions(asset(), 'BTC');
    expect(screen.queryByText(/An address in its activation period/)).toBeNull();
  });

  it('with the allow-list on and no saved address on the network: only the way to add one', async () => {
    const { user } = renderPage([...ready(), a.destinationsRequested({ acctNum: 'C1' }), a.destinationsLoaded({ acctNum: 'C1', wires: WIRES, addresses: [] })]);
    await user.selectOptions(asset(), 'BTC');
    expect(screen.getByText(/There is no active saved digital asset instruction on the Bitcoin network/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('while the allow-list is being disabled, nothing may be sent: its text', async () => {
    const { user } = renderPage(ready('open', { details: { aaEnabled: 'PENDING_DISABLEMENT' } }));
    await user.selectOptions(asset(), 'BTC');
    expect(screen.getByText('Saved Digital Asset Instructions are being disabled.')).toBeInTheDocument();
    expect(review()).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'Amount' })).toBeNull();
  });

  it('no transfer action: nothing to send', () => {
    renderPage(ready('open', { actions: [{ actionName: 'FDAS_AS_INST_DASHBOARD', permissions: ['VIEW'] }] }));
    expect(screen.getByText('You are not entitled to send assets from this account.')).toBeInTheDocument();
  });

  it('the account details loading', () => {
    renderPage([...ready(), accountsActions.accountSelected({ acctNum: 'C2', source: 'user' }), accountsActions.entitlementsLoaded({ acctNum: 'C2', actions: [] })]);
    expect(screen.getByRole('status', { name: 'Loading account details' })).toBeInTheDocument();
  });

  it('the balances loading, or failed', () => {
    const { dispatch } = renderPage();
    dispatch({ type: 'balances/positionsRequested', payload: { acctNum: 'C1' } });
    expect(screen.getByRole('status', { name: 'Loading balances' })).toBeInTheDocument();
    dispatch({ type: 'balances/positionsFailed', payload: { acctNum: 'C1' } });
    expect(screen.getByText(/Balances are unavailable at this time/)).toBeInTheDocument();
  });
});

describe('review, confirmation, failure, refusal', () => {
  const reviewing = (draft = wireDraft({ accountNumber: 'C1', destination: { instructionId: 'w-1' } })) => [...ready('beforeClose'), a.draftEdited({ draft }), a.reviewOpened()];

  it('the review lists what leaves for where, the warning after 4 pm; Go Back and Submit say so; submitting waits', async () => {
    const { user, dispatched, dispatch } = renderPage(reviewing());
    const facts = screen.getByRole('region', { name: 'Review your transfer' });
    expect(screen.getByText('Check the details below, then submit and confirm with your passkey or a one-time code. Nothing is sent until you do.')).toBeInTheDocument();
    expect(within(facts).getByText('Harborline – Main Custody (C1)')).toBeInTheDocument();
    expect(within(facts).getByText('1,250.50 USD')).toBeInTheDocument();
    expect(screen.getByText('Harborline Operating (XXXXXX6710)')).toBeInTheDocument();
    expect(screen.getByText('Wires requested between 4:00 pm and 5:00 pm ET may not be processed until the next business day.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(dispatched).toContainEqual(a.submitRequested());
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(dispatched).toContainEqual(a.reviewClosed());
    dispatch(a.reviewOpened(), a.submitStarted({ requestId: 'k' }));
    expect(screen.getByRole('status', { name: 'Submitting your transfer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('a digital asset’s review: the direct address, the estimate when no price is known', () => {
    renderPage(reviewing({ kind: 'DIGITAL_ASSET', accountNumber: 'C1', asset: 'BTC', amount: '0.5', destination: { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' } }));
    expect(screen.getByText('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBeInTheDocument();
    expect(screen.getByText('0.5 BTC')).toBeInTheDocument();
    expect(screen.getByText('The latest price is unavailable: no estimate.')).toBeInTheDocument();
  });

  it('a submit in flight for the account left: its review, from that account, while it runs', () => {
    renderPage([
      ...reviewing(),
      a.submitStarted({ requestId: 'k' }),
      accountsActions.accountSelected({ acctNum: 'C2', source: 'user' }),
      accountsActions.entitlementsLoaded({ acctNum: 'C2', actions: [] }),
    ]);
    expect(within(screen.getByRole('region', { name: 'Review your transfer' })).getByText('C1')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Submitting your transfer' })).toBeInTheDocument();
  });

  it('the confirmation: the reference id, submitted or awaiting approval; New Transfer', async () => {
    const { user, dispatched, dispatch } = renderPage([...reviewing(), a.submitStarted({ requestId: 'k' }), a.transferAccepted({ requestId: 'k', transfer: aTransfer() })]);
    expect(screen.getByRole('heading', { name: 'Transfer submitted' })).toHaveFocus();
    expect(screen.getByText('TR-1A2B3C4D')).toBeInTheDocument();
    expect(screen.getByText('Harborline Operating (…6710)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Transfer' }));
    expect(dispatched).toContainEqual(a.transferDismissed());
    dispatch(a.draftEdited({ draft: wireDraft() }), a.reviewOpened(), a.submitStarted({ requestId: 'k2' }));
    dispatch(a.transferAccepted({ requestId: 'k2', transfer: aTransfer({ status: 'PENDING_APPROVAL', destination: { nickname: null, masked: 'XXXXf3t4' } }) }));
    expect(screen.getByRole('heading', { name: 'Transfer awaiting approval' })).toBeInTheDocument();
    expect(screen.getByText('Pending approval')).toBeInTheDocument();
    expect(screen.getByText('…f3t4')).toBeInTheDocument();
  });

  it('no answer: what that means, Try Again (the same request) and Go Back', async () => {
    const { user, dispatched } = renderPage([...reviewing(), a.submitStarted({ requestId: 'k' }), a.submitFailed({ requestId: 'k', message: 'timeout' })]);
    expect(screen.getByRole('heading', { name: 'We could not confirm your transfer' })).toBeInTheDocument();
    // The one message, announced: an alert (and the only one on the page).
    expect(screen.getAllByRole('alert').map((e) => e.textContent)).toEqual([
      'No answer came back, so the transfer may or may not have been made. Try again: the same request is sent, so it is never made twice.',
    ]);
    expect(screen.getByText('Attempt 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(dispatched).toContainEqual(a.submitRetryRequested());
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(dispatched).toContainEqual(a.reviewClosed());
  });

  it.each([
    ['amount', 'Insufficient funds.', () => amount()],
    ['address', 'Error: Invalid Address.', () => screen.getByRole('combobox', { name: 'Wire to (saved wire instruction)' })],
  ])('a refusal naming %s shows under that field, every input kept', (field, message, control) => {
    renderPage([...reviewing(), a.submitStarted({ requestId: 'k' }), a.transferRefused({ requestId: 'k', message, field })]);
    expect(control()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(amount()).toHaveValue('1250.50');
  });

  it('a refusal naming no field shows above the buttons; the closed window’s refusal opens the modal', async () => {
    const { user, dispatch } = renderPage([...reviewing(), a.submitStarted({ requestId: 'k' }), a.transferRefused({ requestId: 'k', message: 'Insufficient funds.', field: null })]);
    expect(screen.getByRole('alert')).toHaveTextContent('The transfer was not submitted. Insufficient funds.');
    dispatch(a.reviewOpened(), a.submitStarted({ requestId: 'k2' }));
    dispatch(a.transferRefused({ requestId: 'k2', message: 'Wire requests are accepted from 8:30 am to 5:00 pm ET on business days.', field: null }));
    const modal = screen.getByRole('dialog', { name: /Wire requests are closed/ });
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
