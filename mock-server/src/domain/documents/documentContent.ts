// What a document says, read from the ledger (ledger.ts) and the price book (prices.ts): nothing of
// it is stored. For an account and a period [from, to) (US/Eastern midnights):
//   statement     per asset: the opening balance (every entry before `from`, read from the daily
//                 snapshots), the credits, debits
//                 and fees of the period, the closing balance (opening + the period's entries) and
//                 its value at `valuedAt`; and the period's entries in booking order
//   invoice       the period's fees (USD fee entries), grouped by description
//   compensation  per month of the period: the custody fees ('Monthly custody fee') and the
//                 transaction fees (every other fee); the holdings' value at `valuedAt`
// Amounts are exact integers of each asset's units; values are cents.
import type { Db } from '../../db/database';
import { easternDate } from '../platform/easternTime';
import type { LedgerKind } from '../accounts/ledger';
import { valueInCents } from '../platform/money';
import { ITEMS_PER_STEP, type Step } from './steps';
import type { PriceBook } from '../accounts/prices';
import type { SecurityCatalog } from '../accounts/securities';

const USD = 'USD';
export const CUSTODY_FEE_DESCRIPTION = 'Monthly custody fee';

/** [from, to): US/Eastern midnights. */
export interface Period {
  from: number;
  to: number;
}

export interface Movement {
  bookedAt: number;
  symbol: string;
  decimals: number;
  kind: LedgerKind;
  /** Signed units. */
  units: bigint;
  settled: boolean;
  description: string;
}

export interface AssetSummary {
  symbol: string;
  decimals: number;
  opening: bigint;
  /** Incoming entries (positive). */
  credits: bigint;
  /** Outgoing entries other than fees, as a positive amount. */
  debits: bigint;
  /** Fee entries, as a positive amount. */
  fees: bigint;
  closing: bigint;
  /** 10^-8 USD per unit at valuedAt; null for an asset without a price. */
  price: bigint | null;
  valueCents: bigint;
}

export interface StatementContent {
  assets: AssetSummary[];
  entries: Movement[];
  totalValueCents: bigint;
  feesCents: bigint;
}

export interface FeeLine {
  description: string;
  count: number;
  cents: bigint;
}

export interface CompensationMonth {
  /** The month's first day, 'YYYY-MM-DD'. */
  month: string;
  custodyCents: bigint;
  transactionCents: bigint;
}

interface EntryRow {
  id: number;
  symbol: string;
  kind: LedgerKind;
  amount: string;
  settled: number;
  bookedAt: number;
  description: string;
}

const abs = (n: bigint) => (n < 0n ? -n : n);

export class DocumentLedger {
  private readonly entries;
  private readonly balancesBefore;
  private readonly fees;

  constructor(
    db: Db,
    private readonly securities: SecurityCatalog,
    private readonly prices: PriceBook,
  ) {
    // A page of the period's entries after (bookedAt, id): long periods are read a page per step.
    this.entries = db.prepare<{ account: string; from: number; to: number; afterAt: number; afterId: number }, EntryRow>(
      `SELECT id, symbol, kind, amount, settled, booked_at AS bookedAt, description FROM ledger_entries
       WHERE account_number = @account AND booked_at >= @from AND booked_at < @to
         AND (booked_at > @afterAt OR (booked_at = @afterAt AND id > @afterId))
       ORDER BY booked_at, id LIMIT ${ITEMS_PER_STEP}`,
    );
    // The close of the last day with an entry before `day` (ledgerBalances.ts snapshots): every entry
    // booked before the day's midnight, without summing the entries again.
    this.balancesBefore = db.prepare<[string, string], { symbol: string; total: string }>(
      `SELECT d.symbol, d.total FROM ledger_daily_balances d
       WHERE d.account_number = ? AND d.day = (SELECT MAX(p.day) FROM ledger_daily_balances p
         WHERE p.account_number = d.account_number AND p.symbol = d.symbol AND p.day < ?)`,
    );
    this.fees = db.prepare<[string, number, number], { description: string; amount: string; bookedAt: number }>(
      `SELECT description, amount, booked_at AS bookedAt FROM ledger_entries
       WHERE account_number = ? AND kind = 'fee' AND symbol = '${USD}' AND booked_at >= ? AND booked_at < ? ORDER BY booked_at, id`,
    );
  }

