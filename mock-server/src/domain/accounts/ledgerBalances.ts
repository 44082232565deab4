// Running balances and daily snapshots of the ledger (db/migrations/005): derived from the entries
// and written in the same transaction as each one, so reads never sum entries.
//   running  per account and asset: total (every entry), pending (unsettled incoming), held
//            (unsettled outgoing, as positive units) and its cost basis, the cost basis, first and
//            last booking instants
//   daily    per account, asset and US/Eastern day with an entry: the balance at the day's close
// An entry moves its asset's running row, its day's snapshot (made from the latest earlier one if
// the day had none) and every later snapshot (a back-dated entry). Settling an unsettled entry
// takes it out of pending or held the same way; releasing a held one takes it out altogether (as if
// never booked). Released entries count nowhere. rebuild() derives everything again from the entries.
import type { Db } from '../../db/database';
import { easternDate } from '../platform/easternTime';

/** What moves the derived rows: one entry's amounts, signed, at its booking instant. */
export interface BalanceShift {
  accountNumber: string;
  symbol: string;
  bookedAt: number;
  total: bigint;
  pending: bigint;
  /** Units of unsettled outgoing entries (positive) and their cost basis (the entries' own, ≤ 0). */
  held: bigint;
  heldCostCents: bigint;
  costCents: bigint;
}

interface Amounts {
  total: string;
  pending: string;
  held: string;
  costCents: number | bigint;
}

const add = (a: Amounts, s: BalanceShift) =>
  [(BigInt(a.total) + s.total).toString(), (BigInt(a.pending) + s.pending).toString(), (BigInt(a.held) + s.held).toString(), BigInt(a.costCents) + s.costCents] as const;

type EntryFigures = { accountNumber: string; symbol: string; bookedAt: number; units: bigint; settled: boolean; costBasisCents: bigint };
const isHold = (e: EntryFigures) => !e.settled && e.units < 0n;

/** The shift of booking an entry: its amount, into pending when incoming and unsettled, into held when outgoing and unsettled. */
export const bookingShift = (e: EntryFigures): BalanceShift => ({
  accountNumber: e.accountNumber,
  symbol: e.symbol,
  bookedAt: e.bookedAt,
  total: e.units,
  pending: !e.settled && e.units > 0n ? e.units : 0n,
  held: isHold(e) ? -e.units : 0n,
  heldCostCents: isHold(e) ? e.costBasisCents : 0n,
  costCents: e.costBasisCents,
});

/** The shift of settling an unsettled entry (booked as `e`, unsettled): out of pending, or out of held (it left the account). */
export const settlingShift = (e: EntryFigures): BalanceShift => {
  const booked = bookingShift({ ...e, settled: false });
  return { ...booked, total: 0n, costCents: 0n, pending: -booked.pending, held: -booked.held, heldCostCents: -booked.heldCostCents };
};

/** The shift of releasing a held entry (never sent): the opposite of booking it. */
export const releasingShift = (e: EntryFigures): BalanceShift => {
  const booked = bookingShift({ ...e, settled: false });
  return { ...booked, total: -booked.total, pending: -booked.pending, held: -booked.held, heldCostCents: -booked.heldCostCents, costCents: -booked.costCents };
};

export class LedgerBalances {
  private readonly running;
  private readonly insertRunning;
  private readonly updateRunning;
  private readonly dailyFrom;
  private readonly dailyBefore;
  private readonly insertDaily;
  private readonly updateDaily;
  private readonly allEntries;

