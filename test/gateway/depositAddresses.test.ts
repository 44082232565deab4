// The custody inbound deposit address (createDigitalInboundDepositAddress on a custody, sub-custody
// or collateral account; routes/inboundAddress.ts, domain/transfers/depositAddresses.ts): a new address of the
// asset's network per request, valid by the shared codecs and by the BIPs' own examples; idempotent
// per user and request id; every refusal stores nothing. The market-maker side (burn addresses) is
// test/gateway/mintBurn.test.ts.
import { randomUUID } from 'node:crypto';
import { bech32 } from '@scure/base';
import { isInboundDepositAddressDto } from '../../src/api/contract/transferGuards';
import { TRANSFER_PATHS as PATHS, type InboundDepositAddressDto } from '../../src/api/contract/transfers';
import { validateRecipientAddress } from '../../src/shared/validation/digitalAssetInstruction';
import { addressOnNetwork, depositDerivationPath } from '../../mock-server/src/domain/transfers/depositAddresses';
import { ACTIONS } from '../../mock-server/src/domain/accounts/entitlements';
import { notEntitledText } from '../../mock-server/src/http/accountAccess';
import { cannotReceiveText } from '../../mock-server/src/routes/inboundAddress';
import { ACCOUNTS, FORBIDDEN, answer, dataOf, domainOf, expectRefusal, post, userId } from './support/accounts';
import { T0, count, gatewayForThisFile, signIn } from './support/testGateway';

const gateway = gatewayForThisFile();
const app = () => gateway.app;
const body = (more: object = {}) => ({ requestId: randomUUID(), costBasisValue: '64250.12', asset: 'BTC', accountNumber: ACCOUNTS.plainCustody, ...more });
const stored = () => count(gateway.db, 'deposit_addresses');
const generate = async (payload: object, username = 'demo.plain') => {
  const address = dataOf<InboundDepositAddressDto>(await post(app(), PATHS.inboundAddress, payload, await signIn(app(), username)));
  expect(isInboundDepositAddressDto(address)).toBe(true);
  return address;
};
const KEY_ONE = Uint8Array.from({ length: 32 }, (_, i) => (i === 31 ? 1 : 0));

describe('addresses of the asset’s network', () => {
  it('private key 1 gives the BIPs’ own examples: BIP-173’s P2WPKH address, and the Ethereum address of key 1', () => {
    expect(addressOnNetwork('Bitcoin', KEY_ONE)).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect(addressOnNetwork('Ethereum', KEY_ONE)).toBe('0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf');
    const ltc = bech32.decode(addressOnNetwork('Litecoin', KEY_ONE) as `${string}1${string}`);
    expect([ltc.prefix, bech32.fromWords(ltc.words.slice(1))]).toEqual(['ltc', bech32.fromWords(bech32.decode('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4').words.slice(1))]);
    expect(addressOnNetwork('Stellar', KEY_ONE)).toBeNull();
  });

  it('paths name the asset, the account and the index', () => {
    expect(depositDerivationPath('BTC', ACCOUNTS.plainCustody, 3)).toBe('btc-deposit/v1/C40017238/3');
    expect(() => depositDerivationPath('BTC', ACCOUNTS.plainCustody, -1)).toThrow(RangeError);
  });

  it.each([
    ['BTC', 'Bitcoin', /^bc1q/],
    ['LTC', 'Litecoin', /^ltc1q/],
    ['ETH', 'Ethereum', /^0x[0-9a-fA-F]{40}$/],
    ['FIDD', 'Ethereum', /^0x[0-9a-fA-F]{40}$/],
  ])('%s on a custody account: a %s address the shared codec accepts, available from the clock’s now', async (asset, network, shape) => {
    const address = await generate(body({ asset }));
    expect(address).toEqual({ asset, network, walletAddress: expect.stringMatching(shape), availableDate: new Date(T0).toISOString() });
    expect(validateRecipientAddress(network, address.walletAddress)).toBeUndefined();
    expect(gateway.db.prepare('SELECT cost_basis_cents FROM deposit_addresses WHERE wallet_address = ?').pluck().get(address.walletAddress)).toBe(6_425_012);
  });

  it('each request makes a new address (the next index), on sub-custody and collateral accounts too', async () => {
    const first = await generate(body());
    const second = await generate(body());
    expect(second.walletAddress).not.toBe(first.walletAddress);
    expect(gateway.db.prepare('SELECT derivation_index FROM deposit_addresses ORDER BY id').pluck().all()).toEqual([0, 1]);
    expect((await generate(body({ accountNumber: ACCOUNTS.plainSubCustody, asset: 'ETH' }))).network).toBe('Ethereum');
    expect((await generate(body({ accountNumber: ACCOUNTS.plainCollateral }))).network).toBe('Bitcoin');
  });

  it('a view-only user may ask for one (the dashboard entitlement): receiving moves nothing out', async () => {
    expect((await generate(body({ accountNumber: ACCOUNTS.pensionCustody }), 'demo.viewer')).asset).toBe('BTC');
  });
});