  private decimalsOf(symbol: string): number {
    return this.securities.find(symbol)?.decimals ?? 0;
  }

  /** USD first, then by the assets' display order. */
  private orderOf(symbol: string): number {
    return symbol === USD ? -1 : (this.securities.find(symbol)?.displayOrder ?? Number.MAX_SAFE_INTEGER);
  }

  /** The statement of the period, the closing balances valued at `valuedAt`; a step after each page of entries. */
  async statement(accountNumber: string, period: Period, valuedAt: number, step: Step): Promise<StatementContent> {
    const bySymbol = new Map<string, AssetSummary>();
    const summary = (symbol: string) => {
      let s = bySymbol.get(symbol);
      if (!s) {
        s = { symbol, decimals: this.decimalsOf(symbol), opening: 0n, credits: 0n, debits: 0n, fees: 0n, closing: 0n, price: null, valueCents: 0n };
        bySymbol.set(symbol, s);
      }
      return s;
    };
    for (const row of this.balancesBefore.all(accountNumber, easternDate(period.from))) {
      const total = BigInt(row.total);
      if (total !== 0n) summary(row.symbol).opening = total;
    }
    const entries: Movement[] = [];
    for (let after = { at: period.from - 1, id: 0 }; ; ) {
      const page = this.entries.all({ account: accountNumber, from: period.from, to: period.to, afterAt: after.at, afterId: after.id });
      for (const row of page) {
        const s = summary(row.symbol);
        const units = BigInt(row.amount);
        if (units > 0n) s.credits += units;
        else if (row.kind === 'fee') s.fees += -units;
        else s.debits += -units;
        entries.push({ bookedAt: row.bookedAt, symbol: row.symbol, decimals: s.decimals, kind: row.kind, units, settled: row.settled === 1, description: row.description });
      }
      const last = page[page.length - 1];
      if (!last || page.length < ITEMS_PER_STEP) break;
      after = { at: last.bookedAt, id: last.id };
      await step();
    }
    let totalValueCents = 0n;
    const assets = [...bySymbol.values()].map((s) => {
      s.closing = s.opening + s.credits - s.debits - s.fees;
      s.price = this.prices.at(s.symbol, valuedAt);
      s.valueCents = s.price === null ? 0n : valueInCents(s.closing, s.decimals, s.price);
      totalValueCents += s.valueCents;
      return s;
    });
    const order = new Map(assets.map((a) => [a.symbol, this.orderOf(a.symbol)]));
    assets.sort((a, b) => (order.get(a.symbol) ?? 0) - (order.get(b.symbol) ?? 0) || a.symbol.localeCompare(b.symbol));
    const feesCents = bySymbol.get(USD)?.fees ?? 0n;
    return { assets, entries, totalValueCents, feesCents };
  }

  /** The period's fees grouped by description, in order of first booking. */
  invoiceLines(accountNumber: string, period: Period): FeeLine[] {
    const lines = new Map<string, FeeLine>();
    for (const row of this.fees.all(accountNumber, period.from, period.to)) {
      const line = lines.get(row.description) ?? { description: row.description, count: 0, cents: 0n };
      line.count += 1;
      line.cents += abs(BigInt(row.amount));
      lines.set(row.description, line);
    }
    return [...lines.values()];
  }

  /** Custody and transaction fees per month; `months` are the months' [from, to) with their first day. */
  compensation(accountNumber: string, months: ReadonlyArray<Period & { month: string }>): CompensationMonth[] {
    return months.map(({ month, from, to }) => {
      let custodyCents = 0n;
      let transactionCents = 0n;
      for (const row of this.fees.all(accountNumber, from, to)) {
        if (row.description === CUSTODY_FEE_DESCRIPTION) custodyCents += abs(BigInt(row.amount));
        else transactionCents += abs(BigInt(row.amount));
      }
      return { month, custodyCents, transactionCents };
    });
  }

  /** The value in cents of every holding booked before the US/Eastern midnight `at`, priced at `valuedAt`. */
  holdingsValue(accountNumber: string, at: number, valuedAt: number): bigint {
    let cents = 0n;
    for (const row of this.balancesBefore.all(accountNumber, easternDate(at))) {
      const price = this.prices.at(row.symbol, valuedAt);
      if (price !== null) cents += valueInCents(BigInt(row.total), this.decimalsOf(row.symbol), price);
    }
    return cents;
  }
}
