// The notification centre's state (issue 27): the user's notifications as the gateway last answered
// them (newest first) and their unread count; whether the panel is open and which notifications
// were unread when it opened (they show "New" while it stays open, though reading marks them read);
// the one dismissal that may run per notification, and the last one that failed. Cleared at logout.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NotificationDto, NotificationListDto } from '../../api/contract/notifications';
import type { LoadStatus } from '../../shared/loadStatus';
import { sessionActions } from '../session/index';

export interface NotificationCentreState {
  status: LoadStatus;
  items: NotificationDto[];
  unread: number;
  panelOpen: boolean;
  /** Unread when the panel opened: marked "New" until it closes. */
  newIds: string[];
  dismissing: string[];
  /** The notification whose dismissal failed last (its message shows beside it). */
  dismissFailed: string | null;
}

export const initialNotificationCentreState: NotificationCentreState = {
  status: 'idle',
  items: [],
  unread: 0,
  panelOpen: false,
  newIds: [],
  dismissing: [],
  dismissFailed: null,
};

const slice = createSlice({
  name: 'notificationCentre',
  initialState: initialNotificationCentreState,
  reducers: {
    panelOpened: (state) => {
      state.panelOpen = true;
      state.dismissFailed = null;
    },
    panelClosed: (state) => {
      state.panelOpen = false;
      state.newIds = [];
      state.dismissFailed = null;
    },
    retryRequested: () => undefined,
    listRequested: (state) => {
      state.status = 'pending';
    },
    listLoaded: (state, action: PayloadAction<NotificationListDto>) => {
      state.status = 'succeeded';
      state.items = action.payload.notifications;
      state.unread = action.payload.unread;
    },
    listFailed: (state) => {
      state.status = 'failed';
    },
    /** The unread ones the open panel shows (the saga marks them read next). */
    shownAsNew: (state, action: PayloadAction<{ ids: string[] }>) => {
      if (state.panelOpen) state.newIds = action.payload.ids;
    },
    dismissClicked: (state, action: PayloadAction<{ id: string }>) => {
      if (!state.dismissing.includes(action.payload.id)) state.dismissing.push(action.payload.id);
      if (state.dismissFailed === action.payload.id) state.dismissFailed = null;
    },
    dismissSucceeded: (state, action: PayloadAction<{ id: string; list: NotificationListDto }>) => {
      state.dismissing = state.dismissing.filter((id) => id !== action.payload.id);
      state.items = action.payload.list.notifications;
      state.unread = action.payload.list.unread;
    },
    dismissFailed: (state, action: PayloadAction<{ id: string }>) => {
      state.dismissing = state.dismissing.filter((id) => id !== action.payload.id);
      state.dismissFailed = action.payload.id;
    },
  },
  extraReducers: (builder) => builder.addCase(sessionActions.loggedOut, () => initialNotificationCentreState),
});

export const notificationCentreActions = slice.actions;
export const notificationCentreReducer = slice.reducer;
