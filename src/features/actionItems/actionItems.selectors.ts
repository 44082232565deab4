// Selectors of the action-items feature. Its reducer arrives with the signed-in chunk: until then
// `state.actionItems` is undefined and these read the initial state.
import { createSelector } from 'reselect';
import type { ActionItemDto, ActionItemTab } from '../../api/contract/actionItems';
import { actionItemsAdapter, initialActionItemsState, type ActionItemsState } from './actionItems.slice';

export interface WithActionItems {
  actionItems?: ActionItemsState;
}

const selectState = (state: WithActionItems): ActionItemsState => state.actionItems ?? initialActionItemsState;
const { selectAll } = actionItemsAdapter.getSelectors();

export const selectActionItemsPageOpen = (state: WithActionItems) => selectState(state).pageOpen;
export const selectActionItemsTab = (state: WithActionItems) => selectState(state).tab;
export const selectSubmission = (state: WithActionItems) => selectState(state).submission;
export const selectCountries = (state: WithActionItems) => selectState(state).countries;
/** A restored travel-rule draft (issue 28): its deposit's review opens with these values; null when none. */
export const selectRestoredTravelRuleDraft = (state: WithActionItems) => selectState(state).restoredDraft;

const selectListEntry = (state: WithActionItems, tab: ActionItemTab) => selectState(state).lists[tab];

/** A tab's list: its load status, what a failure means, and its rows in the gateway's order. */
export const selectActionItemList = createSelector([selectListEntry], (list) => ({ status: list.status, problem: list.problem, rows: selectAll(list) }));

/** The item whose dialog is open, with the tab it was opened from; null when none. */
export const selectOpenedItem = createSelector(
  [(state: WithActionItems) => selectState(state).opened, (state: WithActionItems) => selectState(state).lists],
  (opened, lists): { item: ActionItemDto; tab: ActionItemTab } | null => {
    const item = opened ? lists[opened.tab].entities[opened.referenceId] : undefined;
    return opened && item ? { item, tab: opened.tab } : null;
  },
);
