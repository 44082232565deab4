// Action-items state (spec part 1 §2, §4): the two tabs' lists (entity adapters, in the gateway's
// order) with their load status and what a failed load means (not entitled, or failed); the item
// whose dialog is open; the one decision that may run at a time (a refused one keeps the dialog and
// its input, with the gateway's message); the countries the originator form offers. Reducers are
// state machines: an answer for a list no longer loading, or for another decision, changes nothing.
import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { CountryDto } from '../../api/contract/accountsGateway';
import type { ActionItemDto, ActionItemTab, InboundTravelRuleInput } from '../../api/contract/actionItems';
import type { LoadStatus } from '../../shared/loadStatus';
import type { ActionItemResponse } from '../../shared/validation/actionItems';
import { sessionActions } from '../session/index';

export const actionItemsAdapter = createEntityAdapter<ActionItemDto>({ selectId: (item) => item.referenceId });

/** Why a list is not shown: the user may not see action items (403), or the load failed. */
export type ListProblem = 'notEntitled' | 'failed';
export type ActionItemList = EntityState<ActionItemDto> & { status: LoadStatus; problem: ListProblem | null };

export interface ActionItemsState {
  /** The page is on screen: tab changes load their list. */
  pageOpen: boolean;
  tab: ActionItemTab;
  lists: Record<ActionItemTab, ActionItemList>;
  /** The item whose dialog is open, and the tab it was opened from (History: Close only). */
  opened: { referenceId: string; tab: ActionItemTab } | null;
  /** The one decision (approve, reject, confirm, decline) that may run at a time. */
  submission: { status: LoadStatus; referenceId: string | null; error: string | null };
  countries: { status: LoadStatus; items: CountryDto[] };
  /** A travel-rule draft kept across the session's end, restored (issue 28): its deposit's dialog opens with these values once Pending lists it. */
  restoredDraft: RestoredTravelRuleDraft | null;
}

export interface RestoredTravelRuleDraft {
  referenceId: string;
  values: Record<string, string | boolean>;
}

/** The restored draft's deposit, if Pending lists it and the user may still review it. */
const restorable = (list: ActionItemList, referenceId: string): boolean => {
  const item = list.entities[referenceId];
  return item !== undefined && item.requestType === 'CRYPTO_INBOUND' && item.status === 'PENDING' && item.actionable;
};

const emptyList = (status: LoadStatus = 'idle'): ActionItemList => actionItemsAdapter.getInitialState({ status, problem: null });

export const initialActionItemsState: ActionItemsState = {
  pageOpen: false,
  tab: 'PENDING',
  lists: { PENDING: emptyList(), HISTORY: emptyList() },
  opened: null,
  submission: { status: 'idle', referenceId: null, error: null },
  countries: { status: 'idle', items: [] },
  restoredDraft: null,
};

type Tab = { tab: ActionItemTab };
type Ref = { referenceId: string };

