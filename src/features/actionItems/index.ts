// What other code may use from the action-items feature. The page is a lazy chunk (with ag-grid,
// redux-form and the travel-rule rules); nothing exported here pulls those in.
export { ActionItemsPage } from './ActionItemsRoute';
export { actionItemsActions, actionItemsReducer, initialActionItemsState, type ActionItemsState } from './actionItems.slice';
export {
  selectActionItemList,
  selectActionItemsPageOpen,
  selectActionItemsTab,
  selectCountries,
  selectOpenedItem,
  selectSubmission,
  type WithActionItems,
} from './actionItems.selectors';
export { actionItemsSaga } from './actionItems.sagas';
