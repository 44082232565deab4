// Selectors of the balances feature. Table rows are built (and formatted) once per answer by one
// memoized selector, so a 500-asset account costs one pass, and rows subscribe to nothing.
import { createSelector } from 'reselect';
import { formatAmount, formatPercent, formatSignedUsd, formatUsd, NOT_AVAILABLE } from '../../shared/format/index';
import { selectSecurityEntities, selectSelectedAcctNum, type AccountsState, type Security } from '../accounts/index';
import { positionsAdapter, type BalancesState } from './balances.slice';
import type { Position, PositionsStatus } from './types';
import { once } from '../../shared/once';

interface WithBalances {
  balances: BalancesState;
  accounts: AccountsState;
}

const selectBalancesState = (state: WithBalances) => state.balances;
const positionSelectors = positionsAdapter.getSelectors((state: WithBalances) => selectBalancesState(state).positions);

export const selectAllPositions = positionSelectors.selectAll;

const isForSelected = (state: WithBalances) => {
  const selected = selectSelectedAcctNum(state);
  return selected !== null && selectBalancesState(state).acctNum === selected;
};

/** The positions' status for the selected account: pending until its own answer is in. */
export const selectPositionsStatus = (state: WithBalances): PositionsStatus => {
  if (selectSelectedAcctNum(state) === null) return 'idle';
  return isForSelected(state) ? selectBalancesState(state).positions.status : 'pending';
};

export const selectAccountSummary = (state: WithBalances) =>
  isForSelected(state) ? selectBalancesState(state).positions.summary : null;

export const selectBalanceHistory = createSelector(
  [isForSelected, (state: WithBalances) => selectBalancesState(state).history],
  (forSelected, history) => (forSelected ? history : { ...history, status: 'pending' as const, points: [] }),
);

export type Trend = 'up' | 'down' | 'flat';

export interface PositionRow {
  asset: string;
  assetSymbol: string;
  fullName: string;
  color: string | null;
  available: string;
  unsettled: string;
  total: string;
  availableFiat: string;
  totalFiat: string;
  marketPrice: string;
  today: { gain: string; percent: string; trend: Trend };
  allTime: { gain: string; percent: string; trend: Trend };
  disabledAssetAlert: string | null;
}

const subDollarPrice = once(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 }));

/**
 * A market price: dollars with 2 decimals, but a price under $1 keeps up to 4 (XLM '$0.1185', not
 * '$0.12'). The answer keeps the full price; it is rounded here only, when shown.
 */
export function formatMarketPrice(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return formatUsd(value);
  return Math.abs(value) < 1 && value !== 0 ? subDollarPrice().format(value) : formatUsd(value);
}

const trendOf = (gain: number | undefined): Trend => (gain === undefined || Math.abs(gain) < 0.005 ? 'flat' : gain > 0 ? 'up' : 'down');

function change(value: { gain: number; percent: number } | undefined) {
  return {
    gain: value ? formatSignedUsd(value.gain) : NOT_AVAILABLE,
    percent: value ? formatPercent(value.percent, { signed: true }) : NOT_AVAILABLE,
    trend: trendOf(value?.gain),
  };
}

export function toPositionRow(position: Position, security: Security | undefined): PositionRow {
  // USD amounts carry the currency sign and 2 decimals; assets 3 decimals (spec part 1 §9).
  const formatQuantity = position.asset === 'USD' ? formatUsd : formatAmount;
  return {
    asset: position.asset,
    assetSymbol: position.assetSymbol,
    fullName: security?.fullName ?? position.assetSymbol,
    color: security?.display.color ?? null,
    available: formatQuantity(position.available.valueString),
    unsettled: formatQuantity(position.unsettled.valueString),
    total: formatQuantity(position.total.valueString),
    availableFiat: formatUsd(position.fiatEquivalents.available.valueString),
    totalFiat: formatUsd(position.fiatEquivalents.total.valueString),
    marketPrice: formatMarketPrice(position.marketPrice?.value),
    today: change(position.change?.today),
    allTime: change(position.change?.allTime),
    disabledAssetAlert: position.disabledAssetAlert || null,
  };
}

export const selectPositionRows = createSelector([selectAllPositions, selectSecurityEntities], (positions, securities) =>
  positions.map((p) => toPositionRow(p, securities[p.asset])),
);

export interface AllocationRow {
  assetSymbol: string;
  color: string | null;
  value: string;
  share: string;
}

export const selectAllocationRows = createSelector([selectAccountSummary, selectSecurityEntities], (summary, securities) =>
  (summary?.allocations ?? []).map(
    (a): AllocationRow => ({
      assetSymbol: a.assetSymbol,
      color: securities[a.assetSymbol]?.display.color ?? null,
      value: formatUsd(a.fiatValue),
      share: formatPercent(a.percent),
    }),
  ),
);
