// The saved-instruction pipelines through the feature's root saga with the real reducers and
// providers: page loads, create (wire and address), delete, the allow-list changes, and the
// server checks of form fields (the IBAN's 500 ms debounce on a provided clock, never waited for).
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { fetchAccountDetails } from '../../../src/api/endpoints/accounts.api';
import {
  createDigitalAssetInstruction,
  createWireInstruction,
  deleteDigitalAssetInstruction,
  disableSdai,
  disableWireInstruction,
  editSdai,
  enableSdai,
  getActivationPeriods,
  getBankByBic,
  getBankByRoutingNumber,
  getSavedDigitalAssetInstructions,
  getSavedWireInstructions,
  validateIban,
  validateNonUsWireInstruction,
  validateWireNickname,
} from '../../../src/api/endpoints/savedInstructions.api';
import { accountsActions, selectSelectedAccountDetails } from '../../../src/features/accounts/index';
import { savedInstructionsActions as A, selectAddressList, selectInstructionSettings, selectWireList } from '../../../src/features/savedInstructions/index';
import { savedInstructionsSaga } from '../../../src/features/savedInstructions/entry';
import { savedInstructionFormsSaga } from '../../../src/features/savedInstructions/savedInstructionForms.sagas';
import { selectFieldCheck } from '../../../src/features/savedInstructions/savedInstructions.selectors';
import { selectAlerts } from '../../../src/features/system/index';
import { newId } from '../../../src/shared/ids';
import { now } from '../../../src/shared/time/clock';
import { flagsOn } from '../../builders/flags';
import { usWireForm } from '../../builders/wireInstructionForms';
import {
  accountDetails,
  accountReadyEvents,
  addressInstruction,
  custodyAccount,
  gatewayError,
  wireInstruction,
} from '../../builders/savedInstructions';
import { observedReducer, stateAfter, testReducer } from '../../support/testStore';
import { settle } from '../../support/async';
import { instantDelays, manualClock, runDispatching, runUntilFinished, untilFinished } from '../../support/sagaServices';

const ready = () => stateAfter(...accountReadyEvents());
const page = (items = [wireInstruction(1)]) => ({ items, page: 1, count: 100, totalRecords: items.length });
const ids: StaticProvider = [matchers.call.fn(newId), 'req-1'];
const clock: StaticProvider = [matchers.call.fn(now), 1_000];
const alertMessages = (state: ReturnType<typeof ready>) => selectAlerts(state).map((a) => `${a.severity}: ${a.message}`);

