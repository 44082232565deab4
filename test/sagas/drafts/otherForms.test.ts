// The drafts pipeline for the other forms of issue 28 item 5 (src/features/drafts/drafts.sagas.ts):
// the wire and digital asset instruction forms and an inbound deposit's travel-rule review are kept
// when the timeout or a 401 ends the session (also while their submit runs: it cannot land twice),
// only if the user changed them, with their account (or deposit); forgotten once saved or decided;
// offered back with the transfer; Restore opens each on its account (its deposit) with the values.
import type { AnyAction } from '@reduxjs/toolkit';
import { change, initialize } from 'redux-form';
import { accountsActions } from '../../../src/features/accounts/index';
import { actionItemsActions, DEPOSIT_FORM, selectOpenedItem } from '../../../src/features/actionItems/index';
import { selectRestoredTravelRuleDraft } from '../../../src/features/actionItems/actionItems.selectors';
import { draftsActions, selectOfferedDrafts } from '../../../src/features/drafts/index';
import { selectRestoredFocus } from '../../../src/features/drafts/drafts.slice';
import { draftKey, memoryDraftStore, readDraft, writeDraft } from '../../../src/features/drafts/storage';
import { SAVED_INSTRUCTION_FORM_NAMES, SAVED_INSTRUCTION_ROUTES, savedInstructionsActions } from '../../../src/features/savedInstructions/index';
import { WIRE_FORM_DEFAULTS } from '../../../src/features/savedInstructions/forms';
import { selectRestoredInstructionDraft } from '../../../src/features/savedInstructions/savedInstructions.selectors';
import { sessionActions } from '../../../src/features/session/index';
import { transfersActions } from '../../../src/features/transfers/index';
import { navigateTo } from '../../../src/shared/navigation';
import { ROUTE_PATHS } from '../../../src/shared/routePaths';
import { listed } from '../../builders/accounts';
import { depositItem, listReadyEvents } from '../../builders/actionItems';
import { addressInstruction, wireInstruction } from '../../builders/savedInstructions';
import { sendDraft } from '../../builders/transfers';
import { stateAfter, testReducer } from '../../support/testStore';
import { runDispatching } from '../../support/sagaServices';
import { T0, signedIn, started, tester } from '../../builders/drafts';

const WIRE = SAVED_INSTRUCTION_FORM_NAMES.wire;
const ADDRESS = SAVED_INSTRUCTION_FORM_NAMES.address;
const timeout = () => sessionActions.timeoutDialogClosed({ outcome: 'TIMEOUT' });
const typed = (form: string, values: Record<string, unknown>) => Object.entries(values).map(([field, value]) => change(form, field, value));


const signedInOn = (...more: AnyAction[]) => stateAfter(signedIn(), listed(), started(), ...more);
/** The wire form open on C1 with its defaults, then these values typed. */
const wireForm = (values: Record<string, unknown>) => [initialize(WIRE, WIRE_FORM_DEFAULTS), ...typed(WIRE, values)];
const addressForm = (values: Record<string, unknown>) => [initialize(ADDRESS, { beneficiaryFullName: 'Display C1', walletOwnerFullName: 'Display C1' }), ...typed(ADDRESS, values)];
const deposit = depositItem();
/** The deposit's review open, with its starting values, then these typed. */
const reviewForm = (values: Record<string, unknown>) => [
  ...listReadyEvents([deposit]),
  actionItemsActions.itemOpened({ referenceId: deposit.referenceId }),
  initialize(DEPOSIT_FORM, { partyType: 'INDIVIDUAL', selfManaged: false }),
  ...typed(DEPOSIT_FORM, values),
];
const kept = (effects: { put?: Array<{ payload: unknown }> }) =>
  (effects.put ?? []).map((effect) => (effect.payload as { action: AnyAction }).action).filter(draftsActions.draftKept.match).map((a) => a.payload.form);

