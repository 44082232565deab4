// Activity History (contract/activityHistory.ts): the ledger read as transaction records — every
// transaction type, trades with partial fills that add up, the Receive's deposit address, pending
// entries as 'Processing', the 30/60/90-day windows and filters, the legacy shape, the busy demo
// account (≥ 10 000 records in 30 days), access (session, firm, entitlement, market maker) and bad
// input (400, nothing stored).
import {
  ACTIVITY_HISTORY_PATHS as PATHS,
  MARKET_MAKER_TEXT,
  TRANSACTION_TYPES,
  fromLegacyRecord,
  isLegacyTransactionRecordList,
  isTransactionRecordList,
  type LegacyTransactionRecordDto,
  type TransactionRecordDto,
} from '../../src/api/contract/activityHistory';
import { fillSplit } from '../../mock-server/src/domain/transfers/transactionHistory';
import { ACTIONS } from '../../mock-server/src/domain/accounts/entitlements';
import { parseDecimal } from '../../mock-server/src/domain/platform/money';
import { ACCOUNTS, FORBIDDEN, NO_SUCH_ACCOUNT, UNAUTHORIZED, answer, dataOf, domainOf, post, userId } from './support/accounts';
import { BUSY_TEST_SCENARIO, T0, count, gatewayForThisFile, signIn } from './support/testGateway';

const gateway = gatewayForThisFile({ scenario: BUSY_TEST_SCENARIO });
const app = () => gateway.app;
const BUSY = 'C88004012';
const DAY_S = 86_400;

const history = async (cookie: string, body: object, path: string = PATHS.v3) => dataOf<TransactionRecordDto[]>(await post(app(), path, body, cookie));

describe('transaction history v3', () => {
  it('answers records of the contract, newest first, within the window, with every transaction type of a busy account', async () => {
    const cookie = await signIn(app(), 'demo.busy');
    const records = await history(cookie, { accountNumber: BUSY, days: 30 });
    expect(isTransactionRecordList(records)).toBe(true);
    expect(records.length).toBeGreaterThanOrEqual(10_000);
    const times = records.map((r) => r.tradeDateTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(T0 / 1000 - 30 * DAY_S);
    expect(new Set(records.map((r) => r.transactionType))).toEqual(new Set(TRANSACTION_TYPES));
    expect(new Set(records.map((r) => r.orderId)).size).toBe(records.length);
    expect(records.every((r) => r.accountNumber === BUSY)).toBe(true);
  });

  it('gives trades an Execution ID, an order type and partial fills that add up to the quantity', async () => {
    const cookie = await signIn(app(), 'demo.busy');
    const trades = (await history(cookie, { accountNumber: BUSY, days: 30 })).filter((r) => r.transactionType === 'Buy' || r.transactionType === 'Sell');
    expect(trades.some((t) => (t.partialFillTradeOrder?.partialFills.length ?? 0) > 1)).toBe(true);
    for (const t of trades.slice(0, 500)) {
      expect(t.orderId).toMatch(/^EX\d{10}$/);
      expect(t.orderType === 'Market' || t.orderType === 'Limit').toBe(true);
      const fills = t.partialFillTradeOrder?.partialFills ?? [];
      const decimals = t.quantity.valueString.split('.')[1]?.length ?? 0;
      const sum = fills.reduce((s, f) => s + (parseDecimal(f.fillQuantity.truncatedValueString, decimals) ?? -1n), 0n);
      // Fills show truncated quantities: their sum is the quantity, or just under it.
      expect(sum <= (parseDecimal(t.quantity.valueString, decimals) ?? 0n)).toBe(true);
      expect(fills.every((f) => f.orderDatetime <= t.tradeDateTime && f.fillPrice.asset === 'USD')).toBe(true);
      expect(t.estimatedValue.value).toBeGreaterThan(0);
    }
  });

  it('fills split a quantity exactly into positive parts', () => {
    for (const [units, id] of [[1n, 5], [3n, 7], [123456789n, 11], [10n ** 21n, 12], [7n, 4]] as const) {
      const parts = fillSplit(units, id);
      expect(parts.reduce((a, b) => a + b, 0n)).toBe(units);
      expect(parts.every((p) => p > 0n)).toBe(true);
    }
  });

  it('shows the Receive deposit address, the Send network fee, IDs per kind, and pending entries as Processing', async () => {
    const cookie = await signIn(app(), 'demo.busy');
    const records = await history(cookie, { accountNumber: BUSY, days: 30 });
    const receive = records.find((r) => r.transactionType === 'Receive' && r.asset === 'BTC');
    expect(receive?.depositAddress).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(records.find((r) => r.transactionType === 'Receive' && r.asset === 'ETH')?.depositAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(records.filter((r) => r.transactionType !== 'Receive').every((r) => r.depositAddress === null)).toBe(true);
    expect(records.find((r) => r.transactionType === 'Send')?.tradingFee).toEqual({ value: 15, valueString: '15.00' });
    expect(records.filter((r) => r.transactionType.startsWith('Manual')).every((r) => /^ADJ\d{10}$/.test(r.orderId))).toBe(true);
    expect(records.filter((r) => ['Send', 'Receive', 'Deposit', 'Withdraw'].includes(r.transactionType)).every((r) => /^TX\d{10}$/.test(r.orderId))).toBe(true);
    const processing = records.filter((r) => r.status === 'Processing');
    expect(processing.map((r) => r.transactionType).sort()).toEqual(['Buy', 'Receive', 'Send']);
    expect(processing.every((r) => r.settlementDateTime === null)).toBe(true);
    expect(records.filter((r) => r.status === 'Completed').every((r) => (r.settlementDateTime ?? 0) >= r.tradeDateTime)).toBe(true);
  });

  it('widens with 60 and 90 days, and filters by asset and activity type', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const account = ACCOUNTS.plainCustody;
    const d30 = await history(cookie, { accountNumber: account, days: 30 });
    const d60 = await history(cookie, { accountNumber: account, days: 60 });
    const d90 = await history(cookie, { accountNumber: account, days: 90 });
    expect(d30.length).toBeLessThanOrEqual(d60.length);
    expect(d60.length).toBeLessThan(d90.length);
    expect(d90.slice(0, d30.length)).toEqual(d30);
    const btc = await history(cookie, { accountNumber: account, days: 90, asset: 'BTC' });
    expect(btc.length).toBeGreaterThan(0);
    expect(btc).toEqual(d90.filter((r) => r.asset === 'BTC'));
    const cases = [
      ['deposit', ['Deposit', 'Receive']],
      ['withdrawal', ['Withdraw', 'Send']],
      ['buy', ['Buy']],
      ['sell', ['Sell']],
      ['other', ['Manual JRL-IN', 'Manual JRL-OUT']],
    ] as const;
    for (const [transferType, types] of cases) {
      const filtered = await history(cookie, { accountNumber: account, days: 90, transferType });
      expect(filtered).toEqual(d90.filter((r) => (types as readonly string[]).includes(r.transactionType)));
    }
    expect(await history(cookie, { accountNumber: account, days: 90, transferType: '', asset: '' })).toEqual(d90);
  });

  it('answers the legacy path in the legacy shape, which remaps to the v3 records', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const body = { accountNumber: ACCOUNTS.plainCustody, days: 90 };
    const legacy = dataOf<LegacyTransactionRecordDto[]>(await post(app(), PATHS.legacy, body, cookie));
    expect(isLegacyTransactionRecordList(legacy)).toBe(true);
    expect(isTransactionRecordList(legacy)).toBe(legacy.length === 0);
    expect(legacy.map(fromLegacyRecord)).toEqual(await history(cookie, body));
  });
});

