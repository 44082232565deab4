// Positions and the balance history at the time asked, from the running balances and the daily
// snapshots (ledgerBalances.ts), valued at the price models (valuation.ts); entries booked after
// the time asked are not counted yet (the control clock can look back: positions then sum the
// entries up to it). Answers are kept per account and quote minute (answerCache.ts).
//   history     per US/Eastern day: the sum over assets of the day's closing units (held amounts
//               included, as in the positions' total) × the day's
//               close (today: the positions' total at now and the latest quote), each rounded to
//               cents as positions are, so today's point equals the summary's total.
import type { Db } from '../../db/database';
import { BALANCE_HISTORY_MAX_DAYS, type BalancePointDto, type PositionsDto } from '../../../../src/api/contract/accountsGateway';
import { AnswerCache } from '../platform/answerCache';
import { addDays, easternDate, easternMidnight } from '../platform/easternTime';
import { SUMS_SQL } from './ledger';
import { centsNumber, valueInCents } from '../platform/money';
import { priceAt, quoteInstant, quoteTimes } from './prices';
import { modelOf, positionOf, summaryOf, type HeldAsset, type PositionRow } from './valuation';

interface ClosingRow {
  symbol: string;
  day: string;
  /** The entries' sum and the held amounts (still in the account) at the day's close. */
  total: string;
  held: string;
  decimals: number;
  anchor: string;
  volatility: number;
  seed: number;
}

const POSITION_COLUMNS = `s.decimals, s.truncated_decimals AS truncatedDecimals, s.status, s.type,
  CASE WHEN s.status = 'DISABLED' THEN s.full_name ELSE '' END AS fullName, p.anchor, p.volatility, p.seed`;