describe('page loads', () => {
  it('opening the page loads both lists of the selected account (active and pending wires, page 1)', async () => {
    const tester = expectSaga(untilFinished, savedInstructionsSaga)
      .withReducer(testReducer, ready())
      .provide([
        [matchers.call.fn(getSavedWireInstructions), page([wireInstruction(1), wireInstruction(2, { status: 'PENDING' })])],
        [matchers.call.fn(getSavedDigitalAssetInstructions), [addressInstruction(1)]],
      ])
      .call(getSavedWireInstructions, { page: 1, count: 100, fdasAccountNumber: 'C1', active: true, pending: true, inactive: false })
      .call(getSavedDigitalAssetInstructions, 'C1', false);
    const { storeState } = await runDispatching(tester, A.pageOpened());
    expect(selectWireList(storeState, 'C1').rows.map((r) => r.status)).toEqual(['ACTIVE', 'PENDING']);
    expect(selectAddressList(storeState, 'C1')).toMatchObject({ status: 'succeeded', rows: [addressInstruction(1)] });
  });

  it('with the eu-trvl-rule flag on, the address list is asked by its v3 (spec part 2 §7)', async () => {
    const tester = expectSaga(untilFinished, savedInstructionsSaga)
      .withReducer(testReducer, stateAfter(...accountReadyEvents(), flagsOn('eu-trvl-rule')))
      .provide([
        [matchers.call.fn(getSavedWireInstructions), page()],
        [matchers.call.fn(getSavedDigitalAssetInstructions), [addressInstruction(1)]],
      ])
      .call(getSavedDigitalAssetInstructions, 'C1', true);
    await runDispatching(tester, A.pageOpened());
  });

  it("a failed load keeps the server's message for the page text; the other list still loads", async () => {
    const tester = expectSaga(untilFinished, savedInstructionsSaga)
      .withReducer(testReducer, ready())
      .provide([
        [matchers.call.fn(getSavedWireInstructions), throwError(gatewayError(403, 'Forbidden'))],
        [matchers.call.fn(getSavedDigitalAssetInstructions), []],
      ]);
    const { storeState } = await runDispatching(tester, A.pageOpened());
    expect(selectWireList(storeState, 'C1')).toMatchObject({ status: 'failed', error: 'Forbidden' });
    expect(selectAddressList(storeState, 'C1').status).toBe('succeeded');
  });

  it("a failed address list keeps the server's message for the page text; the wire list still loads", async () => {
    const tester = expectSaga(untilFinished, savedInstructionsSaga)
      .withReducer(testReducer, ready())
      .provide([
        [matchers.call.fn(getSavedWireInstructions), page()],
        [matchers.call.fn(getSavedDigitalAssetInstructions), throwError(gatewayError(503, 'Service temporarily unavailable'))],
      ])
      .put(A.addressListFailed({ acctNum: 'C1', error: 'Service temporarily unavailable' }));
    const { storeState } = await runDispatching(tester, A.pageOpened());
    expect(selectAddressList(storeState, 'C1')).toMatchObject({ status: 'failed', error: 'Service temporarily unavailable' });
    expect(selectWireList(storeState, 'C1').status).toBe('succeeded');
  });

  it('nothing loads while the page is closed; choosing another account while open loads that one', async () => {
    const closed = expectSaga(untilFinished, savedInstructionsSaga)
      .withReducer(testReducer, ready())
      .provide([
        [matchers.call.fn(getSavedWireInstructions), page([])],
        [matchers.call.fn(getSavedDigitalAssetInstructions), []],
      ])
      .not.call.fn(getSavedWireInstructions);
    await runDispatching(closed, accountsActions.accountSelected({ acctNum: 'C2' }));
    const open = expectSaga(untilFinished, savedInstructionsSaga)
      .withReducer(testReducer, stateAfter(...accountReadyEvents(), A.pageOpened()))
      .provide([
        [matchers.call.fn(getSavedWireInstructions), page([])],
        [matchers.call.fn(getSavedDigitalAssetInstructions), []],
      ])
      .call(getSavedDigitalAssetInstructions, 'C2', false);
    await runDispatching(open, accountsActions.accountSelected({ acctNum: 'C2' }));
  });
});

describe('page loads of a market-maker account (issue 27, the flag mm-sdai)', () => {
  const mm = custodyAccount('M1', { accountType: 'MARKET_MAKER', accountDisplayName: 'Meridian – Primary Market Making' });
  const lists: StaticProvider[] = [
    [matchers.call.fn(getSavedWireInstructions), page()],
    [matchers.call.fn(getSavedDigitalAssetInstructions), [addressInstruction(1)]],
  ];

  it('mm-sdai on: both lists load, once the flags have answered', async () => {
    const [, ...rest] = accountReadyEvents({ account: mm });
    const tester = expectSaga(untilFinished, savedInstructionsSaga)
      .withReducer(testReducer, stateAfter(...rest))
      .provide(lists)
      .call(getSavedWireInstructions, { page: 1, count: 100, fdasAccountNumber: 'M1', active: true, pending: true, inactive: false })
      .call(getSavedDigitalAssetInstructions, 'M1', false);
    const { storeState } = await runDispatching(tester, A.pageOpened(), flagsOn('mm-sdai'));
    expect(selectAddressList(storeState, 'M1').status).toBe('succeeded');
  });

  it('mm-sdai off: the wire list only; the address list is never asked', async () => {
    const tester = expectSaga(untilFinished, savedInstructionsSaga)
      .withReducer(testReducer, stateAfter(...accountReadyEvents({ account: mm })))
      .provide(lists)
      .call.fn(getSavedWireInstructions)
      .not.call.fn(getSavedDigitalAssetInstructions);
    const { storeState } = await runDispatching(tester, A.pageOpened());
    expect(selectAddressList(storeState, 'M1').status).toBe('idle');
  });

  it('a custody account does not wait for the flags nor read mm-sdai', async () => {
    const [, ...rest] = accountReadyEvents();
    const tester = expectSaga(untilFinished, savedInstructionsSaga).withReducer(testReducer, stateAfter(...rest)).provide(lists).call(getSavedDigitalAssetInstructions, 'C1', false);
    await runDispatching(tester, A.pageOpened());
  });
});

