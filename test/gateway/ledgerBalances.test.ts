// Running balances and daily snapshots (domain/accounts/ledgerBalances.ts) always equal the sums of the
// ledger's entries, whatever the entries: several assets and accounts, entries spread over days and
// booked out of order (back-dated), unsettled ones settled later, held ones released (a released
// entry counts nowhere).
import fc from 'fast-check';
import { openDatabase, type Db } from '../../mock-server/src/db/database';
import { createClock } from '../../mock-server/src/domain/platform/clock';
import { easternDate } from '../../mock-server/src/domain/platform/easternTime';
import type { LedgerEntry } from '../../mock-server/src/domain/accounts/ledger';
import { LedgerBalances } from '../../mock-server/src/domain/accounts/ledgerBalances';
import { seedScenario } from '../../mock-server/src/scenario/seed';
import { AccountDirectory } from '../../mock-server/src/domain/accounts/accounts';
import { InstructionRecords } from '../../mock-server/src/domain/instructions/instructionRecords';
import { TransferDesk } from '../../mock-server/src/domain/transfers/transfers';
import { ACCOUNTS, domainOf, userId } from './support/accounts';
import { acceptedProof } from './support/domainServices';
import { T0, TEST_SCENARIO } from './support/testGateway';

let db: Db;
let domain: ReturnType<typeof domainOf>;
const DAY = 86_400_000;

beforeAll(() => {
  db = openDatabase(':memory:');
  seedScenario(db, TEST_SCENARIO);
  domain = domainOf(db, createClock(T0));
});
afterAll(() => db.close());

interface Row {
  account: string;
  symbol: string;
  day?: string;
  total: string;
  pending: string;
  held: string;
  cost: string;
  /** Running rows only: the held entries' cost basis. */
  heldCost?: string;
}

/** The derived rows, and the same figures summed from the entries in JavaScript (the oracle). */
function derivedAndSums(): { derived: Row[]; sums: Row[] } {
  const all = db
    .prepare('SELECT account_number AS account, symbol, amount, settled, cost_basis_cents AS cost, booked_at AS at, released_at AS released FROM ledger_entries')
    .all() as { account: string; symbol: string; amount: string; settled: number; cost: number; at: number; released: number | null }[];
  // A released entry counts nowhere, but the day it was booked on keeps a snapshot.
  const entries = all.filter((e) => e.released === null);
  const running = new Map<string, Row>();
  const days = new Map<string, Set<string>>();
  const plus = (a: string, b: string | number | bigint) => (BigInt(a) + BigInt(b)).toString();
  const add = (row: Row, e: (typeof entries)[number]) => {
    row.total = plus(row.total, e.amount);
    const held = e.settled === 0 && e.amount.startsWith('-');
    if (e.settled === 0 && !held) row.pending = plus(row.pending, e.amount);
    if (held) row.held = plus(row.held, -BigInt(e.amount));
    if (held && row.heldCost !== undefined) row.heldCost = plus(row.heldCost, e.cost);
    row.cost = plus(row.cost, e.cost);
  };
  // Each entry's day, worked out once (not once per snapshot row), and the counted entries of each
  // account and asset: the same sums as comparing every entry with every row, in a fraction of the time.
  const dayOf = new Map(all.map((e) => [e, easternDate(e.at)]));
  const counted = new Map<string, typeof entries>();
  for (const e of entries) {
    const key = `${e.account} ${e.symbol}`;
    const list = counted.get(key);
    if (list) list.push(e);
    else counted.set(key, [e]);
  }
  for (const e of all) {
    const key = `${e.account} ${e.symbol}`;
    const row = running.get(key) ?? { account: e.account, symbol: e.symbol, total: '0', pending: '0', held: '0', cost: '0', heldCost: '0' };
    if (e.released === null) add(row, e);
    running.set(key, row);
    days.set(key, (days.get(key) ?? new Set()).add(dayOf.get(e) ?? ''));
  }
  const daily: Row[] = [];
  for (const [key, set] of days) {
    const [account = '', symbol = ''] = key.split(' ');
    for (const day of set) {
      const row: Row = { account, symbol, day, total: '0', pending: '0', held: '0', cost: '0' };
      for (const e of counted.get(key) ?? []) if ((dayOf.get(e) ?? '') <= day) add(row, e);
      daily.push(row);
    }
  }
  const select = (sql: string) => db.prepare(sql).all() as Row[];
  const sort = (rows: Row[]) => rows.map((r) => JSON.stringify(r)).sort();
  return {
    derived: sort([
      ...select(
        'SELECT account_number AS account, symbol, total, pending, held, CAST(cost_cents AS TEXT) AS cost, CAST(held_cost_cents AS TEXT) AS heldCost FROM ledger_balances',
      ),
      ...select('SELECT account_number AS account, symbol, day, total, pending, held, CAST(cost_cents AS TEXT) AS cost FROM ledger_daily_balances'),
    ]) as never,
    sums: sort([...running.values(), ...daily]) as never,
  };
}

const ACCOUNT_LIST = [ACCOUNTS.plainCustody, ACCOUNTS.plainCollateral, ACCOUNTS.researchBasket];
const SYMBOLS = ['USD', 'BTC', 'ETH', 'A001'];
const entryArb = fc.record({
  account: fc.constantFrom(...ACCOUNT_LIST),
  symbol: fc.constantFrom(...SYMBOLS),
  units: fc.bigInt({ min: -(10n ** 22n), max: 10n ** 22n }).filter((u) => u !== 0n),
  settled: fc.boolean(),
  cost: fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
  // Up to 40 days before or 3 days after the seed's end, any time of day: most are back-dated.
  at: fc.integer({ min: T0 - 40 * DAY, max: T0 + 3 * DAY }),
  /** What happens to it later when it is unsettled: nothing, settled, or (outgoing) released. */
  later: fc.constantFrom('stay' as const, 'settle' as const, 'release' as const),
});

