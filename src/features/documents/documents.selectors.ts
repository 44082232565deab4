// Selectors of the documents feature. Its reducer arrives with the signed-in chunk, after the first
// state exists: until then `state.documents` is undefined and these read the initial state.
import { createSelector } from 'reselect';
import type { DocumentDto } from '../../api/contract/documents';
import { selectSelectedAcctNum, type AccountsState } from '../accounts/index';
import { initialDocumentsState, type DocumentsState, type VersionsEntry } from './documents.slice';
import { downloadPreferences, type DownloadPreferences } from './downloadPreferences';

export interface WithDocuments {
  documents?: DocumentsState;
}
type WithDocumentsAndAccounts = WithDocuments & { accounts: AccountsState };

const selectDocumentsState = (state: WithDocuments): DocumentsState => state.documents ?? initialDocumentsState;

export const selectDocumentsPageOpen = (state: WithDocuments) => selectDocumentsState(state).pageOpen;
export const selectDocumentList = (state: WithDocuments) => selectDocumentsState(state).list;
export const selectDocumentVersions = (state: WithDocuments, documentId: string): VersionsEntry | undefined => selectDocumentsState(state).versions[documentId];
/** Documents per account number (empty until documents/accountlist answered). */
export const selectDocumentCounts = (state: WithDocuments) => selectDocumentsState(state).accountCounts;
export const selectDownload = (state: WithDocuments) => selectDocumentsState(state).download;
export const selectPreferencesOpen = (state: WithDocuments) => selectDocumentsState(state).preferences.open;

/** A table row: a version, and whether it is an earlier version shown under its document. */
export interface DocumentRow {
  key: string;
  document: DocumentDto;
  earlier: boolean;
}

const selectEntities = (state: WithDocuments) => selectDocumentsState(state).documents.entities;
const selectVersionsMap = (state: WithDocuments) => selectDocumentsState(state).versions;
const selectSelectedKeys = (state: WithDocuments) => selectDocumentsState(state).selected;

/** The table's rows: each document's newest version, its shown earlier versions under it. */
export const selectDocumentRows = createSelector([selectDocumentList, selectEntities, selectVersionsMap], (list, entities, versions): DocumentRow[] =>
  list.keys.flatMap((key) => {
    const document = entities[key];
    if (!document) return [];
    const entry = versions[document.id];
    const earlier = entry?.shown ? entry.keys.flatMap((k) => (entities[k] ? [{ key: k, document: entities[k] as DocumentDto, earlier: true }] : [])) : [];
    return [{ key, document, earlier: false }, ...earlier];
  }),
);

export const selectSelectedKeySet = createSelector([selectSelectedKeys], (keys) => new Set(keys));

/** The selected versions, in the table's order (a document's newest version, then its earlier ones). */
export const selectSelectedDocuments = createSelector([selectDocumentRows, selectSelectedKeySet], (rows, selected) =>
  rows.filter((r) => selected.has(r.key)).map((r) => r.document),
);

/** The dialog's rows, footer, Download rule and result for the selected account. */
export const selectDownloadPreferences = createSelector(
  [(state: WithDocumentsAndAccounts) => selectSelectedAcctNum(state), selectSelectedDocuments, (state: WithDocuments) => selectDocumentsState(state).types, (state: WithDocuments) => selectDocumentsState(state).preferences.choices],
  (acctNum, documents, types, choices): DownloadPreferences => downloadPreferences(acctNum ?? '', documents, types, choices),
);

