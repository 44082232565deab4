// The Burn tab with the feature's saga and the real API layer (axios and its interceptors), the
// network scripted: what a user's clicks really send, and what they see come back.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '../../../src/api/transport/client';
import MintBurnPage from '../../../src/features/mintBurn/pages/MintBurnPage';
import { recordingBus, scriptedAdapter, type Reply } from '../../unit/api/support';
import { renderWithStore } from '../../support/testStore';
import { testConfig } from '../../builders/config';
import { selectedEvents } from '../../builders/accounts';
import { burnAddress, mintDetails, walletAddress } from '../../builders/mintBurn';

const MM = '/gateway/institutional/moneymovement';
const ok = (data: unknown): Reply => ({ status: 200, body: { status: { code: '000000', text: 'SUCCESS' }, data } });
const NEW = burnAddress(9, '2026-03-09T14:30:00Z');

function gateway() {
  let answerGenerate: (() => void) | null = null;
  const { gateway: http } = configureApi(testConfig(), recordingBus());
  const network = scriptedAdapter((config) => {
    if (config.url === `${MM}/api/v1/mint/account/details`) return ok(mintDetails('M1'));
    if (config.url === `${MM}/api/v2/digitalasset/address/historical`) {
      return { status: 200, body: { status: { code: 'MM1030', text: 'No historical addresses found' }, data: null } };
    }
    return ok(NEW);
  });
  // The generate answer waits until the test lets it through, so clicks land while it is under way.
  const gate = new Promise<void>((resolve) => {
    answerGenerate = resolve;
  });
  http.defaults.adapter = async (config) => {
    if (config.url?.endsWith('/inbound/address')) await gate;
    return network.adapter(config);
  };
  const posted = (path: string) => network.requests.filter((r) => r.url === `${MM}${path}`).map((r) => JSON.parse(String(r.data)));
  return { posted, release: () => answerGenerate?.() };
}

describe('burning FIDD, end to end inside the SPA', () => {
  it('no address yet; a double click on Generate makes one address, which shows first with its QR code; Copy copies it', async () => {
    const user = userEvent.setup(); // also puts a clipboard stub in place of the browser's
    const network = gateway();
    const { task } = renderWithStore(<MintBurnPage />, { path: '/mint-burn/*', actions: selectedEvents('M1'), route: '/mint-burn/burn', sagas: ['mintBurn'] });
    expect(await screen.findByText('No burn address has been generated for this account yet.')).toBeInTheDocument();
    expect(screen.getByText('No Burn Addresses to Display')).toBeInTheDocument();
    expect(network.posted('/api/v2/digitalasset/address/historical')).toEqual([{ accountNumber: 'M1', asset: 'FIDD' }]);

    const generate = screen.getByRole('button', { name: 'Generate Burn Address' });
    await user.dblClick(generate);
    expect(generate).toBeDisabled();
    await act(async () => {
      network.release();
    });
    const section = screen.getByRole('region', { name: 'Burn Address' });
    expect(await within(section).findByText(walletAddress(9), { selector: 'code' })).toBeInTheDocument();
    expect(generate).toBeEnabled();
    const requests = network.posted('/api/v1/digitalasset/transfer/inbound/address');
    expect(requests).toEqual([{ requestId: expect.stringMatching(/^[0-9a-f-]{36}$/), costBasisValue: '1.00', asset: 'FIDD', accountNumber: 'M1' }]);
    expect(within(section).getByRole('img', { name: `QR code of burn address ${walletAddress(9)}` })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Historical Burn Addresses' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([`${walletAddress(9)}03/09/2026, 10:30 AM EST`]);

    await user.click(within(section).getByRole('button', { name: 'Copy' }));
    expect(await within(section).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent('Address copied');
    await expect(navigator.clipboard.readText()).resolves.toBe(walletAddress(9));
    task?.cancel();
  });
});
