// What other code may use from the documents feature. The page is a lazy chunk; nothing exported
// here pulls it in.
export { DocumentsPage } from './DocumentsRoute';
export { documentsActions, documentsReducer, initialDocumentsState, documentKey, type DocumentsState, type DownloadState } from './documents.slice';
export {
  selectDocumentList,
  selectDocumentRows,
  selectDocumentsPageOpen,
  selectDownload,
  selectDownloadPreferences,
  selectPreferencesOpen,
  selectSelectedDocuments,
  type DocumentRow,
  type WithDocuments,
} from './documents.selectors';
export { documentsSaga } from './documents.sagas';
export { DOCUMENTS_MESSAGES } from './messages';
