// The drafts' store (src/features/drafts/storage.ts): what is read back is what was written, for that
// user only and within the time kept; malformed, tampered, another user's or expired storage reads as
// nothing (and is removed), never as an error.
import fc from 'fast-check';
import {
  DRAFT_TTL_MS,
  clearDrafts,
  draftKey,
  memoryDraftStore,
  readDraft,
  removeDraft,
  usernameHash,
  writeDraft,
  type DraftStore,
} from '../../../src/features/drafts/storage';
import type { TransferDraft } from '../../../src/features/transfers/index';

const username = fc.string({ minLength: 1, maxLength: 40 });
const draft: fc.Arbitrary<TransferDraft> = fc.record({
  kind: fc.constantFrom('WIRE' as const, 'DIGITAL_ASSET' as const),
  accountNumber: fc.string({ minLength: 1, maxLength: 12 }),
  asset: fc.string({ maxLength: 8 }),
  amount: fc.string({ maxLength: 20 }),
  destination: fc.oneof(
    fc.record({ instructionId: fc.string() }),
    fc.record({ address: fc.string() }),
    fc.record({ accountNumber: fc.string() }),
  ),
});
const T0 = 1_800_000_000_000;
const within = fc.integer({ min: 0, max: DRAFT_TTL_MS - 1 });

describe('the drafts store', () => {
  it('reads back what was written, for that user, within the time kept', () => {
    fc.assert(
      fc.property(username, draft, within, (user, values, later) => {
        const store = memoryDraftStore();
        writeDraft(store, user, 'transfer', values, T0);
        expect(readDraft(store, user, 'transfer', T0 + later)).toEqual(values);
      }),
    );
  });

  it('never reads one user\'s draft as another\'s, even under the same key', () => {
    fc.assert(
      fc.property(username, username, draft, (owner, other, values) => {
        fc.pre(owner !== other);
        const store = memoryDraftStore();
        writeDraft(store, owner, 'transfer', values, T0);
        expect(readDraft(store, other, 'transfer', T0)).toBeNull();
        // The other user's key made to hold the owner's record (a collision or a copy): refused, and removed.
        store.setItem(draftKey(other, 'transfer'), store.getItem(draftKey(owner, 'transfer')) ?? '');
        expect(readDraft(store, other, 'transfer', T0)).toBeNull();
        expect(store.getItem(draftKey(other, 'transfer'))).toBeNull();
        expect(readDraft(store, owner, 'transfer', T0)).toEqual(values);
      }),
    );
  });

  it('keeps only the draft\'s own fields', () => {
    const store = memoryDraftStore();
    const wider = { kind: 'WIRE', accountNumber: 'C1', asset: 'USD', amount: '10', destination: { instructionId: 'w-1' }, password: 'x' } as TransferDraft;
    writeDraft(store, 'ana', 'transfer', wider, T0);
    expect(store.getItem(draftKey('ana', 'transfer'))).not.toContain('password');
    expect(readDraft(store, 'ana', 'transfer', T0)).toEqual({ kind: 'WIRE', accountNumber: 'C1', asset: 'USD', amount: '10', destination: { instructionId: 'w-1' } });
  });

  it('does not name the user in the key', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 9, maxLength: 40 }), (user) => {
        expect(draftKey(user, 'transfer')).toBe(`icp.draft.${usernameHash(user)}.transfer`);
        expect(usernameHash(user)).toMatch(/^[0-9a-f]{8}$/);
      }),
    );
  });

  it('reads an expired draft, or one saved in the future, as nothing and removes it', () => {
    fc.assert(
      fc.property(username, draft, fc.oneof(fc.integer({ min: DRAFT_TTL_MS, max: 10 * DRAFT_TTL_MS }), fc.integer({ min: -DRAFT_TTL_MS, max: -1 })), (user, values, offset) => {
        const store = memoryDraftStore();
        writeDraft(store, user, 'transfer', values, T0);
        expect(readDraft(store, user, 'transfer', T0 + offset)).toBeNull();
        expect(store.length).toBe(0);
      }),
    );
  });

  it('reads malformed or tampered storage as nothing, never throwing', () => {
    const record = (values: unknown, extra: Record<string, unknown> = {}) => JSON.stringify({ v: 1, username: 'ana', form: 'transfer', savedAt: T0, values, ...extra });
    const good = { kind: 'WIRE', accountNumber: 'C1', asset: 'USD', amount: '1', destination: { instructionId: 'w' } };
    const tampered = [
      record({ ...good, kind: 'CASH' }),
      record({ ...good, accountNumber: '' }),
      record({ ...good, amount: 1 }),
      record({ ...good, destination: { instructionId: 'w', address: 'a' } }),
      record({ ...good, destination: { bank: 'w' } }),
      record({ ...good, destination: null }),
      record([good]),
      record(good, { v: 2 }),
      record(good, { form: 'wire' }),
      record(good, { savedAt: String(T0) }),
    ];
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.constantFrom(...tampered)), (raw) => {
        const store = memoryDraftStore();
        store.setItem(draftKey('ana', 'transfer'), raw);
        expect(readDraft(store, 'ana', 'transfer', T0)).toBeNull();
      }),
    );
    const store = memoryDraftStore();
    store.setItem(draftKey('ana', 'transfer'), record(good));
    expect(readDraft(store, 'ana', 'transfer', T0)).toEqual(good);
  });

  it('treats a store that throws as empty', () => {
    const broken: DraftStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
      key: () => null,
      get length(): number {
        throw new Error('denied');
      },
    };
    expect(() => writeDraft(broken, 'ana', 'transfer', { kind: 'WIRE', accountNumber: 'C1', asset: '', amount: '', destination: { instructionId: '' } }, T0)).not.toThrow();
    expect(readDraft(broken, 'ana', 'transfer', T0)).toBeNull();
    expect(() => clearDrafts(broken)).not.toThrow();
  });

  it('clears every kept draft and nothing else; removes one user\'s', () => {
    const store = memoryDraftStore();
    const values: TransferDraft = { kind: 'WIRE', accountNumber: 'C1', asset: 'USD', amount: '5', destination: { instructionId: 'w' } };
    writeDraft(store, 'ana', 'transfer', values, T0);
    writeDraft(store, 'bo', 'transfer', values, T0);
    store.setItem('icp.loginStatusError', 'x');
    removeDraft(store, 'bo', 'transfer');
    expect(readDraft(store, 'bo', 'transfer', T0)).toBeNull();
    expect(readDraft(store, 'ana', 'transfer', T0)).toEqual(values);
    clearDrafts(store);
    expect(store.length).toBe(1);
    expect(store.getItem('icp.loginStatusError')).toBe('x');
  });
});