  constructor(private readonly db: Db) {
    this.running = db.prepare<[string, string], Amounts & { heldCostCents: number | bigint }>(
      'SELECT total, pending, held, cost_cents AS costCents, held_cost_cents AS heldCostCents FROM ledger_balances WHERE account_number = ? AND symbol = ?',
    );
    this.insertRunning = db.prepare(
      `INSERT INTO ledger_balances (account_number, symbol, total, pending, held, cost_cents, held_cost_cents, first_booked_at, last_booked_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.updateRunning = db.prepare(
      `UPDATE ledger_balances SET total = ?, pending = ?, held = ?, cost_cents = ?, held_cost_cents = ?,
         first_booked_at = min(first_booked_at, ?), last_booked_at = max(last_booked_at, ?)
       WHERE account_number = ? AND symbol = ?`,
    );
    this.dailyFrom = db.prepare<[string, string, string], Amounts & { day: string }>(
      `SELECT day, total, pending, held, cost_cents AS costCents FROM ledger_daily_balances WHERE account_number = ? AND symbol = ? AND day >= ? ORDER BY day`,
    );
    this.dailyBefore = db.prepare<[string, string, string], Amounts>(
      `SELECT total, pending, held, cost_cents AS costCents FROM ledger_daily_balances WHERE account_number = ? AND symbol = ? AND day < ? ORDER BY day DESC LIMIT 1`,
    );
    this.insertDaily = db.prepare('INSERT INTO ledger_daily_balances (account_number, symbol, day, total, pending, held, cost_cents) VALUES (?, ?, ?, ?, ?, ?, ?)');
    this.updateDaily = db.prepare('UPDATE ledger_daily_balances SET total = ?, pending = ?, held = ?, cost_cents = ? WHERE account_number = ? AND symbol = ? AND day = ?');
    this.allEntries = db.prepare<[], { accountNumber: string; symbol: string; amount: string; settled: number; costCents: number | bigint; bookedAt: number; released: number }>(
      `SELECT account_number AS accountNumber, symbol, amount, settled, cost_basis_cents AS costCents, booked_at AS bookedAt, released_at IS NOT NULL AS released
       FROM ledger_entries ORDER BY account_number, symbol, booked_at, id`,
    );
  }

  /** Moves the derived rows by one shift (run inside the transaction that writes the entry). */
  apply(s: BalanceShift): void {
    const running = this.running.get(s.accountNumber, s.symbol);
    if (running) {
      this.updateRunning.run(...add(running, s), BigInt(running.heldCostCents) + s.heldCostCents, s.bookedAt, s.bookedAt, s.accountNumber, s.symbol);
    } else {
      this.insertRunning.run(s.accountNumber, s.symbol, s.total.toString(), s.pending.toString(), s.held.toString(), s.costCents, s.heldCostCents, s.bookedAt, s.bookedAt);
    }

    const day = easternDate(s.bookedAt);
    const later = this.dailyFrom.all(s.accountNumber, s.symbol, day);
    if (later[0]?.day !== day) {
      const before = this.dailyBefore.get(s.accountNumber, s.symbol, day) ?? { total: '0', pending: '0', held: '0', costCents: 0 };
      this.insertDaily.run(s.accountNumber, s.symbol, day, ...add(before, s));
    }
    for (const row of later) this.updateDaily.run(...add(row, s), s.accountNumber, s.symbol, row.day);
  }

  /** Derives every row again from the entries (the scenario's seed; a database made before 005). */
  rebuild(): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM ledger_daily_balances').run();
      this.db.prepare('DELETE FROM ledger_balances').run();
      for (const e of this.allEntries.all()) {
        const figures = { ...e, units: BigInt(e.amount), settled: e.settled === 1, costBasisCents: BigInt(e.costCents) };
        this.apply(bookingShift(figures));
        // Booked, then released: its day keeps a snapshot, exactly as when it happened.
        if (e.released === 1) this.apply(releasingShift(figures));
      }
    })();
  }

  /** Rebuilds when there are entries but no derived rows (a database the 005 migration found full). */
  ensure(): void {
    const has = (table: string) => this.db.prepare(`SELECT EXISTS (SELECT 1 FROM ${table})`).pluck().get() === 1;
    if (has('ledger_entries') && !has('ledger_balances')) this.rebuild();
  }
}
