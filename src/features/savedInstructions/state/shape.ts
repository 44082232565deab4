// The saved-instructions state, one shape for every concern's reducer (the session log and its
// replay record and compare it as it is): per account, the saved wire instructions (a page of them)
// and the digital asset instructions (entity adapters), each with its load status; the forms'
// server checks and option lists; the one create, the one delete and the allow-list change that may
// run at a time.
import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { CountryDto } from '../../../api/contract/accountsGateway';
import type { InstitutionDto, SavedDigitalAssetInstructionDto, SavedWireInstructionDto, SdaiStateDto } from '../../../api/contract/savedInstructions';
import type { LoadStatus } from '../../../shared/loadStatus';

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
  /** The requestId of the wire instruction being written: one per opened form, so a create sent again after a timeout is the same request. */
  wireRequestId: string | null;
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
  /** A draft kept across the session's end, restored (issue 28): the panel of its form and account opens the form with these values, then takes it. */
  restoredDraft: RestoredInstructionDraft | null;
}

export interface RestoredInstructionDraft {
  form: FormKind;
  acctNum: string;
  values: Record<string, string>;
}

export const initialSavedInstructionsState: SavedInstructionsState = {
  addressRequestId: null,
  wireRequestId: null,
  checks: {},
  options: { countries: { status: 'idle', items: [] }, institutions: { status: 'idle', items: [] } },
  pageOpen: false,
  creation: { status: 'idle', kind: null, requestId: null, error: null, field: null },
  wires: {},
  addresses: {},
  deletion: { status: 'idle', kind: null, id: null },
  allowList: { status: 'idle', change: null, result: null },
  periods: { acctNum: null, status: 'idle', items: [] },
  restoredDraft: null,
};

/** The name every concern's slice shares: its action types are `savedInstructions/…`. */
export const SLICE_NAME = 'savedInstructions';

export type Acct = { acctNum: string };
