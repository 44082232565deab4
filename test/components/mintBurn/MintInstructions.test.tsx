import type { AnyAction } from '@reduxjs/toolkit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mintBurnActions } from '../../../src/features/mintBurn/index';
import MintBurnPage from '../../../src/features/mintBurn/pages/MintBurnPage';
import { renderWithStore } from '../../support/testStore';
import { accountDetails, selectedEvents } from '../../builders/accounts';
import { flagsLoaded } from '../../builders/flags';
import { addressInstruction } from '../../builders/savedInstructions';
import { accountsActions } from '../../../src/features/accounts/index';
import { mintDetails } from '../../builders/mintBurn';

const requested = mintBurnActions.mintDetailsRequested({ acctNum: 'M1' });
const loaded = mintBurnActions.mintDetailsLoaded({ acctNum: 'M1', details: mintDetails('M1') });

/** The label/value pairs of a titled group, as 'label: value'. */
function pairsIn(title: string): string[] {
  const group = screen.getByRole('region', { name: title });
  return within(group)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe('the Mint tab', () => {
  it('tells how to wire USD, with the For the Benefit of and For Final Credit to SWIFT details', () => {
    renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', actions: [...selectedEvents('M1'), requested, loaded], route: '/mint-burn/mint' });
    expect(screen.getByText(/To mint FIDD, wire USD from your bank to the bank account below/)).toBeInTheDocument();
    expect(pairsIn('For the Benefit of')).toEqual([
      'Beneficiary Name: Harbor Digital Trust Company',
      'Beneficiary Account Number: 7700012345',
      'SWIFT Code: HDTCUS33',
    ]);
    expect(pairsIn('For Final Credit to')).toEqual(['Account Name: Display M1', 'Account Number: M1']);
  });

  it("shows the account's name and number and the provider's bank account details as label/value pairs", () => {
    renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', actions: [...selectedEvents('M1'), requested, loaded] });
    expect(pairsIn('Your Account')).toEqual(['Account Name: Meridian – Market Making', 'Account Number: M1']);
    expect(pairsIn('Bank Account Details')).toEqual([
      'Bank Name: Atlantic Settlement Bank, N.A.',
      'ABA Routing Number: 021000021',
      'SWIFT Code: ATSBUS33',
      'Account Number: 000123456789',
    ]);
  });

  it('while the details load: a spinner, the account already shown', () => {
    renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', actions: [...selectedEvents('M1'), requested] });
    expect(screen.getByRole('status', { name: 'Loading bank account details' })).toBeInTheDocument();
    expect(pairsIn('Your Account')).toEqual(['Account Name: Meridian – Market Making', 'Account Number: M1']);
    expect(screen.queryByRole('region', { name: 'Bank Account Details' })).not.toBeInTheDocument();
  });

  it('failed details: an error message instead of the bank details', () => {
    renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', actions: [...selectedEvents('M1'), requested, mintBurnActions.mintDetailsFailed({ acctNum: 'M1' })] });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The bank account details are unavailable at this time. Please refresh this page or try again later.',
    );
    expect(screen.queryByRole('region', { name: 'Bank Account Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'For the Benefit of' })).not.toBeInTheDocument();
  });

  it("another account's details are not shown for this one", () => {
    renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', actions: [...selectedEvents('M1'), mintBurnActions.mintDetailsRequested({ acctNum: 'M2' }), mintBurnActions.mintDetailsLoaded({ acctNum: 'M2', details: mintDetails('M2') })] });
    expect(screen.queryByRole('region', { name: 'Bank Account Details' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading bank account details' })).toBeInTheDocument();
  });
});

describe('the Mint tab names where minted FIDD goes (issue 27, the flag mm-sdai)', () => {
  const FIDD = [{ fullName: 'FIDD Digital Dollar', symbol: 'FIDD', network: 'Ethereum' }];
  const details = accountsActions.detailsLoaded({
    acctNum: 'M1',
    details: accountDetails('M1', { accountType: 'MARKET_MAKER', toaInEnabledAssets: FIDD, toaOutEnabledAssets: FIDD, enabledNetworks: ['Ethereum'] }),
  });
  const mmSdai = (on: boolean) => flagsLoaded({ MarketMaker: true, 'mm-sdai': on });
  const addressesRequested = mintBurnActions.mintAddressesRequested({ acctNum: 'M1' });
  const addressesLoaded = (addresses = [addressInstruction(1, { nickname: 'Meridian FIDD receipts', network: 'Ethereum', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' })]) =>
    mintBurnActions.mintAddressesLoaded({ acctNum: 'M1', addresses });
  const renderMint = (...actions: AnyAction[]) =>
    renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', route: '/mint-burn/mint', actions: [...selectedEvents('M1'), requested, loaded, details, ...actions] });
  const noteOf = () => screen.getByText(/^Minted FIDD is sent to/);

  it('on: the note links to Saved Instructions and names the active saved address on the Ethereum network', async () => {
    const user = userEvent.setup();
    renderMint(mmSdai(true), addressesRequested, addressesLoaded());
    expect(noteOf()).toHaveTextContent('Minted FIDD is sent to the digital asset address held in your Saved Instructions.');
    const list = screen.getByRole('list', { name: 'Active saved address on the Ethereum network:' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Meridian FIDD receipts 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed']);
    await user.click(within(noteOf()).getByRole('link', { name: 'Saved Instructions' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/saved-instructions/digital-asset-instructions');
  });

  it('on: only ACTIVE addresses on FIDD\'s network; several are listed', () => {
    renderMint(
      mmSdai(true),
      addressesRequested,
      addressesLoaded([
        addressInstruction(1, { nickname: 'One', network: 'Ethereum' }),
        addressInstruction(2, { nickname: 'Two', network: 'Ethereum' }),
        addressInstruction(3, { nickname: 'Waiting', network: 'Ethereum', status: 'PENDING' }),
        addressInstruction(4, { nickname: 'Cooling off', network: 'Ethereum', status: 'PENDING_ACTIVATION' }),
        addressInstruction(5, { nickname: 'Bitcoin', network: 'Bitcoin' }),
      ]),
    );
    const list = screen.getByRole('list', { name: 'Active saved addresses on the Ethereum network:' });
    expect(within(list).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent)).toEqual(['One', 'Two']);
  });

  it('on, none saved yet: says so, with a link to add one in Saved Instructions', async () => {
    const user = userEvent.setup();
    renderMint(mmSdai(true), addressesRequested, addressesLoaded([addressInstruction(3, { network: 'Ethereum', status: 'PENDING' })]));
    const none = screen.getByText(/^No active address on the Ethereum network has been saved for this account yet\./);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await user.click(within(none).getByRole('link', { name: 'Add one in Saved Instructions' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/saved-instructions/digital-asset-instructions');
  });

  it('on, FIDD not enabled on the account: says no saved address can receive it yet', () => {
    const noFidd = accountsActions.detailsLoaded({ acctNum: 'M1', details: accountDetails('M1', { accountType: 'MARKET_MAKER' }) });
    renderMint(mmSdai(true), noFidd, addressesRequested, addressesLoaded());
    expect(screen.getByText(/^FIDD is not enabled on this account, so no saved address can receive it yet\./)).toBeInTheDocument();
  });

  it('on: a spinner while the addresses load; the failure text if they fail', () => {
    const { unmount } = renderMint(mmSdai(true), addressesRequested);
    expect(screen.getByRole('status', { name: 'Loading saved addresses' })).toBeInTheDocument();
    unmount();
    renderMint(mmSdai(true), addressesRequested, mintBurnActions.mintAddressesFailed({ acctNum: 'M1' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The saved addresses are unavailable at this time. Please refresh this page or try again later.');
  });

  it('off: the note names no address and links nowhere (a market maker has no saved addresses then)', () => {
    renderMint(mmSdai(false));
    expect(noteOf()).toHaveTextContent('Minted FIDD is sent to the digital asset address we hold on file for this account.');
    expect(screen.queryByRole('link', { name: 'Saved Instructions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('a stale answer changes nothing: addresses loaded without a request, or failed after loading', () => {
    renderMint(mmSdai(true), addressesLoaded(), addressesRequested, addressesLoaded(), mintBurnActions.mintAddressesFailed({ acctNum: 'M1' }));
    expect(screen.getByRole('list', { name: 'Active saved address on the Ethereum network:' })).toBeInTheDocument();
  });
});
