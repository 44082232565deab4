// The API layer's public face: what features and the app may use. The interceptors, the axios
// instances, the call door (gatewayCalls) and the answer readers stay inside; ESLint enforces it
// (eslint.config.js). The DTOs a feature types its state with come from `api/contract/*`.
// Inside: `transport/` (the axios instances, interceptors, events, gate, errors and their
// catalogue, the answers' checks, the call door) and `endpoints/` (one module per gateway area,
// over the transport; the transport never imports them).

// Calls, one module per gateway area
export * from './endpoints/accounts.api';
export * from './endpoints/actionItems.api';
export * from './endpoints/activityHistory.api';
export * from './endpoints/documents.api';
export * from './endpoints/identity.api';
export * from './endpoints/userAccess.api';
export * from './endpoints/mintBurn.api';
export * from './endpoints/notifications.api';
export * from './endpoints/savedInstructions.api';
export * from './endpoints/passkeys.api';
export * from './endpoints/security.api';
export * from './endpoints/stepUp.api';
export * from './endpoints/session.api';
export * from './endpoints/transfers.api';
export { fetchClientNotifications, fetchFeatureFlag, getPublicStatus } from './endpoints/system.api';

// Configuration, events and the gateway gate (the maintenance pipeline opens and closes it)
export { configureApi } from './transport/client';
export { apiEvents, type ApiEvent, type ApiEventBus, type ApiEventOf } from './transport/events';
export { closeGateway, openGateway } from './transport/gate';

// Errors and the error catalogue (spec part 1 §8, part 2 §8)
export { MalformedResponseError } from './transport/errors';
export {
  defaultMessageOf,
  GENERIC_ERROR,
  MALFORMED_ERROR,
  PRECONDITION_MESSAGE,
  SESSION_LOGIN_OVERRIDES,
  alertForHttpError,
  exchangeOf,
} from './transport/errorCatalogue';
export { readOldStyleStatus, readText } from './transport/responseShapes';
export { callFailure, httpStatusOf } from './transport/callFailure';