describe('creating a wire instruction', () => {
  const opened = () => stateAfter(...accountReadyEvents(), A.pageOpened(), A.wireListRequested({ acctNum: 'C1', page: 1, count: 100 }), A.wireListLoaded({ acctNum: 'C1', result: page() }));
  const values = { ...usWireForm(), intermediaryBankBic: '', bankBic: 'IGNORED' } as unknown as Record<string, string>;

  it('sends the shown fields only; the new row shows PENDING first; the success alert', async () => {
    const created = wireInstruction(9, { nickname: 'Operating account', status: 'PENDING' });
    const tester = expectSaga(untilFinished, savedInstructionFormsSaga)
      .withReducer(testReducer, opened())
      .provide([[matchers.call.fn(createWireInstruction), created], ids, clock])
      .call(createWireInstruction, { ...usWireForm(), fdasAccountNumber: 'C1', requestId: 'req-1' })
      .put(A.wireCreated({ acctNum: 'C1', requestId: 'req-1', instruction: created }));
    const { storeState } = await runDispatching(tester, A.wireInstructionSubmitted({ acctNum: 'C1', values }));
    expect(selectWireList(storeState, 'C1').rows.map((r) => [r.nickname, r.status])).toEqual([
      ['Operating account', 'PENDING'],
      ['Wire instruction 1', 'ACTIVE'],
    ]);
    expect(alertMessages(storeState)).toEqual(['success: Instruction added successfully.']);
    expect(selectAlerts(storeState)).toMatchObject([{ severity: 'success', code: '000000' }]);
  });

  it('a US instruction is created without the non-US validation', async () => {
    const tester = expectSaga(untilFinished, savedInstructionFormsSaga)
      .withReducer(testReducer, opened())
      .provide([[matchers.call.fn(createWireInstruction), wireInstruction(9)], ids, clock])
      .not.call.fn(validateNonUsWireInstruction);
    await runDispatching(tester, A.wireInstructionSubmitted({ acctNum: 'C1', values }));
  });

  describe('a non-US instruction (spec part 2 §7: validations/non-us-wireinstruction first)', () => {
    const nonUs = { ...usWireForm(), bankLocation: 'NON_US', bankBic: 'DEUTDEFF', accountType: 'IBAN', bankIBAN: 'DE89 3704 0044 0532 0130 00', routingNumber: '', beneficiaryType: 'ENT', country: 'DE', beneficiaryNonUSZip: '60325' } as unknown as Record<string, string>;
    const body = () => {
      const sent = { nickname: 'Operating account', bankLocation: 'NON_US', bankBic: 'DEUTDEFF', accountType: 'IBAN', bankIBAN: 'DE89370400440532013000' };
      return expect.objectContaining({ ...sent, fdasAccountNumber: 'C1' }) as unknown;
    };

    it('is validated with the very body it is then created with', async () => {
      const created = wireInstruction(9, { nickname: 'Operating account', status: 'PENDING' });
      const tester = expectSaga(untilFinished, savedInstructionFormsSaga)
        .withReducer(testReducer, opened())
        .provide([[matchers.call.fn(validateNonUsWireInstruction), { valid: true }], [matchers.call.fn(createWireInstruction), created], ids, clock]);
      const { effects } = await runDispatching(tester, A.wireInstructionSubmitted({ acctNum: 'C1', values: nonUs }));
      const calls = (effects.call ?? []).map((e) => [e.payload.fn, e.payload.args[0]] as const);
      const validated = calls.find(([fn]) => fn === validateNonUsWireInstruction)?.[1];
      const sent = calls.find(([fn]) => fn === createWireInstruction)?.[1];
      expect(validated).toEqual(body());
      // The same body, and the create's idempotency key (the validation takes none).
      expect(sent).toEqual({ ...(validated as object), requestId: 'req-1' });
      expect(calls.findIndex(([fn]) => fn === validateNonUsWireInstruction)).toBeLessThan(calls.findIndex(([fn]) => fn === createWireInstruction));
    });

    it("is not created when the validation refuses it: the gateway's text under its field", async () => {
      const tester = expectSaga(untilFinished, savedInstructionFormsSaga)
        .withReducer(testReducer, opened())
        .provide([[matchers.call.fn(validateNonUsWireInstruction), throwError(gatewayError(400, 'body.bankBic: Error: Please review your entry.'))], ids, clock])
        .not.call.fn(createWireInstruction)
        .put(A.createFailed({ requestId: 'req-1', field: 'bankBic', error: 'Error: Please review your entry.' }));
      const { storeState } = await runDispatching(tester, A.wireInstructionSubmitted({ acctNum: 'C1', values: nonUs }));
      expect(selectWireList(storeState, 'C1').rows).toHaveLength(1);
    });
  });

  it("a refusal names the field the gateway named; nothing is added", async () => {
    const tester = expectSaga(untilFinished, savedInstructionFormsSaga)
      .withReducer(testReducer, opened())
      .provide([[matchers.call.fn(createWireInstruction), throwError(gatewayError(409, 'body.nickname: Error: Nickname already in use. Please try again.'))], ids, clock])
      .put(A.createFailed({ requestId: 'req-1', field: 'nickname', error: 'Error: Nickname already in use. Please try again.' }));
    const { storeState } = await runDispatching(tester, A.wireInstructionSubmitted({ acctNum: 'C1', values }));
    expect(selectWireList(storeState, 'C1').rows).toHaveLength(1);
  });
});

