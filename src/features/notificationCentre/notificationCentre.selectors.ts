// Selectors of the notification centre. Its reducer arrives with the signed-in chunk: until then
// `state.notificationCentre` is undefined and these read the initial state.
import { createSelector } from 'reselect';
import { initialNotificationCentreState, type NotificationCentreState } from './notificationCentre.slice';

export interface WithNotificationCentre {
  notificationCentre?: NotificationCentreState;
}

const selectState = (state: WithNotificationCentre): NotificationCentreState => state.notificationCentre ?? initialNotificationCentreState;

export const selectNotificationItems = (state: WithNotificationCentre) => selectState(state).items;
export const selectNotificationsStatus = (state: WithNotificationCentre) => selectState(state).status;
export const selectUnreadCount = (state: WithNotificationCentre) => selectState(state).unread;
export const selectPanelOpen = (state: WithNotificationCentre) => selectState(state).panelOpen;
export const selectDismissing = (state: WithNotificationCentre) => selectState(state).dismissing;
export const selectDismissFailed = (state: WithNotificationCentre) => selectState(state).dismissFailed;
const selectNewIds = (state: WithNotificationCentre) => selectState(state).newIds;

/** The ids of the listed notifications not read yet. */
export const selectUnreadIds = createSelector([selectNotificationItems], (items) => items.filter((n) => !n.read).map((n) => n.id));

/** The listed notifications, each marked whether it shows as new (unread when the panel opened, or still unread). */
export const selectPanelNotifications = createSelector([selectNotificationItems, selectNewIds], (items, newIds) =>
  items.map((n) => ({ ...n, isNew: !n.read || newIds.includes(n.id) })),
);
