// The drafts pipeline (src/features/drafts/drafts.sagas.ts): a half-filled transfer is kept when the
// timeout or a 401 ends the session, forgotten on LOG OUT and once sent, offered back to the same
// user after signing in again, restored onto its account or discarded.
import type { AnyAction } from '@reduxjs/toolkit';
import { accountsActions } from '../../../src/features/accounts/index';
import { draftsActions, selectOfferedDrafts } from '../../../src/features/drafts/index';
import { isExplicitLogout, isSessionLost } from '../../../src/features/drafts/drafts.sagas';
import { draftKey, memoryDraftStore, readDraft, writeDraft, type DraftStore } from '../../../src/features/drafts/storage';
import { sessionActions } from '../../../src/features/session/index';
import { selectTransferLifecycle, transfersActions, TRANSFER_ROUTES } from '../../../src/features/transfers/index';
import { navigateTo } from '../../../src/shared/navigation';
import { listed } from '../../builders/accounts';
import { aTransfer, sendDraft } from '../../builders/transfers';
import { stateAfter, type TestState } from '../../support/testStore';
import { runDispatching } from '../../support/sagaServices';
import { T0, signedIn, started, tester } from '../../builders/drafts';

const closed = (outcome: 'LOGOUT' | 'EXTEND_SESSION' | 'TIMEOUT') => sessionActions.timeoutDialogClosed({ outcome });


const editing = (...more: AnyAction[]) => stateAfter(signedIn(), listed(), started(), transfersActions.draftEdited({ draft: sendDraft() }), ...more);

describe('what ends a session', () => {
  it('lost: the timeout and a 401; logged out: LOG OUT and the dialog\'s LOGOUT', () => {
    expect([closed('TIMEOUT'), sessionActions.serverSessionExpired(), closed('LOGOUT'), closed('EXTEND_SESSION'), sessionActions.logoutRequested()].map(isSessionLost)).toEqual([true, true, false, false, false]);
    expect([sessionActions.logoutRequested(), closed('LOGOUT'), closed('TIMEOUT'), sessionActions.serverSessionExpired()].map(isExplicitLogout)).toEqual([true, true, false, false]);
  });
});

describe('keeping a draft', () => {
  it.each([
    ['the timeout', closed('TIMEOUT')],
    ['a 401', sessionActions.serverSessionExpired()],
  ])('keeps the transfer being edited when %s ends the session, for that user', async (_why, ending) => {
    const store = memoryDraftStore();
    const { effects } = await runDispatching(tester(editing(), store), ending);
    expect(readDraft(store, 'ana', 'transfer', T0)).toEqual(sendDraft());
    expect(readDraft(store, 'bo', 'transfer', T0)).toBeNull();
    expect(effects.put).toContainEqual(expect.objectContaining({ payload: expect.objectContaining({ action: draftsActions.draftKept({ form: 'transfer' }) }) }));
  });

  it('keeps one being reviewed or refused', async () => {
    for (const state of [editing(transfersActions.reviewOpened()), editing(transfersActions.reviewOpened(), transfersActions.submitStarted({ requestId: 'r' }), transfersActions.transferRefused({ requestId: 'r', message: 'No.', field: null }))]) {
      const store = memoryDraftStore();
      await runDispatching(tester(state, store), closed('TIMEOUT'));
      expect(readDraft(store, 'ana', 'transfer', T0)).toEqual(sendDraft());
    }
  });

  it('keeps nothing with no transfer begun, one submitting (it may be sent), no store or no user', async () => {
    const submitting = editing(transfersActions.reviewOpened(), transfersActions.submitStarted({ requestId: 'r' }));
    expect(selectTransferLifecycle(submitting).status).toBe('submitting');
    const cases: Array<[TestState, DraftStore | null]> = [
      [stateAfter(signedIn(), listed(), started()), memoryDraftStore()],
      [submitting, memoryDraftStore()],
      [editing(), null],
      [stateAfter(listed(), transfersActions.draftEdited({ draft: sendDraft() })), memoryDraftStore()],
    ];
    for (const [state, store] of cases) {
      const { storeState } = await runDispatching(tester(state, store), sessionActions.serverSessionExpired());
      expect(store?.length ?? 0).toBe(0);
      expect(selectOfferedDrafts(storeState)).toEqual([]);
    }
  });

  it('keeps nothing when the dialog is answered Extend Session', async () => {
    const store = memoryDraftStore();
    await runDispatching(tester(editing(), store), closed('EXTEND_SESSION'));
    expect(store.length).toBe(0);
  });
});

describe('forgetting drafts', () => {
  it.each([
    ['LOG OUT', sessionActions.logoutRequested()],
    ['the dialog\'s LOGOUT', closed('LOGOUT')],
  ])('%s clears every kept draft', async (_why, logout) => {
    const store = memoryDraftStore();
    writeDraft(store, 'ana', 'transfer', sendDraft(), T0);
    writeDraft(store, 'bo', 'transfer', sendDraft(), T0);
    await runDispatching(tester(editing(), store), logout);
    expect(store.length).toBe(0);
  });

  it('a logout with no store changes nothing', async () => {
    await expect(runDispatching(tester(editing(), null), sessionActions.logoutRequested())).resolves.toBeDefined();
  });

  it('a transfer sent forgets the user\'s kept transfer only', async () => {
    const store = memoryDraftStore();
    writeDraft(store, 'ana', 'transfer', sendDraft(), T0);
    writeDraft(store, 'bo', 'transfer', sendDraft(), T0);
    const state = editing(transfersActions.reviewOpened(), transfersActions.submitStarted({ requestId: 'r' }));
    await runDispatching(tester(state, store), transfersActions.transferAccepted({ requestId: 'r', transfer: aTransfer() }));
    expect(store.getItem(draftKey('ana', 'transfer'))).toBeNull();
    expect(readDraft(store, 'bo', 'transfer', T0)).toEqual(sendDraft());
  });

  it('a transfer sent with no store changes nothing', async () => {
    const state = editing(transfersActions.reviewOpened(), transfersActions.submitStarted({ requestId: 'r' }));
    await expect(runDispatching(tester(state, null), transfersActions.transferAccepted({ requestId: 'r', transfer: aTransfer() }))).resolves.toBeDefined();
  });
});

