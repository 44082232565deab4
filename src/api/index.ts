// The API layer's public face: what features and the app may use. The interceptors, the axios
// instances, the call door (gatewayCalls) and the answer readers stay inside; ESLint enforces it
// (eslint.config.js). The DTOs a feature types its state with come from `api/contract/*`.

// Calls, one module per gateway area
export * from './accounts.api';
export * from './actionItems.api';
export * from './activityHistory.api';
export * from './documents.api';
export * from './identity.api';
export * from './userAccess.api';
export * from './mintBurn.api';
export * from './savedInstructions.api';
export * from './session.api';
export * from './transfers.api';
export { fetchClientNotifications, fetchFeatureFlag, getPublicStatus } from './system.api';

// Configuration, events and the gateway gate (the maintenance pipeline opens and closes it)
export { configureApi } from './client';
export { apiEvents, type ApiEvent, type ApiEventBus, type ApiEventOf, type ApiEventType } from './events';
export { closeGateway, openGateway } from './gate';

// Errors and the error catalogue (spec part 1 §8, part 2 §8)
export { GatewayDownError, GatewayRejectedError, MaintenanceError, MalformedResponseError } from './errors';
export {
  defaultMessageOf,
  GENERIC_ERROR,
  MALFORMED_ERROR,
  PRECONDITION_MESSAGE,
  SESSION_LOGIN_OVERRIDES,
  alertForHttpError,
  exchangeOf,
} from './errorCatalogue';
export { readOldStyleStatus, readText } from './responseShapes';
export { callFailure, httpStatusOf, type CallFailure } from './callFailure';
