// The action-items feature's state face: its events, slice and selectors. The page and the root
// saga are in entry.ts.
export { actionItemsActions, actionItemsReducer, initialActionItemsState, type ActionItemsState } from './actionItems.slice';
export {
  selectActionItemList,
  selectActionItemsPageOpen,
  selectActionItemsTab,
  selectCountries,
  selectOpenedItem,
  selectSubmission,
} from './actionItems.selectors';
export { DEPOSIT_FORM } from './depositForm';
