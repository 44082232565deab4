import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QRCodeSVG } from 'qrcode.react';
import { mintBurnActions } from '../../../src/features/mintBurn/index';
import MintBurnPage from '../../../src/features/mintBurn/pages/MintBurnPage';
import { renderWithStore } from '../../support/testStore';
import { selectedEvents } from '../../builders/accounts';
import { burnAddress, walletAddress } from '../../builders/mintBurn';

const HISTORY = [burnAddress(1, '2026-01-15T17:05:00Z'), burnAddress(2, '2026-07-01T12:00:00Z'), burnAddress(3, '2026-03-09T14:30:00Z')];
const historyLoaded = (addresses = HISTORY) => [
  mintBurnActions.burnHistoryRequested({ acctNum: 'M1' }),
  mintBurnActions.burnHistoryLoaded({ acctNum: 'M1', addresses }),
];
const onBurn = (...more: Array<{ type: string }>) => ({ actions: [...selectedEvents('M1'), ...more], route: '/mint-burn/burn' });

const addressSection = () => screen.getByRole('region', { name: 'Burn Address' });
const generateButton = () => screen.getByRole('button', { name: 'Generate Burn Address' });
const historyRows = () => within(screen.getByRole('table', { name: 'Historical Burn Addresses' })).getAllByRole('row').slice(1);

/** The path the QR code draws for a value at exactly this level (qrcode.react, level not boosted). */
function qrPaths(value: string, level: 'L' | 'M'): string[] {
  const { container, unmount } = render(<QRCodeSVG value={value} size={122} level={level} boostLevel={false} />);
  const paths = [...container.querySelectorAll('path')].map((p) => p.getAttribute('d') ?? '');
  unmount();
  return paths;
}

