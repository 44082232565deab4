// The notification centre's state face (issue 27): its events and reducer. The bell and the panel
// and the root saga are in entry.ts.
export { notificationCentreActions, notificationCentreReducer } from './notificationCentre.slice';
