// The transfer calls through the real axios instance and interceptors, the network scripted: paths,
// methods and bodies as the contract says, answers checked at the boundary.
import { MalformedResponseError } from '../../../src/api/transport/errors';
import { MONEY_MOVEMENT_BASE as MM } from '../../../src/api/contract/moneyMovement';
import { createInboundDepositAddress, fetchTransferPrice, fetchWireBusinessHours, submitDigitalAssetTransfer, submitWireTransfer } from '../../../src/api/endpoints/transfers.api';
import { PASSKEY_PROOF } from '../../builders/stepUp';
import { networkByUrl as network, okAnswer as ok } from '../api/support';

const KEY = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const WIRE = { requestId: KEY, accountNumber: 'C40017238', accountInstructionId: 'w-1', asset: 'USD' as const, amount: '1250.50', stepUp: PASSKEY_PROOF };
const TRANSFER = {
  referenceId: 'TR-1A2B3C4D', requestId: KEY, kind: 'WIRE', status: 'SUBMITTED', accountNumber: 'C40017238', asset: 'USD', amount: '1250.5',
  fee: { currency: 'USD', amount: '0.00' }, destination: { nickname: 'Harborline Operating', masked: 'XXXXXXXX6710' }, createdTime: 1_772_463_600, businessHours: 'OPEN',
};

describe('transfers API', () => {
  it.each([
    [false, '/api/v1/wireinstruction/transfer/outbound'],
    [true, '/api/v2/wires/transfer/outbound'],
  ])('submitWireTransfer with wire-out-v2 %p: POST %s with the body as given', async (v2, path) => {
    const { sent } = network(() => ok(TRANSFER));
    await expect(submitWireTransfer(WIRE, v2)).resolves.toEqual(TRANSFER);
    expect(sent()).toEqual([expect.objectContaining({ method: 'post', url: `${MM}${path}`, body: WIRE })]);
  });

  it('refuses an answer whose amount is a number (amounts are decimal strings end to end)', async () => {
    network(() => ok({ ...TRANSFER, amount: 1250.5 }));
    await expect(submitWireTransfer(WIRE, false)).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('submitDigitalAssetTransfer: POST …/v3/digitalasset/transfer/outbound', async () => {
    const send = { requestId: KEY, accountNumber: 'C40017238', asset: 'BTC', amount: '0.25', addressId: 'a-1', stepUp: PASSKEY_PROOF };
    const { sent } = network(() => ok({ ...TRANSFER, kind: 'DIGITAL_ASSET', asset: 'BTC', amount: '0.25', fee: { currency: 'USD', amount: '15.00' }, businessHours: null }));
    await expect(submitDigitalAssetTransfer(send)).resolves.toMatchObject({ kind: 'DIGITAL_ASSET', fee: { amount: '15.00' } });
    expect(sent()).toEqual([expect.objectContaining({ method: 'post', url: `${MM}/api/v3/digitalasset/transfer/outbound`, body: send })]);
  });

  it('fetchTransferPrice: GET …/v1/digitalasset/price/latest/external in US dollars; a price without its text is malformed', async () => {
    const price = { from: 'BTC', to: 'USD', price: { value: 97000.5, valueString: '97000.50' }, asOf: '2026-11-20T15:30:00Z' };
    network(() => ok(price));
    await expect(fetchTransferPrice('BTC')).resolves.toEqual(price);
    const { requests } = network(() => ok(price));
    await fetchTransferPrice('BTC');
    expect(requests.map((r) => [r.method, r.url, r.params])).toEqual([['get', `${MM}/api/v1/digitalasset/price/latest/external`, { from: 'BTC', to: 'USD' }]]);
    network(() => ok({ ...price, price: { value: 97000.5 } }));
    await expect(fetchTransferPrice('BTC')).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('fetchWireBusinessHours: GET …/v1/businesshour/status/wire; an unknown status is malformed', async () => {
    const hours = { status: 'BEFORE_CLOSE', asOf: '2026-03-02T21:30:00.000Z', closesAt: '2026-03-02T22:00:00.000Z', nextOpen: null };
    const { sent } = network(() => ok(hours));
    await expect(fetchWireBusinessHours()).resolves.toEqual(hours);
    expect(sent()).toEqual([expect.objectContaining({ method: 'get', url: `${MM}/api/v1/businesshour/status/wire` })]);
    network(() => ok({ ...hours, status: 'SOON' }));
    await expect(fetchWireBusinessHours()).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('createInboundDepositAddress: POST …/v1/digitalasset/transfer/inbound/address', async () => {
    const body = { requestId: KEY, costBasisValue: '64000.00', asset: 'BTC', accountNumber: 'C40017238' };
    const address = { asset: 'BTC', network: 'Bitcoin', walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', availableDate: '2026-03-02T15:00:00.000Z' };
    const { sent } = network(() => ok(address));
    await expect(createInboundDepositAddress(body)).resolves.toEqual(address);
    expect(sent()).toEqual([expect.objectContaining({ method: 'post', url: `${MM}/api/v1/digitalasset/transfer/inbound/address`, body })]);
  });
});
