import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mintBurnActions } from '../../../src/features/mintBurn/index';
import MintBurnPage from '../../../src/features/mintBurn/pages/MintBurnPage';
import { renderWithStore } from '../../support/testStore';
import { selectedEvents } from '../../builders/accounts';
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

  it("says minted FIDD goes to the address in Saved Instructions, and links there", async () => {
    const user = userEvent.setup();
    renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', actions: [...selectedEvents('M1'), requested, loaded] });
    const note = screen.getByText(/Minted FIDD is sent to the digital asset address held in your/);
    expect(note).toHaveTextContent('Minted FIDD is sent to the digital asset address held in your Saved Instructions.');
    await user.click(within(note).getByRole('link', { name: 'Saved Instructions' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/saved-instructions/digital-asset-instructions');
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