describe('access', () => {
  it.each([PATHS.v3, PATHS.legacy])('%s: 401 without a session, 403 for another firm or no account, or without the view action', async (path) => {
    const body = { accountNumber: BUSY, days: 30 };
    const none = await post(app(), path, body);
    expect([none.statusCode, answer(none)]).toEqual([401, UNAUTHORIZED]);
    const plain = await signIn(app(), 'demo.plain');
    for (const accountNumber of [BUSY, NO_SUCH_ACCOUNT]) {
      const res = await post(app(), path, { ...body, accountNumber }, plain);
      expect([res.statusCode, answer(res)]).toEqual([403, FORBIDDEN]);
    }
    const { entitlements } = domainOf(gateway.db, gateway.clock);
    entitlements.revoke(userId(gateway.db, 'demo.busy'), BUSY, ACTIONS.dashboard);
    const busy = await signIn(app(), 'demo.busy');
    const res = await post(app(), path, body, busy);
    expect([res.statusCode, answer(res).status]).toEqual([403, { code: '403', text: `You are not entitled to ${ACTIONS.dashboard} on this account` }]);
  });

  it('gives market-maker accounts no Activity History', async () => {
    const cookie = await signIn(app(), 'demo.mm');
    const res = await post(app(), PATHS.v3, { accountNumber: ACCOUNTS.mmPrimary, days: 30 }, cookie);
    expect([res.statusCode, answer(res)]).toEqual([403, { status: { code: '403', text: MARKET_MAKER_TEXT }, data: null }]);
  });

  it('gives a market-maker account its Activity History while am.mm.enabled is on (issue 27)', async () => {
    gateway.db.prepare("INSERT INTO feature_flags (name, value) VALUES ('am.mm.enabled', 1) ON CONFLICT(name) DO UPDATE SET value = 1").run();
    const cookie = await signIn(app(), 'demo.mm');
    const res = await post(app(), PATHS.v3, { accountNumber: ACCOUNTS.mmPrimary, days: 30 }, cookie);
    expect(res.statusCode).toBe(200);
    expect((answer(res).data as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('bad input', () => {
  const bad: ReadonlyArray<readonly [string, unknown]> = [
    ['no days', { accountNumber: BUSY }],
    ['days not an option', { accountNumber: BUSY, days: 31 }],
    ['days as text', { accountNumber: BUSY, days: '30' }],
    ['unknown type', { accountNumber: BUSY, days: 30, transferType: 'gift' }],
    ['lower-case asset', { accountNumber: BUSY, days: 30, asset: 'btc' }],
    ['asset too long', { accountNumber: BUSY, days: 30, asset: 'A'.repeat(11) }],
    ['extra field', { accountNumber: BUSY, days: 30, sort: 'asc' }],
    ['bad account number', { accountNumber: 'c8800;drop', days: 30 }],
    ['an array', [{ accountNumber: BUSY, days: 30 }]],
  ];
  it.each(bad)('%s: 400, nothing stored', async (_name, body) => {
    const cookie = await signIn(app(), 'demo.busy');
    const before = count(gateway.db, 'ledger_entries');
    const res = await post(app(), PATHS.v3, body, cookie);
    expect(res.statusCode).toBe(400);
    expect(answer(res).data).toBeNull();
    expect(count(gateway.db, 'ledger_entries')).toBe(before);
  });
});
