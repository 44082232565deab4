// What other code may use from the system feature.
export { systemActions, systemReducer, MAX_OPEN_ALERTS, type SystemState } from './system.slice';
export * from './system.selectors';
export { systemSaga } from './system.sagas';
export { raiseAlert, SUCCESS_ALERT_TTL_MS } from './sagas/alerts';
export { loadAppConfig, ConfigLoadError } from './config/loadConfig';
export { FEATURE_FLAGS, ALL_FLAGS_OFF, type FeatureFlag, type FlagValues } from './flags';
export {
  NOTIFICATION_SEVERITIES,
  type ClientNotification,
  type LoadStatus,
  type NotificationSeverity,
} from './types';
