// The balances feature's state face: its events, slice, selectors and types. The dashboard page
// and the root saga are in entry.ts.
export { balancesActions, balancesReducer, type BalancesState } from './balances.slice';
export {
  selectAccountSummary,
  selectAllPositions,
  selectBalanceHistory,
  selectPositionRows,
  selectPositionsStatus,
} from './balances.selectors';
export type { PositionsStatus } from './types';
