// The Send form's destination 'Another account of this firm' (issue 27, flag a2a) on the transfer
// page (src/features/transfers/pages/TransferPage.tsx), by role and visible text: offered only with
// the flag on and for a digital asset, listing the firm's other accounts that receive the asset by
// short name and number; the review naming both accounts with no fee; the confirmation of a
// transfer booked at once; a refusal of the destination under the field.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyAction } from '@reduxjs/toolkit';
import { ACCOUNT_TRANSFER_TEXTS } from '../../../src/api/contract/transfers';
import { transfersActions as a } from '../../../src/features/transfers/index';
import TransferPage from '../../../src/features/transfers/pages/TransferPage';
import type { TransferDraft } from '../../../src/features/transfers/types';
import { renderWithStore } from '../../support/testStore';
import { HOURS, aTransfer, sendDraft, sendReadyEvents } from '../../builders/transfers';

const ADDRESSES = [{ id: 'a-1', nickname: 'BTC cold storage', detail: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', network: 'Bitcoin', activatesAt: null }];
const ACCOUNTS = [
  { acctNum: 'S40017246', shortName: 'HCP Sub-Custody', receives: ['BTC', 'ETH'] },
  { acctNum: 'L40017254', shortName: 'HCP Collateral', receives: ['BTC'] },
];

function ready(a2a: boolean, extra: AnyAction[] = []): AnyAction[] {
  return [
    ...sendReadyEvents({ flags: { a2a } }),
    a.destinationsRequested({ acctNum: 'C1' }),
    a.destinationsLoaded({ acctNum: 'C1', wires: [], addresses: ADDRESSES, accounts: a2a ? ACCOUNTS : [] }),
    a.businessHoursLoaded({ hours: HOURS.open, receivedAt: 1 }),
    ...extra,
  ];
}

function renderPage(actions: AnyAction[]) {
  const view = renderWithStore(<TransferPage />, { path: '/transfer/*', actions, route: '/transfer/send' });
  const dispatch = (...events: AnyAction[]) => act(() => events.forEach((e) => view.store.dispatch(e)));
  return { ...view, dispatch, user: userEvent.setup() };
}

const asset = () => screen.getByRole('combobox', { name: 'Asset' });
const toAccount: TransferDraft = sendDraft({ destination: { accountNumber: 'S40017246' }, amount: '0.5' });

describe('Send: another account of this firm (flag a2a)', () => {
  it('flag on: offered for a digital asset, listing the accounts that receive it by short name and number; the fee is none; Review opens the review', async () => {
    const { user, dispatched } = renderPage(ready(true));
    await user.selectOptions(asset(), 'ETH');
    expect(screen.getByRole('group', { name: 'Send to' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Another account of this firm' }));
    const picker = screen.getByRole('combobox', { name: 'Account of this firm' });
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose an account', 'HCP Sub-Custody (S40017246)']);
    await user.selectOptions(asset(), 'BTC');
    expect(screen.getByText('Bitcoin withdrawals cannot be reversed.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Another account of this firm' }));
    expect(screen.queryByText('Bitcoin withdrawals cannot be reversed.')).toBeNull(); // nothing is broadcast
    expect(within(screen.getByRole('combobox', { name: 'Account of this firm' })).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose an account',
      'HCP Sub-Custody (S40017246)',
      'HCP Collateral (L40017254)',
    ]);
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByRole('combobox', { name: 'Account of this firm' })).toHaveAccessibleDescription('Error: Required.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account of this firm' }), 'L40017254');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '0.5');
    expect(screen.getByText('0.00 USD')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'A saved digital asset instruction' }));
    expect(screen.getByRole('combobox', { name: 'A saved digital asset instruction' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Another account of this firm' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account of this firm' }), 'L40017254');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(dispatched).toContainEqual(a.reviewOpened());
  });

  it('flag on and no other account receives the asset: says so', async () => {
    const { user } = renderPage([...ready(true), a.destinationsRequested({ acctNum: 'C1' }), a.destinationsLoaded({ acctNum: 'C1', wires: [], addresses: ADDRESSES, accounts: [] })]);
    await user.selectOptions(asset(), 'BTC');
    await user.click(screen.getByRole('radio', { name: 'Another account of this firm' }));
    expect(screen.getByText('No other account of this firm that you can view receives BTC.')).toBeInTheDocument();
  });

  it('flag off: no such destination (the saved addresses only), and a draft to an account is not valid', async () => {
    const { user } = renderPage(ready(false, [a.draftEdited({ draft: toAccount })]));
    expect(screen.queryByRole('radio', { name: 'Another account of this firm' })).toBeNull();
    expect(screen.queryByText('Another account of this firm')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.queryByRole('region', { name: 'Review your transfer' })).toBeNull();
  });

  it('a wire never offers it', async () => {
    const { user } = renderPage(ready(true));
    await user.selectOptions(asset(), 'USD');
    expect(screen.queryByRole('radio', { name: 'Another account of this firm' })).toBeNull();
  });

  it('the review names both accounts, the asset and amount, and no fee', () => {
    renderPage(ready(true, [a.draftEdited({ draft: toAccount }), a.reviewOpened()]));
    const facts = within(screen.getByRole('region', { name: 'Review your transfer' }));
    expect(facts.getByText('Short C1 (C1)')).toBeInTheDocument();
    expect(facts.getByText('HCP Sub-Custody (S40017246)')).toBeInTheDocument();
    expect(facts.getByText('BTC')).toBeInTheDocument();
    expect(facts.getByText('0.5 BTC')).toBeInTheDocument();
    expect(facts.getByText('0.00 USD')).toBeInTheDocument();
  });

  it('the review of an account the list does not hold names its number', () => {
    renderPage(ready(true, [a.draftEdited({ draft: sendDraft({ destination: { accountNumber: 'C40017262' }, amount: '0.5' }) }), a.reviewOpened()]));
    expect(within(screen.getByRole('region', { name: 'Review your transfer' })).getByText('C40017262')).toBeInTheDocument();
  });

  it('booked at once: Transfer completed, Settled, the destination by short name and number, no fee', () => {
    const transfer = aTransfer({ kind: 'DIGITAL_ASSET', status: 'SETTLED', asset: 'BTC', amount: '0.5', destination: { nickname: 'HCP Sub-Custody', masked: 'S40017246' } });
    renderPage(ready(true, [a.draftEdited({ draft: toAccount }), a.reviewOpened(), a.submitStarted({ requestId: 'k' }), a.transferAccepted({ requestId: 'k', transfer })]));
    expect(screen.getByRole('heading', { name: 'Transfer completed' })).toHaveFocus();
    expect(screen.getByText('The assets have moved between the two accounts of your firm. Keep the reference ID for your records.')).toBeInTheDocument();
    expect(screen.getByText('Settled')).toBeInTheDocument();
    expect(screen.getByText('HCP Sub-Custody (S40017246)')).toBeInTheDocument();
  });

  it('a refusal of the destination shows under the account picker', () => {
    renderPage(
      ready(true, [
        a.draftEdited({ draft: toAccount }),
        a.reviewOpened(),
        a.submitStarted({ requestId: 'k' }),
        a.transferRefused({ requestId: 'k', message: 'BTC cannot be received on this account.', field: 'destinationAccountNumber' }),
      ]),
    );
    expect(screen.getByRole('combobox', { name: 'Account of this firm' })).toHaveAccessibleDescription('BTC cannot be received on this account.');
  });

  it('the gateway’s refusal with the flag gone off shows above the buttons', () => {
    renderPage(ready(true, [a.draftEdited({ draft: toAccount }), a.reviewOpened(), a.submitStarted({ requestId: 'k' }), a.transferRefused({ requestId: 'k', message: ACCOUNT_TRANSFER_TEXTS.notEnabled, field: null })]));
    expect(screen.getByRole('alert')).toHaveTextContent('The transfer was not submitted. Transfers between accounts of your firm are not available.');
  });
});