describe('creating a digital asset instruction', () => {
  it('sends the sdaiUUID assigned when the form opened, again on a retry after a failure', async () => {
    const values = { network: 'Ethereum', nickname: 'ETH settlement', recipientAddress: addressInstruction(1).address, destination: 'Self-Managed Wallet', beneficiaryFullName: 'Harborline' };
    const body = { ...values, sdaiUUID: 'uuid-1', accountNumber: 'C1' };
    const observed = observedReducer();
    let calls = 0;
    const tester = expectSaga(untilFinished, savedInstructionFormsSaga)
      .withReducer(observed.reducer, ready())
      .provide([
        [matchers.call.fn(newId), 'uuid-1'],
        clock,
        [
          matchers.call.fn(createDigitalAssetInstruction),
          dynamic(() => (calls++ === 0 ? Promise.reject(new Error('Network Error')) : addressInstruction(7, { status: 'PENDING' }))),
        ],
        [matchers.call.fn(getSavedDigitalAssetInstructions), []],
      ]);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(A.formOpened({ form: 'address' }));
    await settle();
    tester.dispatch(A.addressInstructionSubmitted({ acctNum: 'C1', values }));
    await settle();
    expect(observed.latest().savedInstructions.creation.status).toBe('failed');
    tester.dispatch(A.addressInstructionSubmitted({ acctNum: 'C1', values }));
    const { effects } = await finish();
    const sent = (effects.call ?? []).filter((e: { payload: { fn: unknown } }) => e.payload.fn === createDigitalAssetInstruction).map((e: { payload: { args: unknown[] } }) => e.payload.args[0]);
    expect(sent).toEqual([body, body]);
    expect(observed.latest().savedInstructions.creation.status).toBe('succeeded');
  });
});

