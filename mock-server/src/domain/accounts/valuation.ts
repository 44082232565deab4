// Valuing positions (balances.ts reads the rows): per asset, units formatted in its precision,
// dollar values at the latest quote rounded to cents, today's change against the US/Eastern day's
// open, all-time change against the booked cost basis (fiat has no change); the summary's total is
// the sum of the positions' rounded dollar totals (the parts add up to the cent), allocation shares
// by largest remainder, summing to exactly 100.00.
import type {
  AllocationDto,
  AssetAmountDto,
  FiatAmountDto,
  PositionDto,
  PositionsDto,
  SecurityStatus,
  SecurityType,
} from '../../../../src/api/contract/accountsGateway';
import { balanceOf, type LedgerSums } from './ledger';
import { centsNumber, decimalNumber, formatCents, formatUnits, percentOf, priceNumber, sharesInBasisPoints, truncateDecimal, valueInCents } from '../platform/money';
import { openAndLatest, toPriceModel, type PriceModel, type QuoteTimes } from './prices';
import { disabledAssetAlert } from './securities';

export interface PositionRow extends LedgerSums {
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

export interface HeldAsset {
  decimals: number;
  model: PriceModel;
  /** Units held at the end of the day being valued. */
  units: bigint;
}

export const modelOf = (row: { symbol: string; anchor: string; volatility: number; seed: number }): PriceModel =>
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
