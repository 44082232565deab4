// The drafts' store (src/features/drafts/storage.ts): what is read back is what was written, for that
// user only and within the time kept; malformed, tampered, another user's or expired storage reads as
// nothing (and is removed), never as an error. Each form keeps only its own listed fields (never a
// masked one, a secret or another form's).
import fc from 'fast-check';
import {
  ADDRESS_KEPT_FIELDS,
  DRAFT_TTL_MS,
  TRAVEL_RULE_KEPT_FIELDS,
  WIRE_KEPT_FIELDS,
  clearDrafts,
  draftKey,
  keptFields,
  memoryDraftStore,
  readDraft,
  removeDraft,
  usernameHash,
  writeDraft,
  type DraftForm,
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

describe('the instruction and travel-rule drafts (issue 28: the other forms)', () => {
  const WIRE_MASKED = ['bankAcccountNumber', 'intermediaryBankAccount', 'furtherCreditAccountNumber', 'furtherCredit2AccountNumber'];
  const ADDRESS_NOT_KEPT = ['recipientAccountNumber', 'sdaiUUID'];
  const text = fc.string({ minLength: 1, maxLength: 40 });
  /** Values of `fields` (some of them), each a non-empty text. */
  const valuesOf = (fields: readonly string[]) => fc.dictionary(fc.constantFrom(...fields), text, { maxKeys: fields.length });
  /** Anything else a form's state or a wider object might hold: other fields, secrets, wrong types. */
  const foreign = fc.dictionary(
    fc.oneof(fc.constantFrom('password', 'securityCode', 'answer', 'sdaiUUID', ...WIRE_MASKED, ...ADDRESS_NOT_KEPT), fc.string()),
    fc.oneof(text, fc.integer(), fc.constant(null), fc.constant(true)),
  );
  const instructionForms = [
    ['wireInstruction', WIRE_KEPT_FIELDS, WIRE_MASKED],
    ['digitalAssetInstruction', ADDRESS_KEPT_FIELDS, ADDRESS_NOT_KEPT],
  ] as const;

  it('keeps no masked field, no secret and no request id: the lists of kept fields', () => {
    for (const field of WIRE_MASKED) expect(WIRE_KEPT_FIELDS).not.toContain(field);
    for (const field of ADDRESS_NOT_KEPT) expect(ADDRESS_KEPT_FIELDS).not.toContain(field);
    expect(TRAVEL_RULE_KEPT_FIELDS).not.toContain('answer');
  });

  it.each(instructionForms)('%s: only its own fields round-trip, for that user only, with the account', (form, fields, notKept) => {
    fc.assert(
      fc.property(username, username, fc.string({ minLength: 1, maxLength: 12 }), valuesOf(fields), foreign, within, (owner, other, accountNumber, own, extra, later) => {
        fc.pre(owner !== other);
        const store = memoryDraftStore();
        const typed: Record<string, string> = { ...(extra as Record<string, string>), ...own };
        writeDraft(store, owner, form, { accountNumber, values: typed }, T0);
        const read = readDraft(store, owner, form, T0 + later);
        // What is read back is exactly the form's kept fields as typed: nothing foreign, nothing masked.
        const expected = Object.fromEntries(Object.entries(typed).filter(([f, v]) => (fields as readonly string[]).includes(f) && typeof v === 'string' && v !== ''));
        expect(read).toEqual({ accountNumber, values: expected });
        expect(Object.keys(read?.values ?? {}).every((f) => (fields as readonly string[]).includes(f))).toBe(true);
        for (const field of notKept) expect(store.getItem(draftKey(owner, form))).not.toContain(`"${field}"`);
        expect(readDraft(store, other, form, T0)).toBeNull();
        // Another form's key, or another user's, never holds it.
        expect(readDraft(store, owner, form === 'wireInstruction' ? 'digitalAssetInstruction' : 'wireInstruction', T0)).toBeNull();
        store.setItem(draftKey(other, form), store.getItem(draftKey(owner, form)) ?? '');
        expect(readDraft(store, other, form, T0)).toBeNull();
      }),
    );
  });

  it('travelRule: only the originator fields round-trip (self-managed as a boolean), with the deposit, for that user only', () => {
    const strings = TRAVEL_RULE_KEPT_FIELDS.filter((f) => f !== 'selfManaged');
    fc.assert(
      fc.property(username, username, fc.string({ minLength: 1, maxLength: 20 }), valuesOf(strings), fc.option(fc.boolean(), { nil: undefined }), foreign, (owner, other, referenceId, own, selfManaged, extra) => {
        fc.pre(owner !== other);
        const store = memoryDraftStore();
        const typed: Record<string, string | boolean> = { ...(extra as Record<string, string>), ...own, answer: 'yes', ...(selfManaged === undefined ? {} : { selfManaged }) };
        writeDraft(store, owner, 'travelRule', { referenceId, values: typed }, T0);
        const expected: Record<string, string | boolean> = { ...own, ...(selfManaged === undefined ? {} : { selfManaged }) };
        for (const [field, value] of Object.entries(extra)) {
          if ((strings as readonly string[]).includes(field) && typeof value === 'string' && value !== '' && !(field in own)) expected[field] = value;
        }
        expect(readDraft(store, owner, 'travelRule', T0)).toEqual({ referenceId, values: expected });
        expect(readDraft(store, other, 'travelRule', T0)).toBeNull();
      }),
    );
  });

  it('reads a tampered instruction or travel-rule record as nothing', () => {
    const record = (form: string, values: unknown) => JSON.stringify({ v: 1, username: 'ana', form, savedAt: T0, values });
    const cases: Array<[DraftForm, unknown]> = [
      ['wireInstruction', { accountNumber: 'C1', values: { bankAcccountNumber: '123456789' } }],
      ['wireInstruction', { accountNumber: 'C1', values: { nickname: 7 } }],
      ['wireInstruction', { accountNumber: '', values: {} }],
      ['wireInstruction', { accountNumber: 'C1', values: {}, password: 'x' }],
      ['wireInstruction', { accountNumber: 'C1', values: null }],
      ['digitalAssetInstruction', { accountNumber: 'C1', values: { recipientAccountNumber: '99' } }],
      ['digitalAssetInstruction', { accountNumber: 'C1' }],
      ['travelRule', { referenceId: 'IN-1', values: { firstName: true } }],
      ['travelRule', { referenceId: 'IN-1', values: { selfManaged: 'yes' } }],
      ['travelRule', { referenceId: 'IN-1', values: { answer: 'yes' } }],
      ['travelRule', { referenceId: '', values: {} }],
      ['travelRule', { accountNumber: 'C1', values: {} }],
    ];
    for (const [form, values] of cases) {
      const store = memoryDraftStore();
      store.setItem(draftKey('ana', form), record(form, values));
      expect(readDraft(store, 'ana', form, T0)).toBeNull();
      expect(store.length).toBe(0);
    }
    const store = memoryDraftStore();
    store.setItem(draftKey('ana', 'travelRule'), record('travelRule', { referenceId: 'IN-1', values: { firstName: 'Ada', selfManaged: true } }));
    expect(readDraft(store, 'ana', 'travelRule', T0)).toEqual({ referenceId: 'IN-1', values: { firstName: 'Ada', selfManaged: true } });
  });

  it('keptFields: the listed texts (not empty) and the named booleans; nothing from a non-object', () => {
    expect(keptFields({ a: 'x', b: '', c: 3, d: true, e: false }, ['a', 'b', 'c', 'd', 'e'], ['e'])).toEqual({ a: 'x', e: false });
    expect(keptFields(null, ['a'])).toEqual({});
    expect(keptFields(['x'], ['0'])).toEqual({});
  });
});
