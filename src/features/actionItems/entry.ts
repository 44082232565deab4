// What runs of the action-items feature: the page (a lazy chunk, with ag-grid, redux-form and the
// travel-rule rules; nothing exported here pulls those in) and the root saga.
export { ActionItemsPage } from './ActionItemsRoute';
export { actionItemsSaga } from './actionItems.sagas';
