// Positions and the balance history, derived from the ledger and the price models at the time
// asked (entries booked later are not counted yet: the control clock can look back).
//   positions   one grouped query over the account's entries (index on account, asset), then per
//               asset: units formatted in its precision, dollar values at the latest quote rounded
//               to cents, today's change against the US/Eastern day's open, all-time change against
//               the booked cost basis. Fiat (USD) has no change.
//   summary     total = the sum of the positions' rounded dollar totals (so the parts add up to the
//               cent); allocation shares by largest remainder, summing to exactly 100.00.
//   history     per US/Eastern day: the sum over assets of the day's closing units × the day's
//               close (today: now and the latest quote), each rounded to cents as positions are,
//               so today's point equals the summary's total.
import type { Db } from '../db/database';
import type {
  AllocationDto,
  AssetAmountDto,
  BalancePointDto,
  FiatAmountDto,
  PositionDto,
  PositionsDto,
  SecurityStatus,
  SecurityType,
} from '../../../src/api/contract/accountsGateway';
import { addDays, easternDate, easternMidnight } from './easternTime';
import { SUMS_SQL, balanceOf, type LedgerSums } from './ledger';
import {
  centsNumber,
  decimalNumber,
  formatCents,
  formatUnits,
  percentOf,
  priceNumber,
  sharesInBasisPoints,
  truncateDecimal,
  valueInCents,
} from './money';
import { openAndLatest, priceAt, quoteInstant, quoteTimes, toPriceModel, type PriceModel, type QuoteTimes } from './prices';
import { disabledAssetAlert } from './securities';

interface PositionRow extends LedgerSums {
  symbol: string;
  decimals: number;
  truncatedDecimals: number;
  status: SecurityStatus;
  type: SecurityType;
  fullName: string;
  anchor: string;
  volatility: number;
  seed: number;
}

interface HeldAsset {
  decimals: number;
  model: PriceModel;
  /** Units held at the end of the day being valued. */
  units: bigint;
}

const modelOf = (row: { symbol: string; anchor: string; volatility: number; seed: number }): PriceModel =>
  toPriceModel({ symbol: row.symbol, anchor: row.anchor, volatility: row.volatility, seed: row.seed });

function assetAmount(asset: string, units: bigint, decimals: number, truncated: number): AssetAmountDto {
  const valueString = formatUnits(units, decimals);
  return { asset, value: decimalNumber(valueString), valueString, truncatedValueString: truncateDecimal(valueString, truncated) };
}

const fiatAmount = (cents: bigint): FiatAmountDto => ({ value: centsNumber(cents), valueString: formatCents(cents) });

/** One asset's position at `now`, with its dollar total in cents (for ordering and the summary). */
export function positionOf(row: PositionRow, times: QuoteTimes): { position: PositionDto; totalCents: bigint } | null {
  const balance = balanceOf(row);
  if (balance.total === 0n && balance.available === 0n) return null;
  const { decimals, truncatedDecimals: truncated } = row;
  const { open, latest } = openAndLatest(modelOf(row), times);
  const totalCents = valueInCents(balance.total, decimals, latest);
  // Nothing pending (most positions): available is the total, no need to work it out twice.
  const total = assetAmount(row.symbol, balance.total, decimals, truncated);
  const settledOnly = balance.unsettled === 0n;
  const totalFiat = fiatAmount(totalCents);
  const position: PositionDto = {
    asset: row.symbol,
    assetSymbol: row.symbol,
    available: settledOnly ? total : assetAmount(row.symbol, balance.available, decimals, truncated),
    unsettled: assetAmount(row.symbol, balance.unsettled, decimals, truncated),
    total,
    fiatEquivalents: { available: settledOnly ? totalFiat : fiatAmount(valueInCents(balance.available, decimals, latest)), total: totalFiat },
    marketPrice: { value: priceNumber(latest), asOf: times.asOfText },
    change:
      row.type === 'fiat'
        ? null
        : {
            today: { gain: centsNumber(totalCents - valueInCents(balance.total, decimals, open)), percent: percentOf(latest - open, open) },
            allTime: { gain: centsNumber(totalCents - balance.costCents), percent: percentOf(totalCents - balance.costCents, balance.costCents) },
          },
    disabledAssetAlert: disabledAssetAlert(row),
  };
  return { position, totalCents };
}

