// What runs of the system feature: the root saga, the alert saga helper other features' sagas use,
// and the configuration's loader (boot).
export { systemSaga } from './system.sagas';
export { raiseAlert } from './sagas/alerts';
export { loadAppConfig, ConfigLoadError } from './config/loadConfig';
