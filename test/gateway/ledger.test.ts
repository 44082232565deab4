// The ledger (domain/accounts/ledger.ts) and balances derived from it (domain/accounts/balances.ts): balances are sums
// of entries, never stored; unsettled incoming amounts are apart, outgoing ones held at once (out
// of available, shown unsettled, still in the total until they settle or are released);
// 18-decimal amounts stay exact beyond 64 bits.
import type { PositionDto } from '../../src/api/contract/accountsGateway';
import { openDatabase, type Db } from '../../mock-server/src/db/database';
import { BalanceReader } from '../../mock-server/src/domain/accounts/balances';
import { createClock } from '../../mock-server/src/domain/platform/clock';
import { LedgerError, type LedgerEntryInput } from '../../mock-server/src/domain/accounts/ledger';
import { parseDecimal } from '../../mock-server/src/domain/platform/money';
import { resetScenario, seedScenario } from '../../mock-server/src/scenario/seed';
import { ACCOUNTS, domainOf } from './support/accounts';
import { T0, TEST_SCENARIO, count } from './support/testGateway';

let db: Db;
const clock = createClock(T0);
let domain: ReturnType<typeof domainOf>;
let balances: BalanceReader;

beforeAll(() => {
  db = openDatabase(':memory:');
  seedScenario(db, TEST_SCENARIO);
  domain = domainOf(db, clock);
  balances = new BalanceReader(db);
});
beforeEach(() => {
  resetScenario(db, TEST_SCENARIO);
  clock.fix(T0);
});
afterAll(() => db.close());

const positionOf = (account: string, asset: string): PositionDto | undefined =>
  balances.positions(account, clock.now()).positions.find((p) => p.asset === asset);

/** available, unsettled and total of a position as exact units. */
function unitsOf(account: string, asset: string, decimals: number) {
  const p = positionOf(account, asset);
  const read = (s: string | undefined) => (s === undefined ? 0n : (parseDecimal(s, decimals) as bigint));
  return { available: read(p?.available.valueString), unsettled: read(p?.unsettled.valueString), total: read(p?.total.valueString) };
}

const record = (entry: Omit<LedgerEntryInput, 'accountNumber'> & { accountNumber?: string }) =>
  domain.ledger.record({ accountNumber: ACCOUNTS.plainCustody, ...entry });

