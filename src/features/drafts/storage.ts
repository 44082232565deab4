// Drafts kept across the session's end (issue 28 item 5), behind a small store: sessionStorage in
// the browser (this tab only, gone with it), a memory double in the tests. One entry per user and
// form, under `icp.draft.<hash of the username>.<form>`; the record names its user and the time it
// was saved, and is read back only for that user and within DRAFT_TTL_MS. Whatever is malformed,
// another user's, tampered with or expired reads as nothing (and is removed), never as an error.
// Each form keeps only its own fields, by a list of what is kept (a field added to a form later is
// not kept until it is named here): never a secret, never a masked field (docs/spec-choices.md).
import type { TransferDraft } from '../transfers/index';
import type { TravelRuleField } from '../../shared/validation/actionItems';
import type { DigitalAssetInstructionField } from '../../shared/validation/digitalAssetInstruction';
import type { WireInstructionField } from '../../shared/validation/wireInstruction';

/** The forms whose drafts are kept: Send, the two saved-instruction forms, an inbound deposit's travel-rule review. */
export type DraftForm = 'transfer' | 'wireInstruction' | 'digitalAssetInstruction' | 'travelRule';

/** A saved-instruction form's draft: the account it was being added to and its kept fields as typed. */
export interface InstructionDraft {
  accountNumber: string;
  values: Record<string, string>;
}

/** A travel-rule review's draft: the deposit (action item) and the originator's kept fields. */
export interface TravelRuleDraft {
  referenceId: string;
  values: Record<string, string | boolean>;
}

/** What each form's draft holds. */
export interface DraftValues {
  transfer: TransferDraft;
  wireInstruction: InstructionDraft;
  digitalAssetInstruction: InstructionDraft;
  travelRule: TravelRuleDraft;
}

/**
 * The wire form's kept fields: all but the masked account numbers (spec part 2 §5 shows them only by
 * their last 4 characters; the bank account, the intermediary's and both further-credit numbers).
 */
export const WIRE_KEPT_FIELDS = [
  'nickname', 'bankLocation', 'routingNumber', 'bankBic', 'accountType', 'bankIBAN', 'intermediaryBankBic', 'beneficiaryType', 'firstName', 'lastName',
  'entityName', 'country', 'address', 'city', 'beneficiaryNonUSState', 'beneficiaryUSState', 'beneficiaryUSZip', 'beneficiaryNonUSZip', 'furtherCredit',
  'furtherCreditAccountType', 'furtherCreditAccountName', 'furtherCredit2', 'furtherCredit2AccountType', 'furtherCredit2AccountName', 'additionalBankDetails',
] as const satisfies readonly WireInstructionField[];

/** The digital asset form's kept fields: all but the masked recipient account number and the request's sdaiUUID (a restored form gets its own). */
export const ADDRESS_KEPT_FIELDS = [
  'network', 'nickname', 'recipientAddress', 'destination', 'institution', 'otherInstitution', 'beneficiaryFullName', 'walletOwnerFullName', 'placeOfBusiness', 'countryOfResidence',
] as const satisfies readonly DigitalAssetInstructionField[];

/** The originator form's kept fields (none is masked or secret); `selfManaged` is its one checkbox. */
export const TRAVEL_RULE_KEPT_FIELDS = [
  'partyType', 'firstName', 'lastName', 'entityName', 'countryCode', 'addressLine1', 'addressLine2', 'city', 'stateCode', 'state', 'zipCode', 'selfManaged', 'vaspName',
] as const satisfies readonly TravelRuleField[];

/** How long a kept draft is offered back: 30 minutes after the session ended. */
export const DRAFT_TTL_MS = 30 * 60 * 1000;

const PREFIX = 'icp.draft.';

/** The storage a draft lives in (sessionStorage's shape). */
export interface DraftStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

interface DraftRecord<F extends DraftForm> {
  v: 1;
  username: string;
  form: F;
  savedAt: number;
  values: DraftValues[F];
}

