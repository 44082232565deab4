// Transfers (contract/transfers.ts): outbound wires (v1 and v2) and digital-asset transfers (v2
// and v3) with their ledger holds, every bad input → 4xx with its message and nothing stored,
// idempotency per user, the wire window from the control clock, entitlements and ownership, the
// allow-list being disabled, and 20 concurrent submits of a whole balance.
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { isBusinessHoursDto, isTransferDto } from '../../src/api/contract/transferGuards';
import { TRANSFER_PATHS as PATHS, TRANSFER_REFUSAL_TEXTS as T, type TransferDto } from '../../src/api/contract/transfers';
import { notEntitledText } from '../../mock-server/src/http/accountAccess';
import { ACTIONS } from '../../mock-server/src/domain/accounts/entitlements';
import { Ledger } from '../../mock-server/src/domain/accounts/ledger';
import { formatUnits } from '../../mock-server/src/domain/platform/money';
import { PriceBook } from '../../mock-server/src/domain/accounts/prices';
import { SecurityCatalog } from '../../mock-server/src/domain/accounts/securities';
import { ONE_DESTINATION_TEXT } from '../../mock-server/src/routes/transfers';
import { ACCOUNTS, FORBIDDEN, answer, dataOf, get, post, refusedKeeping } from './support/accounts';
import { proofFor, signedSubmit, transferOperationOf } from './support/stepUp';
import { count, gatewayForThisFile, signIn } from './support/testGateway';

const gateway = gatewayForThisFile();
const app = (): FastifyInstance => gateway.app;
const TABLES = ['transfers', 'ledger_entries', 'approval_requests', 'instruction_audit'] as const;
const rows = () => TABLES.map((t) => count(gateway.db, t));
const ledger = () => new Ledger(gateway.db, gateway.clock, new PriceBook(gateway.db), new SecurityCatalog(gateway.db));
const available = (account: string, symbol: string) => ledger().balance(account, symbol).available;

const OPERATING = '5e1f0a52-0c7e-4d1a-9a53-000000000001'; // demo.plain's ACTIVE US wire instruction
const PAYROLL_PENDING = '5e1f0a52-0c7e-4d1a-9a53-000000000003'; // PENDING
const NORTHGATE_WIRE = '5e1f0a52-0c7e-4d1a-9a53-000000000004'; // demo.maker's firm, ACTIVE
const BTC_COLD = '6a2b1c63-1d8f-4e2b-8b64-000000000001'; // demo.plain's ACTIVE Bitcoin address
const ETH_TREASURY = '6a2b1c63-1d8f-4e2b-8b64-000000000002';

const wire = (more: object = {}) => ({ requestId: randomUUID(), accountNumber: ACCOUNTS.plainCustody, accountInstructionId: OPERATING, asset: 'USD', amount: '1250.50', ...more });
const send = (more: object = {}) => ({ requestId: randomUUID(), accountNumber: ACCOUNTS.plainCustody, asset: 'BTC', amount: '0.25', addressId: BTC_COLD, ...more });

/** Sends, expects the status and text, and that no row was written and no balance moved. */
const refused = refusedKeeping(() => ({ rows: rows(), usd: available(ACCOUNTS.plainCustody, 'USD') }));

const transferOf = (res: Awaited<ReturnType<typeof post>>) => {
  const t = dataOf<TransferDto>(res);
  expect(isTransferDto(t)).toBe(true);
  return t;
};