/** How long the history's valuation holds the event loop before it lets other calls in. */
const SLICE_MS = 2;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export class BalanceReader {
  private readonly running;
  private readonly asOf;
  private readonly span;
  private readonly closings;
  private readonly cache: AnswerCache;

  constructor(db: Db) {
    // The running balances (no entry booked after now: the usual case).
    this.running = db.prepare<[string], PositionRow & { lastBookedAt: number }>(
      `SELECT b.symbol, b.total, b.pending, b.held, CAST(b.cost_cents AS TEXT) AS costCents, CAST(b.held_cost_cents AS TEXT) AS heldCostCents,
         b.last_booked_at AS lastBookedAt, ${POSITION_COLUMNS}
       FROM ledger_balances b JOIN securities s ON s.symbol = b.symbol JOIN price_models p ON p.symbol = b.symbol WHERE b.account_number = ?`,
    );
    // As of an earlier instant (the control clock looking back): the entries booked up to then.
    this.asOf = db.prepare<[string, number], PositionRow>(
      `SELECT g.symbol, g.total, g.pending, g.held, g.costCents, g.heldCostCents, ${POSITION_COLUMNS}
       FROM (SELECT symbol, ${SUMS_SQL} FROM ledger_entries WHERE account_number = ? AND booked_at <= ? AND released_at IS NULL GROUP BY symbol) g
       JOIN securities s ON s.symbol = g.symbol JOIN price_models p ON p.symbol = g.symbol`,
    );
    this.span = db.prepare<[string], { first: number | null; last: number | null }>(
      'SELECT min(first_booked_at) AS first, max(last_booked_at) AS last FROM ledger_balances WHERE account_number = ?',
    );
    this.closings = db.prepare<[string, string], ClosingRow>(
      `SELECT d.symbol, d.day, d.total, d.held, s.decimals, p.anchor, p.volatility, p.seed
       FROM ledger_daily_balances d JOIN securities s ON s.symbol = d.symbol JOIN price_models p ON p.symbol = d.symbol
       WHERE d.account_number = ? AND d.day < ? ORDER BY d.day`,
    );
    this.cache = new AnswerCache(db);
  }

  /** POST …/accounts/positions/detail/external. */
  positions(accountNumber: string, now: number): PositionsDto {
    const times = quoteTimes(now);
    const running = this.running.all(accountNumber);
    const rows: PositionRow[] = running.some((r) => r.lastBookedAt > now) ? this.asOf.all(accountNumber, now) : running;
    const valued = rows
      .flatMap((row) => positionOf(row, times) ?? [])
      .sort((a, b) => (a.totalCents === b.totalCents ? (a.position.asset < b.position.asset ? -1 : 1) : a.totalCents > b.totalCents ? -1 : 1));
    return { positions: valued.map((v) => v.position), accountSummary: summaryOf(valued) };
  }

  /** POST …/accounts/balance/history: the last `days` US/Eastern days up to today, from the account's first entry. */
  async history(accountNumber: string, days: number, now: number): Promise<BalancePointDto[]> {
    const first = this.span.get(accountNumber)?.first;
    if (first === null || first === undefined || first > now) return [];
    const today = easternDate(now);
    const opened = easternDate(first);
    // The past days are valued once for the longest history asked, and each length is a slice.
    const longest = addDays(today, -(BALANCE_HISTORY_MAX_DAYS - 1));
    const from = opened > longest ? opened : longest;
    const start = addDays(today, -(days - 1));
    // Kept as a promise: calls that come while it is computed wait for the same one.
    const closings = from < today ? await this.cache.get(`closings ${accountNumber} ${from} ${today}`, () => this.closingPoints(accountNumber, from, today)) : [];
    const past = closings.filter((point) => point.date >= start);
    const summary = this.cachedPositions(accountNumber, now).accountSummary;
    return [...past, { date: today, totalFiatValue: summary.totalFiatValue }];
  }

  /** positions() as JSON, computed once per account, quote minute and state of the data. */
  positionsJson(accountNumber: string, now: number): string {
    return this.cached(`positions ${accountNumber}`, accountNumber, now, () => JSON.stringify(this.cachedPositions(accountNumber, now)));
  }

  /** history() as JSON, computed once per account, days, quote minute and state of the data. */
  historyJson(accountNumber: string, days: number, now: number): Promise<string> {
    return this.cached(`history ${accountNumber} ${days}`, accountNumber, now, async () => JSON.stringify(await this.history(accountNumber, days, now)));
  }

  private cachedPositions(accountNumber: string, now: number): PositionsDto {
    return this.cached(`positions object ${accountNumber}`, accountNumber, now, () => this.positions(accountNumber, now));
  }

  /**
   * An answer at `now` holds for the whole quote minute unless an entry of the account is booked
   * within it or later (then it is computed each time).
   */
  private cached<T>(key: string, accountNumber: string, now: number, compute: () => T): T {
    const asOf = quoteInstant(now);
    const state = this.cache.state(); // one read of the data's state for both lookups (reads only between them)
    const last = this.cache.get(`last booked ${accountNumber}`, () => this.span.get(accountNumber)?.last ?? 0, state);
    return last < asOf ? this.cache.get(`${key} ${asOf}`, compute, state) : compute();
  }

  /** Each day from `start` to the day before `today`: the snapshots' closing units × the day's close. */
  private async closingPoints(accountNumber: string, start: string, today: string): Promise<BalancePointDto[]> {
    const rows = this.closings.all(accountNumber, today); // read at once: one state of the data
    let sliceStart = performance.now();
    const held = new Map<string, HeldAsset>();
    const points: BalancePointDto[] = [];
    let next = 0;
    for (let date = start; date < today; date = addDays(date, 1)) {
      for (let r = rows[next]; r !== undefined && r.day <= date; r = rows[++next]) {
        const units = BigInt(r.total) + BigInt(r.held);
        const asset = held.get(r.symbol);
        if (asset) asset.units = units;
        else held.set(r.symbol, { decimals: r.decimals, model: modelOf(r), units });
      }
      const close = easternMidnight(addDays(date, 1));
      let cents = 0n;
      for (const asset of held.values()) {
        if (asset.units !== 0n) cents += valueInCents(asset.units, asset.decimals, priceAt(asset.model, close));
      }
      points.push({ date, totalFiatValue: centsNumber(cents) });
      if (performance.now() - sliceStart > SLICE_MS) {
        await yieldToEventLoop();
        sliceStart = performance.now();
      }
    }
    return points;
  }
}