/** FNV-1a (32 bits) of the username, hex: the key does not show whose draft it is. */
export function usernameHash(username: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < username.length; i += 1) {
    hash ^= username.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export const draftKey = (username: string, form: DraftForm): string => `${PREFIX}${usernameHash(username)}.${form}`;

const isString = (value: unknown): value is string => typeof value === 'string';
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isDestination(value: unknown): value is TransferDraft['destination'] {
  if (!isObject(value)) return false;
  const keys = Object.keys(value);
  if (keys.length !== 1) return false;
  const [key] = keys as [string];
  return (key === 'instructionId' || key === 'address' || key === 'accountNumber') && isString(value[key]);
}

/** A transfer draft, exactly its fields (nothing else is kept or restored). */
export function isTransferDraft(value: unknown): value is TransferDraft {
  if (!isObject(value)) return false;
  const { kind, accountNumber, asset, amount, destination } = value;
  return (kind === 'WIRE' || kind === 'DIGITAL_ASSET') && isString(accountNumber) && accountNumber !== '' && isString(asset) && isString(amount) && isDestination(destination);
}

/** Only the draft's own fields, copied (a wider object handed in keeps nothing else). */
const pickTransfer = (draft: TransferDraft): TransferDraft => {
  const destination: TransferDraft['destination'] =
    'instructionId' in draft.destination ? { instructionId: draft.destination.instructionId } : 'address' in draft.destination ? { address: draft.destination.address } : { accountNumber: draft.destination.accountNumber };
  return { kind: draft.kind, accountNumber: draft.accountNumber, asset: draft.asset, amount: draft.amount, destination };
};

type FieldValue = string | boolean;

/** The listed fields of a form's values that hold a text (the booleans named: true or false); empty texts are not kept. */
export function keptFields(values: unknown, fields: readonly string[], booleans: readonly string[] = []): Record<string, FieldValue> {
  const kept: Record<string, FieldValue> = {};
  if (!isObject(values)) return kept;
  for (const field of fields) {
    const value = values[field];
    if (booleans.includes(field) ? typeof value === 'boolean' : isString(value) && value !== '') kept[field] = value as FieldValue;
  }
  return kept;
}

/** Only listed fields, each a text (the booleans named: a boolean): what a stored draft's values must be. */
function onlyFields(value: unknown, fields: readonly string[], booleans: readonly string[] = []): value is Record<string, FieldValue> {
  return isObject(value) && Object.entries(value).every(([field, v]) => fields.includes(field) && (booleans.includes(field) ? typeof v === 'boolean' : isString(v)));
}

interface Codec<T> {
  is(value: unknown): value is T;
  pick(value: T): T;
}

const instructionCodec = (fields: readonly string[]): Codec<InstructionDraft> => ({
  is: (value): value is InstructionDraft =>
    isObject(value) && Object.keys(value).length === 2 && isString(value.accountNumber) && value.accountNumber !== '' && onlyFields(value.values, fields),
  pick: (draft) => ({ accountNumber: draft.accountNumber, values: keptFields(draft.values, fields) as Record<string, string> }),
});

const SELF_MANAGED = ['selfManaged'];

const CODECS: { [F in DraftForm]: Codec<DraftValues[F]> } = {
  transfer: { is: isTransferDraft, pick: pickTransfer },
  wireInstruction: instructionCodec(WIRE_KEPT_FIELDS),
  digitalAssetInstruction: instructionCodec(ADDRESS_KEPT_FIELDS),
  travelRule: {
    is: (value): value is TravelRuleDraft =>
      isObject(value) && Object.keys(value).length === 2 && isString(value.referenceId) && value.referenceId !== '' && onlyFields(value.values, TRAVEL_RULE_KEPT_FIELDS, SELF_MANAGED),
    pick: (draft) => ({ referenceId: draft.referenceId, values: keptFields(draft.values, TRAVEL_RULE_KEPT_FIELDS, SELF_MANAGED) }),
  },
};

function attempt(run: () => void): void {
  try {
    run();
  } catch {
    // storage full or disabled: the draft is not kept, which is what an empty store means anyway
  }
}

export function writeDraft<F extends DraftForm>(store: DraftStore, username: string, form: F, values: DraftValues[F], savedAt: number): void {
  const record: DraftRecord<F> = { v: 1, username, form, savedAt, values: CODECS[form].pick(values) };
  attempt(() => store.setItem(draftKey(username, form), JSON.stringify(record)));
}

export function removeDraft(store: DraftStore, username: string, form: DraftForm): void {
  attempt(() => store.removeItem(draftKey(username, form)));
}

/** The user's draft of the form if one was kept for them and has not expired; else null (and what was there is removed). */
export function readDraft<F extends DraftForm>(store: DraftStore, username: string, form: F, now: number): DraftValues[F] | null {
  const key = draftKey(username, form);
  let record: unknown;
  try {
    const raw = store.getItem(key);
    if (raw === null) return null;
    record = JSON.parse(raw);
  } catch {
    record = null;
  }
  if (
    isObject(record) &&
    record.v === 1 &&
    record.username === username &&
    record.form === form &&
    typeof record.savedAt === 'number' &&
    record.savedAt <= now &&
    now - record.savedAt < DRAFT_TTL_MS &&
    CODECS[form].is(record.values)
  ) {
    return CODECS[form].pick(record.values as DraftValues[F]);
  }
  removeDraft(store, username, form);
  return null;
}

/** Every kept draft, whoever's (LOG OUT). */
export function clearDrafts(store: DraftStore): void {
  attempt(() => {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    keys.forEach((key) => store.removeItem(key));
  });
}

/** The tab's sessionStorage (null where it is disabled: nothing is kept). */
export function sessionDraftStore(): DraftStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** A store in memory: the tests' double. */
export function memoryDraftStore(): DraftStore {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}
