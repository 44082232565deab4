// The ledger: every movement of an asset in an account, as exact integer units, and the source of
// truth of balances. Balances are sums of entries (balanceOf), kept as running balances and daily
// snapshots (ledgerBalances.ts) written in the same transaction as each entry:
//   total     = every entry, outgoing amounts held but not yet settled included (they are still in
//               the account until they leave)
//   unsettled = unsettled incoming entries (pending deposits, buys awaiting settlement) + held
//               outgoing ones (a transfer on its way: its amount and its fee)
//   available = total - unsettled (a held amount leaves available the moment it is booked)
// so available + unsettled = total (the contract's rule). record() is the one way in at run time:
// it checks the account, the asset, the amount's precision and sign, a disabled asset, and that an
// outgoing amount is available; it books the entry's cost basis (incoming: its dollar value at the
// time; outgoing: the position's average cost). Amounts are stored as integer texts (exact at any
// size). The ledger is append-only: an unsettled entry is settled (settle) or, when outgoing and
// never sent, released (release: it then counts nowhere); entries are never changed or removed.
import type { Db } from '../../db/database';
import type { Clock } from '../platform/clock';
import { LedgerBalances, bookingShift, releasingShift, settlingShift } from './ledgerBalances';
import { divRound, parseDecimal, valueInCents } from '../platform/money';
import type { PriceBook } from './prices';
import type { SecurityCatalog } from './securities';

export const LEDGER_KINDS = ['deposit', 'withdrawal', 'trade', 'fee', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LedgerEntry {
  accountNumber: string;
  symbol: string;
  kind: LedgerKind;
  /** Signed units of the asset (10^-decimals). */
  units: bigint;
  settled: boolean;
  costBasisCents: bigint;
  /** Epoch ms. */
  bookedAt: number;
  description: string;
}

export interface LedgerEntryInput {
  accountNumber: string;
  symbol: string;
  kind: LedgerKind;
  /** Signed: a decimal string of the asset ('1.5', '-0.25') or units. */
  amount: string | bigint;
  /** Default true. */
  settled?: boolean;
  /** Default: the clock's now. */
  bookedAt?: number;
  description?: string;
}

/**
 * Sums of one asset's entries in one account, as SUMS_SQL selects them (released entries left
 * out): all entries, unsettled incoming ones, unsettled outgoing ones as positive units (held), the
 * cost basis in cents and the held entries' own cost basis (≤ 0), each as integer text (exact; null
 * without rows).
 */
export interface LedgerSums {
  total: string;
  pending: string;
  held: string;
  costCents: string | null;
  heldCostCents: string | null;
}

/** The aggregate columns of a grouped query over ledger_entries (filter `released_at IS NULL` in its WHERE). */
export const SUMS_SQL = `units_sum(amount) AS total,
  units_sum(CASE WHEN settled = 0 AND amount NOT LIKE '-%' THEN amount END) AS pending,
  units_sum(CASE WHEN settled = 0 AND amount LIKE '-%' THEN substr(amount, 2) END) AS held,
  CAST(SUM(cost_basis_cents) AS TEXT) AS costCents,
  CAST(SUM(CASE WHEN settled = 0 AND amount LIKE '-%' THEN cost_basis_cents END) AS TEXT) AS heldCostCents`;

export interface Balance {
  available: bigint;
  unsettled: bigint;
  total: bigint;
  costCents: bigint;
}

export function balanceOf(sums: LedgerSums): Balance {
  const entries = BigInt(sums.total);
  const held = BigInt(sums.held);
  const pending = BigInt(sums.pending);
  // A held amount is still in the account (total) and unsettled; its cost basis stays in the total's.
  const costCents = BigInt(sums.costCents ?? 0) - BigInt(sums.heldCostCents ?? 0);
  return { available: entries - pending, unsettled: pending + held, total: entries + held, costCents };
}

export const EMPTY_BALANCE: Balance = { available: 0n, unsettled: 0n, total: 0n, costCents: 0n };

const DEFAULT_DESCRIPTIONS: Record<LedgerKind, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  trade: 'Trade',
  fee: 'Fee',
  adjustment: 'Manual adjustment',
};

export type LedgerProblem = 'unknownAccount' | 'unknownAsset' | 'badAmount' | 'wrongSign' | 'assetDisabled' | 'insufficientFunds';

export class LedgerError extends Error {
  override readonly name = 'LedgerError';
  constructor(
    readonly problem: LedgerProblem,
    message: string,
  ) {
    super(message);
  }
}

/** The sign each kind of entry must have: deposits bring in, withdrawals and fees take out. */
export function signProblem(kind: LedgerKind, units: bigint): string | null {
  if (units === 0n) return 'An entry moves a non-zero amount';
  if (kind === 'deposit' && units < 0n) return 'A deposit is positive';
  if ((kind === 'withdrawal' || kind === 'fee') && units > 0n) return `A ${kind} is negative`;
  return null;
}

const figuresOf = (e: { accountNumber: string; symbol: string; amount: string; costCents: number | bigint; bookedAt: number }) => ({
  accountNumber: e.accountNumber,
  symbol: e.symbol,
  bookedAt: e.bookedAt,
  units: BigInt(e.amount),
  settled: false,
  costBasisCents: BigInt(e.costCents),
});

const INSERT_ENTRY = `INSERT INTO ledger_entries (account_number, symbol, kind, amount, settled, cost_basis_cents, booked_at, description)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?)`;

