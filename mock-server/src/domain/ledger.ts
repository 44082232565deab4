// The ledger: every movement of an asset in an account, as exact integer units, and the source of
// truth of balances. Balances are sums of entries (balanceOf), kept as running balances and daily
// snapshots (ledgerBalances.ts) written in the same transaction as each entry:
//   total     = every entry
//   unsettled = unsettled incoming entries (pending deposits, buys awaiting settlement)
//   available = total - unsettled = settled entries + unsettled outgoing ones (outgoing amounts are
//               held from the moment they are booked)
// so available + unsettled = total (the contract's rule). record() is the one way in at run time:
// it checks the account, the asset, the amount's precision and sign, a disabled asset, and that an
// outgoing amount is available; it books the entry's cost basis (incoming: its dollar value at the
// time; outgoing: the position's average cost). Amounts are stored as integer texts (exact at any
// size). The ledger is append-only: entries are settled, never changed or removed.
import type { Db } from '../db/database';
import type { Clock } from './clock';
import { LedgerBalances, bookingShift } from './ledgerBalances';
import { divRound, parseDecimal, valueInCents } from './money';
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
 * Sums of one asset's entries in one account, as SUMS_SQL selects them: all entries, unsettled
 * incoming ones, and the cost basis in cents, each as integer text (exact; null without rows).
 */
export interface LedgerSums {
  total: string;
  pending: string;
  costCents: string | null;
}

/** The aggregate columns of a grouped query over ledger_entries. */
export const SUMS_SQL = `units_sum(amount) AS total,
  units_sum(CASE WHEN settled = 0 AND amount NOT LIKE '-%' THEN amount END) AS pending,
  CAST(SUM(cost_basis_cents) AS TEXT) AS costCents`;

export interface Balance {
  available: bigint;
  unsettled: bigint;
  total: bigint;
  costCents: bigint;
}

export function balanceOf(sums: LedgerSums): Balance {
  const total = BigInt(sums.total);
  const unsettled = BigInt(sums.pending);
  return { available: total - unsettled, unsettled, total, costCents: BigInt(sums.costCents ?? 0) };
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

const INSERT_ENTRY = `INSERT INTO ledger_entries (account_number, symbol, kind, amount, settled, cost_basis_cents, booked_at, description)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?)`;

export class Ledger {
  private readonly insert;
  private readonly sums;
  private readonly account;
  private readonly pendingEntry;
  private readonly settleRow;
  private readonly derived: LedgerBalances;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly prices: PriceBook,
    private readonly securities: SecurityCatalog,
  ) {
    this.insert = db.prepare(INSERT_ENTRY);
    this.sums = db.prepare<[string, string], LedgerSums>(
      'SELECT total, pending, CAST(cost_cents AS TEXT) AS costCents FROM ledger_balances WHERE account_number = ? AND symbol = ?',
    );
    this.account = db.prepare<[string], { n: number }>('SELECT 1 AS n FROM accounts WHERE account_number = ?');
    this.pendingEntry = db.prepare<[number], { accountNumber: string; symbol: string; amount: string; bookedAt: number }>(
      'SELECT account_number AS accountNumber, symbol, amount, booked_at AS bookedAt FROM ledger_entries WHERE id = ? AND settled = 0',
    );
    this.settleRow = db.prepare<[number]>('UPDATE ledger_entries SET settled = 1 WHERE id = ? AND settled = 0');
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

  /** Settles a pending entry (an incoming one leaves pending); false when there is none with that id. */
  settle(id: number): boolean {
    return this.db.transaction(() => {
      const entry = this.pendingEntry.get(id);
      if (!entry) return false;
      this.settleRow.run(id);
      const units = BigInt(entry.amount);
      if (units > 0n) this.derived.apply({ ...entry, total: 0n, pending: -units, costCents: 0n });
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