describe('offering a kept draft', () => {
  it('offers it to the same user once the starting account is chosen', async () => {
    const store = memoryDraftStore();
    writeDraft(store, 'ana', 'transfer', sendDraft(), T0 - 1_000);
    const { storeState } = await runDispatching(tester(stateAfter(), store), signedIn(), listed());
    expect(selectOfferedDrafts(storeState)).toEqual([]);
    const after = await runDispatching(tester(stateAfter(signedIn(), listed()), store), started());
    expect(selectOfferedDrafts(after.storeState)).toEqual(['transfer']);
  });

  it('offers it at once when the chunk starts signed in with an account chosen', async () => {
    const store = memoryDraftStore();
    writeDraft(store, 'ana', 'transfer', sendDraft(), T0);
    const { storeState } = await runDispatching(tester(stateAfter(signedIn(), listed(), started()), store));
    expect(selectOfferedDrafts(storeState)).toEqual(['transfer']);
  });

  it('offers nothing to another user, nor with no store', async () => {
    const store = memoryDraftStore();
    writeDraft(store, 'ana', 'transfer', sendDraft(), T0);
    const other = await runDispatching(tester(stateAfter(listed(), started()), store), signedIn('bo'));
    expect(selectOfferedDrafts(other.storeState)).toEqual([]);
    const none = await runDispatching(tester(stateAfter(listed(), started()), null), signedIn());
    expect(selectOfferedDrafts(none.storeState)).toEqual([]);
    expect(readDraft(store, 'ana', 'transfer', T0)).toEqual(sendDraft());
  });
});

describe('Restore and Discard', () => {
  const offered = (...more: AnyAction[]) => stateAfter(signedIn(), listed(), started(), draftsActions.draftOffered({ form: 'transfer' }), ...more);

  it('Restore selects the draft\'s account, puts its values back and opens Send', async () => {
    const store = memoryDraftStore();
    writeDraft(store, 'ana', 'transfer', sendDraft({ accountNumber: 'L1' }), T0);
    const run = await runDispatching(tester(offered(), store), draftsActions.restoreClicked({ form: 'transfer' }));
    expect(run.storeState.accounts.selectedAcctNum).toBe('L1');
    expect(selectTransferLifecycle(run.storeState)).toEqual({ status: 'editing', draft: sendDraft({ accountNumber: 'L1' }) });
    expect(selectOfferedDrafts(run.storeState)).toEqual([]);
    expect(store.length).toBe(0);
    expect(run.effects.call?.map((effect) => effect.payload.fn)).toContain(navigateTo);
    expect(run.effects.call?.find((effect) => effect.payload.fn === navigateTo)?.payload.args).toEqual([TRANSFER_ROUTES.send]);
  });

  it('Restore on the account already selected does not select it again', async () => {
    const store = memoryDraftStore();
    writeDraft(store, 'ana', 'transfer', sendDraft(), T0);
    const run = await runDispatching(tester(offered(), store), draftsActions.restoreClicked({ form: 'transfer' }));
    expect(run.effects.put?.map((effect) => (effect.payload as { action: AnyAction }).action.type)).not.toContain(accountsActions.accountSelected.type);
    expect(selectTransferLifecycle(run.storeState)).toEqual({ status: 'editing', draft: sendDraft() });
  });

  it('Restore of a draft gone (expired), of an account no longer listed, or with no store discards the offer', async () => {
    const gone = memoryDraftStore();
    const unlisted = memoryDraftStore();
    writeDraft(unlisted, 'ana', 'transfer', sendDraft({ accountNumber: 'X9' }), T0);
    for (const store of [gone, unlisted, null]) {
      const run = await runDispatching(tester(offered(), store), draftsActions.restoreClicked({ form: 'transfer' }));
      expect(selectOfferedDrafts(run.storeState)).toEqual([]);
      expect(selectTransferLifecycle(run.storeState).status).toBe('idle');
      expect(store?.length ?? 0).toBe(0);
    }
  });

  it('Discard forgets the draft and the offer', async () => {
    const store = memoryDraftStore();
    writeDraft(store, 'ana', 'transfer', sendDraft(), T0);
    const run = await runDispatching(tester(offered(), store), draftsActions.discardClicked({ form: 'transfer' }));
    expect(selectOfferedDrafts(run.storeState)).toEqual([]);
    expect(store.length).toBe(0);
  });

  it('a logout withdraws the offer', async () => {
    const run = await runDispatching(tester(offered(), null), sessionActions.loggedOut());
    expect(selectOfferedDrafts(run.storeState)).toEqual([]);
  });
});