export class Ledger {
  private readonly insert;
  private readonly sums;
  private readonly account;
  private readonly pendingEntry;
  private readonly settleRow;
  private readonly releaseRow;
  private readonly derived: LedgerBalances;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly prices: PriceBook,
    private readonly securities: SecurityCatalog,
  ) {
    this.insert = db.prepare(INSERT_ENTRY);
    this.sums = db.prepare<[string, string], LedgerSums>(
      `SELECT total, pending, held, CAST(cost_cents AS TEXT) AS costCents, CAST(held_cost_cents AS TEXT) AS heldCostCents
       FROM ledger_balances WHERE account_number = ? AND symbol = ?`,
    );
    this.account = db.prepare<[string], { n: number }>('SELECT 1 AS n FROM accounts WHERE account_number = ?');
    this.pendingEntry = db.prepare<[number], { accountNumber: string; symbol: string; amount: string; costCents: number | bigint; bookedAt: number }>(
      `SELECT account_number AS accountNumber, symbol, amount, cost_basis_cents AS costCents, booked_at AS bookedAt
       FROM ledger_entries WHERE id = ? AND settled = 0 AND released_at IS NULL`,
    );
    this.settleRow = db.prepare<[number]>('UPDATE ledger_entries SET settled = 1 WHERE id = ? AND settled = 0 AND released_at IS NULL');
    this.releaseRow = db.prepare<[number, number]>("UPDATE ledger_entries SET released_at = ? WHERE id = ? AND settled = 0 AND released_at IS NULL AND amount LIKE '-%'");
    this.derived = new LedgerBalances(db);
    this.derived.ensure();
  }

  /** One asset's balance in one account (every entry, whenever booked): its running balance. */
  balance(accountNumber: string, symbol: string): Balance {
    const sums = this.sums.get(accountNumber, symbol);
    return sums ? balanceOf(sums) : EMPTY_BALANCE;
  }

  /** Books one entry after the checks above; returns its id. Throws LedgerError. */
  record(input: LedgerEntryInput): number {
    return this.db.transaction(() => {
      if (!this.account.get(input.accountNumber)) throw new LedgerError('unknownAccount', `Unknown account ${input.accountNumber}`);
      const security = this.securities.find(input.symbol);
      if (!security) throw new LedgerError('unknownAsset', `Unknown asset ${input.symbol}`);
      const units = typeof input.amount === 'bigint' ? input.amount : parseDecimal(input.amount, security.decimals);
      if (units === null) throw new LedgerError('badAmount', `${input.symbol} amounts are decimals with up to ${security.decimals} places`);
      const wrongSign = signProblem(input.kind, units);
      if (wrongSign) throw new LedgerError('wrongSign', wrongSign);
      if (security.status === 'DISABLED' && (input.kind === 'deposit' || input.kind === 'withdrawal')) {
        throw new LedgerError('assetDisabled', `${input.symbol} is disabled for deposits and withdrawals`);
      }
      const bookedAt = input.bookedAt ?? this.clock.now();
      const before = this.balance(input.accountNumber, input.symbol);
      let costBasisCents: bigint;
      if (units > 0n) {
        const price = this.prices.at(input.symbol, bookedAt) ?? 0n;
        costBasisCents = valueInCents(units, security.decimals, price);
      } else {
        if (-units > before.available) throw new LedgerError('insufficientFunds', 'Insufficient funds.');
        costBasisCents = before.total > 0n ? -divRound(before.costCents * -units, before.total) : 0n;
      }
      return this.write({
        accountNumber: input.accountNumber,
        symbol: input.symbol,
        kind: input.kind,
        units,
        settled: input.settled ?? true,
        costBasisCents,
        bookedAt,
        description: input.description ?? DEFAULT_DESCRIPTIONS[input.kind],
      });
    })();
  }

  /**
   * Settles an unsettled entry: an incoming one leaves pending (it is available), an outgoing one
   * leaves held (it has left the account). False when there is no unsettled entry with that id.
   * Safe inside a caller's transaction (better-sqlite3 nests it as a savepoint).
   */
  settle(id: number): boolean {
    return this.db.transaction(() => {
      const entry = this.pendingEntry.get(id);
      if (!entry) return false;
      this.settleRow.run(id);
      this.derived.apply(settlingShift(figuresOf(entry)));
      return true;
    })();
  }

  /**
   * Releases a held entry (an unsettled outgoing amount that will never be sent): from then on it
   * counts in no balance, snapshot or history, so the amount is available again. False when there
   * is no held entry with that id (settled, released, incoming or unknown). Nested-safe like settle.
   */
  release(id: number, at: number): boolean {
    return this.db.transaction(() => {
      const entry = this.pendingEntry.get(id);
      if (!entry || !entry.amount.startsWith('-')) return false;
      this.releaseRow.run(at, id);
      this.derived.apply(releasingShift(figuresOf(entry)));
      return true;
    })();
  }

  /** Writes entries as they are (a history), with their running balances and snapshots, in one transaction. */
  insertMany(entries: Iterable<LedgerEntry>): void {
    this.db.transaction(() => {
      for (const entry of entries) this.write(entry);
    })();
  }

  /** The entry and its running balance and snapshots, together (callers run it in a transaction). */
  private write(e: LedgerEntry): number {
    const { lastInsertRowid } = this.insert.run(e.accountNumber, e.symbol, e.kind, e.units.toString(), e.settled ? 1 : 0, e.costBasisCents, e.bookedAt, e.description);
    this.derived.apply(bookingShift(e));
    return Number(lastInsertRowid);
  }
}