describe('the Burn tab', () => {
  it('lists the steps and shows the account name and number', () => {
    renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', ...onBurn(...historyLoaded()) });
    const steps = within(screen.getByRole('region', { name: 'How to burn FIDD' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Generate a burn address for this account.',
      'Send the FIDD to burn from your wallet to that burn address.',
      'We wire the USD, $1.00 for each FIDD burned, to your saved wire instruction.',
    ]);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Account Name').closest('dl')).toHaveTextContent('Account NameMeridian – Market Making');
    expect(within(panel).getByText('Account Number').closest('dl')).toHaveTextContent('Account NumberM1');
  });

  it('shows the newest address with its Copy button and its generated time in EST', () => {
    renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', ...onBurn(...historyLoaded()) });
    const section = addressSection();
    expect(within(section).getByText(walletAddress(2), { selector: 'code' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Copy' })).toHaveAccessibleDescription(walletAddress(2));
    // 12:00 UTC on 1 July is 8:00 AM in New York, labelled EST as the spec says.
    expect(within(section).getByText('Generated:', { exact: false })).toHaveTextContent('Generated: 07/01/2026, 8:00 AM EST');
    expect(within(section).getByText('07/01/2026, 8:00 AM EST').closest('time')).toHaveAttribute('datetime', '2026-07-01T12:00:00Z');
  });

  it('draws the QR code of the address: 122 wide, error correction level L, named for assistive technology', () => {
    renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', ...onBurn(...historyLoaded()) });
    const qr = within(addressSection()).getByRole('img', { name: `QR code of burn address ${walletAddress(2)}` });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr).toHaveAttribute('width', '122');
    expect(qr).toHaveAttribute('height', '122');
    const drawn = [...qr.querySelectorAll('path')].map((p) => p.getAttribute('d'));
    expect(drawn).toEqual(qrPaths(walletAddress(2), 'L'));
    expect(drawn).not.toEqual(qrPaths(walletAddress(2), 'M')); // the level shows in the drawing
  });

  it('lists the historical addresses newest first with walletAddress and availableDate (EST)', () => {
    renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', ...onBurn(...historyLoaded()) });
    const table = screen.getByRole('table', { name: 'Historical Burn Addresses' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Wallet Address', 'Available Date']);
    expect(historyRows().map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      [walletAddress(2), '07/01/2026, 8:00 AM EST'],
      [walletAddress(3), '03/09/2026, 10:30 AM EST'],
      [walletAddress(1), '01/15/2026, 12:05 PM EST'],
    ]);
  });

  it('Generate Burn Address asks for one for the selected account; the button is disabled while generating', async () => {
    const user = userEvent.setup();
    const { store, dispatched } = renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', ...onBurn(...historyLoaded()) });
    await user.click(generateButton());
    expect(dispatched).toContainEqual(mintBurnActions.burnAddressRequested({ acctNum: 'M1' }));
    act(() => {
      store.dispatch(mintBurnActions.burnAddressGenerationStarted({ acctNum: 'M1', requestId: 'req-1' }));
    });
    expect(generateButton()).toBeDisabled();
    expect(screen.getByRole('status', { name: 'Generating…' })).toBeInTheDocument();
    act(() => {
      store.dispatch(mintBurnActions.burnAddressGenerated({ acctNum: 'M1', requestId: 'req-1', address: burnAddress(9, '2026-07-01T12:00:00Z') }));
    });
    expect(generateButton()).toBeEnabled();
    expect(screen.queryByRole('status', { name: 'Generating…' })).not.toBeInTheDocument();
    // The new address is the current one and first in the list.
    expect(within(addressSection()).getByText(walletAddress(9), { selector: 'code' })).toBeInTheDocument();
    expect(within(historyRows()[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent(walletAddress(9));
  });

  it("Copy: 'Address copied' in a polite live region and 'Copied' on the button until the feedback expires", async () => {
    const user = userEvent.setup();
    const { store, dispatched } = renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', ...onBurn(...historyLoaded()) });
    const feedback = within(addressSection()).getByRole('status');
    expect(feedback).toHaveAttribute('aria-live', 'polite');
    expect(feedback).toBeEmptyDOMElement();
    await user.click(within(addressSection()).getByRole('button', { name: 'Copy' }));
    expect(dispatched).toContainEqual(mintBurnActions.addressCopyRequested({ address: walletAddress(2) }));
    act(() => {
      store.dispatch(mintBurnActions.addressCopied({ address: walletAddress(2), until: 5000 }));
    });
    expect(within(addressSection()).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(feedback).toHaveTextContent('Address copied');
    act(() => {
      store.dispatch(mintBurnActions.copyFeedbackExpired({ address: walletAddress(2) }));
    });
    expect(within(addressSection()).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(feedback).toBeEmptyDOMElement();
  });

  it('a copy the browser refused says so', () => {
    renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', ...onBurn(...historyLoaded(), mintBurnActions.addressCopyFailed({ address: walletAddress(2) })) });
    expect(within(addressSection()).getByRole('status')).toHaveTextContent('The address could not be copied. Select it and copy it yourself.');
    expect(within(addressSection()).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('a failed history: no addresses, and the Generate button still there', () => {
    renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', ...onBurn(mintBurnActions.burnHistoryRequested({ acctNum: 'M1' }), mintBurnActions.burnHistoryFailed({ acctNum: 'M1' })) });
    expect(within(addressSection()).getByText('No burn address has been generated for this account yet.')).toBeInTheDocument();
    expect(within(addressSection()).queryByRole('img')).not.toBeInTheDocument();
    expect(generateButton()).toBeEnabled();
    expect(screen.getByText('No Burn Addresses to Display')).toBeInTheDocument();
  });

  it('while the history loads: a spinner, and the Generate button', () => {
    renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', ...onBurn(mintBurnActions.burnHistoryRequested({ acctNum: 'M1' })) });
    expect(screen.getByRole('status', { name: 'Loading burn addresses' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Historical Burn Addresses' })).not.toBeInTheDocument();
    expect(generateButton()).toBeEnabled();
  });
});