describe('keeping the other forms when the session ends', () => {
  it('the wire form the user changed: its kept fields and the account, never the masked account number', async () => {
    const store = memoryDraftStore();
    const state = signedInOn(...wireForm({ nickname: 'Ops wire', routingNumber: '021000021', bankAcccountNumber: '123456789', city: 'Boston' }));
    const { effects } = await runDispatching(tester(state, store), timeout());
    expect(readDraft(store, 'ana', 'wireInstruction', T0)).toEqual({
      accountNumber: 'C1',
      values: { ...WIRE_FORM_DEFAULTS, nickname: 'Ops wire', routingNumber: '021000021', city: 'Boston' },
    });
    expect(store.getItem(draftKey('ana', 'wireInstruction'))).not.toContain('123456789');
    expect(kept(effects)).toEqual(['wireInstruction']);
    expect(readDraft(store, 'bo', 'wireInstruction', T0)).toBeNull();
  });

  it('the digital asset form on a 401, without the masked recipient account number', async () => {
    const store = memoryDraftStore();
    const state = signedInOn(...addressForm({ network: 'Bitcoin', nickname: 'Cold', recipientAccountNumber: '99887766' }));
    await runDispatching(tester(state, store), sessionActions.serverSessionExpired());
    expect(readDraft(store, 'ana', 'digitalAssetInstruction', T0)).toEqual({
      accountNumber: 'C1',
      values: { network: 'Bitcoin', nickname: 'Cold', beneficiaryFullName: 'Display C1', walletOwnerFullName: 'Display C1' },
    });
  });

  it('a prefilled name changed counts; an open form with nothing changed, or only a masked field typed, is not kept', async () => {
    const renamed = memoryDraftStore();
    await runDispatching(tester(signedInOn(...addressForm({ beneficiaryFullName: 'Someone Else' })), renamed), timeout());
    expect(readDraft(renamed, 'ana', 'digitalAssetInstruction', T0)?.values.beneficiaryFullName).toBe('Someone Else');
    for (const state of [signedInOn(...wireForm({})), signedInOn(...wireForm({ bankAcccountNumber: '1234' })), signedInOn(...addressForm({}))]) {
      const store = memoryDraftStore();
      const { effects } = await runDispatching(tester(state, store), timeout());
      expect(store.length).toBe(0);
      expect(kept(effects)).toEqual([]);
    }
  });

  it('a value cleared back counts as a change from a form opened with it', async () => {
    const store = memoryDraftStore();
    await runDispatching(tester(signedInOn(...wireForm({ bankLocation: '' })), store), timeout());
    const { bankLocation: _gone, ...rest } = WIRE_FORM_DEFAULTS;
    expect(readDraft(store, 'ana', 'wireInstruction', T0)?.values).toEqual(rest);
  });

  it('keeps nothing of a form with no account selected', async () => {
    const store = memoryDraftStore();
    await runDispatching(tester(stateAfter(signedIn(), listed(), ...wireForm({ nickname: 'x' })), store), timeout());
    expect(store.length).toBe(0);
  });

  it('the travel-rule review answered Yes with originator data: kept for its deposit, self-managed as a boolean', async () => {
    const store = memoryDraftStore();
    const state = signedInOn(...reviewForm({ answer: 'yes', firstName: 'Ada', lastName: 'Lovelace', selfManaged: true }));
    expect(selectOpenedItem(state)?.item.referenceId).toBe(deposit.referenceId);
    await runDispatching(tester(state, store), timeout());
    expect(readDraft(store, 'ana', 'travelRule', T0)).toEqual({
      referenceId: deposit.referenceId,
      values: { partyType: 'INDIVIDUAL', firstName: 'Ada', lastName: 'Lovelace', selfManaged: true },
    });
  });

  it('not the review answered No, nor Yes with nothing typed, nor a review with no deposit open', async () => {
    const noDeposit = [initialize(DEPOSIT_FORM, { partyType: 'INDIVIDUAL', selfManaged: false }), ...typed(DEPOSIT_FORM, { answer: 'yes', firstName: 'Ada' })];
    for (const state of [signedInOn(...reviewForm({ answer: 'no' })), signedInOn(...reviewForm({ answer: 'yes' })), signedInOn(...noDeposit)]) {
      const store = memoryDraftStore();
      await runDispatching(tester(state, store), timeout());
      expect(store.length).toBe(0);
    }
  });

  it('a 401 during the submit keeps the draft (a submit that did land cannot land twice)', async () => {
    const wire = memoryDraftStore();
    const creating = signedInOn(...wireForm({ nickname: 'Ops wire' }), savedInstructionsActions.createSubmitted({ kind: 'wire', requestId: 'r1' }));
    expect(creating.savedInstructions.creation.status).toBe('pending');
    await runDispatching(tester(creating, wire), sessionActions.serverSessionExpired());
    expect(readDraft(wire, 'ana', 'wireInstruction', T0)?.values.nickname).toBe('Ops wire');
    const review = memoryDraftStore();
    const deciding = signedInOn(...reviewForm({ answer: 'yes', firstName: 'Ada' }), actionItemsActions.decisionRequested({ referenceId: deposit.referenceId }));
    expect(deciding.actionItems.submission.status).toBe('pending');
    await runDispatching(tester(deciding, review), sessionActions.serverSessionExpired());
    expect(readDraft(review, 'ana', 'travelRule', T0)?.referenceId).toBe(deposit.referenceId);
  });

  it('every form open at once is kept, each under its own key', async () => {
    const store = memoryDraftStore();
    const state = signedInOn(transfersActions.draftEdited({ draft: sendDraft() }), ...wireForm({ nickname: 'W' }), ...addressForm({ nickname: 'A' }), ...reviewForm({ answer: 'yes', city: 'Bern' }));
    const { effects } = await runDispatching(tester(state, store), timeout());
    expect(kept(effects)).toEqual(['transfer', 'wireInstruction', 'digitalAssetInstruction', 'travelRule']);
    expect(store.length).toBe(4);
  });
});

