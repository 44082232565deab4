// Transfers between two accounts of the same firm over HTTP (issue 27, flag a2a): v3's
// destinationAccountNumber, signed as every transfer (the operation's destination `account:<number>`),
// every refusal a 4xx with its text and nothing stored (rows and both accounts' balances), the
// booking on both accounts, idempotency, maker-checker through the action items (the item names the
// destination account), and a fast-check property over bodies.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { ACTIVITY_HISTORY_PATHS, type TransactionRecordDto } from '../../src/api/contract/activityHistory';
import { STEP_UP_TEXTS as S } from '../../src/api/contract/stepUp';
import { isTransferDto } from '../../src/api/contract/transferGuards';
import { ACCOUNT_TRANSFER_TEXTS as A, TRANSFER_PATHS as PATHS, destinationCannotReceiveText, type TransferDto } from '../../src/api/contract/transfers';
import { ACTIONS } from '../../mock-server/src/domain/accounts/entitlements';
import { Ledger } from '../../mock-server/src/domain/accounts/ledger';
import { PriceBook } from '../../mock-server/src/domain/accounts/prices';
import { SecurityCatalog } from '../../mock-server/src/domain/accounts/securities';
import { FeatureFlagStore } from '../../mock-server/src/domain/platform/featureFlags';
import { notEntitledText } from '../../mock-server/src/http/accountAccess';
import { ONE_DESTINATION_TEXT, ONE_OF_THREE_TEXT } from '../../mock-server/src/routes/transfers';
import { decide, decidedItem, listOf } from './support/actionItems';
import { ACCOUNTS, NO_SUCH_ACCOUNT, dataOf, post, refusedKeeping } from './support/accounts';
import { proofFor, signedSubmit, transferOperationOf } from './support/stepUp';
import { count, gatewayForThisFile, signIn } from './support/testGateway';

const gateway = gatewayForThisFile();
const app = (): FastifyInstance => gateway.app;
const V3 = PATHS.digitalAssetOutV3;
const TABLES = ['transfers', 'ledger_entries', 'approval_requests', 'instruction_audit', 'step_up_proofs'] as const;
const ledger = () => new Ledger(gateway.db, gateway.clock, new PriceBook(gateway.db), new SecurityCatalog(gateway.db));
const balance = (account: string, symbol = 'BTC') => ledger().balance(account, symbol);
const flag = (on: boolean) => new FeatureFlagStore(gateway.db).set({ a2a: on });
const WATCHED = [ACCOUNTS.plainCustody, ACCOUNTS.plainSubCustody, ACCOUNTS.plainCollateral, ACCOUNTS.pensionCustody, ACCOUNTS.pensionReserve];
const refused = refusedKeeping(() => ({ rows: TABLES.map((t) => count(gateway.db, t)), balances: WATCHED.map((a) => [balance(a), balance(a, 'ETH'), balance(a, 'USD')]) }));

const body = (more: object = {}) => ({ requestId: randomUUID(), accountNumber: ACCOUNTS.plainCustody, asset: 'BTC', amount: '0.1', destinationAccountNumber: ACCOUNTS.plainSubCustody, ...more });
/** The body with a valid proof over it: a refusal is then the rule's, not the step-up's. */
const signed = async (b: object, cookie: string) => post(app(), V3, { ...b, stepUp: await proofFor(app(), cookie, transferOperationOf(V3, b as never)) }, cookie);
const transferOf = (res: Awaited<ReturnType<typeof post>>) => {
  const t = dataOf<TransferDto>(res);
  expect(isTransferDto(t)).toBe(true);
  return t;
};

beforeEach(() => flag(true));

