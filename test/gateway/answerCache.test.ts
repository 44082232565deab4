// Positions and the balance history are kept per account and quote minute (domain/platform/answerCache.ts),
// and a kept answer never outlives a change of what it was computed from: an entry (even one booked
// in the past, which the minute alone would not notice), an asset changed behind the domain's back,
// a settlement, a reset. The answers equal a fresh computation from the ledger.
import type { BalancePointDto, PositionsDto } from '../../src/api/contract/accountsGateway';
import { BalanceReader } from '../../mock-server/src/domain/accounts/balances';
import { ACCOUNTS, PATHS, dataOf, domainOf, post } from './support/accounts';
import { gatewayForThisFile, signIn } from './support/testGateway';

const gateway = gatewayForThisFile();
const DAY = 86_400_000;

const positions = async (cookie: string, account: string) => dataOf<PositionsDto>(await post(gateway.app, PATHS.positions, { accountIdFilter: account }, cookie));
const history = async (cookie: string, account: string) =>
  dataOf<BalancePointDto[]>(await post(gateway.app, PATHS.balanceHistory, { accountNumber: account, days: 365 }, cookie));
/** The same answers computed afresh (a reader with nothing kept). */
const fresh = () => new BalanceReader(gateway.db);
const ethOf = (data: PositionsDto) => data.positions.find((p) => p.asset === 'ETH');

describe('kept answers', () => {
  it('follow an entry booked in the past within the same quote minute, positions and history alike', async () => {
    const cookie = await signIn(gateway.app);
    const before = await positions(cookie, ACCOUNTS.plainCollateral);
    const historyBefore = await history(cookie, ACCOUNTS.plainCollateral);
    const bookedAt = gateway.clock.now() - 10 * DAY;
    domainOf(gateway.db, gateway.clock).ledger.record({ accountNumber: ACCOUNTS.plainCollateral, symbol: 'ETH', kind: 'deposit', amount: '3', bookedAt });
    const after = await positions(cookie, ACCOUNTS.plainCollateral);
    expect(ethOf(before)).toBeUndefined();
    expect(ethOf(after)?.total.valueString).toBe('3.000000000000000000');
    expect(after).toEqual(fresh().positions(ACCOUNTS.plainCollateral, gateway.clock.now()));
    const historyAfter = await history(cookie, ACCOUNTS.plainCollateral);
    expect(historyAfter).toEqual(await fresh().history(ACCOUNTS.plainCollateral, 365, gateway.clock.now()));
    expect(historyAfter.at(-5)?.totalFiatValue).toBeGreaterThan(historyBefore.at(-5)?.totalFiatValue ?? Infinity);
  });

  it('give each history length as the tail of the longest one, as computed afresh', async () => {
    const cookie = await signIn(gateway.app);
    const longest = await history(cookie, ACCOUNTS.plainCustody);
    for (const days of [1, 7, 30, 90]) {
      const points = dataOf<BalancePointDto[]>(await post(gateway.app, PATHS.balanceHistory, { accountNumber: ACCOUNTS.plainCustody, days }, cookie));
      expect(points).toEqual(longest.slice(-days));
      expect(points).toEqual(await fresh().history(ACCOUNTS.plainCustody, days, gateway.clock.now()));
    }
  });

  it('follow an asset changed in the database directly', async () => {
    const cookie = await signIn(gateway.app);
    expect(ethOf(await positions(cookie, ACCOUNTS.plainCustody))?.disabledAssetAlert).toBeNull();
    gateway.db.prepare("UPDATE securities SET status = 'DISABLED' WHERE symbol = 'ETH'").run();
    expect(ethOf(await positions(cookie, ACCOUNTS.plainCustody))?.disabledAssetAlert).toMatch(/Ethereum/);
  });

  it('follow a settlement: the unsettled amount becomes available', async () => {
    const cookie = await signIn(gateway.app);
    const ledger = domainOf(gateway.db, gateway.clock).ledger;
    const id = ledger.record({ accountNumber: ACCOUNTS.plainCollateral, symbol: 'BTC', kind: 'deposit', amount: '1', settled: false, bookedAt: gateway.clock.now() - DAY });
    const pending = (await positions(cookie, ACCOUNTS.plainCollateral)).positions.find((p) => p.asset === 'BTC');
    expect(ledger.settle(id)).toBe(true);
    const settled = (await positions(cookie, ACCOUNTS.plainCollateral)).positions.find((p) => p.asset === 'BTC');
    expect(pending?.unsettled.valueString).toBe('1.00000000');
    expect(settled?.unsettled.valueString).toBe('0.00000000');
    expect(settled?.total).toEqual(pending?.total);
  });

  it('are the seeded ones again after a reset', async () => {
    const cookie = await signIn(gateway.app);
    expect(ethOf(await positions(cookie, ACCOUNTS.plainCollateral))).toBeUndefined();
    domainOf(gateway.db, gateway.clock).ledger.record({ accountNumber: ACCOUNTS.plainCollateral, symbol: 'ETH', kind: 'deposit', amount: '1', bookedAt: gateway.clock.now() - DAY });
    expect(ethOf(await positions(cookie, ACCOUNTS.plainCollateral))).toBeDefined();
    await gateway.app.inject({ method: 'POST', url: '/__mock/reset' });
    const again = await positions(await signIn(gateway.app), ACCOUNTS.plainCollateral);
    expect(ethOf(again)).toBeUndefined();
    expect(again).toEqual(fresh().positions(ACCOUNTS.plainCollateral, gateway.clock.now()));
  });

  it('are as of the control clock when it looks back before entries (nothing kept then)', async () => {
    const cookie = await signIn(gateway.app);
    const now = gateway.clock.now();
    domainOf(gateway.db, gateway.clock).ledger.record({ accountNumber: ACCOUNTS.plainCollateral, symbol: 'ETH', kind: 'deposit', amount: '5', bookedAt: now + DAY });
    expect(ethOf(await positions(cookie, ACCOUNTS.plainCollateral))).toBeUndefined();
    gateway.clock.fix(now + 2 * DAY);
    expect(ethOf(await positions(await signIn(gateway.app), ACCOUNTS.plainCollateral))?.total.valueString).toBe('5.000000000000000000');
  });
});
