// The SECURITY page's passkey pipelines (issue 26) through the feature's root saga with the real
// reducers: the passkeys load with the page; "Add a passkey" — the gateway's options, the browser's
// ceremony (provided: no browser), the answer stored under the user's name — and each way it
// fails: cancelled in the browser (NotAllowedError), refused by the gateway, the options call
// failing; a double submit runs one ceremony. No action carries the challenge or the credential.
import type { AnyAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { PASSKEY_TEXTS, type PasskeyDto } from '../../../src/api/contract/passkeys';
import { addPasskey, getPasskeyRegistrationOptions, getPasskeys } from '../../../src/api/endpoints/passkeys.api';
import { getSecurityEvents, getSessions } from '../../../src/api/endpoints/security.api';
import { securitySaga } from '../../../src/features/security/entry';
import { securityActions as A, selectAddPasskey, selectPasskeys } from '../../../src/features/security/index';
import { PASSKEY_CEREMONY_TEXTS, createPasskeyCredential } from '../../../src/shared/webauthn/passkeyCeremonies';
import { gatewayError } from '../../builders/savedInstructions';
import { pageReadyEvents } from '../../builders/security';
import { deferred, settle } from '../../support/async';
import { callsOf, putActions, runUntilFinished, untilFinished } from '../../support/sagaServices';
import { observedReducer, stateAfter, testReducer, type TestState } from '../../support/testStore';

const CHALLENGE = 'c2VjcmV0LWNoYWxsZW5nZS1vZi10aGUtZ2F0ZXdheQ';
const OPTIONS = { challenge: CHALLENGE, rp: { id: 'localhost', name: 'Institutional Custody Portal' } };
const CREDENTIAL = { id: 'Y3JlZGVudGlhbC1pZA', response: { clientDataJSON: 'eyJjaGFsbGVuZ2UiOiJ4In0', attestationObject: 'o2Nm' } };
const YUBIKEY: PasskeyDto = { id: 'a'.repeat(32), name: 'YubiKey 5C', createdAt: '2026-03-02T15:00:00.000Z', lastUsedAt: null };


const pageLists: StaticProvider[] = [
  [matchers.call.fn(getSecurityEvents), { events: [] }],
  [matchers.call.fn(getSessions), { sessions: [] }],
  [matchers.call.fn(getPasskeys), { passkeys: [YUBIKEY] }],
];
const ceremony: StaticProvider[] = [
  [matchers.call.fn(getPasskeyRegistrationOptions), OPTIONS],
  [matchers.call.fn(createPasskeyCredential), CREDENTIAL],
  [matchers.call.fn(addPasskey), { passkeys: [YUBIKEY] }],
];
const notAllowed = () => Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' });

async function run(state: TestState, provide: StaticProvider[], ...actions: AnyAction[]) {
  const tester = expectSaga(untilFinished, securitySaga).withReducer(testReducer, state).provide([...provide, ...pageLists]);
  const { finish } = runUntilFinished(tester);
  for (const action of actions) {
    tester.dispatch(action);
    await settle();
  }
  return finish();
}

const opened = () => stateAfter(...pageReadyEvents());

describe('the passkeys list', () => {
  it('loads with the page', async () => {
    const { storeState } = await run(stateAfter(), [], A.pageOpened());
    expect(selectPasskeys(storeState)).toEqual({ status: 'succeeded', items: [YUBIKEY], removalPhone: null });
  });

  it('loads with the phone on file a removal code would go to, when the gateway names one', async () => {
    const { storeState } = await run(stateAfter(), [[matchers.call.fn(getPasskeys), { passkeys: [YUBIKEY], removalPhone: 'XXXXXXXX0108' }]], A.pageOpened());
    expect(selectPasskeys(storeState)).toEqual({ status: 'succeeded', items: [YUBIKEY], removalPhone: 'XXXXXXXX0108' });
  });

  it('fails on its own, the other lists loaded', async () => {
    const { storeState } = await run(stateAfter(), [[matchers.call.fn(getPasskeys), throwError(gatewayError(500, 'Internal Server Error'))]], A.pageOpened());
    expect(selectPasskeys(storeState).status).toBe('failed');
  });
});

describe('Add a passkey', () => {
  it('asks the gateway for options, the browser for the credential, and stores it under its name; then reloads the page', async () => {
    const { storeState, effects, allEffects } = await run(opened(), ceremony, A.addPasskeySubmitted({ name: 'YubiKey 5C' }));
    expect(callsOf(effects, getPasskeyRegistrationOptions)).toEqual([[]]);
    expect(callsOf(effects, createPasskeyCredential)).toEqual([[OPTIONS]]);
    expect(callsOf(effects, addPasskey)).toEqual([['YubiKey 5C', CREDENTIAL]]);
    expect(selectAddPasskey(storeState)).toEqual({ status: 'succeeded', name: 'YubiKey 5C' });
    expect(selectPasskeys(storeState)).toEqual({ status: 'succeeded', items: [YUBIKEY], removalPhone: null });
    const puts = putActions(allEffects);
    expect(puts.map((a) => a.type)).toContain(A.reloadRequested.type);
    // Neither the challenge nor the credential reaches an action (the action log).
    expect(JSON.stringify(puts)).not.toContain(CHALLENGE);
    expect(JSON.stringify(puts)).not.toContain(CREDENTIAL.id);
  });

  it('cancelled in the browser (NotAllowedError): a clear text, nothing sent to the gateway', async () => {
    const { storeState, effects } = await run(opened(), [[matchers.call.fn(createPasskeyCredential), throwError(notAllowed())], ...ceremony], A.addPasskeySubmitted({ name: 'Key' }));
    expect(selectAddPasskey(storeState)).toEqual({ status: 'failed', error: PASSKEY_CEREMONY_TEXTS.cancelled });
    expect(callsOf(effects, addPasskey)).toEqual([]);
  });

  it.each([
    ['InvalidStateError', PASSKEY_CEREMONY_TEXTS.alreadyAdded],
    ['NotSupportedError', PASSKEY_CEREMONY_TEXTS.unsupported],
    ['TypeError', PASSKEY_CEREMONY_TEXTS.failed],
  ])("the browser's %s: its text", async (name, text) => {
    const error = Object.assign(new Error('browser text, never shown'), { name });
    const { storeState } = await run(opened(), [[matchers.call.fn(createPasskeyCredential), throwError(error)], ...ceremony], A.addPasskeySubmitted({ name: 'Key' }));
    expect(selectAddPasskey(storeState)).toEqual({ status: 'failed', error: text });
  });

  it("refused by the gateway (400): the gateway's text; any other failure: the generic text", async () => {
    const refused = await run(opened(), [[matchers.call.fn(addPasskey), throwError(gatewayError(400, PASSKEY_TEXTS.expired))], ...ceremony], A.addPasskeySubmitted({ name: 'Key' }));
    expect(selectAddPasskey(refused.storeState)).toEqual({ status: 'failed', error: PASSKEY_TEXTS.expired });
    const down = await run(opened(), [[matchers.call.fn(getPasskeyRegistrationOptions), throwError(gatewayError(503, 'Service Unavailable'))], ...ceremony], A.addPasskeySubmitted({ name: 'Key' }));
    expect(selectAddPasskey(down.storeState)).toEqual({ status: 'failed', error: PASSKEY_TEXTS.notAdded });
    expect(callsOf(down.effects, createPasskeyCredential)).toEqual([]);
    const lost = await run(opened(), [[matchers.call.fn(addPasskey), throwError(gatewayError(500, 'Internal Server Error'))], ...ceremony], A.addPasskeySubmitted({ name: 'Key' }));
    expect(selectAddPasskey(lost.storeState)).toEqual({ status: 'failed', error: PASSKEY_TEXTS.notAdded });
  });

  it('a double submit runs one ceremony; the page reopened meanwhile keeps it running', async () => {
    const browser = deferred<unknown>();
    const observed = observedReducer();
    const tester = expectSaga(untilFinished, securitySaga)
      .withReducer(observed.reducer, opened())
      .provide([[matchers.call.fn(createPasskeyCredential), dynamic(() => browser.promise)], ...ceremony, ...pageLists]);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(A.addPasskeySubmitted({ name: 'YubiKey 5C' }));
    await settle();
    tester.dispatch(A.addPasskeySubmitted({ name: 'YubiKey 5C' }));
    tester.dispatch(A.pageOpened());
    await settle();
    expect(selectAddPasskey(observed.latest())).toEqual({ status: 'pending', name: 'YubiKey 5C' });
    browser.resolve(CREDENTIAL);
    await settle();
    const { storeState, effects } = await finish();
    expect(callsOf(effects, createPasskeyCredential)).toHaveLength(1);
    expect(selectAddPasskey(storeState)).toEqual({ status: 'succeeded', name: 'YubiKey 5C' });
  });

  it('an outcome of no running add changes nothing', () => {
    const state = stateAfter(A.addPasskeySucceeded({ name: 'X', passkeys: [YUBIKEY] }), A.addPasskeyFailed({ error: 'x' }));
    expect(selectAddPasskey(state)).toEqual({ status: 'idle' });
    expect(selectPasskeys(state).items).toEqual([]);
  });
});