describe('creating a digital asset instruction, answered', () => {
  it("with eu-trvl-rule on: created by its v3 with the form's own sdaiUUID (no other id drawn), then the success alert", async () => {
    const values = { network: 'Ethereum', nickname: 'ETH settlement', recipientAddress: addressInstruction(1).address, destination: 'Self-Managed Wallet', beneficiaryFullName: 'Harborline' };
    let drawn = 0;
    const tester = expectSaga(untilFinished, savedInstructionFormsSaga)
      .withReducer(testReducer, stateAfter(...accountReadyEvents(), flagsOn('eu-trvl-rule')))
      .provide([
        [matchers.call.fn(newId), dynamic(() => `uuid-${++drawn}`)],
        clock,
        [matchers.call.fn(createDigitalAssetInstruction), addressInstruction(7, { status: 'PENDING' })],
        [matchers.call.fn(getSavedDigitalAssetInstructions), []],
      ])
      .call(createDigitalAssetInstruction, { ...values, sdaiUUID: 'uuid-1', accountNumber: 'C1' }, true);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(A.formOpened({ form: 'address' }));
    await settle();
    tester.dispatch(A.addressInstructionSubmitted({ acctNum: 'C1', values }));
    const { storeState } = await finish();
    expect(selectAlerts(storeState)).toMatchObject([{ severity: 'success', code: '000000', message: 'Instruction added successfully.' }]);
  });
});

describe('deleting', () => {
  const withRows = () =>
    stateAfter(
      ...accountReadyEvents(),
      A.wireListRequested({ acctNum: 'C1', page: 1, count: 100 }),
      A.wireListLoaded({ acctNum: 'C1', result: page([wireInstruction(1), wireInstruction(2)]) }),
      A.addressListRequested({ acctNum: 'C1' }),
      A.addressListLoaded({ acctNum: 'C1', items: [addressInstruction(1)] }),
    );

  it('the expected success status removes the row and says so', async () => {
    const tester = expectSaga(untilFinished, savedInstructionsSaga)
      .withReducer(testReducer, withRows())
      .provide([[matchers.call.fn(disableWireInstruction), { code: '000000', text: 'Instruction deleted successfully.' }], ids, clock])
      .call(disableWireInstruction, 'w-1')
      .put(A.deleteSucceeded({ acctNum: 'C1', kind: 'wire', id: 'w-1' }));
    const { storeState } = await runDispatching(tester, A.deleteConfirmed({ kind: 'wire', id: 'w-1' }));
    expect(selectWireList(storeState, 'C1').rows.map((r) => r.accountInstructionId)).toEqual(['w-2']);
    expect(alertMessages(storeState)).toEqual(['success: Instruction deleted successfully.']);
  });

  it('an address: deleted by its own call (never the wire one), its row removed and the same success text', async () => {
    const tester = expectSaga(untilFinished, savedInstructionsSaga)
      .withReducer(testReducer, withRows())
      .provide([[matchers.call.fn(deleteDigitalAssetInstruction), { code: '000000', text: 'Instruction deleted successfully.' }], ids, clock])
      .call(deleteDigitalAssetInstruction, 'a-1')
      .not.call.fn(disableWireInstruction)
      .put(A.deleteSucceeded({ acctNum: 'C1', kind: 'address', id: 'a-1' }));
    const { storeState } = await runDispatching(tester, A.deleteConfirmed({ kind: 'address', id: 'a-1' }));
    expect(selectAddressList(storeState, 'C1').rows).toEqual([]);
    expect(selectWireList(storeState, 'C1').rows).toHaveLength(2);
    expect(alertMessages(storeState)).toEqual(['success: Instruction deleted successfully.']);
  });

  it.each([
    ['another code', { code: '000001', text: 'Instruction deleted successfully.' }],
    ['another text', { code: '000000', text: 'Deleted.' }],
  ])('%s: deleteFailed, the row stays, no message', async (_case, status) => {
    const tester = expectSaga(untilFinished, savedInstructionsSaga)
      .withReducer(testReducer, withRows())
      .provide([[matchers.call.fn(deleteDigitalAssetInstruction), status]])
      .put(A.deleteFailed({ id: 'a-1' }));
    const { storeState } = await runDispatching(tester, A.deleteConfirmed({ kind: 'address', id: 'a-1' }));
    expect(selectAddressList(storeState, 'C1').rows).toHaveLength(1);
    expect(selectAlerts(storeState)).toEqual([]);
  });

  it('a failed call: deleteFailed, the row stays', async () => {
    const tester = expectSaga(untilFinished, savedInstructionsSaga)
      .withReducer(testReducer, withRows())
      .provide([[matchers.call.fn(disableWireInstruction), throwError(gatewayError(404, 'Instruction not found'))]])
      .put(A.deleteFailed({ id: 'w-2' }));
    const { storeState } = await runDispatching(tester, A.deleteConfirmed({ kind: 'wire', id: 'w-2' }));
    expect(selectWireList(storeState, 'C1').rows).toHaveLength(2);
  });
});

