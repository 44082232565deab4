// The saved-instructions reducer as a state machine: loads per account, deletes that close only on
// the expected success, allow-list changes; stale or repeated answers change nothing; cleared on
// account change and logout.
import type { SavedDigitalAssetInstructionDto, SavedWireInstructionDto } from '../../../src/api/contract/savedInstructions';
import { accountsActions } from '../../../src/features/accounts/index';
import {
  initialSavedInstructionsState,
  savedInstructionsActions as A,
  savedInstructionsReducer,
  type SavedInstructionsState,
} from '../../../src/features/savedInstructions/index';
import { sessionActions } from '../../../src/features/session/index';

const run = (...actions: Array<{ type: string }>) =>
  actions.reduce<SavedInstructionsState>((s, a) => savedInstructionsReducer(s, a), initialSavedInstructionsState);
const wire = (id: string, nickname: string): SavedWireInstructionDto => ({
  accountInstructionId: id, nickname, routingNumber: '021000021', beneficiaryBankBic: null, accountNumber: 'XXXX6710', bankLocation: 'US',
  createdTime: 1, processInstanceId: 'p', status: 'ACTIVE',
});
const address = (id: string): SavedDigitalAssetInstructionDto => ({
  addressId: id, network: 'Ethereum', nickname: 'ETH treasury', address: '0x', createdTime: 1, processInstanceId: 'p', status: 'PENDING', activatesAt: null,
});
const page = { items: [wire('w1', 'Operating'), wire('w2', 'Payroll')], page: 1, count: 5, totalRecords: 2 };

describe('savedInstructions reducer', () => {
  it('loads a wire page for an account; an answer without a request or after a failure changes nothing', () => {
    const loaded = run(A.wireListRequested({ acctNum: 'C1', page: 1, count: 5 }), A.wireListLoaded({ acctNum: 'C1', result: page }));
    expect(loaded.wires.C1).toMatchObject({ status: 'succeeded', ids: ['w1', 'w2'], totalRecords: 2 });
    expect(run(A.wireListLoaded({ acctNum: 'C1', result: page })).wires.C1).toBeUndefined();
    const failed = run(A.wireListRequested({ acctNum: 'C1', page: 1, count: 5 }), A.wireListFailed({ acctNum: 'C1', error: 'x' }), A.wireListLoaded({ acctNum: 'C1', result: page }));
    expect(failed.wires.C1).toMatchObject({ status: 'failed', ids: [] });
  });

  it('loads the addresses of an account', () => {
    const state = run(A.addressListRequested({ acctNum: 'C1' }), A.addressListLoaded({ acctNum: 'C1', items: [address('a1')] }));
    expect(state.addresses.C1).toMatchObject({ status: 'succeeded', ids: ['a1'] });
  });

  it('deletes one at a time and removes the row only on success', () => {
    const loaded = [A.wireListRequested({ acctNum: 'C1', page: 1, count: 5 }), A.wireListLoaded({ acctNum: 'C1', result: page })];
    const pending = run(...loaded, A.deleteConfirmed({ kind: 'wire', id: 'w1' }), A.deleteConfirmed({ kind: 'wire', id: 'w2' }));
    expect(pending.deletion).toEqual({ status: 'pending', kind: 'wire', id: 'w1' });
    const done = savedInstructionsReducer(pending, A.deleteSucceeded({ acctNum: 'C1', kind: 'wire', id: 'w1' }));
    expect(done.wires.C1).toMatchObject({ ids: ['w2'], totalRecords: 1 });
    const failed = savedInstructionsReducer(pending, A.deleteFailed({ id: 'w1' }));
    expect([failed.deletion.status, failed.wires.C1?.ids]).toEqual(['failed', ['w1', 'w2']]);
    expect(savedInstructionsReducer(pending, A.deleteSucceeded({ acctNum: 'C1', kind: 'wire', id: 'w9' }))).toBe(pending);
  });

  it('runs one allow-list change at a time', () => {
    const result = { accountNumber: 'C1', aaEnabled: 'ENABLED' as const, aaActivationPeriod: '3 Days' };
    const state = run(A.allowListChangeSubmitted({ acctNum: 'C1', change: 'enable' }), A.allowListChangeSubmitted({ acctNum: 'C1', change: 'disable' }), A.allowListChangeSucceeded({ result }));
    expect(state.allowList).toEqual({ status: 'succeeded', change: 'enable', result });
    expect(run(A.allowListChangeSucceeded({ result })).allowList.status).toBe('idle');
  });

  it('is cleared on account change and logout', () => {
    const loaded = [A.addressListRequested({ acctNum: 'C1' }), A.addressListLoaded({ acctNum: 'C1', items: [address('a1')] })];
    expect(run(...loaded, accountsActions.cleared())).toEqual(initialSavedInstructionsState);
    expect(run(...loaded, sessionActions.loggedOut())).toEqual(initialSavedInstructionsState);
  });
});

describe('a restored instruction draft (issue 28)', () => {
  it('waits for its panel, which takes it; logout and the accounts cleared drop it', () => {
    const restored = run(A.draftRestored({ form: 'wire', acctNum: 'C1', values: { nickname: 'Ops' } }));
    expect(restored.restoredDraft).toEqual({ form: 'wire', acctNum: 'C1', values: { nickname: 'Ops' } });
    expect(savedInstructionsReducer(restored, A.restoredDraftTaken()).restoredDraft).toBeNull();
    expect(savedInstructionsReducer(restored, sessionActions.loggedOut()).restoredDraft).toBeNull();
    expect(savedInstructionsReducer(restored, accountsActions.cleared()).restoredDraft).toBeNull();
  });
});