/** The summary of positions already ordered by dollar total. */
export function summaryOf(valued: ReadonlyArray<{ position: PositionDto; totalCents: bigint }>): PositionsDto['accountSummary'] {
  const total = valued.reduce((sum, v) => sum + v.totalCents, 0n);
  const priced = valued.filter((v) => v.totalCents > 0n);
  const shares = priced.length > 0 ? sharesInBasisPoints(priced.map((v) => v.totalCents)) : [];
  const allocations: AllocationDto[] = priced.map((v, i) => ({
    assetSymbol: v.position.assetSymbol,
    fiatValue: centsNumber(v.totalCents),
    percent: Number(shares[i] ?? 0n) / 100,
  }));
  return { totalFiatValue: centsNumber(total), allocations };
}

export class BalanceReader {
  private readonly grouped;
  private readonly entries;
  private readonly heldAssets;

  constructor(db: Db) {
    // One grouped pass over the account's entries (index on account, asset), then each asset's row.
    this.grouped = db.prepare<[string, number], PositionRow>(
      `SELECT g.symbol, g.total, g.pending, g.costCents, s.decimals, s.truncated_decimals AS truncatedDecimals, s.status, s.type,
         CASE WHEN s.status = 'DISABLED' THEN s.full_name ELSE '' END AS fullName, p.anchor, p.volatility, p.seed
       FROM (SELECT symbol, ${SUMS_SQL} FROM ledger_entries WHERE account_number = ? AND booked_at <= ? GROUP BY symbol) g
       JOIN securities s ON s.symbol = g.symbol JOIN price_models p ON p.symbol = g.symbol`,
    );
    this.entries = db.prepare<[string, number], { symbol: string; amount: string; bookedAt: number }>(
      `SELECT symbol, amount, booked_at AS bookedAt FROM ledger_entries
       WHERE account_number = ? AND booked_at <= ? ORDER BY booked_at, id`,
    );
    this.heldAssets = db.prepare<[string], { symbol: string; decimals: number; anchor: string; volatility: number; seed: number }>(
      `SELECT s.symbol, s.decimals, p.anchor, p.volatility, p.seed FROM securities s JOIN price_models p ON p.symbol = s.symbol
       WHERE s.symbol IN (SELECT DISTINCT symbol FROM ledger_entries WHERE account_number = ?)`,
    );
  }

  /** POST …/accounts/positions/detail/external. */
  positions(accountNumber: string, now: number): PositionsDto {
    const times = quoteTimes(now);
    const valued = this.grouped
      .all(accountNumber, now)
      .flatMap((row) => positionOf(row, times) ?? [])
      .sort((a, b) => (a.totalCents === b.totalCents ? (a.position.asset < b.position.asset ? -1 : 1) : a.totalCents > b.totalCents ? -1 : 1));
    return { positions: valued.map((v) => v.position), accountSummary: summaryOf(valued) };
  }

  /** POST …/accounts/balance/history: the last `days` US/Eastern days up to today, from the account's first entry. */
  history(accountNumber: string, days: number, now: number): BalancePointDto[] {
    const entries = this.entries.all(accountNumber, now);
    const first = entries[0];
    if (!first) return [];
    const assets = new Map<string, HeldAsset>(this.heldAssets.all(accountNumber).map((a) => [a.symbol, { decimals: a.decimals, model: modelOf(a), units: 0n }]));
    const held = [...assets.values()];
    const today = easternDate(now);
    const opened = easternDate(first.bookedAt);
    const earliest = addDays(today, -(days - 1));
    let date = opened > earliest ? opened : earliest;

    const points: BalancePointDto[] = [];
    let next = 0;
    for (;;) {
      const isToday = date === today;
      const cutoff = isToday ? now : easternMidnight(addDays(date, 1));
      for (let e = entries[next]; e !== undefined && (isToday || e.bookedAt < cutoff); e = entries[++next]) {
        const asset = assets.get(e.symbol);
        if (asset) asset.units += BigInt(e.amount);
      }
      const priceInstant = isToday ? quoteInstant(now) : cutoff;
      let cents = 0n;
      for (const asset of held) {
        if (asset.units !== 0n) cents += valueInCents(asset.units, asset.decimals, priceAt(asset.model, priceInstant));
      }
      points.push({ date, totalFiatValue: centsNumber(cents) });
      if (isToday) break;
      date = addDays(date, 1);
    }
    return points;
  }
}