describe('the allow-list', () => {
  const disabled = () => stateAfter(...accountReadyEvents({ details: { aaEnabled: 'DISABLED', aaActivationPeriod: null, canEnableSDAI: true, canEditSDAI: false, canDisableSDAI: false } }), A.pageOpened());
  const lists: StaticProvider[] = [
    [matchers.call.fn(getSavedWireInstructions), page([])],
    [matchers.call.fn(getSavedDigitalAssetInstructions), []],
  ];

  it("the activation periods are asked for the account the dialog is for; a failure says so for that account", async () => {
    const loading = expectSaga(untilFinished, savedInstructionsSaga)
      .withReducer(testReducer, ready())
      .provide([[matchers.call.fn(getActivationPeriods), { periods: ['3 Days', '7 Days'] }]])
      .call(getActivationPeriods, 'C2')
      .put(A.activationPeriodsLoaded({ acctNum: 'C2', periods: ['3 Days', '7 Days'] }));
    await runDispatching(loading, A.activationPeriodsRequested({ acctNum: 'C2' }));

    const failing = expectSaga(untilFinished, savedInstructionsSaga)
      .withReducer(testReducer, ready())
      .provide([[matchers.call.fn(getActivationPeriods), throwError(new Error('Network Error'))]])
      .put(A.activationPeriodsFailed({ acctNum: 'C2' }))
      .not.put.actionType(A.activationPeriodsLoaded.type);
    await runDispatching(failing, A.activationPeriodsRequested({ acctNum: 'C2' }));
  });

  it('enable: the period and the acknowledgement, then the details again and the lists', async () => {
    const result = { accountNumber: 'C1', aaEnabled: 'ENABLED' as const, aaActivationPeriod: '3 Days' };
    const reloaded = accountDetails('C1', { aaEnabled: 'ENABLED', aaActivationPeriod: '3 Days', canEditSDAI: true, canDisableSDAI: true });
    const tester = expectSaga(untilFinished, savedInstructionsSaga)
      .withReducer(testReducer, disabled())
      .provide([[matchers.call.fn(enableSdai), result], [matchers.call.fn(fetchAccountDetails), reloaded], ...lists])
      .call(enableSdai, { accountNumber: 'C1', activationPeriod: '3 Days', disclosureAcknowledged: true })
      .put(A.listsReloadRequested())
      .call(getSavedDigitalAssetInstructions, 'C1', false);
    const { storeState } = await runDispatching(tester, A.allowListChangeSubmitted({ acctNum: 'C1', change: 'enable', activationPeriod: '3 Days' }));
    expect(selectSelectedAccountDetails(storeState)).toEqual(reloaded);
    expect(selectInstructionSettings(storeState)).toMatchObject({ aaEnabled: 'ENABLED', aaActivationPeriod: '3 Days', canEditSDAI: true });
  });

  it("edit: the chosen period and the spec's success banner; a reload that fails keeps the answer laid over", async () => {
    const result = { accountNumber: 'C1', aaEnabled: 'ENABLED' as const, aaActivationPeriod: '7 Days' };
    const tester = expectSaga(untilFinished, savedInstructionsSaga)
      .withReducer(testReducer, ready())
      .provide([[matchers.call.fn(editSdai), result], [matchers.call.fn(fetchAccountDetails), throwError(new Error('Network Error'))], ids, clock])
      .call(editSdai, { accountNumber: 'C1', activationPeriod: '7 Days' });
    const { storeState } = await runDispatching(tester, A.allowListChangeSubmitted({ acctNum: 'C1', change: 'edit', activationPeriod: '7 Days' }));
    expect(alertMessages(storeState)).toEqual(['success: Digital Asset Activation Period has been successfully updated']);
    expect(selectInstructionSettings(storeState)?.aaActivationPeriod).toBe('7 Days');
  });

  it('disable: disableSDAI true → PENDING_DISABLEMENT; a refusal leaves the state as it was', async () => {
    const result = { accountNumber: 'C1', aaEnabled: 'PENDING_DISABLEMENT' as const, aaActivationPeriod: '3 Days' };
    const disabling = expectSaga(untilFinished, savedInstructionsSaga)
      .withReducer(testReducer, ready())
      .provide([[matchers.call.fn(disableSdai), result], [matchers.call.fn(fetchAccountDetails), throwError(new Error('x'))], ...lists])
      .call(disableSdai, { accountNumber: 'C1', disableSDAI: true });
    const { storeState } = await runDispatching(disabling, A.allowListChangeSubmitted({ acctNum: 'C1', change: 'disable' }));
    expect(selectInstructionSettings(storeState)?.aaEnabled).toBe('PENDING_DISABLEMENT');

    const refusing = expectSaga(untilFinished, savedInstructionsSaga)
      .withReducer(testReducer, ready())
      .provide([[matchers.call.fn(disableSdai), throwError(gatewayError(403, 'You are not entitled to disable on this account'))]])
      .put(A.allowListChangeFailed())
      .not.call.fn(fetchAccountDetails);
    const refused = await runDispatching(refusing, A.allowListChangeSubmitted({ acctNum: 'C1', change: 'disable' }));
    expect(selectInstructionSettings(refused.storeState)?.aaEnabled).toBe('ENABLED');
  });
});

