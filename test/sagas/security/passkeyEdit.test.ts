// A passkey's rename and removal on the SECURITY page (issue 26), through the feature's root saga
// with the real reducers: rename (and its refusal), remove one that is not the last at once, the last
// one with a fresh assertion (the browser's ceremony provided; a cancel keeps it) or with a code sent
// to the phone on file (a wrong code keeps it, with the gateway's text).
import type { AnyAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { PASSKEY_TEXTS, type PasskeyDto } from '../../../src/api/contract/passkeys';
import { getPasskeyRemovalOptions, getPasskeys, removePasskey, renamePasskey, sendPasskeyRemovalCode } from '../../../src/api/endpoints/passkeys.api';
import { getSecurityEvents, getSessions } from '../../../src/api/endpoints/security.api';
import { securitySaga } from '../../../src/features/security/entry';
import { securityActions as A, selectPasskeys } from '../../../src/features/security/index';
import { selectPasskeyEdit, selectPasskeyOutcome } from '../../../src/features/security/security.selectors';
import { getPasskeyAssertion } from '../../../src/shared/webauthn/passkeyCeremonies';
import { actionSanitizer } from '../../../src/app/devtoolsSanitizers';
import { gatewayError } from '../../builders/savedInstructions';
import { pageReadyEvents } from '../../builders/security';
import { runDispatching, untilFinished } from '../../support/sagaServices';
import { stateAfter, testReducer } from '../../support/testStore';

const YUBIKEY: PasskeyDto = { id: 'a'.repeat(32), name: 'YubiKey 5C', createdAt: '2026-03-02T15:00:00.000Z', lastUsedAt: null };
const LAPTOP: PasskeyDto = { id: 'b'.repeat(32), name: 'Work laptop', createdAt: '2026-03-01T13:00:00.000Z', lastUsedAt: null };
const OPTIONS = { challenge: 'cmVtb3ZhbC1jaGFsbGVuZ2U', allowCredentials: [] };
const ASSERTION = { id: 'cred', response: { signature: 'sig' } };
const notAllowed = Object.assign(new Error('not allowed'), { name: 'NotAllowedError' });
const PHONE = 'XXXXXXXX0108';

const withPasskeys = (...passkeys: PasskeyDto[]) => stateAfter(...pageReadyEvents(), A.passkeysLoaded({ passkeys, removalPhone: PHONE }));
const pageLists: StaticProvider[] = [
  [matchers.call.fn(getSecurityEvents), { events: [] }],
  [matchers.call.fn(getSessions), { sessions: [] }],
  [matchers.call.fn(getPasskeys), { passkeys: [] }],
];
const run = (state: ReturnType<typeof stateAfter>, provide: StaticProvider[], ...actions: AnyAction[]) =>
  runDispatching(expectSaga(untilFinished, securitySaga).withReducer(testReducer, state).provide([...provide, ...pageLists]), ...actions);

describe('rename', () => {
  it('sends the name; the list as answered, the dialog closed, the outcome read out', async () => {
    const renamed = { ...YUBIKEY, name: 'Office key' };
    const { storeState } = await run(
      withPasskeys(YUBIKEY),
      [[matchers.call.fn(renamePasskey), { passkeys: [renamed], removalPhone: PHONE }]],
      A.renamePasskeyClicked({ id: YUBIKEY.id }),
      A.renamePasskeySubmitted({ id: YUBIKEY.id, name: 'Office key' }),
    );
    expect(selectPasskeys(storeState).items).toEqual([renamed]);
    expect(selectPasskeyEdit(storeState).edit).toEqual({ kind: 'none' });
    expect(selectPasskeyOutcome(storeState)).toBe('Passkey renamed to “Office key”.');
  });

  it("refused: the gateway's text in the dialog, which stays open", async () => {
    const { storeState } = await run(
      withPasskeys(YUBIKEY),
      [[matchers.call.fn(renamePasskey), throwError(gatewayError(400, PASSKEY_TEXTS.invalidName))]],
      A.renamePasskeyClicked({ id: YUBIKEY.id }),
      A.renamePasskeySubmitted({ id: YUBIKEY.id, name: 'x' }),
    );
    expect(selectPasskeyEdit(storeState).edit).toEqual({ kind: 'rename', id: YUBIKEY.id, pending: false, error: PASSKEY_TEXTS.invalidName });
  });
});

describe('remove', () => {
  it('one that is not the last: at once, with no proof', async () => {
    const { storeState, effects } = await run(
      withPasskeys(LAPTOP, YUBIKEY),
      [[matchers.call.fn(removePasskey), { passkeys: [LAPTOP] }]],
      A.removePasskeyClicked({ id: YUBIKEY.id }),
      A.removePasskeyConfirmed({ id: YUBIKEY.id }),
    );
    expect(effects.call?.find((e) => e.payload.fn === removePasskey)?.payload.args).toEqual([YUBIKEY.id, null]);
    expect(effects.call?.some((e) => e.payload.fn === getPasskeyAssertion)).toBe(false);
    expect(selectPasskeys(storeState).items).toEqual([LAPTOP]);
    expect(selectPasskeyOutcome(storeState)).toBe('Passkey “YubiKey 5C” removed.');
  });

  it('the last one: the removal options, the browser asks, removed with the assertion', async () => {
    const { storeState, effects } = await run(
      withPasskeys(YUBIKEY),
      [
        [matchers.call.fn(getPasskeyRemovalOptions), OPTIONS],
        [matchers.call.fn(getPasskeyAssertion), ASSERTION],
        [matchers.call.fn(removePasskey), { passkeys: [] }],
      ],
      A.removePasskeyClicked({ id: YUBIKEY.id }),
      A.removePasskeyConfirmed({ id: YUBIKEY.id }),
    );
    expect(effects.call?.find((e) => e.payload.fn === removePasskey)?.payload.args).toEqual([YUBIKEY.id, { response: ASSERTION }]);
    expect(selectPasskeys(storeState).items).toEqual([]);
  });

  it('the last one, cancelled in the browser: nothing removed, the dialog says so', async () => {
    const { storeState, effects } = await run(
      withPasskeys(YUBIKEY),
      [
        [matchers.call.fn(getPasskeyRemovalOptions), OPTIONS],
        [matchers.call.fn(getPasskeyAssertion), throwError(notAllowed)],
      ],
      A.removePasskeyClicked({ id: YUBIKEY.id }),
      A.removePasskeyConfirmed({ id: YUBIKEY.id }),
    );
    expect(effects.call?.some((e) => e.payload.fn === removePasskey)).toBe(false);
    expect(selectPasskeyEdit(storeState).edit).toMatchObject({ kind: 'remove', last: true, pending: false, error: 'The passkey request was cancelled or timed out. Please try again.' });
  });

  it('the last one with a code: sent to the phone on file; a wrong code keeps it with the text, the right one removes it', async () => {
    let tries = 0;
    const remove = {
      call(effect: { fn: unknown }, next: () => unknown) {
        if (effect.fn !== removePasskey) return next();
        tries += 1;
        if (tries === 1) throw gatewayError(400, PASSKEY_TEXTS.wrongCode);
        return { passkeys: [] };
      },
    };
    const { storeState, effects } = await run(
      withPasskeys(YUBIKEY),
      [remove as never, [matchers.call.fn(sendPasskeyRemovalCode), PHONE]],
      A.removePasskeyClicked({ id: YUBIKEY.id }),
      A.removalCodeRequested({ id: YUBIKEY.id }),
      A.removalCodeSubmitted({ id: YUBIKEY.id, securityCode: '000000' }),
    );
    expect(selectPasskeyEdit(storeState).edit).toMatchObject({ kind: 'remove', codeTo: PHONE, error: PASSKEY_TEXTS.wrongCode, pending: false });
    expect(effects.call?.some((e) => e.payload.fn === getPasskeyAssertion)).toBe(false);
    const second = await run(storeState, [remove as never], A.removalCodeSubmitted({ id: YUBIKEY.id, securityCode: '123456' }));
    expect(selectPasskeys(second.storeState).items).toEqual([]);
    expect(selectPasskeyOutcome(second.storeState)).toBe('Passkey “YubiKey 5C” removed.');
    expect(second.effects.call?.find((e) => e.payload.fn === removePasskey)?.payload.args).toEqual([YUBIKEY.id, { code: '123456' }]);
  });
});

describe('rename and remove: when the gateway says no', () => {
  it('renamed, but the answer no longer lists that passkey: the outcome reads out the name given', async () => {
    const { storeState } = await run(
      withPasskeys(YUBIKEY, LAPTOP),
      [[matchers.call.fn(renamePasskey), { passkeys: [LAPTOP] }]],
      A.renamePasskeyClicked({ id: YUBIKEY.id }),
      A.renamePasskeySubmitted({ id: YUBIKEY.id, name: 'Office key' }),
    );
    expect(selectPasskeyOutcome(storeState)).toBe('Passkey renamed to “Office key”.');
    expect(selectPasskeys(storeState).items).toEqual([LAPTOP]);
    expect(selectPasskeyEdit(storeState).edit).toEqual({ kind: 'none' });
  });

  it('rename with the session gone (401) or the gateway down (503): the generic text, not the transport text', async () => {
    for (const status of [401, 503]) {
      const { storeState } = await run(
        withPasskeys(YUBIKEY),
        [[matchers.call.fn(renamePasskey), throwError(gatewayError(status, 'Unauthorized or unavailable'))]],
        A.renamePasskeyClicked({ id: YUBIKEY.id }),
        A.renamePasskeySubmitted({ id: YUBIKEY.id, name: 'Office key' }),
      );
      expect(selectPasskeyEdit(storeState).edit).toEqual({ kind: 'rename', id: YUBIKEY.id, pending: false, error: 'The passkey could not be renamed. Please try again.' });
    }
  });

  it("one removed elsewhere meanwhile (the list reloaded without it), refused (404): the gateway's text in the dialog, the list kept", async () => {
    const { storeState, effects } = await run(
      withPasskeys(LAPTOP, YUBIKEY),
      [[matchers.call.fn(removePasskey), throwError(gatewayError(404, 'Passkey not found.'))]],
      A.removePasskeyClicked({ id: YUBIKEY.id }),
      A.passkeysLoaded({ passkeys: [LAPTOP], removalPhone: PHONE }),
      A.removePasskeyConfirmed({ id: YUBIKEY.id }),
    );
    expect(effects.call?.find((e) => e.payload.fn === removePasskey)?.payload.args).toEqual([YUBIKEY.id, null]);
    expect(selectPasskeyEdit(storeState).edit).toMatchObject({ kind: 'remove', id: YUBIKEY.id, pending: false, error: 'Passkey not found.' });
    expect(selectPasskeys(storeState).items).toEqual([LAPTOP]);
    expect(selectPasskeyOutcome(storeState)).toBeNull();
  });

  it('remove fails on the gateway (500): the generic text in the dialog, the passkey kept', async () => {
    const { storeState } = await run(
      withPasskeys(LAPTOP, YUBIKEY),
      [[matchers.call.fn(removePasskey), throwError(gatewayError(500, 'Internal Server Error'))]],
      A.removePasskeyClicked({ id: YUBIKEY.id }),
      A.removePasskeyConfirmed({ id: YUBIKEY.id }),
    );
    expect(selectPasskeyEdit(storeState).edit).toMatchObject({ kind: 'remove', pending: false, error: 'The passkey could not be removed. Please try again.' });
    expect(selectPasskeys(storeState).items).toEqual([LAPTOP, YUBIKEY]);
  });

  it('the last one, its removal options not given (503): the generic text, the browser never asks, nothing removed', async () => {
    const { storeState, effects } = await run(
      withPasskeys(YUBIKEY),
      [[matchers.call.fn(getPasskeyRemovalOptions), throwError(gatewayError(503, 'Service Unavailable'))]],
      A.removePasskeyClicked({ id: YUBIKEY.id }),
      A.removePasskeyConfirmed({ id: YUBIKEY.id }),
    );
    expect(effects.call?.some((e) => e.payload.fn === getPasskeyAssertion || e.payload.fn === removePasskey)).toBe(false);
    expect(selectPasskeyEdit(storeState).edit).toMatchObject({ kind: 'remove', last: true, pending: false, error: 'The passkey could not be removed. Please try again.' });
    expect(selectPasskeys(storeState).items).toEqual([YUBIKEY]);
  });

  it("the code not sent: the gateway's refusal (429) in its words, a failure (500) as the generic text; no phone shown", async () => {
    const limited = await run(
      withPasskeys(YUBIKEY),
      [[matchers.call.fn(sendPasskeyRemovalCode), throwError(gatewayError(429, 'Too many codes requested. Please wait.'))]],
      A.removePasskeyClicked({ id: YUBIKEY.id }),
      A.removalCodeRequested({ id: YUBIKEY.id }),
    );
    expect(selectPasskeyEdit(limited.storeState).edit).toMatchObject({ kind: 'remove', codeTo: null, pending: false, error: 'Too many codes requested. Please wait.' });
    const down = await run(
      withPasskeys(YUBIKEY),
      [[matchers.call.fn(sendPasskeyRemovalCode), throwError(gatewayError(500, 'Internal Server Error'))]],
      A.removePasskeyClicked({ id: YUBIKEY.id }),
      A.removalCodeRequested({ id: YUBIKEY.id }),
    );
    expect(selectPasskeyEdit(down.storeState).edit).toMatchObject({ kind: 'remove', codeTo: null, pending: false, error: 'The code could not be sent. Please try again.' });
  });
});

it('the code never reaches the action log: its key is one the sanitizer redacts', () => {
  expect(JSON.stringify(actionSanitizer(A.removalCodeSubmitted({ id: YUBIKEY.id, securityCode: '123456' })))).not.toContain('123456');
});
