// What runs of the balances feature: the dashboard page (its frame eager, its content a lazy
// chunk), the chunk's loader and the root saga.
export { DashboardPage, loadDashboardPage } from './DashboardRoute';
export { balancesSaga } from './balances.sagas';
