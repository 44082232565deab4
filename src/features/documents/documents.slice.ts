// Documents state: the selected account's documents (an entity adapter of versions, keyed id@version)
// and the document types the list answered; each document's earlier versions once shown; the
// selection; the Download Preferences dialog (open, and the boxes the user ticked); the one download
// that may run at a time. Reducers ignore answers that make no sense in the current status (a stale
// account's list, a download that is no longer the one running).
import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { DocumentAccountDto, DocumentDto, DocumentFormat, DocumentListDto, DocumentType, DocumentTypeDto } from '../../api/contract/documents';
import type { LoadStatus } from '../../shared/loadStatus';
import { accountsActions } from '../accounts/index';
import { sessionActions } from '../session/index';
import { toggledChoices, type PreferenceChoices, type PreferencesResult } from './downloadPreferences';

/** A version's key: the id and version together ('STM-C40017238-2026-02@1'). */
export const documentKey = (d: Pick<DocumentDto, 'id' | 'version'>): string => `${d.id}@${d.version}`;

export const documentsAdapter = createEntityAdapter<DocumentDto>({ selectId: documentKey });

export interface VersionsEntry {
  status: LoadStatus;
  /** Shown under the document in the table. */
  shown: boolean;
  /** The earlier versions' keys, newest first. */
  keys: string[];
}

export type DownloadState =
  | { status: 'idle' }
  | { status: 'downloading'; requestId: string; documentCount: number; multiple: boolean; loaded: number; total: number | null }
  | { status: 'succeeded'; requestId: string; fileName: string }
  | { status: 'failed'; requestId: string; message: string };

export interface DocumentsState {
  /** The page is on screen: account changes then reload its list. */
  pageOpen: boolean;
  /** The account the list is of, its load status and its documents' keys in the gateway's order. */
  list: { acctNum: string | null; status: LoadStatus; keys: string[] };
  documents: EntityState<DocumentDto>;
  types: DocumentTypeDto[];
  versions: Record<string, VersionsEntry>;
  /** Selected versions' keys. */
  selected: string[];
  preferences: { open: boolean; choices: PreferenceChoices };
  download: DownloadState;
  /** How many documents each account has (documents/accountlist, loaded as the page opens); empty until then or when it failed. */
  accountCounts: Record<string, number>;
}

export const initialDocumentsState: DocumentsState = {
  pageOpen: false,
  list: { acctNum: null, status: 'idle', keys: [] },
  documents: documentsAdapter.getInitialState(),
  types: [],
  versions: {},
  selected: [],
  preferences: { open: false, choices: {} },
  download: { status: 'idle' },
  accountCounts: {},
};

const isRunning = (state: DocumentsState, requestId: string) => state.download.status === 'downloading' && state.download.requestId === requestId;

/** A new account's page: nothing of the last one stays (the page stays open). */
const freshFor = (state: DocumentsState): DocumentsState => ({ ...initialDocumentsState, pageOpen: state.pageOpen, accountCounts: state.accountCounts });

// Every selected key is a listed version: the reducers below select only those and drop the rest.
const selectedDocuments = (state: DocumentsState): DocumentDto[] => state.selected.map((key) => state.documents.entities[key] as DocumentDto);

