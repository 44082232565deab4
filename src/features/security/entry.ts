// What runs of the security feature: the page (a lazy chunk; nothing exported here pulls it in) and
// the root saga.
export { SecurityPage } from './SecurityRoute';
export { securitySaga } from './security.sagas';