describe('POST v3 with destinationAccountNumber', () => {
  it('books at once on both accounts: SETTLED, no fee, the destination by short name and number', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const [from, to] = [balance(ACCOUNTS.plainCustody), balance(ACCOUNTS.plainSubCustody)];
    const t = transferOf(await signedSubmit(app(), V3, body({ amount: '0.5' }), cookie));
    expect(t).toMatchObject({ kind: 'DIGITAL_ASSET', status: 'SETTLED', asset: 'BTC', amount: '0.5', fee: { currency: 'USD', amount: '0.00' }, businessHours: null });
    expect(t.destination).toEqual({ nickname: 'HCP Sub-Custody', masked: 'S40017246' });
    expect(from.total - balance(ACCOUNTS.plainCustody).total).toBe(50_000_000n);
    expect(balance(ACCOUNTS.plainSubCustody).available - to.available).toBe(50_000_000n);
    // Activity History reads the ledger: a completed Send on the source, a completed Receive on the destination.
    const history = async (accountNumber: string) =>
      dataOf<TransactionRecordDto[]>(await post(app(), ACTIVITY_HISTORY_PATHS.v3, { accountNumber, days: 30 }, cookie)).filter((r) => r.description.includes(t.referenceId));
    expect(await history(ACCOUNTS.plainCustody)).toMatchObject([{ transactionType: 'Send', status: 'Completed', description: `Transfer ${t.referenceId} to HCP Sub-Custody` }]);
    expect(await history(ACCOUNTS.plainSubCustody)).toMatchObject([{ transactionType: 'Receive', status: 'Completed', description: `Transfer ${t.referenceId} from HCP Custody` }]);
  });

  it('the operation signs `account:<number>`: a proof for one account does not move money to another', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const reviewed = body();
    const stepUp = await proofFor(app(), cookie, transferOperationOf(V3, reviewed));
    expect(transferOperationOf(V3, reviewed)).toMatchObject({ destination: 'account:S40017246' });
    await refused(() => post(app(), V3, { ...reviewed, destinationAccountNumber: ACCOUNTS.researchBasket, stepUp }, cookie), 403, S.otherOperation);
    // Nor to an address written as the account (another kind of destination, another operation).
    const asAddress = { ...reviewed, destinationAccountNumber: undefined, address: 'account:S40017246' };
    await refused(() => post(app(), V3, { ...asAddress, stepUp }, cookie), 409, 'Transfers from this account go only to saved digital asset instructions.');
  });

  it('answers a retry of its requestId with the same transfer, booking nothing more; another body with it is 422', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const b = body();
    const first = transferOf(await signedSubmit(app(), V3, b, cookie));
    await refused(async () => {
      const again = await post(app(), V3, b, cookie); // no proof needed: idempotency comes first
      expect(transferOf(again)).toEqual(first);
      return post(app(), V3, { ...b, amount: '0.2' }, cookie);
    }, 422, 'Request id already used with another request');
  });

  it.each<[string, () => object, string, number, string | RegExp]>([
    ['the flag off', () => (flag(false), body()), 'demo.plain', 403, A.notEnabled],
    ["another firm's account", () => body({ destinationAccountNumber: ACCOUNTS.pensionCustody }), 'demo.plain', 403, A.notYours],
    ['an account nobody holds', () => body({ destinationAccountNumber: NO_SUCH_ACCOUNT }), 'demo.plain', 403, A.notYours],
    ['the same account', () => body({ destinationAccountNumber: ACCOUNTS.plainCustody }), 'demo.plain', 400, A.sameAccount],
    ['a destination that does not receive the asset', () => body({ asset: 'ETH', amount: '1', destinationAccountNumber: ACCOUNTS.plainCollateral }), 'demo.plain', 400, destinationCannotReceiveText('ETH')],
    ['a source that does not send the asset', () => body({ accountNumber: ACCOUNTS.plainSubCustody, asset: 'LTC', destinationAccountNumber: ACCOUNTS.plainCustody }), 'demo.plain', 400, 'body.asset: LTC cannot be sent from this account.'],
    ['a source without the create action', () => body({ accountNumber: ACCOUNTS.pensionCustody, destinationAccountNumber: ACCOUNTS.pensionReserve }), 'demo.checker', 403, notEntitledText(ACTIONS.digitalAssetTransferCreate)],
    ['more than is available', () => body({ amount: '1000000' }), 'demo.plain', 400, 'body.amount: Insufficient funds.'],
    ['more places than BTC has', () => body({ amount: '0.000000001' }), 'demo.plain', 400, 'body.amount: Maximum amount exceeded.'],
  ])('refuses %s, signed, and stores nothing', async (_name, make, username, status, text) => {
    const cookie = await signIn(app(), username);
    const b = make();
    await refused(() => signed(b, cookie), status, text);
  });

  it.each<[string, object, string | RegExp]>([
    ['an account and an address', { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' }, ONE_OF_THREE_TEXT],
    ['an account and a saved address', { addressId: '6a2b1c63-1d8f-4e2b-8b64-000000000001' }, ONE_OF_THREE_TEXT],
    ['no destination', { destinationAccountNumber: undefined }, ONE_DESTINATION_TEXT],
    ['an account number of another shape', { destinationAccountNumber: 'S-40017246' }, /destinationAccountNumber/],
    ['a numeric account number', { destinationAccountNumber: 40017246 }, /destinationAccountNumber/],
  ])('refuses %s (400) and stores nothing', async (_name, more, text) => {
    const cookie = await signIn(app(), 'demo.plain');
    await refused(() => post(app(), V3, body(more), cookie), 400, text);
  });

  it('refuses a body without its confirmation, and v2 takes no account at all', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    await refused(() => post(app(), V3, body(), cookie), 403, S.missing);
    await refused(() => post(app(), PATHS.digitalAssetOutV2, body(), cookie), 400, "body is missing the field 'addressId'");
  });

  it('fast-check: extra fields, whitespace, other digits and huge strings in the account number → 400, nothing stored', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const bad = fc.oneof(
      fc.record({ destinationAccountNumber: fc.constantFrom(' S40017246', 'S40017246 ', 'S4001\u200b7246', 'S４００１７２４６', 'S٤٠٠١٧٢٤٦', '') }),
      fc.record({ destinationAccountNumber: fc.string({ minLength: 10, maxLength: 5000 }).map((s) => `${s}!`) }),
      fc.record({ destinationAccountNumber: fc.constant(ACCOUNTS.plainSubCustody), [`x${'y'.repeat(3)}`]: fc.string() }),
      fc.record({ destinationAccountNumber: fc.constant(ACCOUNTS.plainSubCustody), fee: fc.constant('0') }),
      fc.record({ destinationAccountNumber: fc.constantFrom(null, 1, [], {}, true) }),
    );
    await fc.assert(
      fc.asyncProperty(bad, async (more) => {
        await refused(() => post(app(), V3, body(more), cookie), 400, /body/);
      }),
      { numRuns: 60 },
    );
  });
});