const documentsSlice = createSlice({
  name: 'documents',
  initialState: initialDocumentsState,
  reducers: {
    pageOpened: (state) => {
      state.pageOpen = true;
    },
    accountCountsLoaded: (state, action: PayloadAction<{ accounts: DocumentAccountDto[] }>) => {
      state.accountCounts = Object.fromEntries(action.payload.accounts.map((a) => [a.accountNumber, a.documentCount]));
    },
    /** The counts could not be loaded: the choice shows the accounts without them (the page works as before). */
    accountCountsFailed: (state) => {
      state.accountCounts = {};
    },
    pageClosed: (state) => {
      state.pageOpen = false;
      state.preferences.open = false;
    },
    /** The user asked to load the list again after a failure. */
    listReloadRequested: () => undefined,

    listRequested: (state, action: PayloadAction<{ acctNum: string }>) => {
      if (state.list.acctNum !== action.payload.acctNum) return { ...freshFor(state), list: { acctNum: action.payload.acctNum, status: 'pending', keys: [] } };
      state.list.status = 'pending';
      return undefined;
    },
    listLoaded: (state, action: PayloadAction<{ acctNum: string; list: DocumentListDto }>) => {
      if (state.list.acctNum !== action.payload.acctNum || state.list.status !== 'pending') return;
      const { documents, documentTypes } = action.payload.list;
      state.list = { acctNum: action.payload.acctNum, status: 'succeeded', keys: documents.map(documentKey) };
      documentsAdapter.setAll(state.documents, documents);
      state.types = documentTypes;
      state.versions = {};
      state.selected = state.selected.filter((key) => key in state.documents.entities);
    },
    listFailed: (state, action: PayloadAction<{ acctNum: string }>) => {
      if (state.list.acctNum !== action.payload.acctNum || state.list.status !== 'pending') return;
      state.list.status = 'failed';
    },

    /** The user asked to see a document's earlier versions; the saga loads them the first time. */
    versionsShown: (state, action: PayloadAction<{ documentId: string }>) => {
      const entry = state.versions[action.payload.documentId];
      if (entry) entry.shown = true;
      else state.versions[action.payload.documentId] = { status: 'idle', shown: true, keys: [] };
    },
    /** Hiding earlier versions unselects them: nothing hidden is downloaded. */
    versionsHidden: (state, action: PayloadAction<{ documentId: string }>) => {
      const entry = state.versions[action.payload.documentId];
      if (!entry) return;
      entry.shown = false;
      state.selected = state.selected.filter((key) => !entry.keys.includes(key));
    },
    versionsRequested: (state, action: PayloadAction<{ documentId: string }>) => {
      const entry = state.versions[action.payload.documentId];
      if (entry) entry.status = 'pending';
    },
    versionsLoaded: (state, action: PayloadAction<{ acctNum: string; documentId: string; versions: DocumentDto[] }>) => {
      const { acctNum, documentId, versions } = action.payload;
      const entry = state.versions[documentId];
      if (!entry || entry.status !== 'pending' || state.list.acctNum !== acctNum) return;
      const earlier = versions.filter((v) => v.id === documentId && !state.list.keys.includes(documentKey(v)));
      documentsAdapter.upsertMany(state.documents, earlier);
      state.versions[documentId] = { ...entry, status: 'succeeded', keys: earlier.map(documentKey) };
    },
    versionsFailed: (state, action: PayloadAction<{ documentId: string }>) => {
      const entry = state.versions[action.payload.documentId];
      if (entry?.status === 'pending') entry.status = 'failed';
    },

    documentToggled: (state, action: PayloadAction<{ key: string }>) => {
      const { key } = action.payload;
      if (!(key in state.documents.entities)) return;
      state.selected = state.selected.includes(key) ? state.selected.filter((k) => k !== key) : [...state.selected, key];
    },
    /** Select all (or none) of the given rows. */
    allToggled: (state, action: PayloadAction<{ keys: string[]; selected: boolean }>) => {
      const keys = action.payload.keys.filter((key) => key in state.documents.entities);
      state.selected = action.payload.selected ? [...state.selected, ...keys.filter((k) => !state.selected.includes(k))] : state.selected.filter((k) => !keys.includes(k));
    },

    /** Download Selected: the dialog opens with each type's starting boxes. */
    preferencesOpened: (state) => {
      if (state.selected.length === 0) return;
      state.preferences = { open: true, choices: {} };
      if (state.download.status !== 'downloading') state.download = { status: 'idle' };
    },
    formatToggled: (state, action: PayloadAction<{ docType: DocumentType; format: DocumentFormat }>) => {
      if (!state.preferences.open || state.download.status === 'downloading') return;
      const { docType, format } = action.payload;
      state.preferences.choices = toggledChoices(state.preferences.choices, selectedDocuments(state), state.types, docType, format);
    },
    /** Cancel, the X or Escape: the dialog closes (and a download it runs is cancelled by the saga). */
    preferencesClosed: (state) => {
      state.preferences.open = false;
    },

    /** The dialog's result (spec part 2 §4): the request body and whether it asks for several files. */
    downloadRequested: (_state, _action: PayloadAction<PreferencesResult>) => undefined,
    downloadStarted: (state, action: PayloadAction<{ requestId: string; documentCount: number; multiple: boolean }>) => {
      if (state.download.status === 'downloading') return;
      state.download = { status: 'downloading', ...action.payload, loaded: 0, total: null };
    },
    downloadProgressed: (state, action: PayloadAction<{ requestId: string; loaded: number; total: number | null }>) => {
      if (state.download.status !== 'downloading' || state.download.requestId !== action.payload.requestId) return;
      state.download.loaded = action.payload.loaded;
      state.download.total = action.payload.total;
    },
    downloadSucceeded: (state, action: PayloadAction<{ requestId: string; fileName: string }>) => {
      if (!isRunning(state, action.payload.requestId)) return;
      state.download = { status: 'succeeded', ...action.payload };
      state.preferences.open = false;
    },
    downloadFailed: (state, action: PayloadAction<{ requestId: string; message: string }>) => {
      if (!isRunning(state, action.payload.requestId)) return;
      state.download = { status: 'failed', ...action.payload };
    },
    downloadCancelled: (state, action: PayloadAction<{ requestId: string }>) => {
      if (!isRunning(state, action.payload.requestId)) return;
      state.download = { status: 'idle' };
    },
  },
  // Logout clears state (spec part 2 §4), as does clearing the accounts; another account starts afresh.
  extraReducers: (builder) =>
    builder
      .addCase(accountsActions.accountSelected, (state) => freshFor(state))
      .addCase(accountsActions.cleared, (state) => ({ ...freshFor(state), accountCounts: {} }))
      .addCase(sessionActions.loggedOut, () => initialDocumentsState),
});

export const documentsActions = documentsSlice.actions;
export const documentsReducer = documentsSlice.reducer;