describe('forgetting them once submitted', () => {
  const both = () => {
    const store = memoryDraftStore();
    writeDraft(store, 'ana', 'wireInstruction', { accountNumber: 'C1', values: { nickname: 'W' } }, T0);
    writeDraft(store, 'ana', 'digitalAssetInstruction', { accountNumber: 'C1', values: { nickname: 'A' } }, T0);
    writeDraft(store, 'bo', 'wireInstruction', { accountNumber: 'C1', values: { nickname: 'W' } }, T0);
    return store;
  };
  const creating = (kind: 'wire' | 'address') => signedInOn(savedInstructionsActions.createSubmitted({ kind, requestId: 'r' }));

  it('a wire instruction saved forgets the user\'s wire draft only', async () => {
    const store = both();
    await runDispatching(tester(creating('wire'), store), savedInstructionsActions.wireCreated({ acctNum: 'C1', requestId: 'r', instruction: wireInstruction(1) }));
    expect(store.getItem(draftKey('ana', 'wireInstruction'))).toBeNull();
    expect(readDraft(store, 'ana', 'digitalAssetInstruction', T0)).not.toBeNull();
    expect(readDraft(store, 'bo', 'wireInstruction', T0)).not.toBeNull();
  });

  it('a digital asset instruction saved forgets the digital asset draft', async () => {
    const store = both();
    await runDispatching(tester(creating('address'), store), savedInstructionsActions.addressCreated({ acctNum: 'C1', requestId: 'r', instruction: addressInstruction(1) }));
    expect(store.getItem(draftKey('ana', 'digitalAssetInstruction'))).toBeNull();
    expect(readDraft(store, 'ana', 'wireInstruction', T0)).not.toBeNull();
  });

  it('a deposit decided forgets the travel rule kept for it, not one kept for another deposit', async () => {
    const decided = (referenceId: string) => actionItemsActions.decisionSucceeded({ item: depositItem({ referenceId }) });
    const same = memoryDraftStore();
    writeDraft(same, 'ana', 'travelRule', { referenceId: deposit.referenceId, values: { firstName: 'Ada' } }, T0);
    await runDispatching(tester(signedInOn(), same), decided(deposit.referenceId));
    expect(same.length).toBe(0);
    const other = memoryDraftStore();
    writeDraft(other, 'ana', 'travelRule', { referenceId: 'IN-OTHER', values: { firstName: 'Ada' } }, T0);
    await runDispatching(tester(signedInOn(), other), decided(deposit.referenceId));
    expect(readDraft(other, 'ana', 'travelRule', T0)?.referenceId).toBe('IN-OTHER');
    const none = memoryDraftStore();
    await runDispatching(tester(signedInOn(), none), decided(deposit.referenceId));
    await expect(runDispatching(tester(signedInOn(), null), decided(deposit.referenceId))).resolves.toBeDefined();
    expect(none.length).toBe(0);
  });
});

