// The Mint & Burn calls through the real axios instance and interceptors, the network scripted.
import { GatewayRejectedError } from '../../../src/api/transport/errors';
import { MalformedResponseError } from '../../../src/api/transport/errors';
import {
  burnAddressRequest,
  createDigitalInboundDepositAddress,
  getHistoricalAddresses,
  getMintAccountDetails,
} from '../../../src/api/endpoints/mintBurn.api';
import { MONEY_MOVEMENT_BASE as MM } from '../../../src/api/contract/moneyMovement';
import { type Reply, networkByUrl as network, okAnswer as ok } from '../api/support';
import { burnAddress, mintDetails } from '../../builders/mintBurn';

const noHistory = (code: string, status = 200): Reply => ({ status, body: { status: { code, text: 'No historical addresses found' }, data: null } });
const REQUEST_ID = '3f1c1c9e-8a0b-4c7d-9e2f-1a2b3c4d5e6f';

describe('Mint & Burn API: paths, bodies and answers', () => {
  it('getMintAccountDetails: POST …/v1/mint/account/details {accountNumber}', async () => {
    const { sent } = network(() => ok(mintDetails('M1')));
    await expect(getMintAccountDetails('M1')).resolves.toEqual(mintDetails('M1'));
    expect(sent()).toEqual([{ method: 'post', url: `${MM}/api/v1/mint/account/details`, body: { accountNumber: 'M1' } }]);
  });

  it('getHistoricalAddresses: POST …/v2/digitalasset/address/historical {accountNumber, asset: FIDD}', async () => {
    const history = [burnAddress(1, '2026-03-09T14:30:00Z')];
    const { sent } = network(() => ok(history));
    await expect(getHistoricalAddresses('M1')).resolves.toEqual(history);
    expect(sent()).toEqual([{ method: 'post', url: `${MM}/api/v2/digitalasset/address/historical`, body: { accountNumber: 'M1', asset: 'FIDD' } }]);
  });

  it("createDigitalInboundDepositAddress: POST …/v1/digitalasset/transfer/inbound/address with cost basis '1.00'", async () => {
    const created = burnAddress(9, '2026-03-09T14:30:00Z');
    const { sent } = network(() => ok(created));
    await expect(createDigitalInboundDepositAddress(burnAddressRequest(REQUEST_ID, 'M1'))).resolves.toEqual(created);
    expect(sent()).toEqual([
      {
        method: 'post',
        url: `${MM}/api/v1/digitalasset/transfer/inbound/address`,
        body: { requestId: REQUEST_ID, costBasisValue: '1.00', asset: 'FIDD', accountNumber: 'M1' },
      },
    ]);
  });

  it.each([
    ['MM1030 with HTTP 200', noHistory('MM1030')],
    ['FD1030 with HTTP 200', noHistory('FD1030')],
    ['MM1030 with HTTP 404', noHistory('MM1030', 404)],
    ['an empty list', ok([])],
  ])('no burn address yet (%s): an empty history and no banner', async (_, reply) => {
    const { banners } = network(() => reply);
    await expect(getHistoricalAddresses('M1')).resolves.toEqual([]);
    expect(banners()).toEqual([]);
  });

  it('another code without data is a failure, bannered once by the interceptor', async () => {
    const { banners } = network(() => ({ status: 200, body: { status: { code: 'MM2001', text: 'Account not available' }, data: null } }));
    const failure = getHistoricalAddresses('M1');
    await expect(failure).rejects.toBeInstanceOf(GatewayRejectedError);
    await expect(failure).rejects.toMatchObject({ code: 'MM2001' });
    expect(banners()).toEqual([expect.objectContaining({ alert: { severity: 'error', code: 'MM2001', message: 'Account not available' } })]);
  });

  it('an HTTP error on the history rejects (the saga then shows no addresses)', async () => {
    const { banners } = network(() => ({ status: 500, body: { status: { code: '500', text: 'Internal Server Error' }, data: null } }));
    await expect(getHistoricalAddresses('M1')).rejects.toThrow();
    expect(banners()).toHaveLength(1);
  });

  it('a 403 (entitlement missing) rejects without a banner (the tab explains)', async () => {
    const { banners } = network(() => ({ status: 403, body: { status: { code: '403', text: 'You are not entitled to FDAS_MM_WireCreate on this account' }, data: null } }));
    await expect(getMintAccountDetails('M1')).rejects.toThrow();
    expect(banners()).toEqual([]);
  });

  it('mint details without bank details are malformed, shown by the Mint tab alone: no banner', async () => {
    const { banners } = network(() => ok({ ...mintDetails('M1'), bankAccountDetails: undefined }));
    await expect(getMintAccountDetails('M1')).rejects.toBeInstanceOf(MalformedResponseError);
    expect(banners()).toEqual([]);
  });

  it.each([
    ['a history entry with a bad address', () => getHistoricalAddresses('M1'), ok([{ walletAddress: 'nope', availableDate: '2026-03-09T14:30:00Z' }])],
    ['a created address without its date', () => createDigitalInboundDepositAddress(burnAddressRequest(REQUEST_ID, 'M1')), ok({ walletAddress: burnAddress(1, '').walletAddress })],
  ])('%s is malformed: MalformedResponseError and the MALFORMED banner', async (_, call, reply) => {
    const { banners } = network(() => reply);
    await expect(call()).rejects.toBeInstanceOf(MalformedResponseError);
    expect(banners().map((e) => (e.type === 'errorReported' ? e.alert.code : null))).toEqual(['MALFORMED']);
  });
});