describe('idempotency (request id per user)', () => {
  it('the same id and body answers the same address (any letter case), no second row', async () => {
    const payload = body();
    const first = await generate(payload);
    expect(await generate({ ...payload, requestId: payload.requestId.toUpperCase() })).toEqual(first);
    expect(await generate({ ...payload, costBasisValue: '64250.120' })).toEqual(first); // the same cost basis, written otherwise
    expect(stored()).toBe(1);
  });

  it('the same id with another body is refused 409 and stores nothing', async () => {
    const payload = body();
    await generate(payload);
    const cookie = await signIn(app(), 'demo.plain');
    expectRefusal(await post(app(), PATHS.inboundAddress, { ...payload, asset: 'ETH' }, cookie), 409, 'Request id already used');
    expectRefusal(await post(app(), PATHS.inboundAddress, { ...payload, costBasisValue: '1' }, cookie), 409, 'Request id already used');
    expect(stored()).toBe(1);
  });

  it("another user's id is a new id", async () => {
    const requestId = randomUUID();
    const mine = await generate(body({ requestId }));
    const theirs = await generate(body({ requestId, accountNumber: ACCOUNTS.pensionCustody }), 'demo.maker');
    expect(theirs.walletAddress).not.toBe(mine.walletAddress);
  });
});

describe('the declared cost basis (the one parser)', () => {
  it.each([[' 5', 500], ['5 ', 500], ['\t64250.12', 6_425_012], ['.5', 50], ['5.', 500]])('%p is kept as %p cents, never 0', async (costBasisValue, cents) => {
    const address = await generate(body({ costBasisValue }));
    expect(gateway.db.prepare('SELECT cost_basis_cents FROM deposit_addresses WHERE wallet_address = ?').pluck().get(address.walletAddress)).toBe(cents);
  });
});

describe('refusals store nothing', () => {
  it.each<[string, object, number, string | RegExp]>([
    ['a fiat asset', { asset: 'USD' }, 400, cannotReceiveText('USD')],
    ['a disabled asset (XLM)', { asset: 'XLM', accountNumber: ACCOUNTS.plainSubCustody }, 400, cannotReceiveText('XLM')],
    ['an asset the account does not receive', { asset: 'A001', accountNumber: ACCOUNTS.researchBasket }, 400, cannotReceiveText('A001')],
    ['an unknown asset', { asset: 'NOPE' }, 400, cannotReceiveText('NOPE')],
    ['a lower-case asset', { asset: 'btc' }, 400, /body\.asset must match pattern/],
    ['an empty cost basis', { costBasisValue: '' }, 400, 'body.costBasisValue: Required.'],
    ['a zero cost basis', { costBasisValue: '0.00' }, 400, 'body.costBasisValue: Required.'],
    ['a cost basis in exponent form', { costBasisValue: '1e3' }, 400, 'body.costBasisValue: Required.'],
    ['a negative cost basis', { costBasisValue: '-5' }, 400, 'body.costBasisValue: Required.'],
    ['a cost basis of three decimals', { costBasisValue: '1.005' }, 400, 'body.costBasisValue: Maximum amount exceeded.'],
    ['a cost basis of 13 integer digits', { costBasisValue: '1000000000000' }, 400, 'body.costBasisValue: Maximum amount exceeded.'],
    ['a numeric cost basis', { costBasisValue: 64250.12 }, 400, /costBasisValue must be of type string/],
    ['a cost basis in full-width digits', { costBasisValue: '\uff15' }, 400, 'body.costBasisValue: Required.'],
    ['a cost basis with a grouping comma', { costBasisValue: '64,250.12' }, 400, 'body.costBasisValue: Required.'],
    ['a huge cost basis', { costBasisValue: '1'.repeat(5_000) }, 400, 'body.costBasisValue: Maximum amount exceeded.'],
    ['an extra field', { network: 'Bitcoin' }, 400, /unknown field 'network'/],
    ["another firm's account", { accountNumber: ACCOUNTS.pensionCustody }, 403, FORBIDDEN.status.text],
  ])('%s', async (_name, more, status, text) => {
    const cookie = await signIn(app(), 'demo.plain');
    expectRefusal(await post(app(), PATHS.inboundAddress, body(more), cookie), status, text);
    expect(stored()).toBe(0);
  });

  it('without the dashboard entitlement (403 naming it)', async () => {
    domainOf(gateway.db, gateway.clock).entitlements.revoke(userId(gateway.db, 'demo.viewer'), ACCOUNTS.pensionCustody, ACTIONS.dashboard);
    domainOf(gateway.db, gateway.clock).entitlements.grant(userId(gateway.db, 'demo.viewer'), ACCOUNTS.pensionCustody, [ACTIONS.allowListAdmin]);
    const res = await post(app(), PATHS.inboundAddress, body({ accountNumber: ACCOUNTS.pensionCustody }), await signIn(app(), 'demo.viewer'));
    expect([res.statusCode, answer(res).status.text]).toEqual([403, notEntitledText(ACTIONS.dashboard)]);
    expect(stored()).toBe(0);
  });

  it('without a session (401)', async () => {
    expect((await post(app(), PATHS.inboundAddress, body())).statusCode).toBe(401);
    expect(stored()).toBe(0);
  });

  it('the database refuses a deposit address on a market-maker account', () => {
    const insert = () =>
      gateway.db
        .prepare(
          `INSERT INTO deposit_addresses (account_number, asset, network, derivation_index, wallet_address, cost_basis_cents, user_id, request_id, body_sha256, available_at)
           VALUES (?, 'FIDD', 'Ethereum', 0, '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf', 100, NULL, ?, ?, 0)`,
        )
        .run(ACCOUNTS.mmPrimary, randomUUID(), 'a'.repeat(64));
    expect(insert).toThrow(/custody, sub-custody and collateral/);
  });
});