describe('running balances and daily snapshots', () => {
  it('equal the sums of the seeded entries', () => {
    const { derived, sums } = derivedAndSums();
    expect(derived.length).toBeGreaterThan(1000);
    expect(derived).toEqual(sums);
  });

  it('equal the sums after any sequence of entries, back-dated or not, settlements and releases', () => {
    fc.assert(
      fc.property(fc.array(entryArb, { minLength: 1, maxLength: 25 }), (drawn) => {
        db.exec('BEGIN');
        try {
          const later: { id: number; what: 'settle' | 'release' }[] = [];
          for (const d of drawn) {
            const entry: LedgerEntry = {
              accountNumber: d.account, symbol: d.symbol, kind: 'adjustment', units: d.units, settled: d.settled,
              costBasisCents: d.cost, bookedAt: d.at, description: 'property',
            };
            domain.ledger.insertMany([entry]);
            const id = db.prepare('SELECT max(id) FROM ledger_entries').pluck().get() as number;
            if (!d.settled && d.later !== 'stay') later.push({ id, what: d.later });
          }
          for (const { id, what } of later) {
            if (what === 'settle') expect(domain.ledger.settle(id)).toBe(true);
            else expect(domain.ledger.release(id, T0)).toBe(db.prepare("SELECT amount LIKE '-%' FROM ledger_entries WHERE id = ?").pluck().get(id) === 1);
          }
          const { derived, sums } = derivedAndSums();
          expect(derived).toEqual(sums);
        } finally {
          db.exec('ROLLBACK');
        }
      }),
      { numRuns: 40 },
    );
  });

  it('equal the sums after any sequence of transfer submits (holds of the amount and of the fee), accepted or refused, approved, rejected and settled', () => {
    const desk = new TransferDesk(db, createClock(T0), domain.ledger, domain.securities, new AccountDirectory(db), new InstructionRecords(db));
    const plain = userId(db, 'demo.plain');
    const sign = acceptedProof(db, plain);
    const checker = userId(db, 'demo.push');
    const fate = fc.constantFrom('stay' as const, 'approve' as const, 'reject' as const);
    const submitArb = fc.oneof(
      fc.record({ kind: fc.constant('WIRE' as const), maker: fc.boolean(), fate, amount: fc.bigInt({ min: 1n, max: 5_000_000_000n }).map((c) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`) }),
      fc.record({
        kind: fc.constant('DIGITAL_ASSET' as const),
        maker: fc.boolean(),
        fate,
        amount: fc.bigInt({ min: 1n, max: 20_000_000_000n }).map((u) => `${u / 100_000_000n}.${String(u % 100_000_000n).padStart(8, '0')}`),
      }),
    );
    fc.assert(
      fc.property(fc.array(submitArb, { minLength: 1, maxLength: 15 }), (drawn) => {
        db.exec('BEGIN');
        try {
          for (const [i, d] of drawn.entries()) {
            const outcome = desk.submit({
              kind: d.kind, userId: plain, firmId: 'F-1001', canAuthorize: !d.maker, requestId: crypto.randomUUID(), accountNumber: ACCOUNTS.plainCustody,
              asset: d.kind === 'WIRE' ? 'USD' : 'BTC', amount: d.amount,
              destination: { instructionId: d.kind === 'WIRE' ? '5e1f0a52-0c7e-4d1a-9a53-000000000001' : '6a2b1c63-1d8f-4e2b-8b64-000000000001' },
              sign,
            });
            if (outcome.kind === 'done' && d.fate === 'approve') desk.approvePending(outcome.transfer.referenceId, checker, T0 + i);
            if (outcome.kind === 'done' && d.fate === 'reject') desk.rejectPending(outcome.transfer.referenceId, checker, T0 + i);
            if (i % 4 === 3) desk.settleDue(T0 + 2 * DAY);
          }
          const { derived, sums } = derivedAndSums();
          expect(derived).toEqual(sums);
          expect(domain.ledger.balance(ACCOUNTS.plainCustody, 'USD').available >= 0n).toBe(true);
          expect(domain.ledger.balance(ACCOUNTS.plainCustody, 'BTC').available >= 0n).toBe(true);
        } finally {
          db.exec('ROLLBACK');
        }
      }),
      { numRuns: 25 },
    );
  });

  it('are derived again from the entries by rebuild (a database the migration found full), released holds included', () => {
    db.exec('BEGIN');
    try {
      const hold = domain.ledger.record({ accountNumber: ACCOUNTS.plainCustody, symbol: 'BTC', kind: 'withdrawal', amount: '-0.1', settled: false, bookedAt: T0 - 5 * DAY });
      domain.ledger.release(hold, T0);
      const incremental = derivedAndSums().derived;
      db.prepare('DELETE FROM ledger_daily_balances').run();
      db.prepare('DELETE FROM ledger_balances').run();
      new LedgerBalances(db).ensure();
      const { derived, sums } = derivedAndSums();
      expect(derived).toEqual(sums);
      expect(derived).toEqual(incremental);
      expect(derived.length).toBeGreaterThan(1000);
    } finally {
      db.exec('ROLLBACK');
    }
  });
});