describe('offering and restoring them', () => {
  const withDrafts = () => {
    const store = memoryDraftStore();
    writeDraft(store, 'ana', 'wireInstruction', { accountNumber: 'L1', values: { nickname: 'Ops wire', bankLocation: 'US' } }, T0);
    writeDraft(store, 'ana', 'digitalAssetInstruction', { accountNumber: 'C1', values: { nickname: 'Cold' } }, T0);
    writeDraft(store, 'ana', 'travelRule', { referenceId: deposit.referenceId, values: { firstName: 'Ada', selfManaged: false } }, T0);
    writeDraft(store, 'ana', 'transfer', sendDraft(), T0);
    return store;
  };
  const offered = (...more: AnyAction[]) =>
    signedInOn(...(['transfer', 'wireInstruction', 'digitalAssetInstruction', 'travelRule'] as const).map((form) => draftsActions.draftOffered({ form })), ...more);
  const navigations = (effects: { call?: Array<{ payload: { fn: unknown; args: unknown[] } }> }) =>
    (effects.call ?? []).filter((effect) => effect.payload.fn === navigateTo).map((effect) => effect.payload.args[0]);

  it('offers each kept form to the same user, in order, once the starting account is chosen; nothing to another user', async () => {
    const store = withDrafts();
    const run = await runDispatching(tester(stateAfter(signedIn(), listed()), store), started());
    expect(selectOfferedDrafts(run.storeState)).toEqual(['transfer', 'wireInstruction', 'digitalAssetInstruction', 'travelRule']);
    const other = await runDispatching(tester(stateAfter(listed(), started()), store), signedIn('bo'));
    expect(selectOfferedDrafts(other.storeState)).toEqual([]);
  });

  it('Restore of a wire instruction selects its account, hands the form its values and opens the wire tab; the form then takes the focus', async () => {
    const store = withDrafts();
    const run = await runDispatching(tester(offered(), store), draftsActions.restoreClicked({ form: 'wireInstruction' }));
    expect(run.storeState.accounts.selectedAcctNum).toBe('L1');
    expect(selectRestoredInstructionDraft(run.storeState)).toEqual({ form: 'wire', acctNum: 'L1', values: { nickname: 'Ops wire', bankLocation: 'US' } });
    expect(navigations(run.effects)).toEqual([SAVED_INSTRUCTION_ROUTES.wire]);
    expect(selectOfferedDrafts(run.storeState)).toEqual(['transfer', 'digitalAssetInstruction', 'travelRule']);
    expect(selectRestoredFocus(run.storeState)).toBe('wireInstruction');
    expect(store.getItem(draftKey('ana', 'wireInstruction'))).toBeNull();
    const focused = await runDispatching(tester(run.storeState, store), draftsActions.restoredFormFocused({ form: 'wireInstruction' }));
    expect(selectRestoredFocus(focused.storeState)).toBeNull();
  });

  it('Restore of a digital asset instruction on the account selected opens the digital asset tab', async () => {
    const run = await runDispatching(tester(offered(), withDrafts()), draftsActions.restoreClicked({ form: 'digitalAssetInstruction' }));
    expect(run.effects.put?.map((effect) => (effect.payload as { action: AnyAction }).action.type)).not.toContain(accountsActions.accountSelected.type);
    expect(selectRestoredInstructionDraft(run.storeState)).toEqual({ form: 'address', acctNum: 'C1', values: { nickname: 'Cold' } });
    expect(navigations(run.effects)).toEqual([SAVED_INSTRUCTION_ROUTES.address]);
  });

  it('Restore of an instruction whose account is no longer listed discards the offer', async () => {
    const store = memoryDraftStore();
    writeDraft(store, 'ana', 'wireInstruction', { accountNumber: 'X9', values: { nickname: 'W' } }, T0);
    const run = await runDispatching(tester(offered(), store), draftsActions.restoreClicked({ form: 'wireInstruction' }));
    expect(selectRestoredInstructionDraft(run.storeState)).toBeNull();
    expect(selectOfferedDrafts(run.storeState)).not.toContain('wireInstruction');
    expect(selectRestoredFocus(run.storeState)).toBeNull();
    expect(navigations(run.effects)).toEqual([]);
  });

  it('Restore of the travel rule asks Pending for its deposit and opens ACTION ITEMS; the review opens once listed', async () => {
    const run = await runDispatching(tester(offered(), withDrafts()), draftsActions.restoreClicked({ form: 'travelRule' }));
    expect(selectRestoredTravelRuleDraft(run.storeState)).toEqual({ referenceId: deposit.referenceId, values: { firstName: 'Ada', selfManaged: false } });
    expect(navigations(run.effects)).toEqual([ROUTE_PATHS.actionItems]);
    const listedState = testReducer(testReducer(run.storeState, actionItemsActions.listRequested({ tab: 'PENDING' })), actionItemsActions.listLoaded({ tab: 'PENDING', items: [deposit] }));
    expect(selectOpenedItem(listedState)?.item.referenceId).toBe(deposit.referenceId);
  });
});
