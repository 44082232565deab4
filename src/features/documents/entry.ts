// What runs of the documents feature: the page (a lazy chunk; nothing exported here pulls it in)
// and the root saga.
export { DocumentsPage } from './DocumentsRoute';
export { documentsSaga } from './documents.sagas';
