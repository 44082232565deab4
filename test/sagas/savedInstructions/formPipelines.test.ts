// The saved-instruction forms' pipelines step by step, with the real reducer: what a form offers
// when it opens (once per session), the create pipelines' guards and failures, and the server
// checks of fields the other file leaves out (no account selected, the address form's nickname, an
// IBAN service that fails, a blur of the IBAN field).
import type { AnyAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import {
  createDigitalAssetInstruction,
  createWireInstruction,
  getInstitutions,
  validateDigitalAssetNickname,
  validateIban,
  validateWireNickname,
} from '../../../src/api/endpoints/savedInstructions.api';
import { fetchCountries } from '../../../src/api/endpoints/accounts.api';
import { savedInstructionsActions as A } from '../../../src/features/savedInstructions/index';
import { createAddress } from '../../../src/features/savedInstructions/sagas/createAddressInstruction';
import { createWire } from '../../../src/features/savedInstructions/sagas/createWireInstruction';
import { onFieldBlurred, onIbanEdited } from '../../../src/features/savedInstructions/sagas/fieldChecks';
import { loadFormOptions, otherLast } from '../../../src/features/savedInstructions/sagas/formOptions';
import { wireBody } from '../../../src/features/savedInstructions/forms';
import { selectFieldCheck, selectFormOptions, selectWireRequestId } from '../../../src/features/savedInstructions/savedInstructions.selectors';
import { newId } from '../../../src/shared/ids';
import { now } from '../../../src/shared/time/clock';
import { addressInstruction, accountReadyEvents, gatewayError, wireInstruction } from '../../builders/savedInstructions';
import { usWireForm } from '../../builders/wireInstructionForms';
import { stateAfter, testReducer } from '../../support/testStore';
import { instantDelays } from '../../support/sagaServices';

const ready = (...more: AnyAction[]) => stateAfter(...accountReadyEvents(), ...more);
const countries = [{ name: 'United States', codeTwo: 'US' }];
const institutions = [
  { id: 'OTHER', name: 'Other institution' },
  { id: 'i-1', name: 'Harbor Trust' },
];
const services: StaticProvider[] = [
  [matchers.call.fn(newId), 'uuid-1'],
  [matchers.call.fn(now), 1_000],
];

describe('what a form offers when it opens', () => {
  it("the wire form: its create's request id and the countries, no institutions", async () => {
    const { storeState } = await expectSaga(loadFormOptions, A.formOpened({ form: 'wire' }))
      .withReducer(testReducer, ready())
      .provide([[matchers.call.fn(fetchCountries), countries], ...services])
      .put(A.wireRequestIdAssigned({ requestId: 'uuid-1' }))
      .put(A.countriesLoaded({ items: countries }))
      .not.call.fn(getInstitutions)
      .run();
    expect(selectFormOptions(storeState).countries.status).toBe('succeeded');
    expect(selectWireRequestId(storeState)).toBe('uuid-1');
  });

  it("the address form: its create's request id, the countries and the institutions with Other last", async () => {
    const { storeState } = await expectSaga(loadFormOptions, A.formOpened({ form: 'address' }))
      .withReducer(testReducer, ready())
      .provide([[matchers.call.fn(fetchCountries), countries], [matchers.call.fn(getInstitutions), institutions], ...services])
      .put(A.addressRequestIdAssigned({ sdaiUUID: 'uuid-1' }))
      .put(A.institutionsLoaded({ items: [{ id: 'i-1', name: 'Harbor Trust' }, { id: 'OTHER', name: 'Other' }] }))
      .run();
    expect(selectFormOptions(storeState).institutions.status).toBe('succeeded');
  });

  it('opened again once the lists are in: a new request id, no list loaded twice', async () => {
    const loaded = ready(A.countriesLoaded({ items: countries }), A.institutionsLoaded({ items: institutions }));
    await expectSaga(loadFormOptions, A.formOpened({ form: 'address' }))
      .withReducer(testReducer, loaded)
      .provide(services)
      .put(A.addressRequestIdAssigned({ sdaiUUID: 'uuid-1' }))
      .not.call.fn(fetchCountries)
      .not.call.fn(getInstitutions)
      .run();
  });

  it('lists that fail to load leave their selects empty (failed), each on its own', async () => {
    const { storeState } = await expectSaga(loadFormOptions, A.formOpened({ form: 'address' }))
      .withReducer(testReducer, ready())
      .provide([
        [matchers.call.fn(fetchCountries), throwError(gatewayError(503, 'down'))],
        [matchers.call.fn(getInstitutions), throwError(gatewayError(503, 'down'))],
        ...services,
      ])
      .put(A.countriesFailed())
      .put(A.institutionsFailed())
      .run();
    expect(selectFormOptions(storeState).countries.status).toBe('failed');
    expect(selectFormOptions(storeState).institutions.status).toBe('failed');
  });

  it('institutions without Other stay as the gateway sent them', () => {
    expect(otherLast([{ id: 'i-2', name: 'B' }, { id: 'i-1', name: 'A' }])).toEqual([{ id: 'i-2', name: 'B' }, { id: 'i-1', name: 'A' }]);
  });
});

describe('creating: guards and failures', () => {
  const wireValues = usWireForm() as unknown as Record<string, string>;
  const addressValues = { network: 'Ethereum', nickname: 'ETH settlement', recipientAddress: addressInstruction(1).address, destination: 'Self-Managed Wallet', beneficiaryFullName: 'Harborline' };

  it('a wire submit while a create is running sends nothing', async () => {
    const submitted = A.wireInstructionSubmitted({ acctNum: 'C1', values: wireValues });
    const { effects } = await expectSaga(createWire, submitted)
      .withReducer(testReducer, ready(A.createSubmitted({ kind: 'wire', requestId: 'req-0' }), submitted))
      .provide(services)
      .not.call.fn(createWireInstruction)
      .run();
    expect(effects.put).toBeUndefined();
  });

  it('an address submit while a create is running sends nothing', async () => {
    const submitted = A.addressInstructionSubmitted({ acctNum: 'C1', values: addressValues });
    const { effects } = await expectSaga(createAddress, submitted)
      .withReducer(testReducer, ready(A.createSubmitted({ kind: 'address', requestId: 'uuid-0' }), submitted))
      .provide(services)
      .not.call.fn(createDigitalAssetInstruction)
      .run();
    expect(effects.put).toBeUndefined();
  });

  it('a wire create that fails with no field named: the message above the buttons', async () => {
    const submitted = A.wireInstructionSubmitted({ acctNum: 'C1', values: wireValues });
    const { storeState } = await expectSaga(createWire, submitted)
      .withReducer(testReducer, ready(submitted))
      .provide([[matchers.call.fn(createWireInstruction), throwError(gatewayError(500, 'Ledger unavailable'))], ...services])
      .put(A.createFailed({ requestId: 'uuid-1', error: 'Ledger unavailable' }))
      .run();
    expect(storeState.savedInstructions.creation).toMatchObject({ status: 'failed', error: 'Ledger unavailable' });
  });

  it('a wire create that timed out, sent again: the same requestId both times (the gateway answers the one it made), a new one after success', async () => {
    const submitted = A.wireInstructionSubmitted({ acctNum: 'C1', values: wireValues });
    const timedOut = Object.assign(new Error('timeout of 30000ms exceeded'), { code: 'ECONNABORTED' });
    const { storeState: afterTimeout } = await expectSaga(createWire, submitted)
      .withReducer(testReducer, ready(A.wireRequestIdAssigned({ requestId: 'uuid-form' }), submitted))
      .provide([[matchers.call.fn(createWireInstruction), throwError(timedOut)], ...services])
      .call(createWireInstruction, { ...wireBody(wireValues, 'C1'), requestId: 'uuid-form' })
      .put.like({ action: { type: A.createFailed.type, payload: { requestId: 'uuid-form' } } })
      .not.call.fn(newId)
      .run();
    const made = { ...wireInstruction(1), nickname: wireValues.nickname as string };
    const { storeState } = await expectSaga(createWire, submitted)
      .withReducer(testReducer, afterTimeout)
      .provide([[matchers.call.fn(createWireInstruction), made], ...services])
      .call(createWireInstruction, { ...wireBody(wireValues, 'C1'), requestId: 'uuid-form' })
      .put(A.wireCreated({ acctNum: 'C1', requestId: 'uuid-form', instruction: made }))
      .run();
    expect(selectWireRequestId(storeState)).toBeNull();
  });

  it('an address submit whose form got no request id: one is assigned first; a refusal names its field', async () => {
    const submitted = A.addressInstructionSubmitted({ acctNum: 'C1', values: addressValues });
    const { storeState } = await expectSaga(createAddress, submitted)
      .withReducer(testReducer, ready(submitted))
      .provide([[matchers.call.fn(createDigitalAssetInstruction), throwError(gatewayError(409, 'body.nickname: Error: Nickname already in use. Please try again.'))], ...services])
      .put(A.addressRequestIdAssigned({ sdaiUUID: 'uuid-1' }))
      .put(A.createSubmitted({ kind: 'address', requestId: 'uuid-1' }))
      .call(createDigitalAssetInstruction, { ...addressValues, sdaiUUID: 'uuid-1', accountNumber: 'C1' }, false)
      .put(A.createFailed({ requestId: 'uuid-1', field: 'nickname', error: 'Error: Nickname already in use. Please try again.' }))
      .run();
    expect(storeState.savedInstructions.creation).toMatchObject({ status: 'failed', field: 'nickname' });
  });
});

describe('server checks: the cases the page rarely meets', () => {
  const check = (state: ReturnType<typeof ready>, key: string, value: string) => selectFieldCheck(state, key, value);

  it('a nickname with no account selected cannot be checked: the service-unavailable text, no call', async () => {
    const { storeState } = await expectSaga(onFieldBlurred, A.fieldBlurred({ form: 'wire', field: 'nickname', value: 'Operating' }))
      .withReducer(testReducer, stateAfter())
      .not.call.fn(validateWireNickname)
      .run();
    expect(check(storeState, 'wire.nickname', 'Operating')).toMatchObject({ status: 'failed', message: 'Error: Service temporarily unavailable.' });
  });

  it("the address form's nickname is checked against the allow-list, and an unused one passes", async () => {
    const { storeState } = await expectSaga(onFieldBlurred, A.fieldBlurred({ form: 'address', field: 'nickname', value: 'Cold wallet' }))
      .withReducer(testReducer, ready())
      .provide([[matchers.call.fn(validateDigitalAssetNickname), { available: true }]])
      .call(validateDigitalAssetNickname, 'Cold wallet', 'C1')
      .not.call.fn(validateWireNickname)
      .run();
    expect(check(storeState, 'address.nickname', 'Cold wallet')).toMatchObject({ status: 'succeeded' });
  });

  it('a nickname check that fails: the service-unavailable text', async () => {
    const { storeState } = await expectSaga(onFieldBlurred, A.fieldBlurred({ form: 'wire', field: 'nickname', value: 'Operating' }))
      .withReducer(testReducer, ready())
      .provide([[matchers.call.fn(validateWireNickname), throwError(gatewayError(503, 'down'))]])
      .run();
    expect(check(storeState, 'wire.nickname', 'Operating')).toMatchObject({ status: 'failed', message: 'Error: Service temporarily unavailable.' });
  });

  it('an IBAN service that fails otherwise than 400: the service-unavailable text', async () => {
    const iban = 'DE89370400440532013000';
    const { storeState } = await expectSaga(onIbanEdited, A.ibanEdited({ value: iban }))
      .withReducer(testReducer, ready())
      .provide([[matchers.call.fn(validateIban), throwError(gatewayError(503, 'down'))], instantDelays])
      .run();
    expect(check(storeState, 'wire.bankIBAN', iban)).toMatchObject({ status: 'failed', message: 'Error: Service temporarily unavailable.' });
  });

  it('leaving the IBAN field checks nothing more (it is checked as typed)', async () => {
    const { effects } = await expectSaga(onFieldBlurred, A.fieldBlurred({ form: 'wire', field: 'bankIBAN', value: 'DE89370400440532013000' }))
      .withReducer(testReducer, ready())
      .not.call.fn(validateIban)
      .run();
    expect(effects.put).toBeUndefined();
  });
});
