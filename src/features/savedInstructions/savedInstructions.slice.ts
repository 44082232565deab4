// Saved-instructions state (spec part 2 §2–§4): per account, the saved wire instructions (a page of
// them) and the digital asset instructions (entity adapters), each with its load status; the one
// delete that may run at a time (the dialogs close only on the expected success status); the
// allow-list change in flight. Reducers ignore answers that make no sense in the current status.
import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { CountryDto } from '../../api/contract/accountsGateway';
import type { InstitutionDto, PagedDto, SavedDigitalAssetInstructionDto, SavedWireInstructionDto, SdaiStateDto } from '../../api/contract/savedInstructions';
import type { LoadStatus } from '../../shared/loadStatus';
import { accountsActions } from '../accounts/index';
import { sessionActions } from '../session/index';

export const wireInstructionsAdapter = createEntityAdapter<SavedWireInstructionDto>({ selectId: (w) => w.accountInstructionId });
export const addressInstructionsAdapter = createEntityAdapter<SavedDigitalAssetInstructionDto>({ selectId: (a) => a.addressId });

export type WireListEntry = EntityState<SavedWireInstructionDto> & { status: LoadStatus; page: number; count: number; totalRecords: number; error: string | null };
export type AddressListEntry = EntityState<SavedDigitalAssetInstructionDto> & { status: LoadStatus; error: string | null };
export type CreateKind = 'wire' | 'address';
export type DeleteKind = 'wire' | 'address';
export type AllowListChange = 'enable' | 'edit' | 'disable';

export type FormKind = 'wire' | 'address';
/** A server check of one field (lookup, uniqueness, IBAN): for the value it was run on. */
export interface FieldCheck {
  value: string;
  status: LoadStatus;
  /** The message to show under the field when the check failed. */
  message: string | null;
  /** What the lookup found (the bank's name and city), shown under the field. */
  found: string | null;
}
export type CheckedField = 'nickname' | 'routingNumber' | 'bankBic' | 'intermediaryBankBic' | 'bankIBAN';

export interface SavedInstructionsState {
  /** The sdaiUUID of the digital asset instruction being written: one per opened form, so a retried submit is the same request. */
  addressRequestId: string | null;
  /** Server checks of the open forms' fields, by `${form}.${field}`. */
  checks: Record<string, FieldCheck>;
  /** Lists the forms offer (countries, institutions), loaded once per session. */
  options: { countries: { status: LoadStatus; items: CountryDto[] }; institutions: { status: LoadStatus; items: InstitutionDto[] } };
  /** The page is on screen: account changes then reload its lists. */
  pageOpen: boolean;
  /** The one create that may run at a time, and what it ended with (the form keeps its input on failure). */
  creation: { status: LoadStatus; kind: CreateKind | null; requestId: string | null; error: string | null; field: string | null };
  wires: Record<string, WireListEntry>;
  addresses: Record<string, AddressListEntry>;
  deletion: { status: LoadStatus; kind: DeleteKind | null; id: string | null };
  allowList: { status: LoadStatus; change: AllowListChange | null; result: SdaiStateDto | null };
  /** The activation periods offered (spec part 2 §4: enable defaults to the first). */
  periods: { acctNum: string | null; status: LoadStatus; items: string[] };
}

export const initialSavedInstructionsState: SavedInstructionsState = {
  addressRequestId: null,
  checks: {},
  options: { countries: { status: 'idle', items: [] }, institutions: { status: 'idle', items: [] } },
  pageOpen: false,
  creation: { status: 'idle', kind: null, requestId: null, error: null, field: null },
  wires: {},
  addresses: {},
  deletion: { status: 'idle', kind: null, id: null },
  allowList: { status: 'idle', change: null, result: null },
  periods: { acctNum: null, status: 'idle', items: [] },
};

type Acct = { acctNum: string };