describe('maker-checker', () => {
  it('a maker’s transfer waits with the source held; the item names the destination account; the checker’s signed approval books both accounts', async () => {
    const maker = await signIn(app(), 'demo.maker');
    const [from, to] = [balance(ACCOUNTS.pensionCustody), balance(ACCOUNTS.pensionReserve)];
    const t = transferOf(await signedSubmit(app(), V3, body({ accountNumber: ACCOUNTS.pensionCustody, destinationAccountNumber: ACCOUNTS.pensionReserve, amount: '0.3' }), maker));
    expect(t).toMatchObject({ status: 'PENDING_APPROVAL', destination: { nickname: 'NTPT Reserve', masked: 'C74002027' } });
    expect(from.available - balance(ACCOUNTS.pensionCustody).available).toBe(30_000_000n);
    expect(balance(ACCOUNTS.pensionReserve)).toEqual(to);

    const checker = await signIn(app(), 'demo.checker');
    const item = (await listOf(app(), checker, 'PENDING')).find((i) => i.description.includes(t.referenceId));
    expect(item).toMatchObject({ requestType: 'CRYPTO_OUTBOUND', beneficiaryName: 'NTPT Reserve', beneficiaryAccount: 'C74002027', recipientAddress: null, actionable: true });
    expect(item?.description).toBe(`BTC transfer ${t.referenceId} to NTPT Reserve (C74002027)`);
    expect(decidedItem(await decide(app(), checker, item?.referenceId ?? '', 'APPROVE'))).toMatchObject({ status: 'APPROVED' });
    expect(from.total - balance(ACCOUNTS.pensionCustody).total).toBe(30_000_000n);
    expect(balance(ACCOUNTS.pensionReserve).available - to.available).toBe(30_000_000n);
  });
});