describe('server checks of form fields', () => {
  const check = (state: ReturnType<typeof ready>, key: string, value: string) => selectFieldCheck(state, key, value);

  it('routing number: the 3-7-1 checksum first (no call for a bad one), then the lookup', async () => {
    const badNumber = expectSaga(untilFinished, savedInstructionFormsSaga)
      .withReducer(testReducer, ready())
      .not.call.fn(getBankByRoutingNumber);
    const bad = await runDispatching(badNumber, A.fieldBlurred({ form: 'wire', field: 'routingNumber', value: '021000022' }));
    expect(check(bad.storeState, 'wire.routingNumber', '021000022')).toBeUndefined();

    const bank = { bankName: 'JPMorgan Chase Bank, N.A.', address: '383 Madison Avenue', city: 'New York', stateCode: 'NY', zip: '10179', zipExt: null };
    const goodNumber = expectSaga(untilFinished, savedInstructionFormsSaga)
      .withReducer(testReducer, ready())
      .provide([[matchers.call.fn(getBankByRoutingNumber), bank]])
      .call(getBankByRoutingNumber, '021000021');
    const found = await runDispatching(goodNumber, A.fieldBlurred({ form: 'wire', field: 'routingNumber', value: ' 021000021 ' }));
    expect(check(found.storeState, 'wire.routingNumber', '021000021')).toMatchObject({ status: 'succeeded', found: 'JPMorgan Chase Bank, N.A., New York NY' });
  });

  it.each([
    [404, 'Error: Please review your entry.'],
    [503, 'Error: Service temporarily unavailable.'],
  ])('BIC lookup answering %s: %s', async (httpStatus, message) => {
    const tester = expectSaga(untilFinished, savedInstructionFormsSaga)
      .withReducer(testReducer, ready())
      .provide([[matchers.call.fn(getBankByBic), throwError(gatewayError(httpStatus, 'x'))]])
      .call(getBankByBic, 'DEUTDEFF');
    const { storeState } = await runDispatching(tester, A.fieldBlurred({ form: 'wire', field: 'bankBic', value: 'deutdeff' }));
    expect(check(storeState, 'wire.bankBic', 'DEUTDEFF')).toMatchObject({ status: 'failed', message });
  });

  it('a BIC ending XXX is refused by the local rule, without a call', async () => {
    const tester = expectSaga(untilFinished, savedInstructionFormsSaga)
      .withReducer(testReducer, ready())
      .not.call.fn(getBankByBic)
      .put(A.fieldCheckCleared({ key: 'wire.intermediaryBankBic' }));
    await runDispatching(tester, A.fieldBlurred({ form: 'wire', field: 'intermediaryBankBic', value: 'DEUTDEFFXXX' }));
  });

  it('an intermediary BIC left empty (it is optional) is not looked up: the check is cleared', async () => {
    const tester = expectSaga(untilFinished, savedInstructionFormsSaga)
      .withReducer(testReducer, ready())
      .not.call.fn(getBankByBic)
      .not.put.actionType(A.fieldCheckStarted.type)
      .put(A.fieldCheckCleared({ key: 'wire.intermediaryBankBic' }));
    await runDispatching(tester, A.fieldBlurred({ form: 'wire', field: 'intermediaryBankBic', value: '   ' }));
  });

  it('nickname uniqueness on blur, for the selected account', async () => {
    const tester = expectSaga(untilFinished, savedInstructionFormsSaga)
      .withReducer(testReducer, ready())
      .provide([[matchers.call.fn(validateWireNickname), { available: false }]])
      .call(validateWireNickname, 'Operating', 'C1');
    const { storeState } = await runDispatching(tester, A.fieldBlurred({ form: 'wire', field: 'nickname', value: 'Operating' }));
    expect(check(storeState, 'wire.nickname', 'Operating')).toMatchObject({ status: 'failed', message: 'Error: Nickname already in use. Please try again.' });
  });

  it('IBAN: debounced 500 ms — keystrokes within the wait restart it, one call for the last value', async () => {
    const observed = observedReducer();
    const time = manualClock();
    const tester = expectSaga(untilFinished, savedInstructionFormsSaga)
      .withReducer(observed.reducer, ready())
      .provide([[matchers.call.fn(validateIban), { valid: true }], time.provider]);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(A.ibanEdited({ value: 'DE89 3704' }));
    await settle();
    tester.dispatch(A.ibanEdited({ value: 'DE89 3704 0044 0532 0130 00' }));
    await settle();
    expect(time.pending()).toEqual([500, 500]); // the first wait was cancelled
    await time.elapse(500);
    const { effects } = await finish();
    const calls = (effects.call ?? []).filter((e: { payload: { fn: unknown } }) => e.payload.fn === validateIban).map((e: { payload: { args: unknown[] } }) => e.payload.args[0]);
    expect(calls).toEqual(['DE89370400440532013000']);
    expect(check(observed.latest(), 'wire.bankIBAN', 'DE89370400440532013000')?.status).toBe('succeeded');
  });

  it('IBAN: a 400 is the invalid-entry text; too short is left to the local rule', async () => {
    const invalid = expectSaga(untilFinished, savedInstructionFormsSaga)
      .withReducer(testReducer, ready())
      .provide([[matchers.call.fn(validateIban), throwError(gatewayError(400, 'IBAN Entry appears to be invalid, please review your entry.'))], instantDelays]);
    const { storeState } = await runDispatching(invalid, A.ibanEdited({ value: 'DE00370400440532013000' }));
    expect(check(storeState, 'wire.bankIBAN', 'DE00370400440532013000')).toMatchObject({ status: 'failed', message: 'IBAN Entry appears to be invalid, please review your entry.' });

    const tooShort = expectSaga(untilFinished, savedInstructionFormsSaga)
      .withReducer(testReducer, ready())
      .provide([instantDelays])
      .not.call.fn(validateIban);
    await runDispatching(tooShort, A.ibanEdited({ value: 'DE8' }));
  });
});
