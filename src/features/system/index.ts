// The system feature's state face: its events, slice, selectors, flags and types. What runs (the
// root saga, raiseAlert for other features' sagas, the configuration's loader) is in entry.ts.
export { systemActions, systemReducer, type SystemState } from './system.slice';
export * from './system.selectors';
export { FEATURE_FLAGS, ALL_FLAGS_OFF, type FeatureFlag, type FlagValues } from './flags';
export { NOTIFICATION_SEVERITIES, type ClientNotification } from './types';
