// The action-items pipelines through the feature's root saga with the real reducers and providers:
// the page's loads (tabs, reloads, leaving the page), the decisions (approve / reject, the deposit
// review, a refusal that keeps the dialog, a stale item reloaded, double submits), the countries.
// Each run is ended by the test (runUntilFinished): no real time is waited for.
import type { AnyAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { fetchCountries } from '../../../src/api/endpoints/accounts.api';
import { getActionItems, reviewInboundDeposit, updateActionItem } from '../../../src/api/endpoints/actionItems.api';
import { MalformedResponseError } from '../../../src/api/transport/errors';
import { STEP_UP_TEXTS } from '../../../src/api/contract/stepUp';
import { openStepUp } from '../../../src/api/endpoints/stepUp.api';
import { selectStepUpDialog, stepUpActions } from '../../../src/features/stepUp/index';
import { getStepUpAssertion } from '../../../src/shared/webauthn/passkeyCeremonies';
import { actionItemsActions as A, selectActionItemList, selectCountries, selectOpenedItem, selectSubmission } from '../../../src/features/actionItems/index';
import { actionItemsSaga } from '../../../src/features/actionItems/entry';
import { selectAlerts } from '../../../src/features/system/index';
import { decided, depositItem, listReadyEvents, wireInstructionItem } from '../../builders/actionItems';
import { gatewayError } from '../../builders/savedInstructions';
import { PASSKEY_PROOF, passkeyConfirms, passkeyStepUp } from '../../builders/stepUp';
import { deferred, settle } from '../../support/async';
import { alertServices, callsOf, putActions, runDispatching, runUntilFinished, untilFinished } from '../../support/sagaServices';
import { stateAfter, testReducer, type TestState } from '../../support/testStore';

const ITEMS = [wireInstructionItem(), depositItem()];

/** Runs the root saga from `state`, dispatching `actions` one after another, until the test ends it. */
function run(state: TestState, provide: StaticProvider[], ...actions: AnyAction[]) {
  return runDispatching(expectSaga(untilFinished, actionItemsSaga).withReducer(testReducer, state).provide([...provide, ...passkeyConfirms]), ...actions);
}

describe('page loads', () => {
  it('opening the page loads the Pending list; the History tab loads its own', async () => {
    const lists: StaticProvider = [matchers.call.fn(getActionItems), dynamic(({ args: [tab] }: { args: unknown[] }) => (tab === 'PENDING' ? ITEMS : [decided(wireInstructionItem(), 'APPROVED')]))];
    const { storeState, effects } = await run(stateAfter(), [lists], A.pageOpened(), A.tabSelected({ tab: 'HISTORY' }));
    expect(callsOf(effects, getActionItems)).toEqual([['PENDING'], ['HISTORY']]);
    expect(selectActionItemList(storeState, 'PENDING')).toMatchObject({ status: 'succeeded', problem: null, rows: ITEMS });
    expect(selectActionItemList(storeState, 'HISTORY').rows.map((r) => r.status)).toEqual(['APPROVED']);
  });

  it("a 403 means the user may not see action items; any other failure, the load failure's text", async () => {
    const forbidden = await run(stateAfter(), [[matchers.call.fn(getActionItems), throwError(gatewayError(403, 'You are not entitled to access action items at this time.'))]], A.pageOpened());
    expect(selectActionItemList(forbidden.storeState, 'PENDING')).toMatchObject({ status: 'failed', problem: 'notEntitled' });
    const malformed = await run(stateAfter(), [[matchers.call.fn(getActionItems), throwError(new MalformedResponseError('/x', 200, 'data'))]], A.pageOpened());
    expect(selectActionItemList(malformed.storeState, 'PENDING')).toMatchObject({ status: 'failed', problem: 'failed' });
  });

  it('a reload loads the active tab again; nothing loads while the page is closed', async () => {
    const { effects } = await run(
      stateAfter(...listReadyEvents(ITEMS)),
      [[matchers.call.fn(getActionItems), ITEMS]],
      A.reloadRequested(),
      A.pageClosed(),
      A.tabSelected({ tab: 'HISTORY' }),
      A.reloadRequested(),
    );
    expect(callsOf(effects, getActionItems)).toEqual([['PENDING']]);
  });

  it('leaving the page cancels a load in flight: its answer is never put', async () => {
    const answer = deferred<typeof ITEMS>();
    const { storeState } = await run(stateAfter(), [[matchers.call.fn(getActionItems), dynamic(() => answer.promise)]], A.pageOpened(), A.pageClosed());
    answer.resolve(ITEMS);
    await settle();
    expect(selectActionItemList(storeState, 'PENDING').status).toBe('pending');
  });
});

describe('deciding', () => {
  const opened = (item = ITEMS[0] as (typeof ITEMS)[number]) => stateAfter(...listReadyEvents(ITEMS), A.itemOpened({ referenceId: item.referenceId }));

  it('approve: the comments trimmed, the item leaves Pending, the dialog closes, History loads again, "Response Submitted"', async () => {
    const item = decided(wireInstructionItem(), 'APPROVED', 'Marcus Holloway', 'Looks right.');
    const { storeState, effects } = await run(
      stateAfter(...listReadyEvents(ITEMS), A.tabSelected({ tab: 'HISTORY' }), A.listRequested({ tab: 'HISTORY' }), A.listLoaded({ tab: 'HISTORY', items: [] }), A.tabSelected({ tab: 'PENDING' }), A.listRequested({ tab: 'PENDING' }), A.listLoaded({ tab: 'PENDING', items: ITEMS }), A.itemOpened({ referenceId: 'req-wire' })),
      [[matchers.call.fn(updateActionItem), item], ...alertServices],
      A.responseSubmitted({ referenceId: 'req-wire', response: 'APPROVE', comments: '  Looks right.  ' }),
    );
    expect(callsOf(effects, updateActionItem)).toEqual([[{ referenceId: 'req-wire', response: 'APPROVE', comments: 'Looks right.', stepUp: PASSKEY_PROOF }]]);
    expect(selectActionItemList(storeState, 'PENDING').rows.map((r) => r.referenceId)).toEqual(['IN-7C2A91F0']);
    expect(selectActionItemList(storeState, 'HISTORY').status).toBe('idle');
    expect(selectOpenedItem(storeState)).toBeNull();
    expect(selectSubmission(storeState)).toEqual({ status: 'succeeded', referenceId: 'req-wire', error: null });
    expect(selectAlerts(storeState).map((a) => [a.severity, a.message])).toEqual([['success', 'Response Submitted']]);
    expect(selectAlerts(storeState)[0]?.code).toBe('000000');
  });

  it('reject with blank comments: none are sent (the gateway answers its rule); the refusal keeps the dialog open with the message', async () => {
    const { storeState, effects } = await run(
      opened(),
      [[matchers.call.fn(updateActionItem), throwError(gatewayError(400, 'body.comments: Error: Required.'))]],
      A.responseSubmitted({ referenceId: 'req-wire', response: 'REJECT', comments: '   ' }),
    );
    expect(callsOf(effects, updateActionItem)).toEqual([[{ referenceId: 'req-wire', response: 'REJECT', stepUp: PASSKEY_PROOF }]]);
    expect(selectSubmission(storeState)).toEqual({ status: 'failed', referenceId: 'req-wire', error: 'Error: Required.' });
    expect(selectOpenedItem(storeState)?.item.referenceId).toBe('req-wire');
    expect(callsOf(effects, getActionItems)).toEqual([]);
    expect(selectAlerts(storeState)).toEqual([]);
  });

  it('no answer at all (the network): the message in the dialog, no reload', async () => {
    const { storeState, effects } = await run(opened(), [[matchers.call.fn(updateActionItem), throwError(new Error('Network Error'))]], A.responseSubmitted({ referenceId: 'req-wire', response: 'APPROVE', comments: '' }));
    expect(selectSubmission(storeState)).toEqual({ status: 'failed', referenceId: 'req-wire', error: 'An unexpected error has occurred' });
    expect(callsOf(effects, getActionItems)).toEqual([]);
  });

  it.each([
    [409, 'This request was already approved by Marcus Holloway.'],
    [404, 'Action item not found'],
  ])('a %i (decided or gone meanwhile): the message in the dialog, and the list loads again', async (status, text) => {
    const { storeState, effects } = await run(opened(), [[matchers.call.fn(updateActionItem), throwError(gatewayError(status, text))], [matchers.call.fn(getActionItems), [ITEMS[1]]]], A.pageOpened(), A.responseSubmitted({ referenceId: 'req-wire', response: 'APPROVE', comments: '' }));
    expect(selectSubmission(storeState).error).toBe(text);
    expect(callsOf(effects, getActionItems).length).toBeGreaterThanOrEqual(1);
    expect(selectActionItemList(storeState, 'PENDING').rows.map((r) => r.referenceId)).toEqual(['IN-7C2A91F0']);
  });

  it('the deposit review sends the travel-rule data as a list of one; the decline too', async () => {
    const deposit = depositItem();
    const form = { partyType: 'ENTITY' as const, entityName: 'Blue Harbor Capital LLC', countryCode: 'US', addressLine1: '75 State Street', city: 'Boston', stateCode: 'MA', zipCode: '02109', selfManaged: true };
    const { storeState, effects } = await run(
      opened(deposit),
      [[matchers.call.fn(reviewInboundDeposit), decided(deposit, 'APPROVED')], ...alertServices],
      A.depositReviewSubmitted({ referenceId: deposit.referenceId, travelRuleData: form }),
    );
    expect(callsOf(effects, reviewInboundDeposit)).toEqual([[{ referenceId: deposit.referenceId, travelRuleData: [form] }]]);
    expect(selectActionItemList(storeState, 'PENDING').rows.map((r) => r.referenceId)).toEqual(['req-wire']);

    const declined = await run(opened(deposit), [[matchers.call.fn(reviewInboundDeposit), decided(deposit, 'REJECTED')], ...alertServices], A.depositReviewSubmitted({ referenceId: deposit.referenceId, travelRuleData: { disposition: 'UNRECOGNIZED' } }));
    expect(callsOf(declined.effects, reviewInboundDeposit)).toEqual([[{ referenceId: deposit.referenceId, travelRuleData: [{ disposition: 'UNRECOGNIZED' }] }]]);
  });

  it('the deposit review refused as decided meanwhile (409): the text in the dialog, the list asked again, no alert', async () => {
    const deposit = depositItem();
    const text = 'This request was already approved by Marcus Holloway.';
    const { storeState, allEffects } = await run(
      opened(deposit),
      [[matchers.call.fn(reviewInboundDeposit), throwError(gatewayError(409, text))], [matchers.call.fn(getActionItems), [ITEMS[0]]]],
      A.depositReviewSubmitted({ referenceId: deposit.referenceId, travelRuleData: { disposition: 'UNRECOGNIZED' } }),
    );
    expect(selectSubmission(storeState)).toEqual({ status: 'failed', referenceId: deposit.referenceId, error: text });
    expect(putActions(allEffects)).toContainEqual(A.reloadRequested());
    expect(selectAlerts(storeState)).toEqual([]);
  });

  it('a second submit while one runs is ignored: one call, one decision', async () => {
    const answer = deferred<ReturnType<typeof decided>>();
    const submit = A.responseSubmitted({ referenceId: 'req-wire', response: 'APPROVE', comments: '' });
    const tester = expectSaga(untilFinished, actionItemsSaga).withReducer(testReducer, opened()).provide([[matchers.call.fn(updateActionItem), dynamic(() => answer.promise)], ...alertServices, ...passkeyConfirms]);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(submit);
    await settle();
    tester.dispatch(submit);
    await settle();
    answer.resolve(decided(wireInstructionItem(), 'APPROVED'));
    await settle();
    const { effects, storeState } = await finish();
    expect(callsOf(effects, updateActionItem)).toHaveLength(1);
    expect(selectSubmission(storeState).status).toBe('succeeded');
  });
});

describe('deciding, signed', () => {
  const opened = (item = ITEMS[0] as (typeof ITEMS)[number]) => stateAfter(...listReadyEvents(ITEMS), A.itemOpened({ referenceId: item.referenceId }));

  it.each(['APPROVE', 'REJECT'] as const)('%s: the step-up is opened for {referenceId, decision} of the very body sent (the comments are not signed)', async (response) => {
    const item = decided(wireInstructionItem(), response === 'APPROVE' ? 'APPROVED' : 'REJECTED');
    const { effects, allEffects } = await run(opened(), [[matchers.call.fn(updateActionItem), item], ...alertServices], A.responseSubmitted({ referenceId: 'req-wire', response, comments: 'Checked.' }));
    expect(callsOf(effects, openStepUp)).toEqual([[{ referenceId: 'req-wire', decision: response }]]);
    expect(putActions(allEffects).find((x) => x.type === stepUpActions.started.type)?.payload).toEqual({ summary: `${response === 'APPROVE' ? 'Approve' : 'Reject'}: Wire instruction Custodian Sweep` });
    expect(callsOf(effects, updateActionItem)).toEqual([[{ referenceId: 'req-wire', response, comments: 'Checked.', stepUp: PASSKEY_PROOF }]]);
  });

  it('the confirmation cancelled: nothing is sent, the dialog is back to its input (no error), the item still pending', async () => {
    const { storeState, effects } = await run(
      opened(),
      [[matchers.call.fn(openStepUp), passkeyStepUp()], [matchers.call.fn(getStepUpAssertion), dynamic(() => new Promise(() => undefined))]],
      A.responseSubmitted({ referenceId: 'req-wire', response: 'APPROVE', comments: '' }),
      stepUpActions.cancelClicked(),
    );
    expect(callsOf(effects, updateActionItem)).toEqual([]);
    expect(selectSubmission(storeState)).toEqual({ status: 'idle', referenceId: null, error: null });
    expect(selectStepUpDialog(storeState)).toEqual({ status: 'closed' });
  });

  it('the decision refused for its proof being for another operation: the gateway’s text in the dialog', async () => {
    const { storeState } = await run(
      opened(),
      [[matchers.call.fn(updateActionItem), throwError(gatewayError(403, STEP_UP_TEXTS.otherOperation))]],
      A.responseSubmitted({ referenceId: 'req-wire', response: 'REJECT', comments: 'No.' }),
    );
    expect(selectSubmission(storeState)).toEqual({ status: 'failed', referenceId: 'req-wire', error: STEP_UP_TEXTS.otherOperation });
  });

  it('a decision of an item not opened (a crafted submit) says its reference in the dialog', async () => {
    const { allEffects } = await run(stateAfter(...listReadyEvents(ITEMS)), [[matchers.call.fn(updateActionItem), decided(wireInstructionItem(), 'APPROVED')], ...alertServices], A.responseSubmitted({ referenceId: 'req-wire', response: 'APPROVE', comments: '' }));
    expect(putActions(allEffects).find((x) => x.type === stepUpActions.started.type)?.payload).toEqual({ summary: 'Approve: req-wire' });
  });

  it('the deposit review moves no money: it is not signed', async () => {
    const deposit = depositItem();
    const { effects } = await run(
      opened(deposit),
      [[matchers.call.fn(reviewInboundDeposit), decided(deposit, 'REJECTED')], ...alertServices],
      A.depositReviewSubmitted({ referenceId: deposit.referenceId, travelRuleData: { disposition: 'UNRECOGNIZED' } }),
    );
    expect(callsOf(effects, reviewInboundDeposit)).toHaveLength(1);
    expect(callsOf(effects, openStepUp)).toEqual([]);
  });
});

describe("the originator form's countries", () => {
  const countries = [{ name: 'United States of America', codeTwo: 'US' }, { name: 'Switzerland', codeTwo: 'CH' }];

  it('load when the form first opens, and only once', async () => {
    const { storeState, effects } = await run(stateAfter(), [[matchers.call.fn(fetchCountries), countries]], A.depositFormOpened(), A.depositFormOpened());
    expect(callsOf(effects, fetchCountries)).toHaveLength(1);
    expect(selectCountries(storeState)).toEqual({ status: 'succeeded', items: countries });
  });

  it('a failure leaves the select empty (failed), and the next opening tries again', async () => {
    const { storeState, effects } = await run(stateAfter(), [[matchers.call.fn(fetchCountries), throwError(new Error('Network Error'))]], A.depositFormOpened(), A.depositFormOpened());
    expect(callsOf(effects, fetchCountries)).toHaveLength(2);
    expect(selectCountries(storeState).status).toBe('failed');
  });
});