const slice = createSlice({
  name: 'savedInstructions',
  initialState: initialSavedInstructionsState,
  reducers: {
    pageOpened: (state) => {
      state.pageOpen = true;
    },
    pageClosed: (state) => {
      state.pageOpen = false;
    },
    /** A form opened: its lists are loaded if they are not yet, its server checks start afresh. */
    formOpened: (state, action: PayloadAction<{ form: FormKind }>) => {
      const prefix = `${action.payload.form}.`;
      for (const key of Object.keys(state.checks)) if (key.startsWith(prefix)) delete state.checks[key];
      if (state.creation.status !== 'pending') state.creation = initialSavedInstructionsState.creation;
    },
    addressRequestIdAssigned: (state, action: PayloadAction<{ sdaiUUID: string }>) => {
      state.addressRequestId = action.payload.sdaiUUID;
    },
    /** The digital asset form was submitted with these values and its sdaiUUID. */
    addressInstructionSubmitted: (_state, _action: PayloadAction<Acct & { values: Record<string, string> }>) => undefined,
    formClosed: (state, action: PayloadAction<{ form: FormKind }>) => {
      const prefix = `${action.payload.form}.`;
      for (const key of Object.keys(state.checks)) if (key.startsWith(prefix)) delete state.checks[key];
    },
    /** A field left (blur), or the IBAN typed: the saga decides whether a server check runs. */
    fieldBlurred: (_state, _action: PayloadAction<{ form: FormKind; field: CheckedField; value: string }>) => undefined,
    ibanEdited: (_state, _action: PayloadAction<{ value: string }>) => undefined,
    fieldCheckStarted: (state, action: PayloadAction<{ key: string; value: string }>) => {
      state.checks[action.payload.key] = { value: action.payload.value, status: 'pending', message: null, found: null };
    },
    fieldCheckPassed: (state, action: PayloadAction<{ key: string; value: string; found?: string }>) => {
      const check = state.checks[action.payload.key];
      if (check?.value !== action.payload.value) return;
      state.checks[action.payload.key] = { ...check, status: 'succeeded', found: action.payload.found ?? null };
    },
    fieldCheckFailed: (state, action: PayloadAction<{ key: string; value: string; message: string }>) => {
      const check = state.checks[action.payload.key];
      if (check?.value !== action.payload.value) return;
      state.checks[action.payload.key] = { ...check, status: 'failed', message: action.payload.message };
    },
    /** The value no longer needs a server check (empty, or wrong by the local rules). */
    fieldCheckCleared: (state, action: PayloadAction<{ key: string }>) => {
      delete state.checks[action.payload.key];
    },
    countriesLoaded: (state, action: PayloadAction<{ items: CountryDto[] }>) => {
      state.options.countries = { status: 'succeeded', items: action.payload.items };
    },
    countriesFailed: (state) => {
      state.options.countries.status = 'failed';
    },
    institutionsLoaded: (state, action: PayloadAction<{ items: InstitutionDto[] }>) => {
      state.options.institutions = { status: 'succeeded', items: action.payload.items };
    },
    institutionsFailed: (state) => {
      state.options.institutions.status = 'failed';
    },

    /** The allow-list changed (enable, disable): the lists are loaded again. */
    listsReloadRequested: () => undefined,

    wireListRequested: (state, action: PayloadAction<Acct & { page: number; count: number }>) => {
      const { acctNum, page, count } = action.payload;
      state.wires[acctNum] = { ...wireInstructionsAdapter.getInitialState(), status: 'pending', page, count, totalRecords: 0, error: null };
    },
    wireListLoaded: (state, action: PayloadAction<Acct & { result: PagedDto<SavedWireInstructionDto> }>) => {
      const entry = state.wires[action.payload.acctNum];
      if (entry?.status !== 'pending') return;
      const { items, page, count, totalRecords } = action.payload.result;
      state.wires[action.payload.acctNum] = { ...wireInstructionsAdapter.setAll(entry, items), status: 'succeeded', page, count, totalRecords, error: null };
    },
    wireListFailed: (state, action: PayloadAction<Acct & { error: string }>) => {
      const entry = state.wires[action.payload.acctNum];
      if (entry?.status !== 'pending') return;
      entry.status = 'failed';
      entry.error = action.payload.error;
    },

    addressListRequested: (state, action: PayloadAction<Acct>) => {
      state.addresses[action.payload.acctNum] = { ...addressInstructionsAdapter.getInitialState(), status: 'pending', error: null };
    },
    addressListLoaded: (state, action: PayloadAction<Acct & { items: SavedDigitalAssetInstructionDto[] }>) => {
      const entry = state.addresses[action.payload.acctNum];
      if (entry?.status !== 'pending') return;
      state.addresses[action.payload.acctNum] = { ...addressInstructionsAdapter.setAll(entry, action.payload.items), status: 'succeeded', error: null };
    },
    addressListFailed: (state, action: PayloadAction<Acct & { error: string }>) => {
      const entry = state.addresses[action.payload.acctNum];
      if (entry?.status !== 'pending') return;
      entry.status = 'failed';
      entry.error = action.payload.error;
    },

    /** The wire form was submitted with these values (account numbers are not secrets: ADR 0005). */
    wireInstructionSubmitted: (_state, _action: PayloadAction<Acct & { values: Record<string, string> }>) => undefined,
    /** A create form was submitted; requestId is the saga's (for an address, the sdaiUUID). */
    createSubmitted: (state, action: PayloadAction<{ kind: CreateKind; requestId: string }>) => {
      if (state.creation.status === 'pending') return;
      state.creation = { status: 'pending', kind: action.payload.kind, requestId: action.payload.requestId, error: null, field: null };
    },
    wireCreated: (state, action: PayloadAction<Acct & { requestId: string; instruction: SavedWireInstructionDto }>) => {
      const { acctNum, requestId, instruction } = action.payload;
      if (state.creation.status !== 'pending' || state.creation.requestId !== requestId) return;
      state.creation.status = 'succeeded';
      const wires = state.wires[acctNum];
      if (wires && wires.status === 'succeeded' && wires.entities[instruction.accountInstructionId] === undefined) {
        // Newest first, as the list call answers.
        wireInstructionsAdapter.setAll(wires, [instruction, ...wireInstructionsAdapter.getSelectors().selectAll(wires)]);
        wires.totalRecords += 1;
      }
    },
    addressCreated: (state, action: PayloadAction<Acct & { requestId: string; instruction: SavedDigitalAssetInstructionDto }>) => {
      const { acctNum, requestId, instruction } = action.payload;
      if (state.creation.status !== 'pending' || state.creation.requestId !== requestId) return;
      state.creation.status = 'succeeded';
      state.addressRequestId = null;
      const addresses = state.addresses[acctNum];
      if (addresses && addresses.status === 'succeeded' && addresses.entities[instruction.addressId] === undefined) {
        addressInstructionsAdapter.setAll(addresses, [instruction, ...addressInstructionsAdapter.getSelectors().selectAll(addresses)]);
      }
    },
    /** The create was refused: the message, and the field the gateway named (the form shows it there). */
    createFailed: (state, action: PayloadAction<{ requestId: string; error: string; field?: string }>) => {
      if (state.creation.status !== 'pending' || state.creation.requestId !== action.payload.requestId) return;
      state.creation.status = 'failed';
      state.creation.error = action.payload.error;
      state.creation.field = action.payload.field ?? null;
    },
    /** The form was opened or closed: the last create's outcome no longer shows. */
    createReset: (state) => {
      if (state.creation.status !== 'pending') state.creation = initialSavedInstructionsState.creation;
    },

    deleteConfirmed: (state, action: PayloadAction<{ kind: DeleteKind; id: string }>) => {
      if (state.deletion.status === 'pending') return;
      state.deletion = { status: 'pending', kind: action.payload.kind, id: action.payload.id };
    },
    deleteSucceeded: (state, action: PayloadAction<Acct & { kind: DeleteKind; id: string }>) => {
      const { acctNum, kind, id } = action.payload;
      if (state.deletion.status !== 'pending' || state.deletion.id !== id) return;
      state.deletion = { status: 'succeeded', kind, id };
      const wires = state.wires[acctNum];
      const addresses = state.addresses[acctNum];
      if (kind === 'wire' && wires) {
        wireInstructionsAdapter.removeOne(wires, id);
        wires.totalRecords = Math.max(0, wires.totalRecords - 1);
      }
      if (kind === 'address' && addresses) addressInstructionsAdapter.removeOne(addresses, id);
    },
    /** The server did not answer the expected success status: the dialog stays, no message (spec part 2 §8). */
    deleteFailed: (state, action: PayloadAction<{ id: string }>) => {
      if (state.deletion.status !== 'pending' || state.deletion.id !== action.payload.id) return;
      state.deletion.status = 'failed';
    },
    /** A delete dialog opened or closed: a finished delete no longer shows. */
    deleteReset: (state) => {
      if (state.deletion.status !== 'pending') state.deletion = initialSavedInstructionsState.deletion;
    },

    activationPeriodsRequested: (state, action: PayloadAction<Acct>) => {
      state.periods = { acctNum: action.payload.acctNum, status: 'pending', items: [] };
    },
    activationPeriodsLoaded: (state, action: PayloadAction<Acct & { periods: string[] }>) => {
      if (state.periods.acctNum !== action.payload.acctNum) return;
      state.periods = { acctNum: action.payload.acctNum, status: 'succeeded', items: action.payload.periods };
    },
    activationPeriodsFailed: (state, action: PayloadAction<Acct>) => {
      if (state.periods.acctNum === action.payload.acctNum) state.periods.status = 'failed';
    },
    /** A dialog's confirm: enable (period, acknowledged), edit (period) or disable. */
    allowListChangeSubmitted: (state, action: PayloadAction<Acct & { change: AllowListChange; activationPeriod?: string }>) => {
      if (state.allowList.status === 'pending') return;
      // The last change's answer stays laid over the account's details until this one answers.
      state.allowList = { status: 'pending', change: action.payload.change, result: state.allowList.result };
    },
    allowListChangeSucceeded: (state, action: PayloadAction<{ result: SdaiStateDto }>) => {
      if (state.allowList.status !== 'pending') return;
      state.allowList = { ...state.allowList, status: 'succeeded', result: action.payload.result };
    },
    allowListChangeFailed: (state) => {
      if (state.allowList.status === 'pending') state.allowList.status = 'failed';
    },
    /** A dialog opened: the last change's outcome no longer shows (its answer stays laid over the details). */
    allowListReset: (state) => {
      if (state.allowList.status !== 'pending') state.allowList = { ...state.allowList, status: 'idle', change: null };
    },
  },
  extraReducers: (builder) =>
    builder.addCase(accountsActions.cleared, () => initialSavedInstructionsState).addCase(sessionActions.loggedOut, () => initialSavedInstructionsState),
});

export const savedInstructionsActions = slice.actions;
export const savedInstructionsReducer = slice.reducer;