const slice = createSlice({
  name: 'actionItems',
  initialState: initialActionItemsState,
  reducers: {
    pageOpened: (state) => {
      state.pageOpen = true;
    },
    pageClosed: (state) => {
      state.pageOpen = false;
      state.opened = null;
      state.restoredDraft = null;
    },
    tabSelected: (state, action: PayloadAction<Tab>) => {
      state.tab = action.payload.tab;
      state.opened = null;
      state.restoredDraft = null;
    },
    /** A kept travel-rule draft was restored (drafts/restoreClicked): Pending is (re)loaded, then its deposit opens with the values. */
    draftRestored: (state, action: PayloadAction<RestoredTravelRuleDraft>) => {
      state.tab = 'PENDING';
      state.opened = null;
      state.restoredDraft = action.payload;
    },
    /** Load the active tab's list again (a decision someone else made meanwhile). */
    reloadRequested: () => undefined,

    listRequested: (state, action: PayloadAction<Tab>) => {
      state.lists[action.payload.tab] = emptyList('pending');
    },
    listLoaded: (state, action: PayloadAction<Tab & { items: ActionItemDto[] }>) => {
      const list = state.lists[action.payload.tab];
      if (list.status !== 'pending') return;
      state.lists[action.payload.tab] = { ...actionItemsAdapter.setAll(list, action.payload.items), status: 'succeeded', problem: null };
      const restored = state.restoredDraft;
      if (action.payload.tab !== 'PENDING' || !restored || state.opened) return;
      if (restorable(state.lists.PENDING, restored.referenceId)) state.opened = { referenceId: restored.referenceId, tab: 'PENDING' };
      else state.restoredDraft = null;
    },
    listFailed: (state, action: PayloadAction<Tab & { problem: ListProblem }>) => {
      const list = state.lists[action.payload.tab];
      if (list.status !== 'pending') return;
      list.status = 'failed';
      list.problem = action.payload.problem;
    },

    itemOpened: (state, action: PayloadAction<Ref>) => {
      if (!state.lists[state.tab].entities[action.payload.referenceId]) return;
      state.opened = { referenceId: action.payload.referenceId, tab: state.tab };
      if (state.submission.status !== 'pending') state.submission = initialActionItemsState.submission;
    },
    itemClosed: (state) => {
      if (state.submission.status === 'pending') return; // the answer decides what the dialog does
      state.opened = null;
      state.submission = initialActionItemsState.submission;
      state.restoredDraft = null;
    },

    /** The respond dialog's Submit: approve or reject with comments. */
    responseSubmitted: (_state, _action: PayloadAction<Ref & { response: ActionItemResponse; comments: string }>) => undefined,
    /** The inbound deposit dialog's Submit: the originator's data (Yes), or the decline (No). */
    depositReviewSubmitted: (_state, _action: PayloadAction<Ref & { travelRuleData: InboundTravelRuleInput }>) => undefined,
    decisionRequested: (state, action: PayloadAction<Ref>) => {
      state.submission = { status: 'pending', referenceId: action.payload.referenceId, error: null };
    },
    /** Decided: the item leaves Pending, History loads again when shown, the dialog closes. */
    decisionSucceeded: (state, action: PayloadAction<{ item: ActionItemDto }>) => {
      const { referenceId } = action.payload.item;
      if (state.submission.referenceId !== referenceId || state.submission.status !== 'pending') return;
      state.submission = { status: 'succeeded', referenceId, error: null };
      actionItemsAdapter.removeOne(state.lists.PENDING, referenceId);
      state.lists.HISTORY = emptyList();
      if (state.opened?.referenceId === referenceId) state.opened = null;
      if (state.restoredDraft?.referenceId === referenceId) state.restoredDraft = null;
    },
    /** Refused or failed: the dialog stays open with its input and shows why. */
    /** The confirmation was cancelled, expired or is not available: nothing was sent; the dialog keeps its input. */
    decisionStopped: (state, action: PayloadAction<Ref>) => {
      if (state.submission.referenceId !== action.payload.referenceId || state.submission.status !== 'pending') return;
      state.submission = initialActionItemsState.submission;
    },
    decisionFailed: (state, action: PayloadAction<Ref & { error: string }>) => {
      if (state.submission.referenceId !== action.payload.referenceId || state.submission.status !== 'pending') return;
      state.submission = { status: 'failed', referenceId: action.payload.referenceId, error: action.payload.error };
    },

    /** The originator form opened: its country list is loaded once per session. */
    depositFormOpened: () => undefined,
    countriesLoaded: (state, action: PayloadAction<{ items: CountryDto[] }>) => {
      state.countries = { status: 'succeeded', items: action.payload.items };
    },
    countriesFailed: (state) => {
      state.countries.status = 'failed';
    },
  },
  extraReducers: (builder) => builder.addCase(sessionActions.loggedOut, () => initialActionItemsState),
});

export const actionItemsActions = slice.actions;
export const actionItemsReducer = slice.reducer;
