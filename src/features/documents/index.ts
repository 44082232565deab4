// The documents feature's state face: its events, slice, selectors and texts. The page and the root
// saga are in entry.ts.
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
export { DOCUMENTS_MESSAGES } from './messages';
