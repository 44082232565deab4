import {
  fetchAccountDetails,
  fetchBalanceHistory,
  fetchCountries,
  fetchEntitlements,
  fetchFirmAccounts,
  fetchPositions,
  fetchSecurities,
} from '../../../src/api/endpoints/accounts.api';
import { enabledNetworksOf } from '../../../src/api/contract/firmAccounts';
import { isPositionsDto } from '../../../src/api/contract/positions';
import { isSecurityDto } from '../../../src/api/contract/securities';
import { GatewayRejectedError, MalformedResponseError } from '../../../src/api/transport/errors';
import { MONEY_MOVEMENT_BASE as MM } from '../../../src/api/contract/moneyMovement';
import { networkByUrl as network, okAnswer as ok } from '../api/support';
import { accountDetails, aPosition, aSecurity, DASHBOARD_ACTIONS, someHistory, somePositions, twoFirms } from '../../builders/accounts';

describe('accounts API: paths, bodies and answers', () => {
  it.each([
    [false, `${MM}/api/v2/firm/account`],
    [true, `${MM}/api/v3/firm/account`],
  ])('firm accounts with multi-account-types %s: POST %s with {}', async (flag, url) => {
    const { sent } = network(() => ok(twoFirms()));
    await expect(fetchFirmAccounts(flag)).resolves.toEqual(twoFirms());
    expect(sent()).toEqual([{ method: 'post', url, body: {} }]);
  });

  it('account details: POST …/v3/firm/account/fetch {accountNumber}', async () => {
    const { sent } = network(() => ok(accountDetails('C1')));
    await expect(fetchAccountDetails('C1')).resolves.toEqual(accountDetails('C1'));
    expect(sent()).toEqual([{ method: 'post', url: `${MM}/api/v3/firm/account/fetch`, body: { accountNumber: 'C1' } }]);
  });

  it('entitlements: POST …/v1/account/entitlements {fdasAccountId} → the actions', async () => {
    const { sent } = network(() => ok({ actions: DASHBOARD_ACTIONS }));
    await expect(fetchEntitlements('C1')).resolves.toEqual(DASHBOARD_ACTIONS);
    expect(sent()).toEqual([{ method: 'post', url: `${MM}/api/v1/account/entitlements`, body: { fdasAccountId: 'C1' } }]);
  });

  it('positions: POST …/positions/detail/external {accountIdFilter}', async () => {
    const { sent } = network(() => ok(somePositions(2)));
    await expect(fetchPositions('C1')).resolves.toEqual(somePositions(2));
    expect(sent()).toEqual([{ method: 'post', url: `${MM}/api/v1/accounts/positions/detail/external`, body: { accountIdFilter: 'C1' } }]);
  });

  it('balance history: POST …/accounts/balance/history {accountNumber, days}', async () => {
    const { sent } = network(() => ok(someHistory(3)));
    await expect(fetchBalanceHistory('C1', 30)).resolves.toEqual(someHistory(3));
    expect(sent()).toEqual([{ method: 'post', url: `${MM}/api/v1/accounts/balance/history`, body: { accountNumber: 'C1', days: 30 } }]);
  });

  it('securities and countries are GETs', async () => {
    const { sent } = network((url) => (url.includes('asset-manager') ? ok([aSecurity('BTC')]) : ok([{ name: 'United States', codeTwo: 'US' }])));
    await expect(fetchSecurities()).resolves.toEqual([aSecurity('BTC')]);
    await expect(fetchCountries()).resolves.toEqual([{ name: 'United States', codeTwo: 'US' }]);
    expect(sent().map((r) => `${r.method} ${r.url}`)).toEqual([
      `get ${MM}/api/v1/asset-manager/external`,
      `get ${MM}/api/v1/lookup/address/country/list`,
    ]);
  });

  it('the country list is offered with the USA moved to the top (spec part 2 §3), whatever order the gateway answers in', async () => {
    const byName = [
      { name: 'Canada', codeTwo: 'CA' },
      { name: 'Ireland', codeTwo: 'IE' },
      { name: 'United States of America', codeTwo: 'US' },
      { name: 'Zambia', codeTwo: 'ZM' },
    ];
    network(() => ok(byName));
    await expect(fetchCountries()).resolves.toEqual([
      { name: 'United States of America', codeTwo: 'US' },
      { name: 'Canada', codeTwo: 'CA' },
      { name: 'Ireland', codeTwo: 'IE' },
      { name: 'Zambia', codeTwo: 'ZM' },
    ]);
  });

  it('an answer without data throws GatewayRejectedError with its code and text', async () => {
    network(() => ({ status: 200, body: { status: { code: 'MM1030', text: 'Account not available' }, data: null } }));
    const failure = fetchAccountDetails('C1');
    await expect(failure).rejects.toBeInstanceOf(GatewayRejectedError);
    await expect(failure).rejects.toMatchObject({ code: 'MM1030', text: 'Account not available' });
  });

  it.each([
    ['a position without its total', () => ok({ ...somePositions(1), positions: [{ ...aPosition('BTC', 1), total: undefined }] })],
    ['an amount with an exponent', () => ok({ ...somePositions(1), positions: [{ ...aPosition('BTC', 1), available: { asset: 'BTC', value: 1, valueString: '1e-7', truncatedValueString: '0.000' } }] })],
    ['an HTML page', () => ({ status: 200, body: '<html>proxy</html>' })],
  ])('%s is malformed: MalformedResponseError', async (_, reply) => {
    network(reply);
    await expect(fetchPositions('C1')).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('an unknown account type in the firm list is malformed', async () => {
    network(() => ok([{ firmId: 'F', firmLegalName: 'F', accounts: [{ accountNumber: 'X', shortName: 'x', displayName: 'x', accountType: 'SAVINGS' }] }]));
    await expect(fetchFirmAccounts(false)).rejects.toBeInstanceOf(MalformedResponseError);
  });
});

describe('accounts contract helpers', () => {
  it('enabledNetworksOf: the distinct networks, sorted', () => {
    expect(
      enabledNetworksOf([
        { fullName: 'USD Coin', symbol: 'USDC', network: 'Solana' },
        { fullName: 'Ether', symbol: 'ETH', network: 'Ethereum' },
        { fullName: 'USD Coin', symbol: 'USDC.E', network: 'Ethereum' },
      ]),
    ).toEqual(['Ethereum', 'Solana']);
  });

  it('the guards accept the builders and reject a field of the wrong type', () => {
    expect(isSecurityDto(aSecurity('ETH'))).toBe(true);
    expect(isSecurityDto({ ...aSecurity('ETH'), type: 'equity' })).toBe(false);
    expect(isPositionsDto(somePositions(3))).toBe(true);
    expect(isPositionsDto({ ...somePositions(1), accountSummary: { totalFiatValue: '12', allocations: [] } })).toBe(false);
  });
});
