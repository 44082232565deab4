// Drafts kept across the session's end (issue 28 item 5), behind a small store: sessionStorage in
// the browser (this tab only, gone with it), a memory double in the tests. One entry per user and
// form, under `icp.draft.<hash of the username>.<form>`; the record names its user and the time it
// was saved, and is read back only for that user and within DRAFT_TTL_MS. Whatever is malformed,
// another user's, tampered with or expired reads as nothing (and is removed), never as an error.
import type { TransferDraft } from '../transfers/index';

/** The forms whose drafts are kept (the transfer's first; see docs/spec-choices.md). */
export type DraftForm = 'transfer';

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

interface DraftRecord {
  v: 1;
  username: string;
  form: DraftForm;
  savedAt: number;
  values: TransferDraft;
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
const pick = (draft: TransferDraft): TransferDraft => {
  const destination: TransferDraft['destination'] =
    'instructionId' in draft.destination ? { instructionId: draft.destination.instructionId } : 'address' in draft.destination ? { address: draft.destination.address } : { accountNumber: draft.destination.accountNumber };
  return { kind: draft.kind, accountNumber: draft.accountNumber, asset: draft.asset, amount: draft.amount, destination };
};

function attempt(run: () => void): void {
  try {
    run();
  } catch {
    // storage full or disabled: the draft is not kept, which is what an empty store means anyway
  }
}

export function writeDraft(store: DraftStore, username: string, form: DraftForm, values: TransferDraft, savedAt: number): void {
  const record: DraftRecord = { v: 1, username, form, savedAt, values: pick(values) };
  attempt(() => store.setItem(draftKey(username, form), JSON.stringify(record)));
}

export function removeDraft(store: DraftStore, username: string, form: DraftForm): void {
  attempt(() => store.removeItem(draftKey(username, form)));
}

/** The user's draft of the form if one was kept for them and has not expired; else null (and what was there is removed). */
export function readDraft(store: DraftStore, username: string, form: DraftForm, now: number): TransferDraft | null {
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
    isTransferDraft(record.values)
  ) {
    return pick(record.values);
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
