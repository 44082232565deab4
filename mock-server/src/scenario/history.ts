// Builds an account's ledger history as the ledger would have booked it: events in time order,
// each turned into entries with the running balance in view (nothing goes out that is not
// available) and the cost basis booked like Ledger.record does it (incoming: value at the time's
// price; outgoing: average cost). Exact units throughout.
import type { LedgerEntry, LedgerKind } from '../domain/accounts/ledger';
import { divRound, unitsForCents, valueInCents } from '../domain/platform/money';
import { priceAt, type PriceModel } from '../domain/accounts/prices';

export interface AssetInfo {
  decimals: number;
  model: PriceModel;
}

interface Holding {
  units: bigint;
  pendingIn: bigint;
  cost: bigint;
}

export const USD = 'USD';
const cents = (dollars: number) => BigInt(Math.round(dollars * 100));

export class AccountHistory {
  readonly entries: LedgerEntry[] = [];
  private readonly holdings = new Map<string, Holding>();

  constructor(
    readonly accountNumber: string,
    private readonly assets: ReadonlyMap<string, AssetInfo>,
  ) {}

  private info(symbol: string): AssetInfo {
    const info = this.assets.get(symbol);
    if (!info) throw new Error(`No such demo asset: ${symbol}`);
    return info;
  }

  private holding(symbol: string): Holding {
    let h = this.holdings.get(symbol);
    if (!h) {
      h = { units: 0n, pendingIn: 0n, cost: 0n };
      this.holdings.set(symbol, h);
    }
    return h;
  }

  available(symbol: string): bigint {
    const h = this.holding(symbol);
    return h.units - h.pendingIn;
  }

  price(symbol: string, at: number): bigint {
    return priceAt(this.info(symbol).model, at);
  }

  private book(symbol: string, kind: LedgerKind, units: bigint, at: number, description: string, settled: boolean, costIn?: bigint): void {
    const h = this.holding(symbol);
    let costBasisCents: bigint;
    if (units > 0n) {
      costBasisCents = costIn ?? valueInCents(units, this.info(symbol).decimals, this.price(symbol, at));
      if (!settled) h.pendingIn += units;
    } else {
      costBasisCents = h.units > 0n ? -divRound(h.cost * -units, h.units) : 0n;
    }
    h.units += units;
    h.cost += costBasisCents;
    this.entries.push({ accountNumber: this.accountNumber, symbol, kind, units, settled, costBasisCents, bookedAt: at, description });
  }

  deposit(symbol: string, units: bigint, at: number, description: string, settled = true): void {
    if (units > 0n) this.book(symbol, 'deposit', units, at, description, settled);
  }

  depositUsd(dollars: number, at: number, description: string, settled = true): void {
    this.deposit(USD, cents(dollars), at, description, settled);
  }

  /** Deposits the units `dollars` buy at the time's price. */
  depositWorth(symbol: string, dollars: number, at: number, description: string, settled = true): void {
    this.deposit(symbol, unitsForCents(cents(dollars), this.info(symbol).decimals, this.price(symbol, at)), at, description, settled);
  }

  /** Takes out up to `units` (never more than is available); false when nothing was available. */
  withdraw(symbol: string, units: bigint, at: number, description: string, settled = true, kind: LedgerKind = 'withdrawal'): boolean {
    const amount = units < this.available(symbol) ? units : this.available(symbol);
    if (amount <= 0n) return false;
    this.book(symbol, kind, -amount, at, description, settled);
    return true;
  }

  /** A crypto withdrawal of a share of what is available, and its 15 USD network fee. */
  withdrawShare(symbol: string, share: number, at: number, description: string, settled = true): void {
    const units = (this.available(symbol) * BigInt(Math.round(share * 10_000))) / 10_000n;
    if (this.withdraw(symbol, units, at, description, settled)) this.fee(15, at, `Withdrawal fee (${symbol})`);
  }

  fee(dollars: number, at: number, description: string): void {
    this.withdraw(USD, cents(dollars), at, description, true, 'fee');
  }

  /** `dollars` of USD (as much as is available) for units of `symbol` at the time's price: both legs, settled or pending together. */
  private payUsdFor(symbol: string, dollars: number, at: number, settled: boolean, what: string): void {
    const paid = cents(dollars) < this.available(USD) ? cents(dollars) : this.available(USD);
    const units = paid > 0n ? unitsForCents(paid, this.info(symbol).decimals, this.price(symbol, at)) : 0n;
    if (units <= 0n) return;
    this.book(USD, 'trade', -paid, at, `${what} ${symbol}`, settled);
    this.book(symbol, 'trade', units, at, `${what} ${symbol}`, settled, paid);
  }

  /** A share of the available units of `symbol` for USD at the time's price; the USD received (0 when none). */
  private sellForUsd(symbol: string, share: number, at: number, what: string): bigint {
    const units = (this.available(symbol) * BigInt(Math.round(share * 10_000))) / 10_000n;
    if (units <= 0n) return 0n;
    const proceeds = valueInCents(units, this.info(symbol).decimals, this.price(symbol, at));
    this.book(symbol, 'trade', -units, at, `${what} ${symbol}`, true);
    if (proceeds > 0n) this.book(USD, 'trade', proceeds, at, `${what} ${symbol}`, true, proceeds);
    return proceeds;
  }

  /** Buys with `dollars` of USD (as much as is available). */
  buy(symbol: string, dollars: number, at: number, settled = true): void {
    this.payUsdFor(symbol, dollars, at, settled, 'Buy');
  }

  /** Sells a share of the available units for USD at the time's price. */
  sellShare(symbol: string, share: number, at: number): void {
    this.sellForUsd(symbol, share, at, 'Sell');
  }

  /** Mint: USD for the same number of $1 tokens (the token's price is $1). */
  mint(token: string, dollars: number, at: number, settled = true): void {
    this.payUsdFor(token, dollars, at, settled, 'Mint');
  }

  /** Burn: a share of the available tokens back to USD, then wired out. */
  burnShare(token: string, share: number, at: number): void {
    const proceeds = this.sellForUsd(token, share, at, 'Burn');
    if (proceeds <= 0n) return;
    this.withdraw(USD, proceeds, at + 3_600_000, 'Wire to saved instruction (burn proceeds)');
  }

  adjust(symbol: string, units: bigint, at: number, description: string): void {
    if (units > 0n) this.book(symbol, 'adjustment', units, at, description, true);
    else this.withdraw(symbol, -units, at, description, true, 'adjustment');
  }
}
