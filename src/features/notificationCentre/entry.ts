// What runs of the notification centre: the bell and its panel (with the menu, in the portal chunk)
// and the root saga.
export { NotificationBell } from './components/NotificationBell';
export { NotificationPanel } from './components/NotificationPanel';
export { notificationCentreSaga } from './notificationCentre.sagas';