describe('outbound wire', () => {
  it.each([['v1', PATHS.wireOutV1], ['v2', PATHS.wireOutV2]])('%s: sends to a saved ACTIVE instruction and holds the amount on the ledger at once', async (_v, path) => {
    const cookie = await signIn(app(), 'demo.plain');
    const before = available(ACCOUNTS.plainCustody, 'USD');
    const t = transferOf(await signedSubmit(app(), path, wire(), cookie));
    expect(t).toMatchObject({ kind: 'WIRE', status: 'SUBMITTED', asset: 'USD', amount: '1250.5', fee: { currency: 'USD', amount: '0.00' }, businessHours: 'OPEN' });
    expect(t.destination).toEqual({ nickname: 'Harborline Operating', masked: expect.stringMatching(/6710$/) });
    expect(before - available(ACCOUNTS.plainCustody, 'USD')).toBe(125_050n);
    const hold = gateway.db.prepare("SELECT amount, settled, kind FROM ledger_entries WHERE description LIKE ?").get(`%${t.referenceId}%`);
    expect(hold).toEqual({ amount: '-125050', settled: 0, kind: 'withdrawal' });
  });

  it('from a maker (no authorize action) waits for a checker: PENDING_APPROVAL with its approval request', async () => {
    const cookie = await signIn(app(), 'demo.maker');
    const approvals = count(gateway.db, 'approval_requests');
    const t = transferOf(await signedSubmit(app(), PATHS.wireOutV1, wire({ accountNumber: ACCOUNTS.pensionCustody, accountInstructionId: NORTHGATE_WIRE, amount: '5000' }), cookie));
    expect(t.status).toBe('PENDING_APPROVAL');
    expect(count(gateway.db, 'approval_requests')).toBe(approvals + 1);
    expect(gateway.db.prepare('SELECT kind, status FROM approval_requests WHERE subject_id = ?').get(t.referenceId)).toEqual({ kind: 'CHECKER_APPROVAL_WIRE_OUT', status: 'PENDING' });
  });

  it.each<[string, () => object, number, string | RegExp]>([
    ['an empty amount', () => wire({ amount: '' }), 400, 'body.amount: Required.'],
    ['a zero amount', () => wire({ amount: '0.00' }), 400, 'body.amount: Required.'],
    ['letters', () => wire({ amount: '12a' }), 400, 'body.amount: Required.'],
    ['three decimals of USD', () => wire({ amount: '1.005' }), 400, 'body.amount: Maximum amount exceeded.'],
    ['13 integer digits', () => wire({ amount: '1000000000000' }), 400, 'body.amount: Maximum amount exceeded.'],
    ['more than the balance', () => wire({ amount: '99999999999' }), 400, 'body.amount: Insufficient funds.'],
    ['a numeric amount', () => wire({ amount: 1250.5 }), 400, /amount/],
    ['a negative amount', () => wire({ amount: '-5' }), 400, 'body.amount: Required.'],
    ['BTC by wire', () => wire({ asset: 'BTC' }), 400, /asset/],
    ['an extra field', () => wire({ fee: '0' }), 400, /fee|additional/i],
    ['a request id that is no UUID', () => wire({ requestId: 'retry-1' }), 400, /requestId/],
    ['a PENDING instruction', () => wire({ accountInstructionId: PAYROLL_PENDING }), 404, T.instructionNotFound],
    ["another firm's instruction", () => wire({ accountInstructionId: NORTHGATE_WIRE }), 404, T.instructionNotFound],
    ["another firm's account", () => wire({ accountNumber: ACCOUNTS.pensionCustody }), 403, FORBIDDEN.status.text],
  ])('refuses %s and stores nothing', async (_name, body, status, text) => {
    const cookie = await signIn(app(), 'demo.plain');
    await refused(() => post(app(), PATHS.wireOutV1, body(), cookie), status, text);
  });

  it('is refused without wire-create (fiat only with wire-create)', async () => {
    const cookie = await signIn(app(), 'demo.checker');
    await refused(
      () => post(app(), PATHS.wireOutV1, wire({ accountNumber: ACCOUNTS.pensionCustody, accountInstructionId: NORTHGATE_WIRE }), cookie),
      403,
      notEntitledText(ACTIONS.wireTransferCreate),
    );
  });

  it('is refused without a session', async () => {
    const res = await post(app(), PATHS.wireOutV1, wire());
    expect(res.statusCode).toBe(401);
  });
});

describe('the wire window (control clock)', () => {
  const at = (iso: string) => gateway.clock.fix(Date.parse(iso));

  it.each([
    ['Monday 10:00 am EST', '2026-03-02T15:00:00Z', 'OPEN'],
    ['Monday 4:30 pm EST', '2026-03-02T21:30:00Z', 'BEFORE_CLOSE'],
    ['Monday 5:00 pm EST', '2026-03-02T22:00:00Z', 'CLOSED'],
    ['Saturday', '2026-03-07T15:00:00Z', 'CLOSED'],
    ['Thanksgiving', '2026-11-26T15:00:00Z', 'CLOSED'],
  ])('answers %s as %s', async (_name, instant, status) => {
    at(instant);
    const cookie = await signIn(app(), 'demo.plain');
    const hours = dataOf(await get(app(), PATHS.businessHours, cookie));
    expect(isBusinessHoursDto(hours)).toBe(true);
    expect(hours).toMatchObject({ status, asOf: new Date(Date.parse(instant)).toISOString() });
  });

  it('accepts a wire after 4 pm, marked BEFORE_CLOSE', async () => {
    at('2026-03-02T21:30:00Z');
    const cookie = await signIn(app(), 'demo.plain');
    expect(transferOf(await signedSubmit(app(), PATHS.wireOutV2, wire(), cookie)).businessHours).toBe('BEFORE_CLOSE');
  });

  it.each([
    ['after 5 pm', '2026-03-02T22:00:00Z'],
    ['on a Saturday', '2026-03-07T15:00:00Z'],
    ['on a Federal Reserve holiday', '2026-11-26T15:00:00Z'],
  ])('refuses a wire %s and stores nothing; digital assets still go', async (_name, instant) => {
    at(instant);
    const cookie = await signIn(app(), 'demo.plain');
    await refused(() => post(app(), PATHS.wireOutV1, wire(), cookie), 409, T.wireWindowClosed);
    expect(transferOf(await signedSubmit(app(), PATHS.digitalAssetOutV2, send(), cookie)).kind).toBe('DIGITAL_ASSET');
  });
});

