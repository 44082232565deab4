// The documents feature's state face: its events, slice, selectors and texts. The page and the root
// saga are in entry.ts.
export { documentsActions, documentsReducer, initialDocumentsState, type DocumentsState } from './documents.slice';
export {
  selectDocumentList,
  selectDocumentRows,
  selectDownload,
  selectDownloadPreferences,
  selectPreferencesOpen,
  selectSelectedDocuments,
} from './documents.selectors';
