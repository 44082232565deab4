// The Receive side of the transfer page (components/ReceivePanel.tsx, DepositAddressCard.tsx) by
// role and visible text: the assets the account receives, the deposit warning, the cost basis
// (cleaned, checked, started from the latest price), Generate, the address with its QR code and
// Copy, a failure with and without Try Again.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyAction } from '@reduxjs/toolkit';
import { receiveActions as r, transfersActions as a } from '../../../src/features/transfers/index';
import TransferPage from '../../../src/features/transfers/pages/TransferPage';
import { renderWithStore } from '../../support/testStore';
import { KEY, depositAddress, sendReadyEvents } from '../../builders/transfers';

function renderReceive(actions: AnyAction[] = sendReadyEvents()) {
  const view = renderWithStore(<TransferPage />, { path: '/transfer/*', actions, route: '/transfer/receive' });
  const dispatch = (...events: AnyAction[]) => act(() => events.forEach((e) => view.store.dispatch(e)));
  return { ...view, dispatch, user: userEvent.setup() };
}
const costBasis = () => screen.getByRole('textbox', { name: 'Cost basis per unit (USD)' });
const REQUEST = { requestId: KEY, costBasisValue: '64250.13', asset: 'BTC', accountNumber: 'C1' };

describe('Receive', () => {
  it('offers the digital assets the account receives, the first chosen; its deposit warning; the cost basis from the latest price', () => {
    const { dispatched, dispatch } = renderReceive();
    const asset = screen.getByRole('combobox', { name: 'Asset' });
    expect(within(asset).getAllByRole('option').map((o) => o.textContent)).toEqual(['BTC – Bitcoin', 'ETH – Ethereum']);
    expect(dispatched).toContainEqual(r.receiveAssetOffered({ asset: 'BTC' }));
    expect(screen.getByText('Send only Bitcoin (BTC) on the Bitcoin network to this address.')).toBeInTheDocument();
    dispatch(a.priceRequested({ asset: 'BTC' }), a.priceLoaded({ asset: 'BTC', price: '64250.125', asOf: 'x' }));
    expect(costBasis()).toHaveValue('64250.13');
  });

  it('another asset chosen takes its price as the cost basis; the cost basis is cleaned and checked', async () => {
    const { user, dispatch, dispatched } = renderReceive();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Asset' }), 'ETH');
    expect(dispatched).toContainEqual(r.receiveAssetChosen({ asset: 'ETH' }));
    expect(costBasis()).toHaveValue('');
    dispatch(r.costBasisSuggested({ asset: 'ETH', price: '3100.5' })); // the saga's answer when the price is known
    expect(costBasis()).toHaveValue('3100.50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Asset' }), 'ETH'); // the same asset again keeps it
    expect(costBasis()).toHaveValue('3100.50');
    await user.clear(costBasis());
    await user.type(costBasis(), '1,2.345');
    expect(costBasis()).toHaveValue('12.34');
    await user.clear(costBasis());
    await user.click(screen.getByRole('button', { name: 'Generate Deposit Address' }));
    expect(costBasis()).toHaveAccessibleDescription(expect.stringContaining('Required.'));
    expect(dispatched.some((e) => e.type === r.depositAddressRequested.type)).toBe(false);
  });

  it('Generate asks for an address; while it is made a spinner; then the address, its QR code, Copy', async () => {
    const { user, dispatch, dispatched } = renderReceive();
    dispatch(r.costBasisEdited({ costBasis: '64250.13' }));
    await user.click(screen.getByRole('button', { name: 'Generate Deposit Address' }));
    expect(dispatched).toContainEqual(r.depositAddressRequested({ accountNumber: 'C1' }));
    dispatch(r.depositAddressGenerationStarted({ request: REQUEST }));
    expect(screen.getByRole('status', { name: 'Generating a deposit address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Deposit Address' })).toBeDisabled();
    dispatch(r.depositAddressGenerated({ requestId: KEY, address: depositAddress() }));
    const card = screen.getByRole('region', { name: 'Your BTC deposit address on the Bitcoin network' });
    const address = depositAddress().walletAddress;
    expect(within(card).getByText(address)).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: `QR code of the address ${address}` })).toBeInTheDocument();
    expect(within(card).getByText('03/02/2026 10:00 AM ET')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Copy' }));
    expect(dispatched).toContainEqual(r.addressCopyRequested({ address }));
    dispatch(r.addressCopied({ address }));
    expect(within(card).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(within(card).getByText('Address copied')).toBeInTheDocument();
    dispatch(r.addressCopyFailed({ address }));
    expect(within(card).getByText('The address could not be copied. Select it and copy it instead.')).toBeInTheDocument();
  });

  it('a refusal: its message; no answer: Try Again sends the same request', async () => {
    const { user, dispatch, dispatched } = renderReceive();
    dispatch(r.costBasisEdited({ costBasis: '64250.13' }), r.depositAddressGenerationStarted({ request: REQUEST }));
    dispatch(r.depositAddressFailed({ requestId: KEY, message: 'BTC cannot be received on this account.', retryable: false }));
    expect(screen.getByRole('alert')).toHaveTextContent('The deposit address was not generated. BTC cannot be received on this account.');
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    dispatch(r.depositAddressGenerationStarted({ request: REQUEST }), r.depositAddressFailed({ requestId: KEY, message: 'An unexpected error has occurred', retryable: true }));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(dispatched).toContainEqual(r.depositAddressRetryRequested());
  });

  it('an account that receives no digital asset says so', () => {
    renderReceive(sendReadyEvents({ details: { toaInEnabledAssets: [] } }));
    expect(screen.getByText('This account receives no digital assets.')).toBeInTheDocument();
  });
});