describe('balances are the sum of the ledger entries', () => {
  it('for every asset of every seeded account (summed here from the raw rows; a held amount is still in the total)', () => {
    const rows = db.prepare('SELECT account_number AS account, symbol, amount, settled FROM ledger_entries').all() as { account: string; symbol: string; amount: string; settled: number }[];
    const sums = new Map<string, bigint>();
    const held = (r: (typeof rows)[number]) => r.settled === 0 && r.amount.startsWith('-');
    for (const r of rows) sums.set(`${r.account} ${r.symbol}`, (sums.get(`${r.account} ${r.symbol}`) ?? 0n) + (held(r) ? 0n : BigInt(r.amount)));
    expect(rows.filter(held).length).toBeGreaterThan(0); // the seed has withdrawals on their way
    const decimals = new Map((db.prepare('SELECT symbol, decimals FROM securities').all() as { symbol: string; decimals: number }[]).map((s) => [s.symbol, s.decimals]));
    const accounts = new Set(rows.map((r) => r.account));
    expect(accounts.size).toBe(14);
    let checked = 0;
    for (const account of accounts) {
      for (const p of balances.positions(account, T0).positions) {
        const expected = sums.get(`${account} ${p.asset}`);
        expect(parseDecimal(p.total.valueString, decimals.get(p.asset) ?? -1)).toBe(expected);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('a settled deposit raises available and total by exactly its amount', () => {
    const before = unitsOf(ACCOUNTS.plainCustody, 'BTC', 8);
    record({ symbol: 'BTC', kind: 'deposit', amount: '0.12345678' });
    const after = unitsOf(ACCOUNTS.plainCustody, 'BTC', 8);
    expect(after.total - before.total).toBe(12_345_678n);
    expect(after.available - before.available).toBe(12_345_678n);
    expect(after.unsettled).toBe(before.unsettled);
  });

  it('an unsettled deposit is unsettled until settled, and in the total at once', () => {
    const before = unitsOf(ACCOUNTS.plainCustody, 'LTC', 8);
    const id = record({ symbol: 'LTC', kind: 'deposit', amount: '2.5', settled: false });
    const pending = unitsOf(ACCOUNTS.plainCustody, 'LTC', 8);
    expect(pending.unsettled - before.unsettled).toBe(250_000_000n);
    expect(pending.available).toBe(before.available);
    expect(pending.total - before.total).toBe(250_000_000n);

    expect(domain.ledger.settle(id)).toBe(true);
    expect(domain.ledger.settle(id)).toBe(false); // once
    const settled = unitsOf(ACCOUNTS.plainCustody, 'LTC', 8);
    expect(settled.available - before.available).toBe(250_000_000n);
    expect(settled.unsettled).toBe(before.unsettled);
    expect(settled.total).toBe(pending.total);
  });

  it('an unsettled withdrawal is held: out of available at once, unsettled, and in the total until it settles', () => {
    const before = unitsOf(ACCOUNTS.plainCustody, 'USD', 2);
    const id = record({ symbol: 'USD', kind: 'withdrawal', amount: '-1000.01', settled: false });
    const held = unitsOf(ACCOUNTS.plainCustody, 'USD', 2);
    expect(before.available - held.available).toBe(100_001n);
    expect(held.unsettled - before.unsettled).toBe(100_001n);
    expect(held.total).toBe(before.total);

    expect(domain.ledger.settle(id)).toBe(true);
    expect(domain.ledger.release(id, T0)).toBe(false); // settled: nothing to release
    const settled = unitsOf(ACCOUNTS.plainCustody, 'USD', 2);
    expect(settled.available).toBe(held.available);
    expect(settled.unsettled).toBe(before.unsettled);
    expect(before.total - settled.total).toBe(100_001n);
  });

  it('a released hold counts nowhere: available, unsettled, total and cost basis come back as they were', () => {
    const costOf = () => db.prepare("SELECT cost_cents - held_cost_cents FROM ledger_balances WHERE account_number = ? AND symbol = 'BTC'").pluck().get(ACCOUNTS.plainCustody);
    const before = unitsOf(ACCOUNTS.plainCustody, 'BTC', 8);
    const cost = costOf();
    const id = record({ symbol: 'BTC', kind: 'withdrawal', amount: '-0.5', settled: false });
    expect(costOf()).toBe(cost); // held: its cost basis stays with the total
    expect(domain.ledger.release(id, T0 + 1000)).toBe(true);
    expect(domain.ledger.release(id, T0 + 1000)).toBe(false); // once
    expect(domain.ledger.settle(id)).toBe(false); // never settled afterwards
    expect(unitsOf(ACCOUNTS.plainCustody, 'BTC', 8)).toEqual(before);
    expect(costOf()).toBe(cost);
    expect(db.prepare('SELECT released_at FROM ledger_entries WHERE id = ?').pluck().get(id)).toBe(T0 + 1000);
  });

  it('release refuses what is not a hold: an incoming pending entry, a settled entry, an unknown id', () => {
    const pending = record({ symbol: 'LTC', kind: 'deposit', amount: '1', settled: false });
    const settled = record({ symbol: 'USD', kind: 'withdrawal', amount: '-1' });
    expect([domain.ledger.release(pending, T0), domain.ledger.release(settled, T0), domain.ledger.release(999_999_999, T0)]).toEqual([false, false, false]);
  });

  it('a released hold is out of the positions summed as of an earlier instant too (the control clock looking back)', () => {
    const before = unitsOf(ACCOUNTS.plainCustody, 'USD', 2);
    const id = record({ symbol: 'USD', kind: 'withdrawal', amount: '-250', settled: false, bookedAt: T0 - 60_000 });
    domain.ledger.release(id, T0);
    record({ symbol: 'USD', kind: 'deposit', amount: '5', bookedAt: T0 + 60_000 }); // booked after now: positions sum the entries up to now
    expect(unitsOf(ACCOUNTS.plainCustody, 'USD', 2)).toEqual(before);
  });

  it('available + unsettled = total, exactly, for every seeded position', () => {
    for (const account of Object.values(ACCOUNTS)) {
      for (const p of balances.positions(account, T0).positions) {
        const places = p.total.valueString.split('.')[1]?.length ?? 0;
        const [a, u, t] = [p.available, p.unsettled, p.total].map((x) => parseDecimal(x.valueString, places) as bigint);
        expect((a as bigint) + (u as bigint)).toBe(t);
      }
    }
  });

  it('a position that goes to zero is left out', () => {
    const account = ACCOUNTS.plainCollateral;
    const btc = positionOf(account, 'BTC');
    expect(btc).toBeDefined();
    domain.ledger.record({ accountNumber: account, symbol: 'BTC', kind: 'withdrawal', amount: `-${btc?.total.valueString}` });
    expect(positionOf(account, 'BTC')).toBeUndefined();
  });

  it('entries booked after now are not counted yet (the clock can look back)', () => {
    const before = unitsOf(ACCOUNTS.plainCustody, 'ETH', 18);
    record({ symbol: 'ETH', kind: 'deposit', amount: '1', bookedAt: T0 + 3_600_000 });
    expect(unitsOf(ACCOUNTS.plainCustody, 'ETH', 18).total).toBe(before.total);
    clock.advance(3_600_000);
    expect(unitsOf(ACCOUNTS.plainCustody, 'ETH', 18).total - before.total).toBe(10n ** 18n);
  });
});

describe('18-decimal assets', () => {
  it('stay exact to the wei, beyond what 64 bits (or a double) hold', () => {
    const account = ACCOUNTS.pensionReserve; // holds no FIDD
    expect(positionOf(account, 'FIDD')).toBeUndefined();
    const amounts = ['123456789.123456789123456789', '0.000000000000000001', '987654321.987654321987654321', '50000000000']; // 5e28 wei
    for (const amount of amounts) domain.ledger.record({ accountNumber: account, symbol: 'FIDD', kind: 'deposit', amount });
    const fidd = positionOf(account, 'FIDD');
    expect(fidd?.total.valueString).toBe('51111111111.111111111111111111');
    expect(fidd?.total.truncatedValueString).toBe('51111111111.11111111');
    expect(fidd?.fiatEquivalents.total.valueString).toBe('51111111111.11'); // $1 a token
  });
});

describe('record refuses, and stores nothing', () => {
  const refusals: Array<[string, Omit<LedgerEntryInput, 'accountNumber'> & { accountNumber?: string }, string]> = [
    ['more than is available', { symbol: 'LTC', kind: 'withdrawal', amount: '-1000000' }, 'insufficientFunds'],
    ['a hold beyond what is available', { symbol: 'BTC', kind: 'trade', amount: '-100000', settled: false }, 'insufficientFunds'],
    ['more places than the asset has', { symbol: 'USD', kind: 'deposit', amount: '0.001' }, 'badAmount'],
    ['not a decimal', { symbol: 'USD', kind: 'deposit', amount: '1e3' }, 'badAmount'],
    ['a negative deposit', { symbol: 'USD', kind: 'deposit', amount: '-5' }, 'wrongSign'],
    ['a positive fee', { symbol: 'USD', kind: 'fee', amount: '15' }, 'wrongSign'],
    ['a zero amount', { symbol: 'USD', kind: 'adjustment', amount: '0.00' }, 'wrongSign'],
    ['an unknown asset', { symbol: 'DOGE', kind: 'deposit', amount: '1' }, 'unknownAsset'],
    ['an unknown account', { accountNumber: 'C99999999', symbol: 'USD', kind: 'deposit', amount: '1' }, 'unknownAccount'],
    ['a deposit of a disabled asset', { accountNumber: ACCOUNTS.plainSubCustody, symbol: 'XLM', kind: 'deposit', amount: '10' }, 'assetDisabled'],
    ['a withdrawal of a disabled asset', { accountNumber: ACCOUNTS.plainSubCustody, symbol: 'XLM', kind: 'withdrawal', amount: '-10' }, 'assetDisabled'],
  ];

  it.each(refusals)('%s', (_name, entry, problem) => {
    const entries = count(db, 'ledger_entries');
    let thrown: unknown;
    try {
      record(entry);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(LedgerError);
    expect((thrown as LedgerError).problem).toBe(problem);
    expect(count(db, 'ledger_entries')).toBe(entries);
  });

  it('answers insufficient funds with the spec message', () => {
    expect(() => record({ symbol: 'LTC', kind: 'withdrawal', amount: '-1000000' })).toThrow('Insufficient funds.');
  });

  it('takes an adjustment of a disabled asset (only deposits and withdrawals are closed)', () => {
    expect(() => domain.ledger.record({ accountNumber: ACCOUNTS.plainSubCustody, symbol: 'XLM', kind: 'adjustment', amount: '-1' })).not.toThrow();
  });
});

describe('cost basis and change', () => {
  it('books a deposit at its value, so its all-time gain starts at zero', () => {
    const account = ACCOUNTS.pensionReserve;
    expect(positionOf(account, 'LTC')).toBeUndefined();
    record({ accountNumber: account, symbol: 'LTC', kind: 'deposit', amount: '10' });
    expect(positionOf(account, 'LTC')?.change?.allTime).toEqual({ gain: 0, percent: 0 });
    clock.advance(3 * 24 * 3_600_000);
    const later = positionOf(account, 'LTC');
    const cost = Number(db.prepare("SELECT SUM(cost_basis_cents) FROM ledger_entries WHERE account_number = ? AND symbol = 'LTC'").pluck().get(account)) / 100;
    expect(later?.change?.allTime.gain).toBeCloseTo((later?.fiatEquivalents.total.value ?? 0) - cost, 2);
    expect(later?.change?.allTime.gain).not.toBe(0);
  });

  it('takes an outgoing amount out at average cost: withdrawing half leaves half the cost', () => {
    const account = ACCOUNTS.pensionReserve;
    record({ accountNumber: account, symbol: 'LTC', kind: 'deposit', amount: '10' });
    clock.advance(24 * 3_600_000);
    record({ accountNumber: account, symbol: 'LTC', kind: 'deposit', amount: '10' });
    const costOf = () => BigInt(db.prepare("SELECT SUM(cost_basis_cents) FROM ledger_entries WHERE account_number = ? AND symbol = 'LTC'").pluck().get(account) as number);
    const full = costOf();
    record({ accountNumber: account, symbol: 'LTC', kind: 'withdrawal', amount: '-10' });
    expect(costOf() * 2n - full).toBeGreaterThanOrEqual(-1n);
    expect(costOf() * 2n - full).toBeLessThanOrEqual(1n);
  });
});