describe('outbound digital-asset transfer', () => {
  it.each([['v2', PATHS.digitalAssetOutV2], ['v3', PATHS.digitalAssetOutV3]])('%s: sends to a saved address, holding the amount and the 15 USD fee', async (_v, path) => {
    const cookie = await signIn(app(), 'demo.plain');
    const btc = available(ACCOUNTS.plainCustody, 'BTC');
    const usd = available(ACCOUNTS.plainCustody, 'USD');
    const t = transferOf(await signedSubmit(app(), path, send(), cookie));
    expect(t).toMatchObject({ kind: 'DIGITAL_ASSET', status: 'SUBMITTED', asset: 'BTC', amount: '0.25', fee: { currency: 'USD', amount: '15.00' }, businessHours: null });
    expect(t.destination.nickname).toBe('BTC cold storage');
    expect(btc - available(ACCOUNTS.plainCustody, 'BTC')).toBe(25_000_000n);
    expect(usd - available(ACCOUNTS.plainCustody, 'USD')).toBe(1_500n);
  });

  it('ETH (18 places, sent to 8): more than the balance is refused by the rule in its order, before the user limit', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const wei = available(ACCOUNTS.plainCustody, 'ETH');
    const justOver = formatUnits(wei / 10n ** 10n + 1n, 8);
    await refused(() => post(app(), PATHS.digitalAssetOutV2, send({ asset: 'ETH', addressId: ETH_TREASURY, amount: justOver }), cookie), 400, 'body.amount: Insufficient funds.');
    const whole = formatUnits(wei / 10n ** 10n, 8);
    expect(transferOf(await signedSubmit(app(), PATHS.digitalAssetOutV2, send({ asset: 'ETH', addressId: ETH_TREASURY, amount: whole }), cookie)).asset).toBe('ETH');
  });

  it('v3: sends to a direct address where the allow-list is off', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const t = transferOf(
      await signedSubmit(app(), PATHS.digitalAssetOutV3, send({ accountNumber: ACCOUNTS.plainSubCustody, addressId: undefined, address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', amount: '0.01' }), cookie),
    );
    expect(t.destination).toEqual({ nickname: null, masked: expect.stringMatching(/5mdq$/) });
  });

  it.each<[string, string, () => object, number, string | RegExp]>([
    ['below the user limit (toa_maker_min)', PATHS.digitalAssetOutV2, () => send({ amount: '0.000009' }), 400, 'body.amount: Below user limit.'],
    ['nine decimals of BTC', PATHS.digitalAssetOutV2, () => send({ amount: '0.000010001' }), 400, 'body.amount: Maximum amount exceeded.'],
    ['more than the balance', PATHS.digitalAssetOutV2, () => send({ amount: '100000' }), 400, 'body.amount: Insufficient funds.'],
    ['BTC to an Ethereum address', PATHS.digitalAssetOutV2, () => send({ addressId: ETH_TREASURY }), 404, T.instructionNotFound],
    ['USD as a digital asset', PATHS.digitalAssetOutV2, () => send({ asset: 'USD' }), 400, T.notADigitalAsset],
    ['an unknown asset', PATHS.digitalAssetOutV2, () => send({ asset: 'NOPE' }), 400, /asset/],
    ['an asset the account does not send (not in toaOutEnabledAssets)', PATHS.digitalAssetOutV3, () => send({ accountNumber: ACCOUNTS.researchBasket, asset: 'A001', addressId: undefined, address: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf' }), 400, 'body.asset: A001 cannot be sent from this account.'],
    ['a direct address on v2', PATHS.digitalAssetOutV2, () => send({ addressId: undefined, address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' }), 400, /address/],
    ['both destinations on v3', PATHS.digitalAssetOutV3, () => send({ address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' }), 400, ONE_DESTINATION_TEXT],
    ['no destination on v3', PATHS.digitalAssetOutV3, () => send({ addressId: undefined }), 400, ONE_DESTINATION_TEXT],
    ['a direct address where the allow-list is on', PATHS.digitalAssetOutV3, () => send({ addressId: undefined, address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' }), 409, T.directAddressNotAllowed],
    [
      'an invalid direct address',
      PATHS.digitalAssetOutV3,
      () => send({ accountNumber: ACCOUNTS.plainSubCustody, addressId: undefined, address: 'bc1qnotanaddress' }),
      400,
      /^body\.address: Error: /,
    ],
  ])('refuses %s and stores nothing', async (_name, path, body, status, text) => {
    const cookie = await signIn(app(), 'demo.plain');
    await refused(() => post(app(), path, body(), cookie), status, text);
  });

  it("refuses an amount below the asset's minimum with 'Minimum amount is' (no user minimum) and stores nothing", async () => {
    gateway.db.prepare("UPDATE securities SET toa_maker_min = NULL WHERE symbol = 'BTC'").run();
    const cookie = await signIn(app(), 'demo.plain');
    await refused(() => post(app(), PATHS.digitalAssetOutV2, send({ amount: '0.000009' }), cookie), 400, 'body.amount: Minimum amount is 0.00001 BTC.');
  });

  it('is refused while the allow-list is PENDING_DISABLEMENT, with its text', async () => {
    gateway.db.prepare("UPDATE account_settings SET sdai_status = 'PENDING_DISABLEMENT' WHERE account_number = ?").run(ACCOUNTS.plainCustody);
    const cookie = await signIn(app(), 'demo.plain');
    await refused(() => post(app(), PATHS.digitalAssetOutV3, send(), cookie), 409, 'Saved Digital Asset Instructions are being disabled.');
  });

  it('is refused without digital-asset-transfer-create (commodities only with it)', async () => {
    const cookie = await signIn(app(), 'demo.viewer');
    await refused(() => post(app(), PATHS.digitalAssetOutV2, send({ accountNumber: ACCOUNTS.pensionCustody }), cookie), 403, notEntitledText(ACTIONS.digitalAssetTransferCreate));
  });
});

describe('amounts with whitespace around them (the one parser reads, checks and converts)', () => {
  it.each([' 0.001', '0.001 ', '\t0.001', '\n0.001\u00a0'])('%p on the v2 digital-asset path is 0.001 BTC: held to the satoshi, not a 500', async (amount) => {
    const cookie = await signIn(app(), 'demo.plain');
    const btc = available(ACCOUNTS.plainCustody, 'BTC');
    const t = transferOf(await signedSubmit(app(), PATHS.digitalAssetOutV2, send({ amount }), cookie));
    expect(t).toMatchObject({ asset: 'BTC', amount: '0.001', status: 'SUBMITTED' });
    expect(btc - available(ACCOUNTS.plainCustody, 'BTC')).toBe(100_000n);
  });

  it('a wire of " 1250.50" holds 1250.50 USD; ETH " 0.5" holds 0.5 ETH in wei', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const usd = available(ACCOUNTS.plainCustody, 'USD');
    expect(transferOf(await signedSubmit(app(), PATHS.wireOutV1, wire({ amount: ' 1250.50' }), cookie)).amount).toBe('1250.5');
    expect(usd - available(ACCOUNTS.plainCustody, 'USD')).toBe(125_050n);
    const wei = available(ACCOUNTS.plainCustody, 'ETH');
    expect(transferOf(await signedSubmit(app(), PATHS.digitalAssetOutV2, send({ asset: 'ETH', addressId: ETH_TREASURY, amount: '0.5 ' }), cookie)).amount).toBe('0.5');
    expect(wei - available(ACCOUNTS.plainCustody, 'ETH')).toBe(5n * 10n ** 17n);
  });

  it('a retry of " 0.25" sent as "0.25" with the same key is the same transfer', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const body = send({ amount: ' 0.25' });
    const first = transferOf(await signedSubmit(app(), PATHS.digitalAssetOutV2, body, cookie));
    const before = rows();
    expect(transferOf(await signedSubmit(app(), PATHS.digitalAssetOutV2, { ...body, amount: '0.25' }, cookie))).toEqual(first);
    expect(rows()).toEqual(before);
  });

  it.each<[string, string]>([
    ['Arabic-Indic digits', '\u0660.\u0660\u0660\u0661'],
    ['full-width digits', '\uff10.\uff10\uff10\uff11'],
    ['a sign', '+0.001'],
    ['an exponent', '1e-3'],
    ['a grouping comma', '1,000.5'],
    ['a space inside', '0. 001'],
  ])('refuses %s with the spec\'s text and stores nothing', async (_name, amount) => {
    const cookie = await signIn(app(), 'demo.plain');
    await refused(() => post(app(), PATHS.digitalAssetOutV2, send({ amount }), cookie), 400, 'body.amount: Required.');
  });

  it('refuses a huge amount with the spec\'s text and stores nothing', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    await refused(() => post(app(), PATHS.digitalAssetOutV2, send({ amount: '9'.repeat(10_000) }), cookie), 400, 'body.amount: Maximum amount exceeded.');
    await refused(() => post(app(), PATHS.wireOutV1, wire({ amount: `1.${'0'.repeat(10_000)}` }), cookie), 400, 'body.amount: Maximum amount exceeded.');
  });
});

describe('idempotency (requestId per user)', () => {
  it('the same key and body answers the first transfer: one row, one hold', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const body = wire();
    const first = transferOf(await signedSubmit(app(), PATHS.wireOutV1, body, cookie));
    const before = rows();
    const usd = available(ACCOUNTS.plainCustody, 'USD');
    // A retry after a timeout may take the other path of the flag: still the same transfer.
    const again = transferOf(await signedSubmit(app(), PATHS.wireOutV2, body, cookie));
    expect(again).toEqual(first);
    expect(rows()).toEqual(before);
    expect(available(ACCOUNTS.plainCustody, 'USD')).toBe(usd);
  });

  it('the same key with another body is refused with 422', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const body = wire();
    transferOf(await signedSubmit(app(), PATHS.wireOutV1, body, cookie));
    await refused(() => post(app(), PATHS.wireOutV1, { ...body, amount: '1250.51' }, cookie), 422, T.requestIdReused);
  });

  it("another user's key is a new key (not the 422 of a reused key)", async () => {
    const seeded = count(gateway.db, 'transfers'); // the demo's transfers awaiting a checker, and decided ones
    const requestId = randomUUID();
    const mine = transferOf(await signedSubmit(app(), PATHS.wireOutV1, wire({ requestId, amount: '10' }), await signIn(app(), 'demo.plain')));
    const other = wire({ requestId, amount: '20', accountNumber: ACCOUNTS.pensionCustody, accountInstructionId: NORTHGATE_WIRE });
    const theirs = transferOf(await signedSubmit(app(), PATHS.wireOutV1, other, await signIn(app(), 'demo.maker')));
    expect(theirs.referenceId).not.toBe(mine.referenceId);
    expect(count(gateway.db, 'transfers')).toBe(seeded + 2);
  });
});

describe('the ledger never goes negative', () => {
  it('under 20 concurrent submits of the whole balance: exactly one succeeds, the rest get Insufficient funds.', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const seeded = count(gateway.db, 'transfers');
    const whole = formatUnits(available(ACCOUNTS.plainCustody, 'BTC'), 8);
    // Each submit signed on its own (the proofs made one after the other, the code limits lifted between them), then sent at once.
    const bodies: object[] = [];
    for (const body of Array.from({ length: 20 }, () => send({ amount: whole }))) {
      await app().inject({ method: 'DELETE', url: '/__mock/otp/limits' });
      bodies.push({ ...body, stepUp: await proofFor(app(), cookie, transferOperationOf(PATHS.digitalAssetOutV2, body)) });
    }
    const results = await Promise.all(bodies.map((body) => post(app(), PATHS.digitalAssetOutV2, body, cookie)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refusals = results.filter((r) => r.statusCode !== 200);
    expect(refusals).toHaveLength(19);
    for (const r of refusals) expect([r.statusCode, answer(r).status.text]).toEqual([400, 'body.amount: Insufficient funds.']);
    expect(available(ACCOUNTS.plainCustody, 'BTC')).toBe(0n);
    expect(count(gateway.db, 'transfers')).toBe(seeded + 1);
  });
});
