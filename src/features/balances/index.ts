// What other code may use from the balances feature. The dashboard page is a lazy chunk.
export { DashboardPage, loadDashboardPage } from './DashboardRoute';
export { balancesActions, balancesReducer, DEFAULT_HISTORY_DAYS, type BalancesState } from './balances.slice';
export {
  selectAccountSummary,
  selectAllPositions,
  selectBalanceHistory,
  selectPositionRows,
  selectPositionsStatus,
} from './balances.selectors';
export { balancesSaga } from './balances.sagas';
export type { AccountSummary, BalancePoint, Position, PositionsStatus } from './types';
